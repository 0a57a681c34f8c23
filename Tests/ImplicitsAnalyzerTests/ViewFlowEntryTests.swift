import Foundation
import Testing
import ImplicitsStore

/// Where hosting controllers and values passed on start (Queries/view_flow.sql), read
/// from the `entries` table itself: the environment ('empty' or 'unknown') and the
/// origin the verdicts report. The statuses these give are the verdicts' business;
/// here, the rows.
@Suite("View values: entries")
struct ViewFlowEntryTests {
  static let source = """
    import SwiftUI
    import UIKit

    final class Model: ObservableObject {}

    struct Leaf: View {
      @EnvironmentObject var model: Model
      var body: some View { Text("") }
    }

    final class Screens {
      // Presented from UIKit: a new presentation starts empty.
      func present(from presenter: UIViewController) {
        presenter.present(UIHostingController(rootView: Leaf()), animated: true)
      }
      // Returned to a caller the analyzer does not follow: unknown.
      func make() -> UIViewController {
        UIHostingController(rootView: Leaf())
      }
      // A view given to a framework call: unknown, with the callee named.
      func hand(to vendor: VendorSheet) {
        vendor.show(Leaf())
      }
    }

    // Attached under a representable: no entry, it starts at the placement.
    struct Bridge: UIViewControllerRepresentable {
      func makeUIViewController(context: Context) -> UIViewController {
        let parent = UIViewController()
        let child = UIHostingController(rootView: Leaf())
        parent.addChild(child)
        return parent
      }
      func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }

    @main struct Main: App {
      var body: some Scene { WindowGroup { Bridge().environmentObject(Model()) } }
    }
    """

  /// Entries of the hosting controllers and arguments, by the line they are made on.
  static func entries(_ sources: [String: String]) throws -> [Int: (environment: String, origin: String?)] {
    let outcome = try FixtureRunner.run(sources: sources)
    let database = try IndexStore.openForReading(
      path: outcome.root.appendingPathComponent(".implicits/index.sqlite").path)
    var found: [Int: (String, String?)] = [:]
    for row in try database.rows("""
      SELECT p.line AS line, e.environment AS environment, e.origin AS origin
      FROM entries e JOIN producers p ON p.id = e.producer_id
      WHERE p.kind IN ('hosting', 'argument')
      """) {
      found[row.int("line")] = (row.string("environment"), row.optionalString("origin"))
    }
    return found
  }

  @Test("presented starts empty, returned or given away is unknown, attached under a representable is no entry")
  func placements() throws {
    let entries = try Self.entries(["App.swift": Self.source])
    #expect(entries[14]?.environment == "empty")
    #expect(entries[18]?.environment == "unknown")
    #expect(entries[18]?.origin?.contains("returned by Screens.make()") == true)
    #expect(entries[22]?.environment == "unknown")
    #expect(entries[22]?.origin?.contains("show(_:)") == true)
    #expect(entries[30] == nil, "a controller attached under a representable is no entry")
  }

  @Test("hostingTypes names a vendor's hosting controller: what it is given is its root view, presented: empty")
  func configuredHostingTypes() throws {
    let source = """
      import SwiftUI
      import UIKit
      struct Leaf: View { var body: some View { Text("") } }
      final class Screens {
        func present(from presenter: UIViewController) {
          presenter.present(VendorHost(root: Leaf()), animated: true)
        }
      }
      """
    let configured = try Self.entries(["App.swift": source, ".implicits.json": #"{"hostingTypes": ["VendorHost"]}"#])
    #expect(configured[6]?.environment == "empty")
    // Without the setting, VendorHost is a framework initialiser the view is given to.
    let plain = try Self.entries(["App.swift": source])
    #expect(plain[6]?.environment == "unknown")
  }

  @Test("hostingInRepresentables: empty makes a representable's hosted controller an entry that starts empty")
  func representablesStartEmpty() throws {
    let entries = try Self.entries([
      "App.swift": Self.source,
      ".implicits.json": #"{"hostingInRepresentables": "empty"}"#,
    ])
    #expect(entries[30]?.environment == "empty")
  }
}
