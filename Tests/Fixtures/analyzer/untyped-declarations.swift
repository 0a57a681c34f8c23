// A declared value whose type the analyzer cannot name (a generic parameter's type, a
// call of a function the project does not declare) may provide any type key of its
// kind: which one is out of view. A read of such a key that misses its value only on
// paths through it is unproven, never satisfied and never an error, and its diagnostic
// names the declaration as the likely cause. Reads it cannot feed (another kind, a
// named key) and paths that do not pass it are judged as before.
import SwiftUI
import ImplicitsUI

final class Gauge<Value>: ObservableObject {}
final class Ledger: ObservableObject {}
struct Palette {}

extension ImplicitsKeys {
  static let compact = Key<Bool>()
}

@main
struct MeterApp: App {
  var body: some Scene {
    WindowGroup {
      Dial<Double>()
      Drawer { Shelf() }  // expected-warning {{a declared value whose type the analyzer cannot determine}}
      Counter()
    }
  }
}

// 1. The state comes from a function the project does not declare: the reader of
// `Gauge<Double>` below it is not proven. Readers of another kind, or of a named key,
// are not fed by it: their misses stay errors.
struct Dial<Value>: View {
  @StateObject private var gauge = makeGauge()
  var body: some View {
    // expected-note@+3 {{Needle() is shown here without \.compact}}
    // expected-note@+2 {{Needle() is shown here without Palette}}
    // expected-warning@+1 {{a declared value whose type the analyzer cannot determine, which may be the one read}}
    Needle()
      .environmentObject(gauge)  // expected-warning {{cannot determine the type of `gauge`}}
  }
}
struct Needle: View {
  @EnvironmentObject var gauge: Gauge<Double>  // expect: unproven  expected-note {{Needle.gauge is not proven}}
  @Implicit var palette: Palette               // expect: unsatisfied  expected-error {{MeterApp.body → Dial() → Needle()}}
  @Implicit(\.compact) var compact: Bool       // expect: unsatisfied  expected-error {{MeterApp.body → Dial() → Needle()}}
  var body: some View { Text("") }
}

// 2. Through a container whose body declares a value of unknown type above its
// content: the content's read is not proven there.
struct Drawer<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    content.environmentObject(resolveLedger())  // expected-warning {{cannot determine the type of `resolveLedger()`}}
  }
}
struct Shelf: View {
  @EnvironmentObject var ledger: Ledger  // expect: unproven  expected-note {{Shelf.ledger is not proven}}
  var body: some View { Text("") }
}

// 3. The missing variant: the same read is reached on a second path that passes no
// declaration at all, which the analyzer sees end to end: an error.
struct Counter: View {
  var body: some View {
    VStack {
      Tally().environmentObject(resolveLedger())  // expected-warning {{cannot determine the type of `resolveLedger()`}}
      Tally()  // expected-note {{Tally() is shown here without Ledger}}
    }
  }
}
struct Tally: View {
  @EnvironmentObject var ledger: Ledger  // expect: unsatisfied  expected-error {{MeterApp.body → Counter() → Tally()}}
  var body: some View { Text("\(ledger)") }
}
