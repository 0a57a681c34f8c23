/// One finding per place to fix. The proof judges reads one by one, but a team fixes
/// places: a preview that shows a screen without its environment misses every value
/// read below it, and a hosting controller the analyzer cannot see leaves every read
/// below it unproven. So the reads' findings of one origin (`Diagnostic.origin`) are
/// one diagnostic at that origin: a preview's `preview-missing-value` lists the values
/// it misses, a blind place's `unproven-read` the reads it leaves unproven. Each read's
/// own diagnostic stays in the group's `members`: the JSON report lists them, and a
/// baseline matches them one by one (Report.apply). App errors are not grouped: each
/// is a crash of its own.
public enum FindingGroups {
  /// The codes whose findings are grouped by origin.
  public static let groupedCodes: Set<String> = [DiagnosticRules.previewMissingValue.code,
                                                 DiagnosticRules.unprovenRead.code]

  /// What makes reads' findings one: the code, the severity (set per code, so always the
  /// same unless a setting differs) and the origin.
  struct Key: Hashable { var code: String, severity: Diagnostic.Severity, origin: Diagnostic.Origin }

  /// The diagnostics with the reads' findings of each origin made one, errors first,
  /// then in file order. `reads` are the reads by where they are written.
  public static func grouped(_ diagnostics: [Diagnostic], reads: [Location: ReadResult]) -> [Diagnostic] {
    var order: [Key] = []
    var members: [Key: [Diagnostic]] = [:]
    var result: [Diagnostic] = []
    for diagnostic in diagnostics {
      guard diagnostic.members.isEmpty, groupedCodes.contains(diagnostic.code), let origin = diagnostic.origin,
            reads[diagnostic.location] != nil else {
        result.append(diagnostic)
        continue
      }
      let key = Key(code: diagnostic.code, severity: diagnostic.severity, origin: origin)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(diagnostic)
    }
    result += order.map { group(members[$0]!, reads: reads) }
    return ProjectIndex.sorted(result)
  }

  /// The finding for reads' diagnostics of one code, severity and origin: at the origin,
  /// with a note at each value's first reader (a preview) or at each read (a blind place).
  public static func group(_ members: [Diagnostic], reads: [Location: ReadResult]) -> Diagnostic {
    let first = members[0]
    let origin = first.origin ?? Diagnostic.Origin(name: first.location.file, location: first.location)
    // Nearest first: the view the preview (or the blind place) shows itself leads.
    let sorted = members.sorted {
      ($0.hops.count, $0.location.file, $0.location.line, $0.location.column)
        < ($1.hops.count, $1.location.file, $1.location.line, $1.location.column)
    }
    let listed = sorted.compactMap { member in reads[member.location].map { (member, $0) } }
    var diagnostic = first.code == DiagnosticRules.previewMissingValue.code
      ? previewGroup(listed, origin: origin)
      : unprovenGroup(listed, origin: origin)
    diagnostic.severity = first.severity
    diagnostic.origin = origin
    diagnostic.members = sorted
    // A group that only some configurations give says which, as each of its reads does.
    let tags = Set(members.map(configurationTag))
    if tags.count == 1, let tag = tags.first, !tag.isEmpty { diagnostic.message = tag + diagnostic.message }
    return diagnostic
  }

  /// The reads a preview misses values of: the values, each with the views that read it
  /// and a note at the first of them.
  static func previewGroup(_ listed: [(member: Diagnostic, read: ReadResult)], origin: Diagnostic.Origin) -> Diagnostic {
    var slots: [String] = []
    var bySlot: [String: [(member: Diagnostic, read: ReadResult)]] = [:]
    for item in listed {
      if bySlot[item.read.slot] == nil { slots.append(item.read.slot) }
      bySlot[item.read.slot, default: []].append(item)
    }
    let values = slots.map { slot -> DiagnosticRules.MissingValue in
      let readers = bySlot[slot]!
      var views: [String] = []
      for reader in readers where !views.contains(reader.read.module + "." + reader.read.view) {
        views.append(reader.read.module + "." + reader.read.view)
      }
      return DiagnosticRules.MissingValue(read: readers[0].read, views: views.count, route: route(readers[0].member))
    }
    let rule = DiagnosticRules.previewMissingValue
    var diagnostic = Diagnostic(code: rule.code, severity: rule.severity,
                                message: DiagnosticRules.previewGroupMessage(preview: origin.name, values: values),
                                location: origin.location)
    diagnostic.notes = values.map { value in
      .init(message: DiagnosticRules.previewValueNote(value, preview: origin.name), location: value.read.location)
    }
    return diagnostic
  }

