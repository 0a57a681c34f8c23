// Rule 5: a generic container whose body wraps its content in declarations provides
// them to the views passed in — stored content or a builder closure.
import SwiftUI
import ImplicitsUI

struct Themed<Content: View>: View {
  @ViewBuilder let content: () -> Content
  var body: some View {
    VStack { content() }
      .implicit(Theme())
  }
}

struct Framed<Content: View>: View {
  let content: Content
  var body: some View {
    content.padding().implicit(Theme())
  }
}

/// Declares on its own header only: the content is not covered.
struct Titled<Content: View>: View {
  let content: Content
  var body: some View {
    VStack {
      Header().implicit(Theme())
      content
    }
  }
}

/// Two holes: a key counts only when both have it.
struct Split<Content: View>: View {
  let content: Content
  var body: some View {
    HStack {
      content.implicit(Theme())
      content
    }
  }
}

struct PreviewHarness1: App { var body: some Scene { WindowGroup {
  VStack {
    Themed { Leaf1() }
    Framed(content: Leaf2())
    // expected-note@+1 {{Leaf3() is shown here without Theme}}
    Titled(content: Leaf3())
    // expected-note@+1 {{Leaf4() is shown here without Theme}}
    Split(content: Leaf4())
  }
} } }

struct Header: View { var body: some View { Text("") } }
struct Leaf1: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}
struct Leaf2: View {
  @Implicit var theme: Theme // expect: satisfied
  var body: some View { Text("") }
}
struct Leaf3: View {
  @Implicit var theme: Theme // expect: unsatisfied  expected-error {{Leaf3.theme}}
  var body: some View { Text("") }
}
struct Leaf4: View {
  @Implicit var theme: Theme // expect: unsatisfied  expected-error {{Leaf4.theme}}
  var body: some View { Text("") }
}
