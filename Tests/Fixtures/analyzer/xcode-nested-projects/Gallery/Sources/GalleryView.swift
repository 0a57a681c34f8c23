import ImplicitsUI
import SwiftUI

public struct Palette {}

/// In the framework of the referenced project: found through Outer.xcodeproj, so its
/// read is proved (and found missing) on the app's path.
public struct GalleryView: View {
  @Implicit var palette: Palette // expect: unsatisfied  expected-error {{GalleryView.palette}}
  public init() {}
  public var body: some View { Text("") }
}
