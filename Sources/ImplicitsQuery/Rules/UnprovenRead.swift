extension DiagnosticRules {
  /// A read that app paths miss only where the analyzer cannot see.
  public static let unprovenRead = DiagnosticRule(
    code: "unproven-read",
    severity: .warning,
    summary: "A read is neither proven nor refuted: every app path that misses its value passes a place the analyzer cannot see.",
    explanation: """
      The app's paths to the view that lack the value all start or run where the analyzer cannot \
      tell what the environment holds: a view made in plain code and handed to something it does \
      not follow, a view a value carries but never shows, a hosting controller it cannot place, \
      a site it cannot resolve, or a navigation destination with no navigation container on \
      the path (SwiftUI pushes only inside one, and the one that does is out of view). SwiftUI may well provide the value there, so this is not an \
      error; but it is not proven either, so it is never called satisfied. Such a place is one \
      warning, at the first place on the paths the analyzer cannot see: it names what is not \
      seen there, lists every read it leaves unproven (a note at each, with its path) and what \
      would settle them. `"unproven": "error"` in .implicits.json (or `--fail-on unproven`) \
      makes these fail the build. A suppression on a read's line leaves that read out; one on \
      the place's line silences the warning; a baseline knows it read by read.
      """,
    fix: """
      Declare the value where the view is rooted (on the expression handed to the hosting \
      controller or to the code that shows it), or name the view in `entryPoints` in \
      .implicits.json when the team knows what it is given.
      """,
    triggering: [
      """
      final class Coordinator {
        func makeScreen() -> Screen { Screen() }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    nonTriggering: [
      """
      final class Coordinator {
        func makeScreen() -> some View { Screen().implicit(Service()) }
      }
      struct Screen: View {
        @Implicit var service: Service
        var body: some View { Text("") }
      }
      """,
    ],
    message: { subject, detail in "\(subject) is not proven: every app path that misses it \(detail)" })
}

extension DiagnosticRules {
  /// The finding of a place the analyzer cannot see: the reads it leaves unproven (a
  /// key's readers together) and what would settle them.
  /// `cause`: a declaration of unknown type on the reads' paths (the likely cause), with its fix.
  static func unprovenGroupMessage(reads: [ReadResult], place: String, cause: String? = nil) -> String {
    let one = reads.count == 1
    var subject: String
    if one {
      subject = "\(reads[0].keyDescription) of \(reads[0].name)"
    } else {
      var keys: [String] = []
      var names: [String: [String]] = [:]
      for read in reads {
        if names[read.keyDescription] == nil { keys.append(read.keyDescription) }
        names[read.keyDescription, default: []].append(read.name)
      }
      subject = "\(reads.count) reads (" + keys.map { "\($0) of \(names[$0]!.joined(separator: ", "))" }
        .joined(separator: "; ") + ")"
    }
    let fix = cause.map { "likely cause: \($0)" } ?? (place == ProjectIndex.unknownTypeReason
      ? "write the type of the value declared there (`value as \(reads[0].key)`)"
      : "declare " + reads.map(\.suggestedDeclaration).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        .joined(separator: ", ")
        + (one ? " where that view is rooted, or name its view" : " where those views are rooted, or name their views")
        + " in entryPoints in .implicits.json")
    subject += one ? " is" : " are"
    return "\(subject) not proven: every app path that misses \(one ? "its value" : "their values") passes \(place), "
      + "where the analyzer cannot see what the environment holds; \(fix)"
  }

  /// The note at each read a blind place leaves unproven, with its path.
  static func unprovenReadNote(_ read: ReadResult, route: String) -> String {
    "\(read.keyDescription) of \(read.name) is not proven: \(route)"
  }
}
