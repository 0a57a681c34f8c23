import Foundation
import ImplicitsQuery
import ImplicitsStore

/// `implicits-fuzz incremental`: the differential test of incrementality
/// (docs/reliability.md §6). From a seed, sequences of random edits of a project tree
/// (ProjectEditor, ConfigurationEdits); after each, `implicits-index` runs incrementally
/// on the tree and `implicits-index --rebuild` on a fresh copy of it (same folder name,
/// no index), and the two must agree byte for byte: the exit status and printed findings
/// of the run, every table of every configuration's index (IndexDump), and every report
/// format of `implicits-query report`. The real `implicits-index` is run, as a user
/// runs it; the reports are rendered here by the renderers `implicits-query` uses. A
/// sequence stops at its first difference, which is saved (both trees, the edits, the
/// differences) with the command that replays it.
struct IncrementalDriver {
  var seed: UInt64
  var seconds: Double
  /// At most this many sequences, from `first`.
  var sequences: Int
  var first: Int
  var steps: Int
  /// Fixtures: folders, or `.swift` files (each indexed in a folder of its own).
  var projects: [URL]
  /// `generate-app.py` arguments, one generated app each; every fourth sequence edits one.
  var generated: [[String]]
  var bin: URL
  var findings: URL
  /// Options a replay needs besides the seed and sequence.
  var reproduceOptions: String

  struct Tally {
    var sequences = 0, steps = 0, differences: [String] = []
    var tables: Set<String> = []
  }

  func run() -> Int32 {
    let start = Date()
    let deadline = start.addingTimeInterval(seconds)
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-incremental-\(getpid())")
    try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: work) }
    var apps: [URL] = []
    for (number, arguments) in generated.enumerated() {
      let app = work.appendingPathComponent("generated-\(number)/GeneratedApp\(number)")
      let script = URL(fileURLWithPath: "scripts/generate-app.py").path
      let made = Self.execute(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script] + arguments + ["--out", app.path],
                              in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), work: work)
      guard made.status == 0 else {
        print("implicits-fuzz incremental: generate-app.py \(arguments.joined(separator: " ")) failed: \(made.errors)")
        return 2
      }
      apps.append(app)
    }
    let pool = projects.flatMap { Self.swiftFiles(under: $0) }
    var tally = Tally()
    var number = first
    while number < first + sequences && Date() < deadline {
      var random = Random(seed: seed, iteration: number)
      let project = !apps.isEmpty && number % 4 == 3 ? apps[(number / 4) % apps.count] : random.pick(projects)
      let sequence = EditSequence(driver: self, number: number, project: project, pool: pool,
                              folder: work.appendingPathComponent("s\(number)"))
      if let difference = sequence.run(&random, deadline: deadline, tally: &tally) { tally.differences.append(difference) }
      tally.sequences += 1
      number += 1
    }
    let elapsed = Date().timeIntervalSince(start)
    print("implicits-fuzz incremental: seed \(seed): \(tally.sequences) sequences, \(tally.steps) steps "
      + "(each an incremental run against a rebuild: the run's output, \(tally.tables.count) tables, "
      + "\(ReportFormat.allCases.count) report formats) in \(String(format: "%.1f", elapsed)) s; "
      + "\(tally.differences.count) difference\(tally.differences.count == 1 ? "" : "s")")
    for difference in tally.differences { print(difference) }
    return tally.differences.isEmpty ? 0 : 1
  }

  /// The `.swift` files of a fixture (itself when it is one), sorted.
  static func swiftFiles(under url: URL) -> [URL] {
    if url.pathExtension == "swift" { return [url] }
    var found: [URL] = []
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") && !path.hasSuffix("Package.swift") { found.append(url.appendingPathComponent(path)) }
    }
    return found.sorted { $0.path < $1.path }
  }

  struct Output { var status: Int32; var output: String; var errors: String }

  /// Runs a program in `folder`, its output collected through files in `work` (no pipe
  /// to fill).
  static func execute(_ program: URL, _ arguments: [String], in folder: URL, work: URL) -> Output {
    let out = work.appendingPathComponent("stdout.txt"), err = work.appendingPathComponent("stderr.txt")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = try? FileHandle(forWritingTo: out)
    process.standardError = try? FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return Output(status: -1, output: "", errors: "cannot run \(program.path): \(error)") }
    process.waitUntilExit()
    let text = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self) }
    return Output(status: process.terminationStatus, output: text(out), errors: text(err))
  }
}

