import Testing
import ImplicitsQuery

/// `why` on a read whose only declaration sits between a navigation container and
/// the link that pushes the view (rule 2): the declaration is named as on the path
/// but not counted, with the container to move it onto, never as "declared elsewhere".
@Suite("why and navigation pushes")
struct NavigationWhyTests {
  @Test func declarationPastAPushIsNamedOnThePath() throws {
    let (outcome, _) = try FixtureRunner.run(fixture: "analyzer/navigation-push-why.swift")
    let read = try #require(outcome.reads.first { $0.name == "Product.pricing" })
    let explanation = try outcome.index.explain(read)
    let text = WhyRenderer().render(explanation)
    #expect(text.contains("Pricing is declared on this path, but past a navigation push, where it does not count:"))
    #expect(text.contains("move it onto the NavigationStack at navigation-push-why.swift:14, or above it"))
    #expect(!text.contains("declared elsewhere"), "\(text)")
    #expect(!text.contains("not declared anywhere"), "\(text)")
    #expect(explanation.declaredElsewhere.isEmpty)
  }
}
