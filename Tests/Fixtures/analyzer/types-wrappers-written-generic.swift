// A wrapper written with its generic argument and no annotation
// (`@EnvironmentObject<Ledger> private var ledger`) gives the property that type, as
// `@EnvironmentObject private var ledger: Ledger` does: a view that hands the value on
// into a host of its own declares a Ledger there, and nothing else. Before, the value
// had no type, and a read it could not provide was only "not proven".
import SwiftUI

final class Ledger: ObservableObject {}
final class Receipts: ObservableObject {}

@main
struct TillApp: App {
  @StateObject private var ledger = Ledger()
  @StateObject private var receipts = Receipts()
  var body: some Scene {
    WindowGroup {
      Till().environmentObject(ledger).environmentObject(receipts)
    }
  }
}

struct Till: View {
  @EnvironmentObject<Ledger> private var ledger  // expect: satisfied
  @SwiftUI.EnvironmentObject<Receipts> private var receipts  // expect: satisfied
  @State<Bool> private var showsTotals = false
  var body: some View {
    VStack {
      // The preview starts empty: what its closure injects is all it has.
      Text("Total")
        .contextMenu { Text("Copy") } preview: {
          LedgerCard().environmentObject(ledger)
        }
      Text("Refunds")
        .contextMenu { Text("Copy") } preview: {
          ReceiptsCard().environmentObject(receipts)
        }
      // The ledger handed on is a Ledger: it cannot give the card its Receipts.
      Text("Returns")
        // expected-note@+1 {{only what the preview closure itself injects reaches ReturnsCard()}}
        .contextMenu { Text("Copy") } preview: {
          // expected-note@+1 {{ReturnsCard() is shown here without Receipts}}
          ReturnsCard().environmentObject(ledger)
        }
      Toggle("Totals", isOn: $showsTotals)
    }
  }
}

struct LedgerCard: View {
  @EnvironmentObject var ledger: Ledger  // expect: satisfied
  var body: some View { Text("ledger").id(ObjectIdentifier(ledger)) }
}

struct ReceiptsCard: View {
  @EnvironmentObject var receipts: Receipts  // expect: satisfied
  var body: some View { Text("receipts").id(ObjectIdentifier(receipts)) }
}

struct ReturnsCard: View {
  @EnvironmentObject var receipts: Receipts  // expect: unsatisfied  expected-error {{No ObservableObject of type Receipts found}}
  var body: some View { Text("returns").id(ObjectIdentifier(receipts)) }
}
