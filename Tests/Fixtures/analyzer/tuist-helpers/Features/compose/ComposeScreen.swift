import ImplicitsUI
import SwiftUI

public struct Draft {}

/// The Compose feature module: shown beside the inbox, where nothing declares a Draft.
public struct ComposeScreen: View {
  @Implicit var draft: Draft // expect: unsatisfied  expected-error {{ComposeScreen.draft}}
  public init() {}
  public var body: some View { Text("") }
}
