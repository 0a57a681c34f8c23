extension DiagnosticRules {
  /// An `#if` whose condition the build configuration cannot decide.
  public static let unresolvedIf = DiagnosticRule(
    code: "unresolved-if",
    severity: .warning,
    summary: "An #if condition cannot be decided for the analyzed build; every branch is indexed as a possibility.",
    explanation: """
      The analyzer evaluates `#if` for one build configuration (by default an iOS app in debug: \
      `os(iOS)`, `canImport(SwiftUI)`, `canImport(UIKit)`, `DEBUG`). A condition it cannot decide — \
      `canImport` of a module it does not know, for instance — leaves the `#if` open: the views in \
      every branch are indexed as possibilities, and a declaration that only such a branch applies to \
      a view never counts, so no read is proven on its strength.
      """,
    fix: """
      Tell the analyzer about the build: `--define FLAG`, `--can-import Module`, `--os macOS`, or \
      the `buildConfiguration` object in .implicits.json.
      """,
    triggering: [
      """
      struct Screen: View {
        var body: some View {
          #if canImport(SomeVendorKit)
          Text("vendor")
          #else
          Text("plain")
          #endif
        }
      }
      """,
    ],
    nonTriggering: [
      """
      struct Screen: View {
        var body: some View {
          #if os(iOS)
          Text("phone")
          #else
          Text("other")
          #endif
        }
      }
      """,
    ],
    message: { subject, _ in "cannot decide `#if \(subject)` for the analyzed build; every branch is indexed, and declarations that depend on it do not count (describe the build with --define, --can-import, --os or buildConfiguration in .implicits.json)" })
}
