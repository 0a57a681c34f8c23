/// Something discovery could not read exactly, and what it did instead.
public struct DiscoveryNote: Sendable, Hashable, Codable, CustomStringConvertible {
  public enum Severity: String, Sendable, Codable { case warning, note }
  /// Relative to the project root (the manifest, project file or Swift file concerned).
  public var file: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String

  init(file: String, line: Int, column: Int, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `file:line:column: severity: message`, the format of every diagnostic we print.
  public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

