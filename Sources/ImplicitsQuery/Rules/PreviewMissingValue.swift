extension DiagnosticRules {
  /// A read that misses its value only on paths that start at a preview.
  public static let previewMissingValue = DiagnosticRule(
    code: "preview-missing-value",
    severity: .warning,
    summary: "A preview shows views without values they read; the app itself provides them on every path.",
    explanation: """
      Every path from the app's own entry points (scenes, hosting controllers, plain code) declares \
      the values, but a `#Preview` or `PreviewProvider` shows the views without them, so the canvas \
      crashes (or shows a default) while users never do. A preview is one warning, at the \
      `#Preview` or at `previews` (or the preview helper that builds the view): it lists each \
      value the preview misses with how many views below it read it, and a note at the first view \
      that reads each value gives the path to it. A view that two previews show without a value \
      is listed under the nearer one (its shortest path from a preview). It is a finding of its own \
      kind: a warning by default, so a build fails on the app's findings and the previews are \
      fixed at their own pace. `"previewFindings": "error"` in .implicits.json (or \
      `--preview-findings error`) makes it an error, `"off"` stops reporting it. A read that also \
      misses the value on an app path is reported with its error code instead. A suppression on a \
      reading view's line leaves that read out of the warning; one on the preview's line silences \
      the warning. A baseline knows the warning read by read: a read that joins it later is new.
      """,
    fix: """
      Declare the values in the preview, on the view it shows: \
      `#Preview { Screen().implicit(Service()).environment(Theme()) }`.
      """,
    triggering: [
      """
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Screen().implicit(Service()) } }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      #Preview { Screen() }
      """,
    ],
    nonTriggering: [
      """
      struct DemoApp: App {
        var body: some Scene { WindowGroup { Screen().implicit(Service()) } }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      #Preview { Screen().implicit(Service()) }
      """,
    ],
    message: { subject, detail in "\(subject) is missing only in previews (no path from the app's own entry points misses it): \(detail)" })
}

extension DiagnosticRules {
  /// A value a preview misses: its first reader (the nearest to the preview), how many
  /// views read it there, and the first reader's path.
  public struct MissingValue: Sendable {
    public var read: ReadResult
    public var views: Int
    public var route: String
  }

  /// One read's finding, kept in its preview's group (FindingGroups.swift).
  static func previewReadMessage(_ read: ReadResult, detail: String) -> String {
    previewMissingValue.message("\(read.keyDescription) of \(read.name)", detail)
  }

  /// The preview's finding: every value it misses, with how many views read each, and
  /// the declarations that add them.
  static func previewGroupMessage(preview: String, values: [MissingValue]) -> String {
    let listed = values.map { value in
      "\(value.read.keyDescription) (read by \(value.views == 1 ? value.read.view : "\(value.views) views"))"
    }
    let count = values.count == 1 ? "a value" : "\(values.count) values"
    return "\(preview) shows views without \(count) they read, missing only in previews (the app's own entry "
      + "points give \(values.count == 1 ? "it" : "them") on every path): \(listed.joined(separator: ", ")); add "
      + values.map(\.read.newValueDeclaration).joined(separator: ", ") + " to the preview"
  }

  /// The note at a value's first reader, with the path to it.
  static func previewValueNote(_ value: MissingValue, preview: String) -> String {
    "\(value.read.name) reads \(value.read.keyDescription)"
      + (value.views > 1 ? " (the first of \(value.views) views that do)" : "")
      + ", which \(preview) does not give: \(value.route)"
  }
}
