// One finding per place to fix: the reads a preview misses values of are one warning
// at the preview, listing the values and how many views read each, with a note at the
// first view that reads each value; the reads a hosting controller the analyzer cannot
// place leaves unproven are one warning at that controller, with a note at each read.
// An app error stays one per read (ReportGroupingTests renders every format of it).
import SwiftUI
import UIKit
import ImplicitsUI

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      TabView {
        Account().implicit(Session()).implicit(Theme())
        Settings().implicit(Theme()).implicit(Prefs())
        // expected-note@+1 {{Receipt() is shown here without Session}}
        Receipt()
      }
    }
  }
}

// The first broken preview: the account screen with nothing in its environment.
struct Account: View {
  // expected-note@+1 {{Account.session reads @Implicit Session (the first of 2 views that do), which Account_Previews.previews does not give: Account_Previews.previews → Account()}}
  @Implicit var session: Session // expect: unsatisfied
  // expected-note@+1 {{Account.theme reads @Implicit Theme (the first of 3 views that do), which Account_Previews.previews does not give: Account_Previews.previews → Account()}}
  @Implicit var theme: Theme // expect: unsatisfied
  var body: some View {
    VStack {
      Header()
      Avatar()
    }
  }
}
struct Header: View {
  @Implicit var theme: Theme // expect: unsatisfied
  var body: some View { Text("") }
}
struct Avatar: View {
  @Implicit var session: Session // expect: unsatisfied
  @Implicit var theme: Theme // expect: unsatisfied
  var body: some View { Text("") }
}
struct Account_Previews: PreviewProvider {
  // expected-warning@+1 {{Account_Previews.previews shows views without 2 values they read, missing only in previews (the app's own entry points give them on every path): @Implicit Session (read by 2 views), @Implicit Theme (read by 3 views); add .implicit(Session(...)), .implicit(Theme(...)) to the preview [preview-missing-value]}}
  static var previews: some View { Account() }
}

// The second broken preview: a pane the app gives two values and the preview none.
struct Settings: View {
  // expected-note@+1 {{Settings.theme reads @Implicit Theme, which #Preview does not give: #Preview → Settings()}}
  @Implicit var theme: Theme // expect: unsatisfied
  // expected-note@+1 {{Settings.prefs reads @Implicit Prefs, which #Preview does not give: #Preview → Settings()}}
  @Implicit var prefs: Prefs // expect: unsatisfied
  var body: some View { Text("") }
}
// expected-warning@+1 {{#Preview shows views without 2 values they read, missing only in previews (the app's own entry points give them on every path): @Implicit Theme (read by Settings), @Implicit Prefs (read by Settings); add .implicit(Theme(...)), .implicit(Prefs(...)) to the preview [preview-missing-value]}}
#Preview { Settings() }

// An app error: the app shows the receipt without a Session.
struct Receipt: View {
  @Implicit var session: Session // expect: unsatisfied  expected-error {{Receipt.session is not declared on every path to this view}}
  var body: some View { Text("") }
}

// The blind host: a controller returned to no caller the analyzer sees.
final class Launcher {
  func make() -> UIViewController {
    // expected-warning@+1 {{3 reads (@Implicit Session of Dashboard.session, Ticker.session; @Implicit Feed of Ticker.feed) are not proven: every app path that misses their values passes a hosting controller returned by Launcher.make()}}
    UIHostingController(rootView: Dashboard())
  }
}
struct Dashboard: View {
  // expected-note@+1 {{@Implicit Session of Dashboard.session is not proven: Launcher.UIHostingController → Dashboard()}}
  @Implicit var session: Session // expect: unproven
  var body: some View { Ticker() }
}
struct Ticker: View {
  // expected-note@+1 {{@Implicit Session of Ticker.session is not proven: Launcher.UIHostingController → Dashboard() → Ticker()}}
  @Implicit var session: Session // expect: unproven
  // expected-note@+1 {{@Implicit Feed of Ticker.feed is not proven: Launcher.UIHostingController → Dashboard() → Ticker()}}
  @Implicit var feed: Feed // expect: unproven
  var body: some View { Text("") }
}
