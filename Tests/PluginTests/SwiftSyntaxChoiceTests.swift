import Foundation
import Testing

/// Package.swift takes SwiftSyntax from the toolchain when the toolchain has it, and
/// the swift-syntax package when it does not (Xcode's toolchains), with nothing to
/// set; `IMPLICITS_SWIFT_SYNTAX=host|package` forces either. Pinned by evaluating the
/// manifest (`swift package dump-package`, no build, no network) against this
/// machine's toolchain and against a copy of it without the host SwiftSyntax modules.
@Suite("SwiftSyntax: toolchain or package", .serialized)
struct SwiftSyntaxChoiceTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `<toolchain>/usr` of the `swiftc` on PATH, as Package.swift finds it.
  static func toolchainUsr() throws -> URL {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      }
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// A copy of the toolchain made of symbolic links, without
  /// `usr/lib/swift/host/SwiftSyntax*`: what a toolchain with no host SwiftSyntax looks like.
  static func toolchainWithoutHostSyntax(in folder: URL) throws -> URL {
    let original = try toolchainUsr()
    let copy = folder.appendingPathComponent("usr")
    let manager = FileManager.default
    // Mirror each level down to usr/lib/swift/host, linking everything else whole.
    func mirror(_ relative: String, descendInto next: String?, skip: (String) -> Bool) throws {
      let source = original.appendingPathComponent(relative), target = copy.appendingPathComponent(relative)
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for name in try manager.contentsOfDirectory(atPath: source.path) where name != next && !skip(name) {
        try manager.createSymbolicLink(at: target.appendingPathComponent(name),
                                       withDestinationURL: source.appendingPathComponent(name))
      }
    }
    try mirror("", descendInto: "lib", skip: { _ in false })
    try mirror("lib", descendInto: "swift", skip: { _ in false })
    try mirror("lib/swift", descendInto: "host", skip: { _ in false })
    try mirror("lib/swift/host", descendInto: nil, skip: { $0.hasPrefix("SwiftSyntax") })
    return copy
  }

  /// The package dependencies the manifest declares under this environment.
  static func dependencies(toolchain: URL?, force: String?, scratch: URL) throws -> [String] {
    var environment = ProcessInfo.processInfo.environment
    environment["IMPLICITS_TOOLCHAIN"] = toolchain?.path
    environment["IMPLICITS_SWIFT_SYNTAX"] = force
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", repository.path, "--scratch-path", scratch.path,
                         "--manifest-cache", "none", "dump-package"]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "dump-package failed")
    let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let dependencies = manifest["dependencies"] as? [[String: Any]] ?? []
    return dependencies.compactMap { ($0["sourceControl"] as? [[String: Any]])?.first?["identity"] as? String }
  }

  @Test func choosesByWhatTheToolchainHas() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-toolchain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let scratch = folder.appendingPathComponent("build")
    let bare = try Self.toolchainWithoutHostSyntax(in: folder.appendingPathComponent("toolchain"))
    #expect(!FileManager.default.fileExists(atPath: bare.appendingPathComponent("lib/swift/host/SwiftSyntax.swiftmodule").path))
    #expect(FileManager.default.fileExists(atPath: bare.appendingPathComponent("lib/swift/host/SwiftParser.swiftmodule").path))

    // This machine's toolchain has the modules: no package (CI has no network).
    #expect(try Self.dependencies(toolchain: nil, force: nil, scratch: scratch) == [])
    // Without them, the package, with nothing set.
    #expect(try Self.dependencies(toolchain: bare, force: nil, scratch: scratch) == ["swift-syntax"])
    // Either can be forced.
    #expect(try Self.dependencies(toolchain: bare, force: "host", scratch: scratch) == [])
    #expect(try Self.dependencies(toolchain: nil, force: "package", scratch: scratch) == ["swift-syntax"])
  }
}
