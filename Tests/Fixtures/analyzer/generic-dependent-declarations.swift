// A declared value whose type names a generic parameter of the code that declares it
// (`Tank<Level>()` inside `Reservoir<Level>`) is another type at each use of that
// code: under `Reservoir<Double>()` it is `Tank<Double>`, under `Reservoir<Int>()`
// `Tank<Int>`. The analyzer does not carry generic arguments along a path, so such a
// type is unknown, as for any untyped declaration: a read of a type it may be, missed
// only through it, is unproven, never satisfied and never an error. A type argument
// that is a member of another type (`Scale.Level`) is that type, not the parameter.
import SwiftUI

final class Tank<Level>: ObservableObject {}
enum Scale { struct Level {} }

@main
struct PlantApp: App {
  var body: some Scene {
    WindowGroup {
      Reservoir<Double>()
      Cistern<Int>()
      Basin<Int>()
    }
  }
}

// 1. A stored object constructed with the parameter as its argument. (SwiftUI finds
// it here, `Tank<Double>`; under another `Reservoir` it would not.)
struct Reservoir<Level>: View {
  @StateObject private var tank = Tank<Level>()
  var body: some View {
    Meter()  // expected-warning {{a declared value whose type the analyzer cannot determine}}
      .environmentObject(tank)  // expected-warning {{cannot determine the type of `tank`}}
  }
}
struct Meter: View {
  @EnvironmentObject var tank: Tank<Double>  // expect: unproven  expected-note {{Meter.tank is not proven}}
  var body: some View { Text("\(tank.hashValue)") }
}

// 2. Constructed in place, through `.init`, with a generic parameter of a method.
struct Cistern<Level>: View {
  var body: some View {
    VStack {
      // expected-warning@+1 {{a declared value whose type the analyzer cannot determine}}
      Spigot().environmentObject(Tank<Level>.init())  // expected-warning {{cannot determine the type of `Tank<Level>.init()`}}
      fitted(Int.self)
    }
  }
  func fitted<Part>(_ part: Part.Type) -> some View {
    // expected-warning@+1 {{a declared value whose type the analyzer cannot determine}}
    Nozzle().environmentObject(Tank<Part>())  // expected-warning {{cannot determine the type of `Tank<Part>()`}}
  }
}
struct Spigot: View {
  @EnvironmentObject var tank: Tank<Int>  // expect: unproven  expected-note {{Spigot.tank is not proven}}
  var body: some View { Text("\(tank.hashValue)") }
}
struct Nozzle: View {
  @EnvironmentObject var tank: Tank<Int>  // expect: unproven  expected-note {{Nozzle.tank is not proven}}
  var body: some View { Text("\(tank.hashValue)") }
}

// 3. The missing variant: `Scale.Level` names the nested type, whatever the view's
// parameter is called. The object is `Tank<Scale.Level>`: the reader of that type is
// satisfied, and the reader of `Tank<Int>` misses it (SwiftUI stops there).
struct Basin<Level>: View {
  @StateObject private var tank = Tank<Scale.Level>()
  var body: some View {
    VStack {
      Valve()
      Drain()  // expected-note {{Drain() is shown here without Tank<Int>}}
    }
    .environmentObject(tank)
  }
}
struct Valve: View {
  @EnvironmentObject var tank: Tank<Scale.Level>  // expect: satisfied
  var body: some View { Text("\(tank.hashValue)") }
}
struct Drain: View {
  @EnvironmentObject var tank: Tank<Int>  // expect: unsatisfied  expected-error {{PlantApp.body → Basin() → Drain()}}
  var body: some View { Text("\(tank.hashValue)") }
}