/// One sequence: a project copied, edited step by step, each step compared.
struct EditSequence {
  let driver: IncrementalDriver
  let number: Int
  let project: URL
  let pool: [URL]
  let folder: URL

  var name: String { project.pathExtension == "swift" ? project.deletingPathExtension().lastPathComponent : project.lastPathComponent }

  /// Runs the steps; returns the difference found, if any (the sequence stops there).
  func run(_ random: inout Random, deadline: Date, tally: inout IncrementalDriver.Tally) -> String? {
    let manager = FileManager.default
    defer { try? manager.removeItem(at: folder) }
    var tree = folder.appendingPathComponent("a/\(name)")
    try? manager.createDirectory(at: tree, withIntermediateDirectories: true)
    if project.pathExtension == "swift" {
      try? manager.copyItem(at: project, to: tree.appendingPathComponent(project.lastPathComponent))
    } else {
      try? manager.removeItem(at: tree)
      try? manager.copyItem(at: project, to: tree)
      try? manager.removeItem(at: tree.appendingPathComponent(".implicits"))
    }
    var history = ["\(project.path) copied"]
    for step in 0...driver.steps {
      if step > 0 {
        if Date() > deadline { break }
        if random.chance(5) {
          tree = relocate(tree, step: step)
          history.append("step \(step): the tree and its index copied to another folder, every file touched")
        } else {
          var editor = ProjectEditor(root: tree, pool: pool, step: step)
          history.append("step \(step): " + editor.edit(&random))
        }
      }
      let differences = compare(tree, tally: &tally)
      tally.steps += 1
      if !differences.isEmpty { return save(step: step, history: history, differences: differences) }
    }
    return nil
  }

