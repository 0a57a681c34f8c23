// The type of a declaration: constructor calls, `as` casts, literals, stored
// properties and locals with a declared or constructor-initialised type, indexed
// static members, and calls with a declared result (types-*.swift go further).
import SwiftUI
import ImplicitsUI

protocol NetworkService {}
struct LiveNetwork: NetworkService {}
struct Theme { static let standard = Theme(); static let dark: Theme = .init() }

extension ImplicitsKeys { static let retries = Key<Int>() }

@main
struct InferenceApp: App {
  @StateObject private var model = Model()
  let network: NetworkService = LiveNetwork()
  var body: some Scene {
    WindowGroup {
      Readers()
        .implicit(LiveNetwork() as NetworkService)   // `as` cast: NetworkService
        .implicit(Theme.standard)                    // indexed static member: Theme
        .implicit(42)                                // literal: Int
        .implicit("title")                           // literal: String
        .implicit(true)                              // literal: Bool
        .implicit(2.5)                               // literal: Double
        .implicit(model)                             // stored property, constructor-initialised: Model
        .implicit(\.retries, 3)                      // named key
        .implicit(Box<Int>())                        // generic constructor: Box<Int>
    }
    WindowGroup {
      let local = Clock()
      // expected-note@+1 {{Readers() is shown here without NetworkService}}
      Readers()
        .implicit(LiveNetwork())                     // declares LiveNetwork, not NetworkService
        .implicit(Theme.dark)
        .implicit(42)
        .implicit("title")
        .implicit(true)
        .implicit(2.5)
        .implicit(makeModel())                       // a call with a declared result: Model
        .implicit(\.retries, 3)
        .implicit(Box<Int>())
        .implicit(local)
    }
  }
  func makeModel() -> Model { Model() }
}

struct Readers: View {
  @Implicit var network: NetworkService // expect: unsatisfied  expected-error {{Readers.network}}
  @Implicit var theme: Theme             // expect: satisfied
  @Implicit var count: Int               // expect: satisfied
  @Implicit var title: String            // expect: satisfied
  @Implicit var flag: Bool               // expect: satisfied
  @Implicit var ratio: Double            // expect: satisfied
  @Implicit var model: Model             // expect: satisfied
  @Implicit(\.retries) var retries: Int  // expect: satisfied
  @Implicit var box: Box<Int>            // expect: satisfied
  var body: some View { Text("") }
}

struct ClockReader: View {
  @Implicit var clock: Clock // expect: satisfied
  var body: some View { Text("") }
}

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  let clock = Clock()
  ClockReader().implicit(clock)            // local, constructor-initialised: Clock
} } }
