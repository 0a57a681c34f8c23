import Foundation

/// Random edits of a project tree, as a developer makes them between two runs, for the
/// differential test of incrementality (IncrementalDriver): Swift files edited (an
/// injection or a read added or removed, a view renamed, a line wrapped in `#if`,
/// deleted or repeated, a comment), touched without a change, added, removed, renamed
/// and moved to another folder (another target or module in a package or project);
/// `.implicits.json` and the project files changed (ConfigurationEdits). Each edit is
/// a function of the random generator it is given, so a seed replays a sequence.
struct ProjectEditor {
  let root: URL
  /// Swift files of the other fixtures, to add to the project.
  let pool: [URL]
  /// The step's number: new names (`Added3.swift`, `added3`) are unique in a sequence.
  var step = 0

  /// Applies one edit; returns what it did, for the report of a difference.
  mutating func edit(_ random: inout Random) -> String {
    let roll = random.below(100)
    if roll < 50, let done = editSwift(&random) { return done }
    if roll < 72, let done = editFiles(&random) { return done }
    if roll < 88 { return ConfigurationEdits(root: root, step: step).editSettings(&random) }
    if let done = ConfigurationEdits(root: root, step: step).editProject(&random) { return done }
    return editSwift(&random) ?? editFiles(&random) ?? "nothing to edit"
  }

  // MARK: The tree

