import ImplicitsExtract
import Testing
@testable import ImplicitsIndexer

/// What one configuration's parse leaves for the others (SharedFacts): only files
/// another configuration has, each until every configuration that has it has parsed
/// with its final names, and per configuration its latest pass only.
@Suite("Facts shared between configurations")
struct SharedFactsTests {
  static func work(_ hash: String) -> Indexer.FileWork { Indexer.FileWork(hash: hash, facts: FileFacts()) }

  @Test func factsStayUntilEveryConfigurationThatHasTheFileHasParsed() {
    let shared = SharedFacts(configurations: [("iOS", ["A.swift", "Only.swift"]), ("tvOS", ["A.swift"]),
                                              ("macOS", ["A.swift", "B.swift"]), ("watchOS", ["B.swift"])])
    let names = ProjectNames()
    #expect(!shared.isShared("Only.swift"))
    shared.keep(Self.work("only"), path: "Only.swift", key: "only", names: names, by: "iOS")
    #expect(shared.work(for: "only", names: names) == nil)

    shared.keep(Self.work("a"), path: "A.swift", key: "a", names: names, by: "iOS")
    shared.keep(Self.work("b"), path: "B.swift", key: "b", names: names, by: "macOS")
    shared.finished("iOS")
    #expect(shared.work(for: "a", names: names)?.hash == "a")
    shared.finished("tvOS")
    #expect(shared.work(for: "a", names: names)?.hash == "a")
    shared.finished("macOS")
    #expect(shared.work(for: "a", names: names) == nil)
    #expect(!shared.isShared("A.swift"))
    #expect(shared.work(for: "b", names: names)?.hash == "b")
    shared.finished("watchOS")
    #expect(shared.work(for: "b", names: names) == nil)
  }

  @Test func aConfigurationsLaterPassReplacesItsEarlierOne() {
    let shared = SharedFacts(configurations: [("iOS", ["A.swift"]), ("tvOS", ["A.swift"])])
    let names = ProjectNames()
    shared.keep(Self.work("first pass"), path: "A.swift", key: "a", names: names, by: "iOS")
    shared.keep(Self.work("second pass"), path: "A.swift", key: "a", names: names, by: "iOS")
    #expect(shared.work(for: "a", names: names)?.hash == "second pass")
    // Another configuration's facts of the same key stay beside it.
    shared.keep(Self.work("tvOS"), path: "A.swift", key: "a", names: names, by: "tvOS")
    #expect(shared.work(for: "a", names: names)?.hash == "second pass")
  }
}
