import ImplicitsStore

/// A project built in several configurations (`iOS`, `tvOS`: BuildConfigurations in
/// the indexer) has one index per configuration, the first at the database path and
/// the others beside it. A read is satisfied only if it is satisfied in every
/// configuration that builds it: reads are merged to their worst status, and a
/// diagnostic that only some configurations give is tagged with them (`[tvOS] ...`).
extension ProjectIndex {
  /// The configuration this index was built for ('' for a project built one way).
  public var configurationName: String {
    (try? database.rows("SELECT value FROM meta WHERE key = 'configuration'").first?.string(0)) ?? ""
  }

  /// Every configuration's name, the first one's index at the database path.
  public func configurationNames() throws -> [String] {
    let value = try database.rows("SELECT value FROM meta WHERE key = 'configurations'").first?.string(0) ?? ""
    return value.split(separator: "\n").map(String.init)
  }

  /// This index and the other configurations' (opened once), in configuration order.
  func configurationIndexes() throws -> [ProjectIndex] {
    if alone { return [self] }
    if let opened = openedConfigurations { return [self] + opened }
    let names = try configurationNames()
    var others: [ProjectIndex] = []
    if names.count > 1, configurationName == names[0] {
      for name in names.dropFirst() {
        let database = try IndexStore.openForReading(path: IndexStore.configurationPath(self.database.path, name))
        others.append(ProjectIndex(database: database, alone: true))
      }
    }
    for other in others {
      other.includeVerbose = includeVerbose
      other.storesDiagnostics = storesDiagnostics
    }
    openedConfigurations = others
    return [self] + others
  }

  /// The index of the configuration that answered for `read`, when it is another one.
  func index(answering read: ReadResult) throws -> ProjectIndex? {
    guard !read.configuration.isEmpty, read.configuration != configurationName else { return nil }
    return try configurationIndexes().first { $0.configurationName == read.configuration }
  }

  /// The paths of the files this configuration builds.
  func filePaths() throws -> Set<String> {
    Set(try database.rows("SELECT path FROM files").map { $0.string(0) })
  }

  /// Reads of this index, named after its configuration when there are several.
  func tagged(_ reads: [ReadResult]) throws -> [ReadResult] {
    let injected = try injectedValues()
    let name = try configurationNames().count > 1 ? configurationName : nil
    return reads.map { read in
      var read = read
      read.injected = injected[read.slot]
      if let name {
        read.configuration = name
        read.configurations = [name]
      }
      return read
    }
  }

  /// The value the app already injects for each slot (report.sql, injected-values).
  func injectedValues() throws -> [String: ReadResult.InjectedValue] {
    try memo.validate(database)
    if let known = memo.injectedValues { return known }
    var values: [String: ReadResult.InjectedValue] = [:]
    for row in try database.rows(SQLScripts.report["injected-values"]) {
      values[row.string(0)] = .init(value: row.string(1), location: Location(file: row.string(2), line: row.int(3), column: 1))
    }
    memo.injectedValues = values
    return values
  }

  /// `reads` of every configuration, each read once with its worst status; its
  /// `configurations` are those in which it has that status, empty when all do.
  func merged(_ reads: (ProjectIndex) throws -> [ReadResult]) throws -> [ReadResult] {
    let indexes = try configurationIndexes()
    guard indexes.count > 1 else { return try reads(self) }
    let all = try configurationNames()
    // (a read is one across configurations by its place and name)
    struct Key: Hashable { let location: Location; let name: String }
    var order: [Key] = []
    var byKey: [Key: [ReadResult]] = [:]
    for index in indexes {
      for read in try reads(index) {
        let key = Key(location: read.location, name: read.name)
        if byKey[key] == nil { order.append(key) }
        byKey[key, default: []].append(read)
      }
    }
    var result: [ReadResult] = []
    for key in order {
      let versions = byKey[key]!
      let worst = versions.map(Self.severity).max()!
      var read = versions.first { Self.severity($0) == worst }!
      let failing = versions.filter { Self.severity($0) == worst }.flatMap(\.configurations)
      read.configurations = failing.count == all.count ? [] : all.filter(failing.contains)
      result.append(read)
    }
    return result.sorted {
      ($0.location.file, $0.location.line, $0.location.column, $0.name)
        < ($1.location.file, $1.location.line, $1.location.column, $1.name)
    }
  }

  /// The read's status in each configuration that builds it; empty for a project
  /// built one way.
  func configurationStatuses(of read: ReadResult) throws
    -> [(configuration: String, status: ReadResult.Status, onlyPreviews: Bool)] {
    let indexes = try configurationIndexes()
    guard indexes.count > 1 else { return [] }
    return try indexes.compactMap { index in
      let same = try index.database.rows(SQLScripts.report["read-by-name"], read.view, read.property)
        .map(ReadResult.init(row:)).first { $0.location == read.location }
      return same.map { (index.configurationName, $0.status, $0.status == .unsatisfied && $0.onlyPreviews) }
    }
  }

  /// How bad a status is, for merging: missing in the app, unproven, in previews
  /// only, declared and unused, a default, then the answers that are not findings.
  static func severity(_ read: ReadResult) -> Int {
    switch read.status {
    case .unsatisfied: return read.onlyPreviews ? 6 : 8
    case .unproven: return 7
    case .unused: return 5
    case .defaulted: return 4
    case .satisfied: return 3
    case .exported: return 2
    case .unreachable: return 1
    }
  }

  /// The codes of the findings about one read (ProjectIndex.unsatisfiedDiagnostic).
  static let readCodes: Set<String> = Set([
    DiagnosticRules.unsatisfiedRead, DiagnosticRules.missingEnvironmentObject, DiagnosticRules.missingObservable,
    DiagnosticRules.previewMissingValue, DiagnosticRules.environmentDefault, DiagnosticRules.unprovenRead,
    DiagnosticRules.unusedEnvironmentObject,
  ].map(\.code))

  /// Diagnostics of each configuration, each once; one that some configurations do
  /// not give is tagged with those that do. A view unreachable in one configuration
  /// but not in another that builds its file is reachable: that warning goes.
  static func merge(_ lists: [(configuration: String, diagnostics: [Diagnostic])],
                    files: [String: Set<String>]) -> [Diagnostic] {
    var order: [String] = []
    var first: [String: Diagnostic] = [:]
    var givenBy: [String: [String]] = [:]
    for (configuration, diagnostics) in lists {
      for diagnostic in diagnostics {
        let location = diagnostic.location
        // A read's finding is one line whatever path each configuration found (the
        // first configuration's); other findings are one per distinct message.
        let key = "\(diagnostic.code)\u{1F}\(location.file)\u{1F}\(location.line)\u{1F}\(location.column)"
          + (readCodes.contains(diagnostic.code) ? "" : "\u{1F}\(diagnostic.message)")
        if first[key] == nil {
          order.append(key)
          first[key] = diagnostic
        }
        if givenBy[key]?.contains(configuration) != true { givenBy[key, default: []].append(configuration) }
      }
    }
    return sorted(order.compactMap { key in
      var diagnostic = first[key]!
      if diagnostic.code == DiagnosticRules.unreachableView.code {
        let building = lists.map(\.configuration).filter { files[$0]?.contains(diagnostic.location.file) == true }
        if givenBy[key]!.count < building.count { return nil }
      }
      if givenBy[key]!.count < lists.count {
        diagnostic.message = "[" + givenBy[key]!.joined(separator: ", ") + "] " + diagnostic.message
      }
      return diagnostic
    })
  }
}
