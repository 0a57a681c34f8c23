import ImplicitsQuery
/// A small command-line parser: positional arguments and `--flag value` / `--flag=value`
/// options, with clear errors for anything unknown.
struct Arguments {
  var positional: [String] = []
  var options: [String: String] = [:]
  /// Every value of each option, in order, for options that may repeat (`--define A --define B`).
  var repeated: [String: [String]] = [:]
  var flags: Set<String> = []

  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  /// `valued`: options that take a value; `switches`: options that do not.
  init(_ arguments: [String], valued: Set<String>, switches: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("--"), argument != "--" else {
        positional.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if switches.contains(name), value == nil {
        flags.insert(name)
      } else if valued.contains(name) {
        if value == nil {
          guard index < arguments.count else { throw UsageError(description: "--\(name) needs a value") }
          value = arguments[index]
          index += 1
        }
        options[name] = value
        repeated[name, default: []].append(value!)
      } else {
        // The near ones, as a misspelt name is answered everywhere else (NameSuggestions).
        let near = NameSuggestions.nearest(to: name, in: valued.union(switches).sorted()).map { "--" + $0 }
        throw UsageError(description: "unknown option --\(name)"
                           + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: " or "))?"))
      }
    }
  }
}
