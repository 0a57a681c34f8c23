// In a folder reference (`type: folder`): copied into the app, not compiled.
import SwiftUI

struct Helper: View {
  @EnvironmentObject var ledger: Ledger
  var body: some View { Text("\(ledger)") }
}
