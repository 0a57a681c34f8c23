import Foundation

/// Runs a program to its end, standard output and error together: what the plugin
/// tests see of `swift build`, `scripts/release` and the tools.
enum ProcessRun {
  /// `program` is a path, or a name looked up on PATH.
  static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil,
                  in directory: URL? = nil) throws -> ClientBuildTests.Run {
    let process = Process()
    let isPath = program.hasPrefix("/")
    process.executableURL = URL(fileURLWithPath: isPath ? program : "/usr/bin/env")
    process.arguments = isPath ? arguments : [program] + arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ClientBuildTests.Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The folder of this package's own executables (next to the test bundle).
  static let products: URL = sequence(first: Bundle.main.bundleURL) { $0.pathComponents.count > 1 ? $0.deletingLastPathComponent() : nil }
    .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("implicits-index").path) } ?? Bundle.main.bundleURL
}

/// A check error as the compiler prints it from the glue (`'implicits_1()' is
/// unavailable: message`): the message alone.
enum CompilerErrorText {
  static func message(_ text: String) -> String {
    guard text.hasPrefix("'implicits_"), let marker = text.range(of: "()' is unavailable: ") else { return text }
    return String(text[marker.upperBound...])
  }
}
