import Foundation
@testable import ImplicitsExtract
import Testing

/// Configurations that agree on every `#if` of a file extract the same facts from it,
/// so the indexer parses it once for all of them (ConditionOutcomes).
@Suite("Condition outcomes")
struct ConditionOutcomesTests {
  static func configuration(_ os: String, _ conditions: Set<String> = ["DEBUG"]) -> AnalysisBuildConfiguration {
    var configuration = AnalysisBuildConfiguration()
    configuration.os = os
    configuration.customConditions = conditions
    return configuration
  }

  static let configurations = [
    configuration("iOS"), configuration("iOS", ["DEBUG", "EXTENDED"]), configuration("tvOS"),
    configuration("macOS"), configuration("macOS", ["EXTENDED"]), configuration("macOS", ["DEBUG", "EXTENDED"]),
  ]

  static func outcomes(_ text: String, _ configuration: AnalysisBuildConfiguration) -> String? {
    ConditionOutcomes.of(Array(text.utf8), in: configuration)
  }

  @Test func eachConditionIsReadWhereverItIs() {
    let text = """
      import SwiftUI
      #if os(iOS)
      struct A {}
      #elseif os(tvOS) // a comment after the condition
      struct B {}
      #else
      struct C {}
      #endif
      let x = 1; #if(EXTENDED)
      #endif
      struct D { var ifdef = "#ifdef" }
      """
    #expect(ConditionOutcomes.conditionLines(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
            == [" os(iOS)", " os(tvOS) // a comment after the condition", "(EXTENDED)"])
    #expect(Self.outcomes(text, Self.configuration("iOS")) == "ann")
    #expect(Self.outcomes(text, Self.configuration("tvOS", ["EXTENDED"])) == "naa")
    #expect(Self.outcomes("struct Plain {}", Self.configuration("iOS")) == "")
    // Undecided (a module neither available nor unavailable) is an outcome of its own.
    #expect(Self.outcomes("#if canImport(Nowhere)\n#endif", Self.configuration("iOS")) == "?")
  }

  @Test func aConditionThatCannotBeReadAloneKeysByTheWholeConfiguration() {
    #expect(Self.outcomes("#if os(iOS) ||\n  os(tvOS)\nstruct A {}\n#endif", Self.configuration("iOS")) == nil)
    #expect(Self.outcomes("let text = \"#if DEBUG\"", Self.configuration("iOS")) == nil)
    #expect(Self.outcomes("#if\n#endif", Self.configuration("iOS")) == nil)
  }

  /// The soundness of the shortcut: on every analyzer fixture and a file of every kind
  /// of condition, two configurations with the same outcomes give the same facts.
  @Test func sameOutcomesGiveTheSameFacts() throws {
    var sources = try FileManager.default.subpathsOfDirectory(atPath: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer").path)
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/" + $0), encoding: .utf8) }
      .filter { $0.contains("#if") }
    sources.append("""
      import SwiftUI
      struct Screen: View {
        @Implicit var model: Model
        var body: some View {
          VStack {
            #if os(iOS)
            PhoneBanner().implicit(Model())
            #elseif EXTENDED
            ExtendedBanner()
            #endif
          }
          #if DEBUG
          .padding()
          #endif
        }
      }
      """)
    // No `#if`, but a scene SwiftUI has on macOS only: its content is there on a Mac alone.
    sources.append("""
      import SwiftUI
      @main struct DeskApp: App {
        var body: some Scene {
          WindowGroup { Desk() }
          Settings { Preferences().implicit(Model()) }
        }
      }
      """)
    #expect(sources.count > 3)
    var shared = 0
    for source in sources {
      for (position, left) in Self.configurations.enumerated() {
        for right in Self.configurations[(position + 1)...] {
          let (a, b) = (Self.outcomes(source, left), Self.outcomes(source, right))
          guard let a, a == b else { continue }
          shared += 1
          let facts = { (configuration: AnalysisBuildConfiguration) in
            String(describing: FileExtractor.extract(source: source, fileName: "F.swift", configuration: configuration))
          }
          #expect(facts(left) == facts(right), "\(left.os) \(left.customConditions) and \(right.os) \(right.customConditions)")
        }
      }
    }
    #expect(shared > 0, "some pair agrees, or the test proves nothing")
  }
}
