// On iOS 13 a sheet's content started with an empty environment: apps of that time
// injected every object again inside each sheet (fixed in the iOS 14 SDK). The project
// deploys to iOS 13, so its sheets are proven as iOS 13 presents them.
import SwiftUI

final class Pantry: ObservableObject { var shelves = 3 }

@main
struct RecipesApp: App {
  @StateObject private var pantry = Pantry()
  var body: some Scene {
    WindowGroup { RecipeList().environmentObject(pantry) }
  }
}

struct RecipeList: View {
  @EnvironmentObject var pantry: Pantry  // expect: satisfied
  @State private var showsShopping = false
  @State private var showsTimer = false
  var body: some View {
    Text("Recipes")
      // expected-note@+2 {{before iOS 14, a `.sheet`'s content does not inherit the environment, and the project's deployment target is iOS 13.0}}
      // expected-note@+1 {{ShoppingSheet() is shown here without Pantry}}
      .sheet(isPresented: $showsShopping) { ShoppingSheet() }
      .sheet(isPresented: $showsTimer) { TimerSheet().environmentObject(pantry) }
  }
}

struct ShoppingSheet: View {
  @EnvironmentObject var pantry: Pantry  // expect: unsatisfied  expected-error {{No ObservableObject of type Pantry found}}
  var body: some View { Text("\(pantry.shelves)") }
}

struct TimerSheet: View {
  @EnvironmentObject var pantry: Pantry  // expect: satisfied
  var body: some View { Text("\(pantry.shelves)") }
}
