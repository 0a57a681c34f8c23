import Foundation
import ImplicitsExtract
import ImplicitsIndexer
import ImplicitsQuery
import ImplicitsStore

// implicits-fuzz: a deterministic, seeded mutation fuzzer of extraction and indexing
// (docs/reliability.md). Inputs are mutations of the fixtures; every input goes
// through FileExtractor.extract, every Nth through the whole Indexer and the queries.
// Crashes (signals), hangs and failed checks are saved with the command that
// reproduces them. scripts/fuzz runs it for a bounded time.

let help = """
  USAGE: implicits-fuzz [--seconds N] [--iterations N] [--seed S] [--only I] [--corpus PATH]...
                        [--crashes DIR] [--index-every K] [--hang-seconds N]
         implicits-fuzz show --seed S --only I     print iteration I's input
         implicits-fuzz replay FILE...             extract and index FILEs, one project each
         implicits-fuzz incremental [--seconds N] [--seed S] [--sequences N] [--sequence I] [--steps K]
                        [--project PATH]... [--generated-app "ARGS"]... [--bin DIR] [--findings DIR]
                                                   the differential test of incrementality

  OPTIONS:
    --seconds N        Stop after N seconds (default 60)
    --iterations N     Stop after N iterations (default: no limit)
    --seed S           Seed of the inputs (default 1); the same seed gives the same inputs
    --only I           Run iteration I alone (to reproduce a finding)
    --corpus PATH      A .swift file or a folder of them (repeatable; default
                       Tests/Fixtures/analyzer)
    --crashes DIR      Where findings are saved (default $TMPDIR/implicits-fuzz-crashes)
    --index-every K    Index a project every K-th iteration (default 10; 0: never)
    --hang-seconds N   An iteration silent this long is a hang (default 90)

  INCREMENTAL OPTIONS (docs/reliability.md §6):
    --sequences N      At most N sequences of edits (default: no limit); --sequence I runs sequence I alone
    --steps K          Edits per sequence, each followed by an incremental run and a rebuild (default 6)
    --project PATH     A fixture folder or .swift file (repeatable; default: every entry of
                       Tests/Fixtures/analyzer and Tests/Fixtures/projects)
    --generated-app A  Arguments of scripts/generate-app.py for an app every fourth sequence edits (repeatable)
    --bin DIR          Where implicits-index is (default: beside implicits-fuzz)
    --findings DIR     Where differences are saved (default $TMPDIR/implicits-fuzz-crashes)

  EXIT STATUS: 0 no crash, hang or failed check (iterations over 10 s are listed as slow,
  not failures); 1 crashes, hangs or failed checks (listed); 2 usage error.
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("implicits-fuzz: \(message)\n".utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first.flatMap { ["worker", "show", "replay", "incremental"].contains($0) ? $0 : nil }
if mode != nil { arguments.removeFirst() }

var options: [String: [String]] = [:]
var positional: [String] = []
var index = 0
while index < arguments.count {
  let argument = arguments[index]
  if argument == "--help" || argument == "-h" {
    print(help)
    exit(0)
  }
  if argument.hasPrefix("--") {
    guard index + 1 < arguments.count else { fail("\(argument) needs a value") }
    options[String(argument.dropFirst(2)), default: []].append(arguments[index + 1])
    index += 2
  } else {
    positional.append(argument)
    index += 1
  }
}
let known: Set<String> = ["seconds", "iterations", "seed", "only", "corpus", "crashes", "index-every", "hang-seconds",
                          "first", "last", "deadline", "state",
                          "sequences", "sequence", "steps", "project", "generated-app", "bin", "findings"]
for name in options.keys where !known.contains(name) { fail("unknown option --\(name)\n\n\(help)") }

@MainActor func number<T: LosslessStringConvertible>(_ name: String, _ fallback: T) -> T {
  guard let text = options[name]?.last else { return fallback }
  guard let value = T(text) else { fail("--\(name) needs a number, not '\(text)'") }
  return value
}

/// The corpus: every .swift file under the given paths, sorted (the order is part of
/// what makes a seed reproducible).
@MainActor func corpusFiles() -> [URL] {
  let roots = options["corpus"] ?? ["Tests/Fixtures/analyzer"]
  var files: [URL] = []
  for root in roots {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      if options["corpus"] != nil { fail("no corpus at \(root)") }
      continue
    }
    if !isDirectory.boolValue {
      files.append(URL(fileURLWithPath: root))
      continue
    }
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") { files.append(URL(fileURLWithPath: root).appendingPathComponent(path)) }
    }
  }
  let sorted = files.sorted { $0.path < $1.path }
  if sorted.isEmpty { fail("the corpus is empty (run from the package root, or pass --corpus)") }
  return sorted
}

let seed: UInt64 = number("seed", 1)

switch mode {
case "worker":
  let worker = Worker(
    seed: seed, first: number("first", 0), last: number("last", Int.max - 1),
    deadline: Date(timeIntervalSince1970: number("deadline", Date.distantFuture.timeIntervalSince1970)),
    corpus: corpusFiles(), state: URL(fileURLWithPath: options["state"]?.last ?? NSTemporaryDirectory()),
    indexEvery: number("index-every", 10))
  exit(worker.run())

case "show":
  let files = corpusFiles()
  let mutator = Mutator(corpus: files.map { (try? [UInt8](Data(contentsOf: $0))) ?? [] })
  let input = mutator.input(seed: seed, iteration: number("only", 0))
  FileHandle.standardError.write(Data(("from \(files[input.base].path): " + input.steps.joined(separator: "; ") + "\n").utf8))
  FileHandle.standardOutput.write(Data(input.bytes))

case "replay":
  guard !positional.isEmpty else { fail("replay needs files") }
  var failed = false
  for path in positional {
    let file = URL(fileURLWithPath: path)
    guard let data = try? Data(contentsOf: file) else { fail("cannot read \(path)") }
    let facts = FileExtractor.extract(source: String(decoding: data, as: UTF8.self), fileName: file.lastPathComponent)
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-fuzz-replay-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: project) }
    do {
      try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
      try data.write(to: project.appendingPathComponent(file.lastPathComponent))
      let db = project.appendingPathComponent(".implicits/index.sqlite").path
      _ = try Indexer(options: Indexer.Options(root: project, databasePath: db)).run()
      let index = ProjectIndex(database: try IndexStore.openForReading(path: db))
      let diagnostics = try index.allDiagnostics()
      print("\(path): ok (\(data.count) bytes, \(facts.producers.count) producers, \(try index.reads().count) reads; "
        + "\(diagnostics.map(\.code).sorted().joined(separator: ", ")))")
    } catch {
      print("\(path): FAILED: \(error)")
      failed = true
    }
  }
  exit(failed ? 1 : 0)

case "incremental":
  exit(incrementalDriver().run())

default:
  let only: Int? = options["only"] == nil ? nil : number("only", 0)
  let supervisor = Supervisor(
    seed: seed, seconds: number("seconds", 60.0),
    iterations: only == nil ? number("iterations", Int.max / 2) : 1, first: only ?? 0,
    corpus: corpusFiles(),
    crashes: URL(fileURLWithPath: options["crashes"]?.last
                 ?? FileManager.default.temporaryDirectory.appendingPathComponent("implicits-fuzz-crashes").path),
    indexEvery: only == nil ? number("index-every", 10) : 1,
    hangSeconds: number("hang-seconds", 90.0),
    reproduceOptions: (options["corpus"] ?? []).map { " --corpus \($0)" }.joined())
  exit(supervisor.run())
}

/// The differential test's driver from the options (`incremental` mode).
@MainActor func incrementalDriver() -> IncrementalDriver {
  let defaults = ["Tests/Fixtures/analyzer", "Tests/Fixtures/projects"].flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map { "\(folder)/\($0)" }
  }.filter { $0.hasSuffix(".swift") || !$0.contains(".") }
  let projects = (options["project"] ?? defaults).map { URL(fileURLWithPath: $0) }
  if projects.isEmpty { fail("no projects (run from the package root, or pass --project)") }
  let only: Int? = options["sequence"] == nil ? nil : number("sequence", 0)
  let generated = (options["generated-app"] ?? []).map { $0.split(separator: " ").map(String.init) }
  var replay = (options["project"] ?? []).map { " --project \($0)" }.joined()
  replay += (options["generated-app"] ?? []).map { " --generated-app '\($0)'" }.joined()
  let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
  return IncrementalDriver(
    seed: seed, seconds: number("seconds", only == nil ? 60.0 : 3600.0),
    sequences: only == nil ? number("sequences", Int.max / 2) : 1, first: only ?? 0, steps: number("steps", 6),
    projects: projects, generated: generated, bin: URL(fileURLWithPath: options["bin"]?.last ?? here.path),
    findings: URL(fileURLWithPath: options["findings"]?.last
                  ?? FileManager.default.temporaryDirectory.appendingPathComponent("implicits-fuzz-crashes").path),
    reproduceOptions: replay)
}
