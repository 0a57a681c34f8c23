import Foundation
import Testing

/// End-to-end: the two executables as a user runs them (exit codes, texts, JSON).
@Suite("Command line")
struct CommandLineTests {
  struct Run {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The built executables sit next to the test bundle.
  static let binaries: URL = {
    var url = Bundle.main.bundleURL
    while !FileManager.default.fileExists(atPath: url.appendingPathComponent("implicits-index").path),
          url.pathComponents.count > 1 {
      url = url.deletingLastPathComponent()
    }
    return url
  }()

  static func run(_ tool: String, _ arguments: [String], in folder: URL? = nil,
                  environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    // One of ours by name, or any program by its absolute path.
    process.executableURL = tool.hasPrefix("/") ? URL(fileURLWithPath: tool) : binaries.appendingPathComponent(tool)
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
               stderr: String(decoding: stderr, as: UTF8.self))
  }

  static let app = """
    import SwiftUI
    @main
    struct ShopApp: App {
      var body: some Scene {
        WindowGroup {
          Catalog()
            .implicit(LiveNetwork())
            .implicit(Cart())
        }
      }
    }
    struct Catalog: View {
      @Implicit var cart: Cart
      var body: some View {
        Text("").sheet(isPresented: .constant(true)) { Checkout() }
      }
    }
    struct Checkout: View {
      @Implicit var network: NetworkService
      @Implicit var cart: Cart
      var body: some View { Text("") }
    }
    protocol NetworkService {}
    final class LiveNetwork: NetworkService {}
    """

  static func project(_ source: String = app) throws -> URL {
    let folder = try FixtureRunner.makeScratchFolder()
    try source.write(to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test func indexReportsUnsatisfiedReadsAndExitsOne() throws {
    let folder = try Self.project()
    let run = try Self.run("implicits-index", [folder.path])
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix(folder.path + "/Shop.swift:19:3: error: @Implicit NetworkService of Checkout.network") })
    #expect(lines.contains { $0.hasPrefix(folder.path + "/Shop.swift:15:52: note: Checkout() is shown here without NetworkService") })
    #expect(lines.last?.contains("3 reads: 2 satisfied, 1 unsatisfied (from 1 place), 0 unreachable") == true)
  }

  @Test func indexExitsZeroWhenEverythingIsSatisfied() throws {
    let folder = try Self.project(Self.app.replacingOccurrences(of: ".implicit(LiveNetwork())",
                                                                  with: ".implicit(LiveNetwork() as NetworkService)"))
    let run = try Self.run("implicits-index", ["--db", folder.appendingPathComponent("custom.sqlite").path, folder.path])
    #expect(run.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("custom.sqlite").path))
    #expect(!run.stdout.contains("error:"))
  }

  @Test func whyExplainsBothVerdicts() throws {
    let folder = try Self.project()
    _ = try Self.run("implicits-index", [folder.path])
    let unsatisfied = try Self.run("implicits-query", ["why", "Checkout.network"], in: folder)
    #expect(unsatisfied.status == 1)
    #expect(unsatisfied.stdout.contains("Checkout.network: @Implicit NetworkService is UNSATISFIED"))
    #expect(unsatisfied.stdout.contains("1. ShopApp.body (entry point)  Shop.swift:4:3"))
    #expect(unsatisfied.stdout.contains("3. → Checkout()  in Catalog.body  Shop.swift:15:52"))
    #expect(unsatisfied.stdout.contains(".implicit(LiveNetwork()) declares LiveNetwork, not NetworkService"))
    #expect(unsatisfied.stdout.contains("write .implicit(LiveNetwork() as NetworkService)"))
    #expect(!unsatisfied.stdout.contains(".implicit(Cart()) declares"), "an unrelated type is no near miss")

    let satisfied = try Self.run("implicits-query", ["why", "Checkout.cart"], in: folder)
    #expect(satisfied.status == 0)
    #expect(satisfied.stdout.contains("is satisfied"))
    #expect(satisfied.stdout.contains(".implicit(Cart())  Shop.swift:8:10"))
    #expect(satisfied.stdout.contains("covers Catalog() in ShopApp.body  Shop.swift:6:7"))
    #expect(!satisfied.stdout.contains("\u{1B}["), "no colour when piped")
  }

