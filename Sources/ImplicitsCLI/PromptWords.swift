import Foundation

/// Splits a line typed at the prompt (or read from standard input) into words:
/// blanks separate, single or double quotes group (`paths "#Preview" Checkout`).
enum PromptWords {
  static func split(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character.isWhitespace {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The text after the first word, untouched (for `sql`, whose quotes are SQL's).
  static func rest(_ line: String) -> String {
    let trimmed = line.drop { $0.isWhitespace }
    guard let end = trimmed.firstIndex(where: \.isWhitespace) else { return "" }
    return String(trimmed[end...]).trimmingCharacters(in: .whitespaces)
  }

  /// Options at the front of raw text (`--timeout 2 SELECT ...`): the option words, and
  /// the text after them untouched.
  static func leadingOptions(_ text: String) -> (options: [String], rest: String) {
    var options: [String] = []
    var rest = Substring(text)
    func word() -> String {
      rest = rest.drop { $0.isWhitespace }
      let word = rest.prefix { !$0.isWhitespace }
      rest = rest.dropFirst(word.count)
      return String(word)
    }
    while rest.drop(while: \.isWhitespace).hasPrefix("--") {
      let option = word()
      options.append(option)
      if !option.contains("=") { options.append(word()) }
    }
    return (options, rest.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
