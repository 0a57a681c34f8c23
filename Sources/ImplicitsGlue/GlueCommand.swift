import Foundation
import ImplicitsVersion

/// `implicits-glue`: writes a target's named-key glue, then optionally runs one
/// more command (the build plugin's analysis) and exits with its status. One
/// build command doing both keeps the plugin's analysis attached to an output
/// the target compiles, so the build runs it whenever a source changes.
public enum GlueCommand {
  public static let help = """
    USAGE: implicits-glue --output FILE [--sources LIST --module MODULE] [FILE.swift ...]
                          [-h|--help] [--version] [--fail-through-compiler]
                          [--then COMMAND [ARGUMENTS ...]]

    Writes the named-key glue (docs/implicitsui-glue.md) of the Swift files given,
    or of the lines of LIST (MODULE<TAB>PATH, as for implicits-index --sources)
    whose module is MODULE, to FILE. FILE is rewritten only when its text changes.
    Keys that get no glue are reported as file:line:column: warning: lines.

    --then COMMAND ...  Afterwards run COMMAND (an absolute path) with the remaining
                        arguments and exit with its status; used by the build plugin
                        to run implicits-index.
    --fail-through-compiler
                        With --then: when COMMAND exits 1, exit 0 instead and write
                        each of its `file:line:column: error: message` lines into FILE
                        as an #error at that file and line (#sourceLocation), so the
                        build fails when the target compiles, after the compiler has
                        reported its own errors too (docs/build-plugin.md).
    -h, --help          Show this help
    --version           Print the version

    EXIT STATUS: 0 glue written; 2 usage error or unreadable file; with --then,
    the command's status.
    """

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  public static func main(_ arguments: [String]) -> Int32 {
    let own = Array(arguments.prefix { $0 != "--then" })
    let then = Array(arguments.drop { $0 != "--then" }.dropFirst())
    if own.contains("--help") || own.contains("-h") {
      print(help)
      return 0
    }
    if own.contains("--version") {
      print(ImplicitsVersion.line("implicits-glue"))
      return 0
    }
    var failThroughCompiler = false
    do {
      var output: String?, list: String?, module: String?
      var files: [String] = []
      var rest = own[...]
      while let argument = rest.popFirst() {
        switch argument {
        case "--fail-through-compiler":
          failThroughCompiler = true
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
      guard failThroughCompiler, !then.isEmpty else {
        try writeIfChanged(glue.text, to: output)
        return then.isEmpty ? 0 : run(then)
      }
      // The file is written once, after the check: an unchanged outcome keeps its date.
      let (status, errors) = runKeepingErrors(then)
      guard status == 1 else {
        try writeIfChanged(glue.text, to: output)
        return status
      }
      try writeIfChanged(glue.text + CompilerErrors.directives(errors), to: output)
      return 0
    } catch {
      FileHandle.standardError.write(Data("implicits-glue: error: \(error) (see implicits-glue --help)\n".utf8))
      return 2
    }
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

  /// Runs `command`; its standard output is copied to ours except its error lines
  /// (`file:line:column: error: message`) when it exits 1, which are returned: the
  /// compiler reports them, at the same places, from the #error directives they become.
  static func runKeepingErrors(_ command: [String]) -> (status: Int32, errors: [CompilerErrors.Error]) {
    let (status, output) = run(command, capture: true)
    var errors: [CompilerErrors.Error] = []
    var kept = ""
    for line in output.split(separator: "\n") {
      if status == 1, let error = CompilerErrors.Error(line: String(line)) { errors.append(error) } else { kept += line + "\n" }
    }
    FileHandle.standardOutput.write(Data(kept.utf8))
    return (status, errors)
  }

  /// Runs `command` with this process's output streams; its exit status.
  static func run(_ command: [String]) -> Int32 { run(command, capture: false).status }

  /// Runs `command`; with `capture`, its standard output is returned instead of shown.
  private static func run(_ command: [String], capture: Bool) -> (status: Int32, output: String) {
    fflush(nil)  // our warnings first, then the command's lines
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    let pipe = Pipe()
    if capture { process.standardOutput = pipe }
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(Data("implicits-glue: error: cannot run \(command[0]): \(error)\n".utf8))
      return (2, "")
    }
    // Read until it ends: a pipe holds only so much before the writer blocks.
    let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return (process.terminationReason == .exit ? process.terminationStatus : 2, String(decoding: output, as: UTF8.self))
  }
}
