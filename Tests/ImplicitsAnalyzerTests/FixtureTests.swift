import Foundation
import Testing
import ImplicitsQuery

/// Each fixture under Tests/Fixtures/analyzer is a case with its answer written next
/// to it (see FixtureExpectations): the proof status of every read, and exactly the
/// diagnostics the analyzer must print.
@Suite("Analyzer fixtures")
struct FixtureTests {
  @Test("fixture", arguments: FixtureRunner.fixtureNames())
  func fixture(_ name: String) throws {
    let (outcome, files) = try FixtureRunner.run(fixture: name)
    let expectations = FixtureExpectations(files: files)
    #expect(!expectations.statuses.isEmpty || !expectations.diagnostics.isEmpty,
            "fixture \(name) states no expectations")

    // Every read's status, and no read left without an expected status.
    for read in outcome.reads {
      let key = "\(read.location.file):\(read.location.line)"
      let expected = expectations.statuses[key]
      #expect(expected != nil, "\(key): read \(read.name) has no `// expect:` annotation (it is \(read.status.rawValue))")
      if let expected {
        #expect(read.status.rawValue == expected, "\(key): \(read.name) is \(read.status.rawValue), expected \(expected)")
      }
    }
    let readLines = Set(outcome.reads.map { "\($0.location.file):\($0.location.line)" })
    for key in expectations.statuses.keys where !readLines.contains(key) {
      Issue.record("\(key): `expect:` annotation on a line with no read")
    }

    // Diagnostics, notes included, matched one to one.
    var actual: [(file: String, line: Int, severity: String, message: String)] = []
    for diagnostic in outcome.diagnostics {
      // An error's text is its line and its path (one note per hop when printed): an
      // expectation may name either (`{{ShopApp.body → Cart()}}`).
      actual.append((diagnostic.location.file, diagnostic.location.line, diagnostic.severity.rawValue,
                     diagnostic.message + " [\(diagnostic.code)]" + (diagnostic.hops.isEmpty ? "" : " path: \(diagnostic.route)")))
      for note in diagnostic.notes {
        actual.append((note.location.file, note.location.line, "note", note.message))
      }
    }
    var unmatched = expectations.diagnostics
    for diagnostic in actual {
      if let index = unmatched.firstIndex(where: {
        $0.file == diagnostic.file && $0.line == diagnostic.line && $0.severity == diagnostic.severity
          && diagnostic.message.contains($0.text)
      }) {
        unmatched.remove(at: index)
      } else {
        Issue.record("unexpected \(diagnostic.severity) at \(diagnostic.file):\(diagnostic.line): \(diagnostic.message)")
      }
    }
    for expected in unmatched { Issue.record("expected diagnostic not emitted: \(expected)") }
  }
}