  /// The reads a place the analyzer cannot see leaves unproven, each with a note.
  static func unprovenGroup(_ listed: [(member: Diagnostic, read: ReadResult)], origin: Diagnostic.Origin) -> Diagnostic {
    let rule = DiagnosticRules.unprovenRead
    // A declaration of unknown type that a read's own diagnostic names as the likely cause.
    let marker = "; likely cause: "
    let cause = listed.lazy.compactMap { item -> String? in
      guard let start = item.member.message.range(of: marker) else { return nil }
      var text = item.member.message[start.upperBound...]
      // (without the read's own "declared and never used" advice)
      if let unused = text.range(of: "; \(item.read.name) is declared and never used") { text = text[..<unused.lowerBound] }
      return String(text)
    }.first
    var diagnostic = Diagnostic(code: rule.code, severity: rule.severity,
                                message: DiagnosticRules.unprovenGroupMessage(reads: listed.map(\.read), place: origin.name,
                                                                              cause: cause),
                                location: origin.location)
    diagnostic.notes = listed.map { item in
      .init(message: DiagnosticRules.unprovenReadNote(item.read, route: route(item.member)), location: item.read.location)
    }
    // What else the reads' paths pass that the analyzer cannot see, and their near
    // misses: each once (the group's own place is its line).
    for item in listed {
      for note in item.member.notes where note.location != origin.location && !diagnostic.notes.contains(note) {
        diagnostic.notes.append(note)
      }
    }
    return diagnostic
  }

  /// A member's path on one line, its middle left out when long: `A.body → B() → … → E()`.
  static func route(_ member: Diagnostic) -> String {
    let names = member.hops.map(\.name)
    guard names.count > 6 else { return names.joined(separator: " → ") }
    return (names.prefix(2) + ["… (\(names.count - 4) more)"] + names.suffix(2)).joined(separator: " → ")
  }

  /// `[tvOS] ` when a diagnostic is given by some configurations only
  /// (ConfigurationMerge.swift), else empty.
  static func configurationTag(_ diagnostic: Diagnostic) -> String {
    guard diagnostic.message.hasPrefix("["), let end = diagnostic.message.range(of: "] ") else { return "" }
    return String(diagnostic.message[..<end.upperBound])
  }
}

extension ProjectIndex {
  /// The reads' findings grouped by origin, over the merged reads. A read that each
  /// configuration judges differently may come with two findings (an error in one, a
  /// preview finding in another): only the one of its merged status is kept, so each
  /// read is counted and reported once.
  func groupedFindings(_ diagnostics: [Diagnostic]) throws -> [Diagnostic] {
    // (No diagnostic, nothing to group: listing every read by place is most of a warm
    // run of a large app whose reads are all satisfied.)
    guard !diagnostics.isEmpty else { return [] }
    let reads = try readsByLocation()
    var codesAt: [Location: Set<String>] = [:]
    for diagnostic in diagnostics where Self.readCodes.contains(diagnostic.code) {
      codesAt[diagnostic.location, default: []].insert(diagnostic.code)
    }
    let kept = diagnostics.filter { diagnostic in
      guard let codes = codesAt[diagnostic.location], codes.count > 1, let read = reads[diagnostic.location] else {
        return true
      }
      let code = ruleCode(for: read)
      return diagnostic.code == code || !codes.contains(code) || !Self.readCodes.contains(diagnostic.code)
    }
    return FindingGroups.grouped(kept, reads: reads)
  }
}

private func < (a: (Int, String, Int, Int), b: (Int, String, Int, Int)) -> Bool {
  if a.0 != b.0 { return a.0 < b.0 }
  if a.1 != b.1 { return a.1 < b.1 }
  if a.2 != b.2 { return a.2 < b.2 }
  return a.3 < b.3
}
