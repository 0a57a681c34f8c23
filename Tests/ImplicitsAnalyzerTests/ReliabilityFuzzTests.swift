import Foundation
import ImplicitsExtract
import ImplicitsQuery
import Testing

/// The fuzzer's findings stay fixed (Tests/Fixtures/fuzz), and the fuzzer itself works
/// and is deterministic (docs/reliability.md; the long run is scripts/fuzz).
@Suite("Reliability: fuzzing")
struct ReliabilityFuzzTests {
  static let packageRoot = FixtureRunner.fixturesRoot.deletingLastPathComponent().deletingLastPathComponent()

  static func regressionFixtures() -> [String] {
    let folder = FixtureRunner.fixturesRoot.appendingPathComponent("fuzz")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// Each regression input, next to the good file: the run completes, the good file's
  /// verdicts are unchanged, and the input is indexed or skipped with a reason.
  @Test(arguments: regressionFixtures())
  func regressionInputsIndexWithoutHarm(_ name: String) throws {
    let folder = try Reliability.goodProject()
    let alone = Reliability.verdicts(try FixtureRunner.index(folder).reads)
    try FileManager.default.copyItem(at: FixtureRunner.fixturesRoot.appendingPathComponent("fuzz/\(name)"),
                                     to: folder.appendingPathComponent(name))
    let outcome = try FixtureRunner.index(folder)
    #expect(Reliability.verdicts(outcome.reads.filter { $0.location.file == "Good.swift" }) == alone)
    let skipped = outcome.diagnostics.filter { $0.code == "unreadable-file" && $0.location.file == name }
    switch name {
    case "long-modifier-chain.swift":
      #expect(skipped.count == 1)
      #expect(skipped.first?.message.hasPrefix("cannot read long-modifier-chain.swift: its syntax tree is 50") == true)
      #expect(skipped.first?.message.hasSuffix(
        "levels deep, deeper than the 4000 the analyzer follows (thousands of chained modifiers?); skipped") == true)
    case "nested-brackets.swift":
      #expect(skipped.map(\.message) == [
        "cannot read nested-brackets.swift: its brackets nest 49 deep, deeper than the 16 the Swift parser handles "
          + "in reasonable time; skipped",
      ])
    case "carried-closure-names-its-own-local.swift":
      #expect(skipped.isEmpty)
    case "many-defaulted-closures.swift":
      #expect(skipped.isEmpty)
    case "modifier-chain-under-limit.swift":
      #expect(skipped.isEmpty)
      #expect(outcome.reads.contains { $0.name == "UnderLimitChain.cart" })
    default:
      break
    }
  }

  /// Extraction on many threads at once with deep trees: each on its own large stack.
  @Test func deepTreesExtractInParallel() throws {
    let text = try String(contentsOf: FixtureRunner.fixturesRoot.appendingPathComponent(
      "fuzz/modifier-chain-under-limit.swift"), encoding: .utf8)
    let producers = Counter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      producers.add(FileExtractor.extract(source: text, fileName: "Chain.swift").producers.count)
    }
    #expect(producers.value == 8)
  }

  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    func add(_ count: Int) { lock.lock(); total += count; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return total }
  }

  /// A short run of the fuzzer finds nothing, and the same seed gives the same inputs.
  @Test func aShortFuzzRunIsCleanAndDeterministic() throws {
    func fuzz() throws -> CommandLineTests.Run {
      let crashes = try FixtureRunner.makeScratchFolder()
      return try CommandLineTests.run("implicits-fuzz", [
        "--iterations", "120", "--seed", "7", "--index-every", "20", "--seconds", "120", "--crashes", crashes.path,
      ], in: Self.packageRoot)
    }
    let first = try fuzz()
    #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
    #expect(first.stdout.contains("seed 7: 120 iterations (6 with indexing)"))
    #expect(first.stdout.contains("0 crashes, 0 hangs, 0 failed checks"))
    let checksum = { (run: CommandLineTests.Run) in run.stdout.components(separatedBy: "inputs checksum ").last?.prefix(16) }
    let second = try fuzz()
    #expect(checksum(first) != nil && checksum(first) == checksum(second))
  }
}
