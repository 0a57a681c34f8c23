import SwiftUI
import UIKit

// A project hosting controller that passes on the view its caller gives it: each
// construction is its own controller, placed where that one goes, showing the view
// that construction passed. A path never enters at one construction to leave with the
// view another passed.
final class Account: ObservableObject {}

final class FramedHost<Content: View>: UIHostingController<AnyView> {
  init(rootView: Content) {
    super.init(rootView: AnyView(rootView.padding()))
  }
  required init?(coder: NSCoder) { nil }
}

// Under a representable: the framed profile gets the account injected above it.
struct ProfileBridge: UIViewControllerRepresentable {  // expected-note {{ProfileBridge is a UIViewControllerRepresentable bridge}}
  func makeUIViewController(context: Context) -> UIViewController {
    FramedHost(rootView: Profile())
  }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

struct Home: View {
  var body: some View {
    ProfileBridge().environmentObject(Account())
  }
}

@main
struct BankApp: App {
  var body: some Scene { WindowGroup { Home() } }
}

// Presented: a new, empty environment for the view this construction passes.
final class Menu: UIViewController {
  func openStatement() {
    present(FramedHost(rootView: Statement()), animated: true)  // expected-note {{Statement() is shown here without Account}}  expected-note {{this hosting controller starts with an empty environment}}
  }
}

struct Profile: View {
  @EnvironmentObject var account: Account  // expect: satisfied
  var body: some View { Text("\(account)") }
}

struct Statement: View {
  @EnvironmentObject var account: Account  // expect: unsatisfied  expected-error {{Menu.FramedHost → FramedHost → FramedHost(rootView:) → Statement()}}
  var body: some View { Text("\(account)") }
}