  /// Every Swift source's path relative to the root (not the index, not a manifest), sorted.
  func swiftFiles() -> [String] {
    var found: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasPrefix(".implicits") { enumerator?.skipDescendants(); continue }
      let name = (path as NSString).lastPathComponent
      if path.hasSuffix(".swift") && name != "Package.swift" && !name.hasPrefix("Project.") { found.append(path) }
    }
    return found.sorted()
  }

  func text(_ path: String) -> String {
    (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  func write(_ text: String, to path: String) {
    let url = root.appendingPathComponent(path)
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? text.write(to: url, atomically: false, encoding: .utf8)
  }

  /// The capture groups of every match of `pattern` in `text`.
  static func matches(_ pattern: String, in text: String) -> [(range: NSRange, groups: [String])] {
    guard let expression = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return [] }
    let string = text as NSString
    return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { match in
      (match.range, (1..<max(match.numberOfRanges, 1)).map {
        match.range(at: $0).location == NSNotFound ? "" : string.substring(with: match.range(at: $0))
      })
    }
  }

  /// What the project reads, by the way it is read: the types and keys an added read or
  /// injection names, so that edits meet the project's own values.
  struct Vocabulary {
    var implicitTypes: [String] = [], objectTypes: [String] = [], observableTypes: [String] = []
    var keys: [String] = [], views: [String] = []
  }

  func vocabulary() -> Vocabulary {
    var words = Vocabulary()
    for path in swiftFiles() {
      let source = text(path)
      func names(_ pattern: String) -> [String] { Self.matches(pattern, in: source).compactMap(\.groups.first) }
      words.implicitTypes += names(#"@Implicit\s+(?:private\s+)?var\s+\w+\s*:\s*([A-Za-z_][\w.]*)"#)
      words.objectTypes += names(#"@EnvironmentObject\s+(?:private\s+|public\s+)?var\s+\w+\s*:\s*([A-Za-z_]\w*)"#)
      words.observableTypes += names(#"@Environment\(([A-Za-z_]\w*)\.self\)"#)
      words.keys += names(#"@(?:Environment|Implicit)\(\\\.(\w+)\)"#)
      words.views += names(#"struct\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{\n]*\bView\b"#)
    }
    return words
  }

  // MARK: Swift files

  mutating func editSwift(_ random: inout Random) -> String? {
    let files = swiftFiles()
    guard !files.isEmpty else { return nil }
    let path = random.pick(files)
    var source = text(path)
    let words = vocabulary()
    let done: String?
    switch random.below(9) {
    case 0: done = addInjection(&source, words, &random)
    case 1: done = removeMatch(&source, #"\.(?:implicit|environmentObject|environment)\((?:[^()\n]|\([^()\n]*\))*\)"#,
                               "an injection removed", &random)
    case 2: done = addRead(&source, words, &random)
    case 3: done = removeMatch(&source, #"^[ \t]*@(?:Implicit|EnvironmentObject|Environment)\b[^\n]*\n"#, "a read removed", &random)
    case 4: return renameView(path, words, &random)
    case 5: done = wrapInCondition(&source, &random)
    case 6: done = editLine(&source, &random)
    case 7:
      source += "\n// edit \(step)\n"
      done = "a comment appended"
    default:
      try? FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(Double(step))],
                                             ofItemAtPath: root.appendingPathComponent(path).path)
      return "\(path): touched (no change)"
    }
    guard let done else { return nil }
    write(source, to: path)
    return "\(path): \(done)"
  }

  /// A value given to a view made on a line of its own (`Row()` → `Row().implicit(T())`),
  /// of a type or key the project reads.
  func addInjection(_ source: inout String, _ words: Vocabulary, _ random: inout Random) -> String? {
    let lines = Self.matches(#"^[ \t]*[A-Z]\w*\([^\n]*\)[ \t]*$"#, in: source)
    guard !lines.isEmpty else { return nil }
    var modifiers = words.implicitTypes.map { ".implicit(\($0)())" } + words.objectTypes.map { ".environmentObject(\($0)())" }
      + words.observableTypes.map { ".environment(\($0)())" } + words.keys.map { ".environment(\\.\($0), .init())" }
    if modifiers.isEmpty { modifiers = [".implicit(Added\(step)())"] }
    let modifier = random.pick(modifiers)
    let line = random.pick(lines).range
    source = (source as NSString).replacingCharacters(in: NSRange(location: line.location + line.length, length: 0),
                                                       with: modifier)
    return "\(modifier) added"
  }

  /// A read of a type or key the project reads, in a view.
  func addRead(_ source: inout String, _ words: Vocabulary, _ random: inout Random) -> String? {
    let views = Self.matches(#"struct\s+\w+[^{\n]*\bView\b[^{\n]*\{"#, in: source)
    guard !views.isEmpty else { return nil }
    var reads = words.implicitTypes.map { "@Implicit var added\(step): \($0)" }
      + words.objectTypes.map { "@EnvironmentObject var added\(step): \($0)" }
      + words.observableTypes.map { "@Environment(\($0).self) private var added\(step)" }
      + words.keys.map { "@Environment(\\.\($0)) private var added\(step)" }
    if reads.isEmpty { reads = ["@EnvironmentObject var added\(step): Added\(step)"] }
    let read = random.pick(reads)
    let view = random.pick(views).range
    source = (source as NSString).replacingCharacters(in: NSRange(location: view.location + view.length, length: 0),
                                                       with: "\n  " + read)
    return "`\(read)` added"
  }

  func removeMatch(_ source: inout String, _ pattern: String, _ done: String, _ random: inout Random) -> String? {
    let found = Self.matches(pattern, in: source)
    guard !found.isEmpty else { return nil }
    source = (source as NSString).replacingCharacters(in: random.pick(found).range, with: "")
    return done
  }

  /// A view renamed in its file, or in every file.
  func renameView(_ path: String, _ words: Vocabulary, _ random: inout Random) -> String? {
    let declared = Self.matches(#"struct\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{\n]*\bView\b"#, in: text(path)).compactMap(\.groups.first)
    guard !declared.isEmpty else { return nil }
    let old = random.pick(declared), new = "\(old)R\(step)"
    let everywhere = random.chance(60)
    for file in everywhere ? swiftFiles() : [path] {
      let source = text(file)
      let renamed = source.replacingOccurrences(of: "\\b\(old)\\b", with: new, options: .regularExpression)
      if renamed != source { write(renamed, to: file) }
    }
    return "\(path): view \(old) renamed \(new)\(everywhere ? " in every file" : " in its file")"
  }

  /// A line of a body under `#if` (an OS, a flag, an importable module).
  func wrapInCondition(_ source: inout String, _ random: inout Random) -> String? {
    let lines = Self.matches(#"^[ \t]*[A-Z.][^\n]*$"#, in: source)
    guard !lines.isEmpty else { return nil }
    let condition = random.pick(["os(macOS)", "os(iOS)", "DEBUG", "BETA", "canImport(UIKit)", "!os(tvOS)",
                                 "targetEnvironment(macCatalyst)"])
    let line = random.pick(lines).range
    let original = (source as NSString).substring(with: line)
    source = (source as NSString).replacingCharacters(in: line, with: "#if \(condition)\n\(original)\n#endif")
    return "a line under #if \(condition)"
  }

  /// A line deleted or repeated.
  func editLine(_ source: inout String, _ random: inout Random) -> String? {
    var lines = source.components(separatedBy: "\n")
    guard lines.count > 1 else { return nil }
    let at = random.below(lines.count)
    if random.chance(50) {
      lines.remove(at: at)
      source = lines.joined(separator: "\n")
      return "line \(at + 1) deleted"
    }
    lines.insert(lines[at], at: at)
    source = lines.joined(separator: "\n")
    return "line \(at + 1) repeated"
  }

  // MARK: Files

  /// A file added (from another fixture, or a copy of one of the project's), removed,
  /// renamed, or moved to another folder holding Swift files (another module, in a
  /// package or project of several).
  mutating func editFiles(_ random: inout Random) -> String? {
    let files = swiftFiles()
    let folders = Array(Set(files.map { ($0 as NSString).deletingLastPathComponent })).sorted()
    let manager = FileManager.default
    func url(_ path: String) -> URL { root.appendingPathComponent(path) }
    func inFolder(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
    switch random.below(5) {
    case 0 where !pool.isEmpty:
      let source = random.pick(pool)
      let path = inFolder(folders.isEmpty ? "" : random.pick(folders), "Added\(step).swift")
      try? manager.copyItem(at: source, to: url(path))
      return "\(path) added (\(source.lastPathComponent))"
    case 1 where !files.isEmpty:
      let original = random.pick(files)
      let path = inFolder((original as NSString).deletingLastPathComponent, "Copy\(step).swift")
      try? manager.copyItem(at: url(original), to: url(path))
      return "\(path) added (a copy of \(original))"
    case 2 where files.count > 1:
      let path = random.pick(files)
      try? manager.removeItem(at: url(path))
      return "\(path) removed"
    case 3 where !files.isEmpty:
      let path = random.pick(files)
      let renamed = inFolder((path as NSString).deletingLastPathComponent, "Renamed\(step).swift")
      try? manager.moveItem(at: url(path), to: url(renamed))
      return "\(path) renamed \(renamed)"
    case 4 where !files.isEmpty:
      let path = random.pick(files)
      let here = (path as NSString).deletingLastPathComponent
      let elsewhere = folders.filter { $0 != here }
      let folder = elsewhere.isEmpty ? inFolder(here, "Moved") : random.pick(elsewhere)
      let moved = inFolder(folder, (path as NSString).lastPathComponent)
      guard !manager.fileExists(atPath: url(moved).path) else { return nil }
      try? manager.createDirectory(at: url(folder), withIntermediateDirectories: true)
      try? manager.moveItem(at: url(path), to: url(moved))
      return "\(path) moved to \(folder)/"
    default:
      return nil
    }
  }
}
