import Foundation

/// The `sql` command runs exactly one statement: SQLite would otherwise run the first
/// and silently ignore the rest. This finds a `;` outside quotes and comments.
enum SQLText {
  /// The statement without trailing semicolons and blanks; nil when more follows.
  static func singleStatement(_ text: String) -> String? {
    var statement = text.trimmingCharacters(in: .whitespacesAndNewlines)
    while statement.hasSuffix(";") {
      statement = String(statement.dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let characters = Array(statement)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "'", "\"", "`", "[":
        let close: Character = character == "[" ? "]" : character
        index += 1
        while index < characters.count, characters[index] != close { index += 1 }
      case "-" where index + 1 < characters.count && characters[index + 1] == "-":
        while index < characters.count, characters[index] != "\n" { index += 1 }
      case "/" where index + 1 < characters.count && characters[index + 1] == "*":
        index += 2
        while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
        index += 1
      case ";":
        return nil
      default:
        break
      }
      index += 1
    }
    return statement
  }
}
