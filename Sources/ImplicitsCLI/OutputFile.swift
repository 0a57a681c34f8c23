import Foundation

/// Writing a report or a baseline where the user asked: the folder is made if
/// needed, and a FIFO or `/dev/null` is written in place, never replaced.
enum OutputFile {
  struct WriteError: Error, CustomStringConvertible {
    var description: String
  }

  static func write(_ text: String, to path: String) throws {
    // Atomic writes replace the file, which must never happen to /dev/null or a FIFO.
    let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    do {
      // `--output reports/implicits.sarif` in a fresh CI checkout: make the folder.
      let folder = (path as NSString).deletingLastPathComponent
      if type == nil, !folder.isEmpty {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      try text.write(toFile: path, atomically: type == nil || type == .typeRegular, encoding: .utf8)
    } catch {
      throw WriteError(description: "cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// The step summary is shared by every step of a job: append, never replace.
  static func append(_ text: String, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) { try write("", to: path) }
    guard let handle = FileHandle(forWritingAtPath: path) else { throw WriteError(description: "cannot write \(path)") }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
  }
}
