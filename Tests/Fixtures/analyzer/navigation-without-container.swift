// SwiftUI pushes a navigation destination only inside a navigation container. Where a
// path reaches a link before crossing any container the analyzer sees, the container
// that pushes it is somewhere the analyzer does not see (a caller's code, a package),
// and so is the environment it gives: the read is unproven, never satisfied and never
// an error. Where the path crosses a container, a value declared below it is lost on
// the push, an error as before (rule2-navigation.swift).
import SwiftUI

final class Account: ObservableObject {}
final class Branch: ObservableObject {}

@main
struct BankApp: App {
  var body: some Scene {
    WindowGroup {
      Statement().environmentObject(Account())
      NavigationStack { Ledger().environmentObject(Account()) }
      NavigationStack { Ledger() }.environmentObject(Account()).environmentObject(Branch())
      NavigationStack { Safe() }.environmentObject(Branch())
    }
  }
}

// 1. No container on the path: who pushes Transfers, and with what, is not in view.
struct Statement: View {
  var body: some View {
    // expected-warning@+1 {{not proven: every app path that misses its value passes a navigation destination with no navigation container on the path}}
    NavigationLink(destination: Transfers()) { Text("transfers") }
  }
}
struct Transfers: View {
  @EnvironmentObject var account: Account  // expect: unproven  expected-note {{BankApp.body → Statement() → Transfers()}}
  var body: some View { Text("\(account)") }
}

// 2. Inside a container: the value declared below it does not reach the pushed view
// on one path (an error), and does on the other (declared above the container).
struct Ledger: View {
  var body: some View {
    // expected-note@+2 {{Receipts() is shown here without Account}}
    // expected-note@+1 {{Receipts() is shown here without Branch}}
    NavigationLink(destination: Receipts()) { Text("receipts") }
  }
}
struct Receipts: View {
  @EnvironmentObject var account: Account  // expect: unsatisfied  expected-error {{BankApp.body → Ledger() → Receipts()}}
  @EnvironmentObject var branch: Branch    // expect: unsatisfied  expected-error {{BankApp.body → Ledger() → Receipts()}}
  var body: some View { Text("\(account) \(branch)") }
}

// 3. Inside a container, declared above it: the pushed view gets it.
struct Safe: View {
  var body: some View {
    NavigationLink(destination: Vault()) { Text("vault") }
  }
}
struct Vault: View {
  @EnvironmentObject var branch: Branch  // expect: satisfied
  var body: some View { Text(branch.description) }
}
