import ImplicitsQuery

/// What TAB offers at the prompt, from the word's place on the line: command names
/// first, then what that command takes (View.property for `why`, views for `reads`,
/// keys for `declarations`, views and producers for `paths`, tables for `sql`),
/// options after `--`, and formats after `--format`.
struct Completer {
  var readNames: [String] = []
  var viewNames: [String] = []
  var keyNames: [String] = []
  var endpointNames: [String] = []
  var tableNames: [String] = []

  init(readNames: [String] = [], viewNames: [String] = [], keyNames: [String] = [], endpointNames: [String] = [],
       tableNames: [String] = []) {
    self.readNames = readNames; self.viewNames = viewNames; self.keyNames = keyNames
    self.endpointNames = endpointNames; self.tableNames = tableNames
  }

  /// The names of an index, read once when the prompt opens.
  init(index: ProjectIndex) throws {
    readNames = try index.readNames()
    viewNames = try index.views().map(\.name)
    keyNames = try index.keys().map(\.key)
    endpointNames = try index.routeEndpointNames()
    tableNames = try index.tableNames()
  }

  /// Candidates for `word`, given the text of the line before it.
  func candidates(before: String, word: String) -> [String] {
    let words = PromptWords.split(before)
    guard let command = words.first else { return matching(QueryCommands.names, word) }
    let spec = QueryCommands.spec(command)
    if word.hasPrefix("--") {
      let options = (spec?.valued ?? []).union(spec?.switches ?? []).union(["help"])
      return matching(options.map { "--" + $0 }, word)
    }
    if words.last == "--format" { return matching(spec?.formats ?? [], word) }
    switch command {
    case "why": return matching(readNames, word)
    case "reads": return words.count == 1 ? matching(viewNames, word) : []
    case "declarations": return words.count == 1 ? matching(keyNames, word) : []
    case "paths": return words.count <= 2 ? matching(endpointNames, word) : []
    case "sql": return matching(tableNames, word, ignoringCase: true)
    case "help": return words.count == 1 ? matching(QueryCommands.names, word) : []
    case "docs": return words.count == 1 ? matching(["diagnostics"], word) : []
    default: return []
    }
  }

  private func matching(_ names: [String], _ prefix: String, ignoringCase: Bool = false) -> [String] {
    let lowered = prefix.lowercased()
    return Array(Set(names.filter { ignoringCase ? $0.lowercased().hasPrefix(lowered) : $0.hasPrefix(prefix) })).sorted()
  }
}
