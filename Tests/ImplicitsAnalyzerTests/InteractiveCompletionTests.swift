import Testing
@testable import ImplicitsCLI

/// What TAB offers at the prompt, and how a typed line is split.
@Suite("Interactive completion")
struct InteractiveCompletionTests {
  let completer = Completer(
    readNames: ["Checkout.cart", "Checkout.network", "Catalog.cart"],
    viewNames: ["Catalog", "Checkout", "ShopApp"],
    keyNames: ["Cart", "NetworkService", "\\.guestMode"],
    endpointNames: ["Catalog", "Catalog.body", "Checkout", "entries", "#Preview"],
    tableNames: ["reads", "read_status", "producers"])

  @Test func commandsFirst() {
    #expect(completer.candidates(before: "", word: "wh") == ["why"])
    #expect(completer.candidates(before: "", word: "un") == ["unreachable", "unsatisfied"])
    #expect(completer.candidates(before: "", word: "") .contains("declarations"))
  }

  @Test func thenWhatEachCommandTakes() {
    #expect(completer.candidates(before: "why ", word: "Check") == ["Checkout.cart", "Checkout.network"])
    #expect(completer.candidates(before: "why ", word: "Checkout.n") == ["Checkout.network"])
    #expect(completer.candidates(before: "reads ", word: "C") == ["Catalog", "Checkout"])
    #expect(completer.candidates(before: "reads Catalog ", word: "") == [], "reads takes one view")
    #expect(completer.candidates(before: "declarations ", word: "\\.g") == ["\\.guestMode"])
    #expect(completer.candidates(before: "paths entries ", word: "Cat") == ["Catalog", "Catalog.body"])
    #expect(completer.candidates(before: "paths ", word: "#") == ["#Preview"])
    #expect(completer.candidates(before: "sql SELECT * FROM ", word: "REA") == ["read_status", "reads"])
    #expect(completer.candidates(before: "help ", word: "re") == ["reads", "report"])
  }

  @Test func optionsAndFormats() {
    #expect(completer.candidates(before: "why Checkout.cart ", word: "--f") == ["--format"])
    #expect(completer.candidates(before: "why Checkout.cart --format ", word: "") == ["dot", "json", "text"])
    #expect(completer.candidates(before: "report --format ", word: "s") == ["sarif"])
    #expect(completer.candidates(before: "report ", word: "--b") == ["--baseline"])
  }

  @Test func linesSplitIntoWords() {
    #expect(PromptWords.split("  paths \"#Preview\"  'My View'  ") == ["paths", "#Preview", "My View"])
    #expect(PromptWords.split("why A.b") == ["why", "A.b"])
    #expect(PromptWords.rest("sql SELECT 'a  b'") == "SELECT 'a  b'")
    #expect(PromptWords.leadingOptions("--timeout 2 SELECT 1").options == ["--timeout", "2"])
    #expect(PromptWords.leadingOptions("--timeout=2 SELECT '--x'") == (["--timeout=2"], "SELECT '--x'"))
  }

  @Test func sqlIsOneStatement() {
    #expect(SQLText.singleStatement("SELECT 1;  ") == "SELECT 1")
    #expect(SQLText.singleStatement("SELECT ';' AS x -- ; here") == "SELECT ';' AS x -- ; here")
    #expect(SQLText.singleStatement("SELECT 1 /* ; */") == "SELECT 1 /* ; */")
    #expect(SQLText.singleStatement("SELECT 1; DELETE FROM reads") == nil)
  }
}
