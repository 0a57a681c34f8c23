import ImplicitsStore

/// Where a path's hosting controller starts (Queries/controllers.sql): SwiftUI's
/// environment enters UIKit and AppKit only through a representable, so a hosting
/// controller at a window's root, presented, or inside a controller the system makes
/// starts with nothing. An error on such a path says so at the hosting controller,
/// naming where its hierarchy starts: the fix is in its root view.
extension ProjectIndex {
  func hostingRootMisses(on path: [PathHop], for read: ReadResult) throws -> [Explanation.NearMiss] {
    guard let entry = path.first, entry.isEntry, let producer = entry.entryID,
          let row = try database.rows(SQLScripts.why["hosting-root"], producer).first else { return [] }
    return [.init(
      message: "this hosting controller starts with an empty environment, as SwiftUI's environment enters UIKit "
        + "and AppKit only through a representable: it is \(row.string(0)); inject \(read.suggestedDeclaration) "
        + "in its root view",
      location: entry.location, isBoundary: true)]
  }
}
