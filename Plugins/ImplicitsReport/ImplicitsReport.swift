import Foundation
import PackagePlugin

/// `swift package implicits-report [--target NAME ...] [REPORT OPTIONS]`: indexes
/// the package (or the named targets and their dependencies) into the plugin's
/// work directory and runs `implicits-query report REPORT OPTIONS` (`--format F`,
/// `--output FILE`, `--fail-on`, ...: passed through, so new report options need
/// no change here). Standard output is the report alone.
@main
struct ImplicitsReport: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print("""
        USAGE: swift package implicits-report [--target NAME]... [REPORT OPTIONS]

        Indexes the package (or the named targets and their dependencies) and prints
        `implicits-query report REPORT OPTIONS` (implicits-query report --help lists them:
        --format, --output, --fail-on, --baseline, --write-baseline, --path-prefix).
        """)
      return
    }
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    let reportOptions = extractor.remainingArguments

    let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
    let packageTargets = Set(context.package.targets.map(\.id))
    var modules: [SourceModuleTarget] = []
    for target in targets + targets.flatMap(\.recursiveTargetDependencies) where packageTargets.contains(target.id) {
      if let module = target.sourceModule, !modules.contains(where: { $0.id == module.id }) { modules.append(module) }
    }
    let lines = modules.flatMap { module in
      module.sourceFiles(withSuffix: "swift").map { "\(module.moduleName)\t\($0.url.path(percentEncoded: false))\n" }
    }.sorted()

    let work = context.pluginWorkDirectoryURL
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let list = work.appendingPathComponent("sources.txt")
    let database = work.appendingPathComponent("index.sqlite").path(percentEncoded: false)
    try Data(lines.joined().utf8).write(to: list)

    // A plugin's free-form output reaches SwiftPM's standard output, so the
    // analysis' own lines are captured; its summary becomes a remark (shown by
    // `swift package -v`). Exit status 1 (unsatisfied reads) is what the report
    // is for, not a failure to make it.
    let index = try run(context.tool(named: "implicits-index").url,
                        [context.package.directoryURL.path(percentEncoded: false),
                         "--sources", list.path(percentEncoded: false), "--db", database, "--quiet"],
                        capture: true)
    guard index.status == 0 || index.status == 1 else {
      throw ReportError("implicits-index failed (exit status \(index.status)):\n\(index.output)")
    }
    if let summary = index.output.split(separator: "\n").last { Diagnostics.remark(String(summary)) }

    let query = try run(context.tool(named: "implicits-query").url,
                        ["--db", database, "report"] + reportOptions,
                        capture: false, in: context.package.directoryURL)
    switch query.status {
    case 0: break
    case 1: throw ReportError("some reads are unsatisfied; the report lists them (--fail-on never: exit 0 anyway)")
    default: throw ReportError("implicits-query report failed (exit status \(query.status))")
    }
  }

  /// Runs `tool`, capturing its output (both streams) or passing it through; a
  /// relative `--output` is relative to `folder` (the package).
  private func run(_ tool: URL, _ arguments: [String], capture: Bool,
                   in folder: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let pipe = Pipe()
    if capture {
      process.standardOutput = pipe
      process.standardError = pipe
    }
    try process.run()
    let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}

struct ReportError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
