/// Which modules each Apple SDK has, so `#if canImport(X)` is decided per build
/// configuration the way the compiler decides it for that SDK: a module the SDK of the
/// configuration's OS ships is importable, a module it does not ship is not, and a module
/// neither this table nor the project knows stays undecided (unresolved-if).
///
/// Where the entries come from (docs/design.md, "Discovery", cites them too):
/// - the frameworks of the iOS, macOS and tvOS SDKs as the .NET for iOS/macOS bindings
///   list them per platform (dotnet/macios, tools/common/Frameworks.cs: one list per SDK,
///   kept in step with each Xcode's SDKs);
/// - Apple's documentation of each framework, whose availability list names the
///   platforms that have it (Translation: iOS 17.4, iPadOS, Mac Catalyst, macOS 14.4;
///   BackgroundTasks: iOS, iPadOS, Mac Catalyst, tvOS, visionOS; ActivityKit: iOS and
///   iPadOS; CoreMotion: no tvOS; LocalAuthentication: iOS, macOS, visionOS, watchOS);
/// - Apple's answer that IOKit is not a Swift module outside macOS ("No such module
///   'IOKit'" on iPadOS, developer forums thread 719564);
/// - the Swift toolchain: the standard library's modules are in every Apple SDK, and
///   swift-corelibs' `FoundationNetworking` and `FoundationXML`, like the C libraries of
///   other systems (`Glibc`, `WinSDK`), are in none.
/// A module is listed for a platform only where those sources agree; where they do not
/// say (HealthKit on tvOS, WidgetKit on tvOS), it is in neither list and stays undecided.
public enum AppleSDKModules {
  static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

  /// Module → (platforms whose SDK has it, platforms whose SDK has not). Platforms in
  /// neither are not known.
  static let table: [String: (has: Set<String>, hasNot: Set<String>)] = {
    let all = "iOS macOS tvOS watchOS visionOS"
    // (modules, has, has not)
    let rows: [(String, String, String)] = [
      // The Swift standard library and the C library, in every Apple SDK.
      ("Swift _Concurrency _StringProcessing RegexBuilder Distributed Synchronization Observation Darwin ObjectiveC "
         + "Dispatch os Cxx CxxStdlib", all, ""),
      // Not in any Apple SDK: swift-corelibs-foundation's parts and other systems' C libraries.
      ("FoundationNetworking FoundationXML Glibc Musl WinSDK ucrt CRT Android Bionic WASILibc", "", all),
      // Frameworks on every platform.
      ("Foundation CoreFoundation CoreGraphics CoreText Combine SwiftUI SwiftData CoreData CloudKit CoreLocation "
         + "MapKit AVFoundation StoreKit UserNotifications Security CryptoKit Network NaturalLanguage CoreML Charts "
         + "GameKit SpriteKit SceneKit ImageIO UniformTypeIdentifiers AuthenticationServices CoreBluetooth AppIntents "
         + "OSLog TipKit MusicKit", all, ""),
      // UIKit: not on the Mac (only Mac Catalyst, an iOS build) nor on watchOS.
      ("UIKit", "iOS tvOS visionOS", "macOS watchOS"),
      ("AppKit Cocoa IOKit CoreMediaIO", "macOS", "iOS tvOS watchOS visionOS"),
      ("WatchKit ClockKit", "watchOS", "tvOS macOS visionOS"),
      ("TVUIKit TVServices TVMLKit", "tvOS", "iOS macOS watchOS visionOS"),
      ("CoreTelephony", "iOS", "macOS tvOS watchOS"),
      ("CarPlay", "iOS", "macOS tvOS watchOS"),
      ("ActivityKit", "iOS", "macOS tvOS watchOS"),
      ("CoreMotion", "iOS macOS watchOS visionOS", "tvOS"),
      // On tvOS the module exists with no biometric API: auth0/SimpleKeychain imports it
      // under `#if canImport(LocalAuthentication)` alone and fences its use with `!os(tvOS)`.
      ("LocalAuthentication", "iOS macOS tvOS watchOS visionOS", ""),
      ("HealthKit", "iOS macOS watchOS visionOS", ""),
      ("WatchConnectivity", "iOS watchOS", "macOS tvOS"),
      ("WidgetKit", "iOS macOS watchOS visionOS", ""),
      ("Translation _Translation_SwiftUI", "iOS macOS", "tvOS watchOS visionOS"),
      ("ThreadNetwork", "iOS macOS", ""),
      ("WebKit SafariServices", "iOS macOS visionOS", "tvOS watchOS"),
      ("MessageUI", "iOS visionOS", "macOS tvOS watchOS"),
      ("ARKit", "iOS visionOS", "macOS tvOS watchOS"),
      ("RealityKit", "iOS macOS visionOS", "watchOS"),
      ("QuickLook PDFKit", "iOS macOS visionOS", "watchOS"),
      ("NotificationCenter", "iOS macOS", "tvOS watchOS"),
      ("EventKit Contacts PassKit", "iOS macOS watchOS visionOS", ""),
      ("AVKit Photos PhotosUI CoreImage QuartzCore CoreHaptics Vision Metal MetalKit GameController GameplayKit "
         + "CoreAudio CoreVideo CoreMedia AudioToolbox MediaPlayer SystemConfiguration MultipeerConnectivity "
         + "LinkPresentation AppTrackingTransparency", "iOS macOS tvOS visionOS", ""),
      ("BackgroundTasks", "iOS tvOS visionOS", "macOS"),
      ("UserNotificationsUI", "iOS macOS", "tvOS watchOS"),
    ]
    var table: [String: (has: Set<String>, hasNot: Set<String>)] = [:]
    for (modules, has, hasNot) in rows {
      for module in modules.split(separator: " ") {
        table[String(module)] = (Set(has.split(separator: " ").map(String.init)),
                                 Set(hasNot.split(separator: " ").map(String.init)))
      }
    }
    return table
  }()

  /// The modules `canImport` accepts and rejects when building for `os` (an `os(...)`
  /// name); empty for an OS that is not Apple's.
  public static func modules(for os: String) -> (available: Set<String>, unavailable: Set<String>) {
    if os == "macCatalyst" { return macCatalystModules }
    guard platforms.contains(os) else { return ([], []) }
    var available: Set<String> = []
    var unavailable: Set<String> = []
    for (module, entry) in table {
      if entry.has.contains(os) { available.insert(module) }
      if entry.hasNot.contains(os) { unavailable.insert(module) }
    }
    return (available, unavailable)
  }

  /// Mac Catalyst builds iOS code against a Mac SDK that carries iOS's frameworks: a
  /// module both the iOS and the macOS SDK have is there, one neither has is not, and
  /// UIKit and AppKit both are (Apple's AppKit documentation lists Mac Catalyst 13.0
  /// and later, which is why `canImport(AppKit) && !targetEnvironment(macCatalyst)` is the
  /// common spelling of "native macOS"). The others stay undecided.
  static let macCatalystModules: (available: Set<String>, unavailable: Set<String>) = {
    let iOS = modules(for: "iOS"), macOS = modules(for: "macOS")
    return (iOS.available.intersection(macOS.available).union(["UIKit", "AppKit"]),
            iOS.unavailable.intersection(macOS.unavailable))
  }()
}
