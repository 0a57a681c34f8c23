import Foundation

/// Runs Graphviz's `dot`, when installed, to turn a picture's dot source into SVG.
/// Optional by design: callers fall back to SVGTreeRenderer when it is missing,
/// fails, or takes too long (a very large project).
public enum Graphviz {
  /// `dot` on PATH, or nil.
  public static func executable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = String(folder) + "/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The `<svg>` element for `source`, without the XML prolog and doctype (so it can
  /// sit inline in HTML); nil when dot fails or runs past `timeout` seconds.
  public static func svg(_ source: String, executable: String, timeout: Double = 30) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-Tsvg"]
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    // Written from another thread: a large picture would fill both pipes otherwise.
    DispatchQueue.global().async {
      input.fileHandleForWriting.write(Data(source.utf8))
      try? input.fileHandleForWriting.close()
    }
    let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let start = text.range(of: "<svg") else { return nil }
    return String(text[start.lowerBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
