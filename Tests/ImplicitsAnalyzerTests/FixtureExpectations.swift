import Foundation

/// The expectations written in a fixture, in the spirit of the compiler's `-verify`:
///
///     @Implicit var network: NetworkService   // expect: satisfied
///     Text("").implicit(make())               // expected-warning {{cannot determine the type}}
///     // expected-note@+1 {{shown here without}}
///
/// `expect:` gives the proof status of the read declared on that line.
/// `expected-error|warning|note[@±N] {{text}}` expects a diagnostic on that line (or N
/// lines away) whose message contains `text`. Every diagnostic must be expected.
struct FixtureExpectations {
  struct Expected: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var severity: String
    var text: String
    var description: String { "\(file):\(line): \(severity): {{\(text)}}" }
  }

  var statuses: [String: String] = [:]   // "file:line" -> status
  var diagnostics: [Expected] = []

  init(files: [(path: String, text: String)]) {
    let statusPattern = try! NSRegularExpression(pattern: #"//\s*expect:\s*([a-z]+)"#)
    let diagnosticPattern = try! NSRegularExpression(
      pattern: #"expected-(error|warning|note)(@[+-]\d+)?\s*\{\{(.*?)\}\}"#)
    for file in files {
      for (offset, line) in file.text.components(separatedBy: "\n").enumerated() {
        let number = offset + 1
        let range = NSRange(line.startIndex..., in: line)
        if let match = statusPattern.firstMatch(in: line, range: range) {
          statuses["\(file.path):\(number)"] = String(line[Range(match.range(at: 1), in: line)!])
        }
        for match in diagnosticPattern.matches(in: line, range: range) {
          let severity = String(line[Range(match.range(at: 1), in: line)!])
          var target = number
          if let shift = Range(match.range(at: 2), in: line) { target += Int(line[shift].dropFirst())! }
          let text = String(line[Range(match.range(at: 3), in: line)!])
          diagnostics.append(Expected(file: file.path, line: target, severity: severity, text: text))
        }
      }
    }
  }
}