  /// The tree and its index copied to a new folder of the same name, every file's
  /// modification time new (a CI cache restored on another machine).
  func relocate(_ tree: URL, step: Int) -> URL {
    let moved = folder.appendingPathComponent("moved-\(step)/\(name)")
    try? FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? FileManager.default.copyItem(at: tree, to: moved)
    try? FileManager.default.removeItem(at: tree.deletingLastPathComponent())
    let later = Date().addingTimeInterval(3600)
    let enumerator = FileManager.default.enumerator(atPath: moved.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".implicits") { continue }
      try? FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: moved.appendingPathComponent(path).path)
    }
    return moved
  }

  /// An incremental run of `tree` against a rebuild of a copy of it: every difference.
  func compare(_ tree: URL, tally: inout IncrementalDriver.Tally) -> [String] {
    let manager = FileManager.default
    let copy = folder.appendingPathComponent("rebuilt/\(name)")
    try? manager.removeItem(at: copy.deletingLastPathComponent())
    try? manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? manager.copyItem(at: tree, to: copy)
    try? manager.removeItem(at: copy.appendingPathComponent(".implicits"))
    let incremental = index(tree, rebuild: false), rebuilt = index(copy, rebuild: true)
    var differences: [String] = []
    if incremental.status != rebuilt.status {
      differences.append("implicits-index exits \(incremental.status) incrementally, \(rebuilt.status) rebuilt: "
        + "\(incremental.errors.suffix(300)) | \(rebuilt.errors.suffix(300))")
    }
    differences += Self.firstDifference("implicits-index output", incremental.output, rebuilt.output)
    // A run that fails (`.implicits.json` invalid, every file excluded) leaves the index
    // as it was, by design (docs/reliability.md §2): the incremental tree's is the last
    // complete one, the copy has none. Both failing alike is all there is to compare.
    if incremental.status == 2 && rebuilt.status == 2 { return differences }
    differences += compareIndexes(tree, copy, tally: &tally)
    let mine = reports(tree), theirs = reports(copy)
    for format in ReportFormat.allCases {
      differences += Self.firstDifference("report --format \(format)", mine[format] ?? "", theirs[format] ?? "")
    }
    return differences
  }

  /// Every report format of the tree's index, as `implicits-query report --format F`
  /// renders it (the same renderers, in this process: a process per format and tree
  /// took two thirds of a step), Graphviz left out as where it is not installed.
  func reports(_ tree: URL) -> [ReportFormat: String] {
    let path = tree.appendingPathComponent(".implicits/index.sqlite").path
    let report: Report
    do {
      report = try Report(index: ProjectIndex(database: try IndexStore.openForReading(path: path)))
    } catch {
      return Dictionary(uniqueKeysWithValues: ReportFormat.allCases.map { ($0, "cannot read the index: \(error)") })
    }
    var rendered: [ReportFormat: String] = [:]
    for format in ReportFormat.allCases {
      do { rendered[format] = try format.render(report).replacingOccurrences(of: tree.path, with: "$ROOT") } catch {
        rendered[format] = "cannot render: \(error)"
      }
    }
    return rendered
  }

  func index(_ tree: URL, rebuild: Bool) -> IncrementalDriver.Output {
    var result = IncrementalDriver.execute(driver.bin.appendingPathComponent("implicits-index"),
                                           rebuild ? ["--rebuild", "."] : ["."], in: tree, work: folder)
    // The count of files parsed and the time differ by design, and the folder.
    result.output = result.output.replacingOccurrences(of: tree.path, with: "$ROOT")
      .replacingOccurrences(of: #"\(\d+ parsed\)"#, with: "(N parsed)", options: .regularExpression)
      .replacingOccurrences(of: #"\([\d.]+ s\)"#, with: "(T s)", options: .regularExpression)
    return result
  }

  /// Every configuration's index file, compared table by table.
  func compareIndexes(_ tree: URL, _ copy: URL, tally: inout IncrementalDriver.Tally) -> [String] {
    func files(_ root: URL) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(".implicits").path)) ?? [])
        .filter { $0.hasSuffix(".sqlite") }.sorted()
    }
    let mine = files(tree), theirs = files(copy)
    guard mine == theirs else { return ["index files: \(mine) incrementally, \(theirs) rebuilt"] }
    var differences: [String] = []
    for file in mine {
      do {
        let incremental = try IndexDump(path: tree.appendingPathComponent(".implicits/\(file)").path)
        let rebuilt = try IndexDump(path: copy.appendingPathComponent(".implicits/\(file)").path)
        tally.tables.formUnion(rebuilt.tables.keys)
        differences += incremental.differences(from: rebuilt).map { "\(file): \($0)" }
      } catch {
        differences.append("\(file): cannot read: \(error)")
      }
    }
    return differences
  }

  /// The first line where two outputs differ, with the line of each.
  static func firstDifference(_ what: String, _ mine: String, _ theirs: String) -> [String] {
    guard mine != theirs else { return [] }
    let a = mine.components(separatedBy: "\n"), b = theirs.components(separatedBy: "\n")
    let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    func line(_ lines: [String]) -> String { at < lines.count ? String(lines[at].prefix(300)) : "(end)" }
    return ["\(what) differs at line \(at + 1):", "    incremental: \(line(a))", "    rebuilt:     \(line(b))"]
  }

  /// Saves both trees and what happened; returns the finding's summary.
  func save(step: Int, history: [String], differences: [String]) -> String {
    let name = "incremental-s\(driver.seed)-q\(number)"
    let saved = driver.findings.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: saved)
    try? FileManager.default.createDirectory(at: driver.findings, withIntermediateDirectories: true)
    try? FileManager.default.copyItem(at: folder, to: saved)
    let replay = "implicits-fuzz incremental --seed \(driver.seed) --sequence \(number) --steps \(driver.steps)"
      + driver.reproduceOptions
    let text = (["difference at step \(step) of sequence \(number) (seed \(driver.seed)), project \(project.path)",
                 "replay: \(replay)", "", "edits:"] + history.map { "  " + $0 } + ["", "differences:"] + differences)
      .joined(separator: "\n")
    try? (text + "\n").write(to: saved.appendingPathComponent("finding.txt"), atomically: false, encoding: .utf8)
    return "  difference at step \(step) of sequence \(number): " + (history.last ?? "")
      + "\n" + differences.prefix(12).map { "    " + $0 }.joined(separator: "\n")
      + "\n    replay: \(replay)\n    saved: \(saved.path)"
  }
}
