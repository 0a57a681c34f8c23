// Test support only: a SwiftUI stand-in for Linux. Each declaration mirrors the
// SwiftUI declaration named in its comment, with the same signature, so glue
// code that compiles here compiles against SwiftUI. Internals differ (no
// attribute graph): see Renderer.swift. Imported as `SwiftUI` through
// `-module-alias SwiftUI=SwiftUIStandIn` (see Package.swift).

/// Mirrors `SwiftUI.View`.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Mirrors SwiftUI's `extension Never: View` (the body type of primitive views).
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}
