// What SwiftUI provides by itself: `@Environment(\.self)` is always there; an App's
// delegate adaptor object is in the environment of its scenes when it is an
// ObservableObject (as an environment object) or Observable (as an Observable value);
// so is the scene delegate that app delegate configures (`configuration.delegateClass
// = WindowDelegate.self`), on the same terms;
// `.environment(\.key) { value }` declares the key; `@Environment(\.a.b)` reads `\.a`.
import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
  func application(_ application: UIApplication, configurationForConnecting session: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = WindowDelegate.self
    return configuration
  }
}
final class PlainDelegate: NSObject, UIApplicationDelegate {}
@Observable final class WindowDelegate: NSObject, UIWindowSceneDelegate {}

struct Clock { var now = 0 }
private struct ClockKey: EnvironmentKey { static let defaultValue = Clock() }
extension EnvironmentValues {
  var clock: Clock {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

struct Dashboard: View {
  @Environment(\.self) var environment              // never a read
  @EnvironmentObject var delegate: AppDelegate       // expect: satisfied
  @Environment(WindowDelegate.self) var window       // expect: satisfied
  @Environment(\.clock.now) var now                  // expect: satisfied
  var body: some View { Text("\(delegate)") }
}

struct Detached: View {
  @EnvironmentObject var delegate: AppDelegate       // expect: unsatisfied  expected-error {{No ObservableObject of type AppDelegate found}}
  @Environment(WindowDelegate.self) var window       // expect: unsatisfied  expected-error {{No Observable object of type WindowDelegate found}}
  var body: some View { Text("\(delegate)") }
}

@main
struct DelegateApp: App {
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
  var body: some Scene {
    WindowGroup {
      Dashboard().environment(\.clock) { Clock() }
    }
  }
}

// A delegate that is neither ObservableObject nor Observable is not in the environment.
struct OtherApp: App {
  @UIApplicationDelegateAdaptor(PlainDelegate.self) var plain
  var body: some Scene {
    // expected-note@+2 {{Detached() is shown here without AppDelegate}}
    // expected-note@+1 {{Detached() is shown here without WindowDelegate}}
    WindowGroup { Detached() }
  }
}

// An adaptor declared inside `#if` is a member of the builds whose clause is active:
// this iOS build has the first app's delegates, and not the second's.
struct PhoneFirstApp: App {
  #if os(iOS)
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
  #elseif os(tvOS)
  @UIApplicationDelegateAdaptor(PlainDelegate.self) var appDelegate
  #endif
  var body: some Scene {
    WindowGroup { Lit() }
  }
}
struct TelevisionApp: App {
  #if os(tvOS)
  @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
  #endif
  var body: some Scene {
    // expected-note@+1 {{Unlit() is shown here without WindowDelegate}}
    WindowGroup { Unlit() }
  }
}
struct Lit: View {
  @Environment(WindowDelegate.self) var window       // expect: satisfied
  var body: some View { Text("\(window)") }
}
struct Unlit: View {
  @Environment(WindowDelegate.self) var window       // expect: unsatisfied  expected-error {{No Observable object of type WindowDelegate found}}
  var body: some View { Text("\(window)") }
}