  /// The value is injected, but with a type the analyzer cannot tell: `why` names that
  /// declaration and its fix, and never claims the value is declared nowhere.
  @Test func whyNamesAnUntypedDeclarationOnThePath() throws {
    let folder = try Self.project("""
      import SwiftUI
      final class Store: ObservableObject {}
      @main
      struct ShopApp: App {
        let stores: [Store] = []
        var body: some Scene {
          WindowGroup { Catalog().environmentObject(stores.randomElement()!) }
        }
      }
      struct Catalog: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("") }
      }
      """)
    let index = try Self.run("implicits-index", [folder.path])
    #expect(index.stdout.contains("likely cause: the type of .environmentObject(stores.randomElement()!) at Shop.swift:7 cannot be "
      + "determined; if it is Store, write .environmentObject(stores.randomElement()! as Store)"))
    #expect(!index.stdout.contains("add .environmentObject(Store("), "no advice to create a second instance")
    let why = try Self.run("implicits-query", ["why", "Catalog.store"], in: folder)
    #expect(why.stdout.contains("Declarations on this path whose type the analyzer cannot determine (the likely cause):"))
    #expect(why.stdout.contains("Store is not declared with a known type anywhere in the project."))
    #expect(!why.stdout.contains("is not declared anywhere"))
    #expect(why.stdout.contains("Fix: the type of .environmentObject(stores.randomElement()!)"))
  }

  @Test func whyRejectsUnknownAndMalformedNames() throws {
    let folder = try Self.project()
    _ = try Self.run("implicits-index", [folder.path])
    let unknown = try Self.run("implicits-query", ["why", "Checkout.netwrk"], in: folder)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no read named Checkout.netwrk; did you mean Checkout.network"))
    let malformed = try Self.run("implicits-query", ["why", "Nowhere"], in: folder)
    #expect(malformed.status == 2)
    #expect(malformed.stderr.contains("is not of the form View.property"))
    // A view's name: its reads, with their verdicts, and how to ask about one.
    let view = try Self.run("implicits-query", ["why", "Checkout"], in: folder)
    #expect(view.stdout.contains("Checkout reads") && view.stdout.contains("why View.property"), "\(view.stdout)")
    #expect(view.stdout.contains("Checkout.network"))
    let command = try Self.run("implicits-query", ["wyh", "Checkout.cart"], in: folder)
    #expect(command.status == 2)
    #expect(command.stderr.contains("did you mean why"))
  }

  @Test func queryFindsTheIndexInAParentFolder() throws {
    let folder = try Self.project()
    _ = try Self.run("implicits-index", [folder.path])
    let nested = folder.appendingPathComponent("Sub/Deeper")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let run = try Self.run("implicits-query", ["why", "Checkout.cart"], in: nested)
    #expect(run.status == 0)
  }

  @Test func missingIndexAndUsageErrorsExitTwo() throws {
    let empty = try FixtureRunner.makeScratchFolder()
    let query = try Self.run("implicits-query", ["why", "A.b"], in: empty)
    #expect(query.status == 2)
    #expect(query.stderr.contains("run `implicits-index`"))
    let option = try Self.run("implicits-index", ["--frobnicate"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("unknown option --frobnicate"))
    // A near one is suggested, and the help is pointed at, not printed whole.
    let misspelt = try Self.run("implicits-index", ["--quite"])
    #expect(misspelt.status == 2)
    #expect(misspelt.stderr.contains("did you mean --quiet?"))
    #expect(misspelt.stderr.split(separator: "\n").count == 1, "\(misspelt.stderr)")
    let notFolder = try Self.run("implicits-index", [empty.appendingPathComponent("nope").path])
    #expect(notFolder.status == 2)
    #expect(notFolder.stderr.contains("is not a folder"))
  }

  /// A folder with no Swift file (a CI step in the wrong folder) is an error naming
  /// it, never "0 files" and success; so is a project whose files are all excluded.
  @Test func aFolderWithNoSwiftFileExitsTwo() throws {
    let empty = try FixtureRunner.makeScratchFolder()
    try "# not Swift".write(to: empty.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let run = try Self.run("implicits-index", [empty.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains("error: no Swift files found in \(empty.standardizedFileURL.path); "
                                + "run implicits-index in the project's folder or pass its path"))
    #expect(!run.stdout.contains("0 files"))
    let folder = try Self.project()
    try #"{"exclude": ["Shop.swift"]}"#.write(to: folder.appendingPathComponent(".implicits.json"), atomically: true,
                                               encoding: .utf8)
    let excluded = try Self.run("implicits-index", [folder.path])
    #expect(excluded.status == 2)
    #expect(excluded.stderr.contains("is excluded"))
    // Swift files but no view: a warning, never 0 views silently.
    let plain = try Self.project("struct Tool { func run() {} }\n")
    let tool = try Self.run("implicits-index", [plain.path])
    #expect(tool.status == 0)
    #expect(tool.stderr.contains("implicits-index: warning: no SwiftUI view in the 1 files indexed; is this the app's folder?"))
  }

  @Test func jsonReportFollowsTheVersionOneContract() throws {
    let folder = try Self.project()
    _ = try Self.run("implicits-index", [folder.path])
    let run = try Self.run("implicits-query", ["report", "--format", "json"], in: folder)
    #expect(run.status == 1, "a read is unsatisfied: --fail-on unsatisfied is the default")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let reads = try #require(object["reads"] as? [[String: Any]])
    #expect(reads.count == 3)
    let first = try #require(reads.first { $0["property"] as? String == "network" })
    #expect(first["module"] as? String == folder.lastPathComponent)
    #expect(first["view"] as? String == "Checkout")
    #expect(first["key"] as? String == "NetworkService")
    #expect(first["kind"] as? String == "implicit")
    #expect(first["status"] as? String == "unsatisfied")
    #expect(first["file"] as? String == "Shop.swift")
    #expect(first["line"] as? Int == 19)
    #expect(first["column"] as? Int == 3)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.contains { $0["code"] as? String == "unsatisfied-read" && $0["severity"] as? String == "error" })
    for diagnostic in diagnostics {
      // `path`: an addition to version 1, on a read's finding (its hops)
      #expect(Set(diagnostic.keys).subtracting(["path"]) == ["code", "severity", "message", "file", "line", "column"])
    }
    let path = try #require(diagnostics.first { $0["code"] as? String == "unsatisfied-read" }?["path"] as? [[String: Any]])
    #expect(path.map { $0["name"] as? String } == ["ShopApp.body", "Catalog()", "Checkout()"])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(summary == ["files": 1, "views": 3, "reads": 3, "satisfied": 2, "unsatisfied": 1, "unreachable": 0,
                        "default": 0, "exported": 0, "onlyPreviews": 0,
                        "appUnsatisfied": 1, "unproven": 0, "reachedOnlyFromPreviews": 0, "unused": 0,
                        "appPlaces": 1, "previewPlaces": 0, "unprovenPlaces": 0])
  }

  @Test func secondRunReparsesNothing() throws {
    let folder = try Self.project()
    _ = try Self.run("implicits-index", [folder.path])
    let again = try Self.run("implicits-index", [folder.path])
    #expect(again.stdout.contains("1 files (0 parsed)"))
    try (Self.app + "\n// edited\n").write(to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)
    let edited = try Self.run("implicits-index", [folder.path])
    #expect(edited.stdout.contains("1 files (1 parsed)"))
  }

  /// Files in no target are counted in the summary and listed with -v; references that
  /// do not resolve are warnings.
  @Test func filesInNoTargetAreCounted() throws {
    let folder = try FixtureRunner.makeScratchFolder().appendingPathComponent("shop")
    try FileManager.default.copyItem(
      at: FixtureRunner.fixturesRoot.appendingPathComponent("analyzer/xcode-local-packages"), to: folder)
    let quiet = try Self.run("implicits-index", [folder.path])
    #expect(quiet.stdout.contains("implicits: 4 files (4 parsed), 3 in no target (-v lists them), "))
    #expect(!quiet.stderr.contains("belongs to no target"))
    #expect(quiet.stderr.contains("warning: module 'Shop' uses the package product 'Missing', which no local package declares"))
    let verbose = try Self.run("implicits-index", [folder.path, "-v"])
    #expect(verbose.stderr.contains(
      "\(folder.path)/Tools/generate.swift:1:1: note: this file belongs to no target of the project; not indexed"))
  }

  @Test func buildFlagsDecideIfConfig() throws {
    let folder = try Self.project("""
      #Preview {
        #if BETA && os(macOS)
        Panel().implicit(Cart())
        #else
        Panel()
        #endif
      }
      struct Panel: View {
        @Implicit var cart: Cart
        var body: some View { Text("") }
      }
      """)
    // Only a preview shows Panel: a preview finding, which fails the run as an error.
    #expect(try Self.run("implicits-index", ["--preview-findings", "error", folder.path]).status == 1,
            "the default build is iOS without BETA")
    let flagged = try Self.run("implicits-index", ["--preview-findings", "error", "--define", "BETA", "--os", "macOS",
                                                   folder.path])
    #expect(flagged.status == 0, "\(flagged.stdout)")
    #expect(flagged.stdout.contains("1 parsed"), "a changed build configuration re-parses")
  }

  @Test func strictEnvironmentReportsDefaultsAsNotes() throws {
    let folder = try Self.project("""
      extension EnvironmentValues { @Entry var density: Double = 1 }
      #Preview { Panel() }
      struct Panel: View {
        @Environment(\\.density) var density
        var body: some View { Text("") }
      }
      """)
    let plain = try Self.run("implicits-index", [folder.path])
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("[environment-default]"))
    let strict = try Self.run("implicits-index", ["--strict-environment", folder.path])
    #expect(strict.status == 0, "a note does not fail the run")
    #expect(strict.stdout.contains("note: @Environment(\\.density) of Panel.density falls back to its default value"))
  }

  @Test func aBadConfigurationFileIsAClearError() throws {
    let folder = try Self.project()
    try #"{ "exlude": ["Generated/"] }"#.write(to: folder.appendingPathComponent(".implicits.json"),
                                               atomically: true, encoding: .utf8)
    let run = try Self.run("implicits-index", [folder.path])
    #expect(run.status == 2)
    #expect(run.stderr.contains(#"unknown field "exlude"; did you mean "exclude"?"#))
  }
}
