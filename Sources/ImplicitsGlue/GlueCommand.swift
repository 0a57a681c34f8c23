import Foundation

/// `implicits-glue`: writes a target's named-key glue, then optionally runs one
/// more command (the build plugin's analysis) and exits with its status. One
/// build command doing both keeps the plugin's analysis attached to an output
/// the target compiles, so the build runs it whenever a source changes.
public enum GlueCommand {
  public static let help = """
    USAGE: implicits-glue --output FILE [--sources LIST --module MODULE] [FILE.swift ...]
                          [--then COMMAND [ARGUMENTS ...]]

    Writes the named-key glue (docs/implicitsui-glue.md) of the Swift files given,
    or of the lines of LIST (MODULE<TAB>PATH, as for implicits-index --sources)
    whose module is MODULE, to FILE. FILE is rewritten only when its text changes.
    Keys that get no glue are reported as file:line:column: warning: lines.

    --then COMMAND ...  Afterwards run COMMAND (an absolute path) with the remaining
                        arguments and exit with its status; used by the build plugin
                        to run implicits-index.

    EXIT STATUS: 0 glue written; 2 usage error or unreadable file; with --then,
    the command's status.
    """

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  public static func main(_ arguments: [String]) -> Int32 {
    let own = Array(arguments.prefix { $0 != "--then" })
    let then = Array(arguments.drop { $0 != "--then" }.dropFirst())
    if own.contains("--help") {
      print(help)
      return 0
    }
    do {
      var output: String?, list: String?, module: String?
      var files: [String] = []
      var rest = own[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--output", "--sources", "--module":
          guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
          if argument == "--output" { output = value } else if argument == "--sources" { list = value } else { module = value }
        case let option where option.hasPrefix("--"):
          throw UsageError(description: "unknown option \(option)")
        default:
          files.append(argument)
        }
      }
      guard let output else { throw UsageError(description: "--output FILE is required") }
      if arguments.contains("--then"), then.isEmpty { throw UsageError(description: "--then needs a command") }
      guard (list == nil) == (module == nil) else { throw UsageError(description: "--sources and --module go together") }
      if let list, let module { files += try listedFiles(list: list, module: module) }

      let glue = Glue.generate(files: try files.map { path in
        guard let data = FileManager.default.contents(atPath: path) else {
          throw UsageError(description: "cannot read \(path)")
        }
        return (path, String(decoding: data, as: UTF8.self))
      })
      for diagnostic in glue.diagnostics { print(diagnostic.rendered) }
      try writeIfChanged(glue.text, to: output)
    } catch {
      FileHandle.standardError.write(Data("implicits-glue: error: \(error) (see implicits-glue --help)\n".utf8))
      return 2
    }
    return then.isEmpty ? 0 : run(then)
  }

  /// The paths listed for `module` in a `MODULE<TAB>PATH` list.
  static func listedFiles(list: String, module: String) throws -> [String] {
    guard let data = FileManager.default.contents(atPath: list) else {
      throw UsageError(description: "cannot read the source list \(list)")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "\t", maxSplits: 1)
      return parts.count == 2 && parts[0] == module ? String(parts[1]) : nil
    }
  }

  /// An unchanged file keeps its modification date, so the target's compile
  /// (and anything depending on it) stays up to date.
  static func writeIfChanged(_ text: String, to path: String) throws {
    if FileManager.default.contents(atPath: path) == Data(text.utf8) { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  /// Runs `command` with this process's output streams; its exit status.
  static func run(_ command: [String]) -> Int32 {
    fflush(nil)  // our warnings first, then the command's lines
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(Data("implicits-glue: error: cannot run \(command[0]): \(error)\n".utf8))
      return 2
    }
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : 2
  }
}
