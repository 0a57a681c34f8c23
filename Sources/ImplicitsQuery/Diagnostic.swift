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

  /// What makes two diagnostics one finding: the same code, place and message (their
  /// notes may differ, from the paths or uses that led to them).
  struct Place: Hashable { var code: String, location: Location, message: String }
  var place: Place { Place(code: code, location: location, message: message) }

  /// `file:line:column: error: message [code]`, the form compilers, Xcode and SwiftPM
  /// recognise, followed by its notes.
  public func rendered(paths: PathStyle = .relative) -> String {
    var lines = ["\(location.rendered(paths)): \(severity.rawValue): \(message) [\(code)]"]
    for note in notes { lines.append("\(note.location.rendered(paths)): note: \(note.message)") }
    return lines.joined(separator: "\n")
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
