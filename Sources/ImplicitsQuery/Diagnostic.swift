import Dispatch
/// One message for the developer: what is wrong, where, and (in the rule) how to fix it.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable, Comparable {
    case error, warning, note
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    var rank: Int { switch self { case .error: 0; case .warning: 1; case .note: 2 } }
  }

  public struct Note: Sendable, Equatable {
    public var message: String
    public var location: Location
  }

  public var code: String
  public var severity: Severity
  public var message: String
  public var location: Location
  public var notes: [Note] = []
  /// The path of a read's finding, one step a hop, each where it is written (the entry
  /// first): printed as one note per hop after the error line, as swiftc prints the
  /// notes of an error; the error line itself names only the read and the entry.
  public var hops: [Hop] = []

  /// For a read's finding: the place its value has to come from, where the team fixes
  /// it: the preview that shows the view (a preview finding), what the analyzer cannot
  /// see on the path (an unproven read), the entry or the presentation that starts the
  /// path's host (an app error). Findings of a preview or of a blind place are grouped
  /// by it (FindingGroups.swift); an app error's is counted in the summary.
  public var origin: Origin?
  /// A grouped finding's reads, each its own diagnostic as the proof gives it (at the
  /// read, with its path and its origin); empty for any other diagnostic.
  public var members: [Diagnostic] = []

  public struct Origin: Sendable, Equatable, Hashable {
    /// `#Preview`, `AboutView_Previews.previews`, `IceCubesApp.body`, the sheet's
    /// content, or what the analyzer cannot see there.
    public var name: String
    public var location: Location
    public init(name: String, location: Location) { self.name = name; self.location = location }
  }

  public struct Hop: Sendable, Equatable {
    /// `ShopApp.body`, `Cart()`, `header`: as `why` names it.
    public var name: String
    /// The producer the step is written in (the entry's own name for the first).
    public var producer: String
    public var location: Location
    public var isEntry: Bool
  }

  /// What follows the line where text is printed (the terminal, GitHub annotations,
  /// Checkstyle): a note per hop of the path, then the notes.
  /// The last hop is left out where a note already stands at its place ("X() is shown
  /// here without ..."): one line a place.
  public var printedNotes: [Note] {
    hops.enumerated().compactMap { index, hop in
      if index == hops.count - 1, index > 0, notes.contains(where: { $0.location == hop.location }) { return nil }
      return Note(message: hop.isEntry ? "path starts at \(hop.name) (entry point)"
                    : "step \(index) of \(hops.count - 1): \(hop.name), in \(hop.producer)",
                  location: hop.location)
    } + notes
  }

  /// The path as one line, `ShopApp.body → Cart()`: what a fixture's expected text, or a
  /// reader scanning a log, matches against.
  public var route: String { hops.map(\.name).joined(separator: " → ") }

  /// What makes two diagnostics one finding: the same code, place and message (their
  /// notes may differ, from the paths or uses that led to them).
  struct Place: Hashable { var code: String, location: Location, message: String }
  var place: Place { Place(code: code, location: location, message: message) }

  /// `file:line:column: error: message [code]`, the form compilers, Xcode and SwiftPM
  /// recognise, followed by its notes.
  /// With `color` (a terminal), the place is bold and the severity in its colour, as
  /// swiftc and clang print them: error red, warning yellow, note cyan.
  public func rendered(paths: PathStyle = .relative, color: Bool = false) -> String {
    var text = ""
    render(into: &text, paths: paths, color: color)
    text.removeLast()  // the newline after the last line
    return text
  }

  /// The diagnostics as `rendered` prints them, each line ended by a newline; on all
  /// cores, in order (a broken app prints thousands).
  public static func rendered(_ diagnostics: [Diagnostic], paths: PathStyle = .relative, color: Bool = false) -> String {
    let chunk = 512
    let parts = (diagnostics.count + chunk - 1) / chunk
    guard parts > 1 else {
      var text = ""
      for diagnostic in diagnostics { diagnostic.render(into: &text, paths: paths, color: color) }
      return text
    }
    var texts = [String](repeating: "", count: parts)
    texts.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: parts) { part in
        var text = ""
        for diagnostic in diagnostics[part * chunk..<min(diagnostics.count, (part + 1) * chunk)] {
          diagnostic.render(into: &text, paths: paths, color: color)
        }
        slots[part] = text
      }
    }
    return texts.joined()
  }

  /// `rendered`, appended to `text` with a newline after each line: a run that prints
  /// thousands of diagnostics makes one string, not an array of lines per diagnostic.
  public func render(into text: inout String, paths: PathStyle = .relative, color: Bool = false) {
    func line(_ location: Location, _ severity: Severity, _ message: String, _ code: String?) {
      if color { text += "\u{1B}[1m" }
      text += paths.display(location.file)
      text += ":\(location.line):\(location.column):"
      if color {
        text += "\u{1B}[0m "
        text += Self.paint(severity.rawValue, severity)
      } else {
        text += " "
        text += severity.rawValue
        text += ":"
      }
      text += " "
      text += message
      if let code { text += " [\(code)]" }
      text += "\n"
    }
    line(location, severity, message, code)
    for note in printedNotes { line(note.location, .note, note.message, nil) }
  }

  /// `error:` in bold red, `warning:` in bold yellow, `note:` in bold cyan (ANSI).
  public static func paint(_ word: String, _ severity: Severity) -> String {
    let code = switch severity { case .error: "1;31"; case .warning: "1;33"; case .note: "1;36" }
    return "\u{1B}[\(code)m\(word):\u{1B}[0m"
  }

  /// The same finding, known from a baseline: a note that says so, which fails nothing.
  public func known(in baseline: String) -> Diagnostic {
    var copy = self
    copy.severity = .note
    copy.message = "\(message) (known: in the baseline \(baseline), \(severity.rawValue) when new)"
    return copy
  }
}

/// A place in the project; `file` is relative to the project root.
public struct Location: Sendable, Equatable, Hashable {
  public var file: String
  public var line: Int
  public var column: Int
  public init(file: String, line: Int, column: Int) {
    self.file = file; self.line = line; self.column = column
  }
  public func rendered(_ paths: PathStyle) -> String { "\(paths.display(file)):\(line):\(column)" }
}

/// How file paths are shown: relative to the project root, or under a prefix (the
/// folder the user named on the command line) so they resolve from the shell.
public struct PathStyle: Sendable {
  public var prefix: String
  public static let relative = PathStyle(prefix: "")
  public init(prefix: String) { self.prefix = prefix }
  public func display(_ file: String) -> String {
    if file.hasPrefix("/") { return file }  // a file outside the project root
    if prefix.isEmpty || prefix == "." || prefix == "./" { return file }
    return prefix.hasSuffix("/") ? prefix + file : prefix + "/" + file
  }
}
