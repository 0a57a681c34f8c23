import Foundation
import PackagePlugin

/// The one build command the plugin adds to a target, the same for SwiftPM and
/// Xcode: `implicits-glue` writes the target's named-key glue (a Swift file the
/// target compiles, which is why the build runs the command), then runs
/// `implicits-index` over the target and what it depends on, whose exit status
/// fails the build when a read is unsatisfied.
struct CheckCommand {
  /// The project folder: diagnostics print absolute paths under it, and the
  /// analyzer reads `.implicits.json` there.
  var root: URL
  /// The module the glue is for.
  var module: String
  /// Every Swift file analysed, with its module: the target's and its dependencies'.
  var sources: [(module: String, file: URL)]
  /// Each analysed module's kind (`library`, `executable`, `test`): a library's public
  /// views that nothing shows are its exported requirements, not unreachable.
  var kinds: [String: String] = [:]

  func command(glueTool: URL, indexTool: URL, workDirectory: URL) throws -> Command {
    let list = workDirectory.appendingPathComponent("sources.txt")
    let glue = workDirectory.appendingPathComponent("ImplicitsKeys+Glue.swift")
    let database = workDirectory.appendingPathComponent("index.sqlite")
    // The analyzer reads its settings (#if configuration, exclusions) from here.
    let configuration = root.appendingPathComponent(".implicits.json")
    let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path(percentEncoded: false))
    // The baseline the configuration names is an input too: editing it re-runs the check.
    let baseline = hasConfiguration ? Self.baseline(named: configuration, root: root) : nil
    let lines = kinds.map { "@module\t\($0.key)\t\($0.value)\n" }.sorted()
      + sources.map { "\($0.module)\t\($0.file.path(percentEncoded: false))\n" }.sorted()
    try writeIfChanged(lines.joined(), to: list)
    return .buildCommand(
      displayName: "Checking implicits in \(module)",
      executable: glueTool,
      arguments: [
        "--sources", list.path(percentEncoded: false), "--module", module,
        "--output", glue.path(percentEncoded: false),
        // A failing check does not stop the build here: its errors become #error lines
        // in the glue, so the compiler's own errors show in the same build.
        "--fail-through-compiler",
        "--then", indexTool.path(percentEncoded: false), root.path(percentEncoded: false),
        "--sources", list.path(percentEncoded: false), "--db", database.path(percentEncoded: false),
      ] + (baseline.map { ["--baseline", $0.path(percentEncoded: false)] } ?? []),
      // The list is an input too: adding or removing a file changes only the list.
      inputFiles: sources.map(\.file) + [list] + (hasConfiguration ? [configuration] : []) + (baseline.map { [$0] } ?? []),
      outputFiles: [glue])
  }

  /// The file `"baseline"` names in `.implicits.json` (relative to the root), if any;
  /// implicits-index reads the configuration itself, this only makes it an input.
  static func baseline(named configuration: URL, root: URL) -> URL? {
    guard let data = FileManager.default.contents(atPath: configuration.path(percentEncoded: false)),
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let path = object["baseline"] as? String, !path.isEmpty else { return nil }
    return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
  }

  /// The plugin runs at every build; an unchanged list keeps its date, so the
  /// command does not re-run for nothing.
  private func writeIfChanged(_ text: String, to url: URL) throws {
    if FileManager.default.contents(atPath: url.path(percentEncoded: false)) == Data(text.utf8) { return }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
