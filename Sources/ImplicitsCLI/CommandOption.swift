import ImplicitsVersion

/// One option of a command line, described once: the parser's option sets, the
/// USAGE line, the OPTIONS list of `--help` and the shell completion scripts are all
/// made from these, so none of them can leave an option out.
struct CommandOption {
  var name: String
  /// A one-letter form (`-h`, `-v`).
  var short: Character?
  /// The value's placeholder (`FILE`); nil for a switch.
  var value: String?
  /// The values it takes, when they are a fixed list (completed by the shells).
  var choices: [String] = []
  /// What its value names, for completion: a file, a folder, or anything.
  var completes: Completion = .nothing
  var repeatable = false
  var help: String
  /// A few words for the shells' completion menus, when the help's first clause is not.
  var brief: String?

  enum Completion { case nothing, file, folder }

  init(_ name: String, short: Character? = nil, value: String? = nil, choices: [String] = [],
       completes: Completion = .nothing, repeatable: Bool = false, help: String, brief: String? = nil) {
    self.name = name; self.short = short; self.value = value; self.choices = choices
    self.completes = completes; self.repeatable = repeatable; self.help = help; self.brief = brief
  }

  /// `--db FILE`, `-v|--verbose`, `--define FLAG...`, `--preview-findings error|warning|off`.
  var usage: String {
    "[" + (short.map { "-\($0)|" } ?? "") + "--" + name + placeholder + "]" + (repeatable ? "..." : "")
  }

  /// The left column of the OPTIONS list: `-v, --verbose`, `--db FILE`.
  var label: String { (short.map { "-\($0), " } ?? "") + "--" + name + placeholder }

  /// ` FILE`, or the choices when they are few (` error|warning|off`); empty for a switch.
  private var placeholder: String {
    guard let value else { return "" }
    return " " + (choices.isEmpty || choices.count > 3 ? value : choices.joined(separator: "|"))
  }

  // The options every command line has.
  static let help = CommandOption("help", short: "h", help: "Show this help")
  static let version = CommandOption("version", help: "Print the version (\(ImplicitsVersion.current)) and exit")
  static let completionScript = CommandOption(
    "generate-completion-script", value: "SHELL", choices: CompletionScript.Shell.allCases.map { $0.rawValue },
    help: "Print a completion script for the shell (docs/cli.md says where to put it)")
}

extension [CommandOption] {
  /// Names of the options that take a value, and of the switches (`Arguments`).
  var valued: Set<String> { Set(filter { $0.value != nil }.map(\.name)) }
  var switches: Set<String> { Set(filter { $0.value == nil }.map(\.name)) }

  /// `-h` → `--help`, `-v` → `--verbose`: the one-letter forms as the long ones.
  func expandingShortForms(_ arguments: [String]) -> [String] {
    arguments.map { argument in
      guard argument.count == 2, argument.first == "-",
            let option = first(where: { $0.short == argument.last }) else { return argument }
      return "--" + option.name
    }
  }

  /// Every option as USAGE shows it, wrapped after `prefix` (`USAGE: implicits-index [PATH] `).
  func usageLine(_ prefix: String, trailing: String = "", width: Int = 88) -> String {
    var lines: [String] = []
    var line = prefix
    let indent = String(repeating: " ", count: prefix.count)
    for word in map(\.usage) + (trailing.isEmpty ? [] : [trailing]) {
      if line.count + word.count + 1 > width, line != prefix, line != indent {
        lines.append(line)
        line = indent
      }
      line += (line == prefix || line == indent ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The OPTIONS list: each label, its help wrapped beside it (or under it, when long).
  func listing(indent: String = "  ", column: Int = 24, width: Int = 88) -> String {
    map { option in
      let label = indent + option.label
      let body = QueryCommands.wrap(option.help, width: width, indent: String(repeating: " ", count: column))
      guard label.count < column - 1 else { return label + "\n" + body }
      return label + String(repeating: " ", count: column - label.count) + body.dropFirst(column)
    }.joined(separator: "\n")
  }
}
