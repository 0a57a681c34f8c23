import Foundation
import ImplicitsStore
import ImplicitsVersion

/// The diagnostics as rendered, stored in the index with the derivation they came
/// from (Schema/facts.sql, `stored_diagnostics`): a run in which nothing changed
/// prints them from there, and after an edit only the slots the indexer forgot
/// (Queries/diagnostics.sql, `forget-stale`) are rendered again. What a slot's rows
/// hold is exactly what rendering gives (ProjectIndex.unsatisfiedDiagnostic), before
/// rule levels, suppressions and the merge of configurations, which are applied on
/// every reading; so the printed text is the same whichever way it was obtained.
///
/// Rows are trusted only under the key they were written with (`meta.diagnostics`):
/// this renderer (the version, the report statements, the executable that rendered)
/// and the reporting settings the index was written with. Anything else (another key,
/// a slot whose rows are incomplete or do not decode, a table that is gone) is
/// rendered again, never printed.
struct StoredDiagnostics {
  /// The rows of each complete slot ('' for the diagnostics that are no read's).
  var reads: [Int: Diagnostic] = [:]
  var slots: Set<String> = []
  var unreachable: [Diagnostic] = []
  var findings: [(diagnostic: Diagnostic, verbose: Bool)] = []

  /// What rendered them: the build (ImplicitsVersion.build) and the statements they
  /// are read with, so a rebuilt renderer never prints text an older one stored.
  static let renderer: String = {
    StableHash.hex(ImplicitsVersion.build + "|" + SQLScripts.reportStamp + "|" + SQLScripts.schemaStamp)
  }()

  /// The key rows are valid under, for an index with these reporting settings.
  static func key(previews: ProjectIndex.PreviewFindings, unproven: ProjectIndex.UnprovenFindings, strict: Bool) -> String {
    "\(renderer)|previews=\(previews.rawValue)|unproven=\(unproven.rawValue)|strict=\(strict)"
  }

  /// The stored rows under `key`; empty when the index holds none under it (or none
  /// that can be read).
  static func load(_ database: Database, key: String) -> StoredDiagnostics {
    var stored = StoredDiagnostics()
    guard (try? database.rows("SELECT value FROM meta WHERE key = 'diagnostics'").first?.string(0)) == key,
          let slots = try? database.rows(SQLScripts.diagnostics["slots"]),
          let rows = try? database.rows(SQLScripts.diagnostics["rows"]) else { return stored }
    stored.slots = Set(slots.map { $0.string(0) })
    var broken: Set<String> = []
    for row in rows {
      let slot = row.string(0)
      guard let diagnostic = decode(row) else { broken.insert(slot); continue }
      switch row.string(3) {
      case "read" where row[2].int != nil: stored.reads[row.int(2)] = diagnostic
      case "unreachable" where slot.isEmpty: stored.unreachable.append(diagnostic)
      case "finding" where slot.isEmpty: stored.findings.append((diagnostic, row.int(4) != 0))
      default: broken.insert(slot)
      }
    }
    // A slot with a row that does not read back is rendered again, whole.
    stored.slots.subtract(broken)
    if broken.contains("") {
      stored.unreachable = []
      stored.findings = []
    }
    return stored
  }

  private static func decode(_ row: Row) -> Diagnostic? {
    guard let severity = Diagnostic.Severity(rawValue: row.string(6)), let code = row[5].string, !code.isEmpty,
          let notes = decodeNotes(row.string(11)), let path = decodePath(row.string(12)) else { return nil }
    var diagnostic = Diagnostic(code: code, severity: severity, message: row.string(7),
                                location: Location(file: row.string(8), line: row.int(9), column: row.int(10)))
    diagnostic.notes = notes
    diagnostic.hops = path.hops
    diagnostic.origin = path.origin
    return diagnostic
  }

  /// A read's path and origin as notes' text (`encodeNotes`): each hop's message is `E`
  /// (the entry) or `S` (a site), its producer as `LENGTH:TEXT`, then its name; the
  /// origin, last, is `O` with an empty producer, then its name.
  static func encodePath(_ hops: [Diagnostic.Hop], origin: Diagnostic.Origin?) -> String {
    func entry(_ flag: String, _ producer: String, _ name: String, _ location: Location) -> Diagnostic.Note {
      Diagnostic.Note(message: flag + "\(producer.utf8.count):\(producer)\(name)", location: location)
    }
    return encodeNotes(hops.map { entry($0.isEntry ? "E" : "S", $0.producer, $0.name, $0.location) }
      + (origin.map { [entry("O", "", $0.name, $0.location)] } ?? []))
  }

  /// The hops and origin `encodePath` wrote; nil for any other text. Read in one pass
  /// over the notes' text: each note's message is split into flag, producer and name
  /// in place.
  static func decodePath(_ text: String) -> (hops: [Diagnostic.Hop], origin: Diagnostic.Origin?)? {
    NotesReader.read(text) { reader -> (hops: [Diagnostic.Hop], origin: Diagnostic.Origin?)? in
      var hops: [Diagnostic.Hop] = []
      var origin: Diagnostic.Origin?
      while !reader.atEnd {
        guard origin == nil, let length = reader.number(until: UInt8(ascii: ":")), let end = reader.end(after: length),
              let flag = reader.byte(), [UInt8(ascii: "E"), UInt8(ascii: "S"), UInt8(ascii: "O")].contains(flag),
              let producerLength = reader.number(until: UInt8(ascii: ":")), reader.position + producerLength <= end,
              let producer = reader.string(count: producerLength), let name = reader.string(count: end - reader.position),
              let location = reader.location() else { return nil }
        if flag == UInt8(ascii: "O") {
          origin = Diagnostic.Origin(name: name, location: location)
        } else {
          hops.append(Diagnostic.Hop(name: name, producer: producer, location: location, isEntry: flag == UInt8(ascii: "E")))
        }
      }
      return (hops, origin)
    }
  }

  /// A diagnostic's notes as one text: per note, its message and file each as
  /// `LENGTH:TEXT` (LENGTH in UTF-8 bytes, so any text reads back as it was), then
  /// `LINE,COLUMN;`.
  static func encodeNotes(_ notes: [Diagnostic.Note]) -> String {
    var text = ""
    for note in notes {
      text += "\(note.message.utf8.count):\(note.message)\(note.location.file.utf8.count):\(note.location.file)"
        + "\(note.location.line),\(note.location.column);"
    }
    return text
  }

  /// The notes `encodeNotes` wrote; nil for any other text.
  static func decodeNotes(_ text: String) -> [Diagnostic.Note]? {
    NotesReader.read(text) { reader -> [Diagnostic.Note]? in
      var notes: [Diagnostic.Note] = []
      while !reader.atEnd {
        guard let length = reader.number(until: UInt8(ascii: ":")), let message = reader.string(count: length),
              let location = reader.location() else { return nil }
        notes.append(.init(message: message, location: location))
      }
      return notes
    }
  }

  /// Reads `encodeNotes`' text in place (a string read from the index is stored
  /// contiguously; another is copied once).
  struct NotesReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    static func read<T>(_ text: String, _ body: (inout NotesReader) -> T?) -> T? {
      var text = text
      return text.withUTF8 { bytes in
        var reader = NotesReader(bytes: bytes)
        return body(&reader)
      }
    }

    var atEnd: Bool { position >= bytes.count }

    mutating func byte() -> UInt8? {
      guard position < bytes.count else { return nil }
      defer { position += 1 }
      return bytes[position]
    }

    /// The position `count` bytes on, if the text is that long.
    func end(after count: Int) -> Int? { position + count <= bytes.count ? position + count : nil }

    /// Decimal digits up to `end`, which is passed over.
    mutating func number(until end: UInt8) -> Int? {
      var value = 0, digits = 0
      while position < bytes.count, bytes[position] != end {
        let digit = Int(bytes[position]) - 48
        guard (0...9).contains(digit), digits < 18 else { return nil }
        value = value * 10 + digit
        digits += 1
        position += 1
      }
      guard position < bytes.count, digits > 0 else { return nil }
      position += 1
      return value
    }

    mutating func string(count: Int) -> String? {
      guard count >= 0, position + count <= bytes.count else { return nil }
      defer { position += count }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
    }

    /// `LENGTH:FILE` then `LINE,COLUMN;`.
    mutating func location() -> Location? {
      guard let length = number(until: UInt8(ascii: ":")), let file = string(count: length),
            let line = number(until: UInt8(ascii: ",")), let column = number(until: UInt8(ascii: ";")) else { return nil }
      return Location(file: file, line: line, column: column)
    }
  }

  /// What one rendering produced, to be stored.
  struct Rendered {
    /// Slot → (read id, diagnostic) in rendering order, and the files its rendering read.
    var reads: [String: [(read: Int, diagnostic: Diagnostic)]] = [:]
    var files: [String: Set<String>] = [:]
    /// The diagnostics that are no read's, when they were rendered.
    var others: (unreachable: [Diagnostic], findings: [(diagnostic: Diagnostic, verbose: Bool)])?
    var isEmpty: Bool { reads.isEmpty && others == nil }
  }

  /// Writes what was rendered into the index at `path`, in one transaction of its own,
  /// when the index is still the derivation it was rendered from (`derivation`, the
  /// counter the indexer moves in each run that derives). `replaceAll`: the stored rows
  /// were under another key, and go. Best effort: an index that cannot be written
  /// (read-only media, another run holding it) keeps what it had, and the next run
  /// renders again.
  static func store(_ rendered: Rendered, key: String, derivation: String?, replaceAll: Bool, path: String) -> Bool {
    guard !rendered.isEmpty || replaceAll, let database = try? Database(path: path) else { return false }
    do {
      try database.execute("PRAGMA foreign_keys = ON")
      return try database.transaction { () throws -> Bool in
        let now = try database.rows("SELECT value FROM meta WHERE key = 'derivation'").first?.string(0)
        guard now == derivation else { return false }
        if replaceAll { try database.execute(SQLScripts.diagnostics["forget-all"]) }
        let forget = try database.prepare("DELETE FROM stored_diagnostic_slots WHERE slot = ?")
        let addSlot = try database.prepare("INSERT INTO stored_diagnostic_slots(slot) VALUES (?)")
        let addFile = try database.prepare("INSERT OR IGNORE INTO stored_diagnostic_files(slot, path) VALUES (?, ?)")
        let add = try database.prepare("""
          INSERT INTO stored_diagnostics(slot, position, read_id, part, verbose, code, severity, message, file, line, col,
                                         notes, hops)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """)
        func insert(_ slot: String, _ position: Int, _ read: Int?, _ part: String, _ verbose: Bool,
                    _ diagnostic: Diagnostic) throws {
          try add.run(slot, position, read, part, verbose ? 1 : 0, diagnostic.code, diagnostic.severity.rawValue,
                      diagnostic.message, diagnostic.location.file, diagnostic.location.line,
                      diagnostic.location.column, encodeNotes(diagnostic.notes),
                      encodePath(diagnostic.hops, origin: diagnostic.origin))
        }
        for (slot, diagnostics) in rendered.reads {
          try forget.run(slot)
          try addSlot.run(slot)
          for (position, item) in diagnostics.enumerated() {
            try insert(slot, position, item.read, "read", false, item.diagnostic)
          }
          for file in rendered.files[slot] ?? [] { try addFile.run(slot, file) }
        }
        if let others = rendered.others {
          try forget.run("")
          try addSlot.run("")
          var position = 0
          for diagnostic in others.unreachable {
            try insert("", position, nil, "unreachable", false, diagnostic)
            position += 1
          }
          for finding in others.findings {
            try insert("", position, nil, "finding", finding.verbose, finding.diagnostic)
            position += 1
          }
        }
        try database.run("INSERT OR REPLACE INTO meta(key, value) VALUES ('diagnostics', ?)", key)
        return true
      }
    } catch {
      return false
    }
  }
}

extension ProjectIndex {
  /// `renderedSlots` of this index and the other configurations' (implicits-index --timing).
  public func renderedSlotsOfAllConfigurations() throws -> Int {
    try configurationIndexes().map(\.renderedSlots).reduce(0, +)
  }

  /// The diagnostics before rule levels and suppressions, errors first, then in file
  /// order: read from the stored ones where they hold, the rest rendered (and stored,
  /// when `storesDiagnostics`).
  func renderedDiagnostics() throws -> [Diagnostic] {
    let strict = try strictEnvironment()
    let previews = try previewFindings()
    let key = StoredDiagnostics.key(previews: previews, unproven: try unprovenFindings(), strict: strict)
    let derivation = try database.rows("SELECT value FROM meta WHERE key = 'derivation'").first?.string(0)
    let failing = try ownReads().filter { read in
      (read.status == .unsatisfied || read.status == .unproven || read.status == .unused
       || (strict && read.status == .defaulted))
        && !(read.failsOnlyInPreviews && previews == .off)
    }
    var stored = StoredDiagnostics.load(database, key: key)
    let replaceAll = stored.slots.isEmpty
    // A slot holds when every failing read of it has its row.
    var missing: Set<String> = stored.slots.contains("") ? [] : [""]
    for read in failing where stored.reads[read.id] == nil || !stored.slots.contains(read.slot) {
      missing.insert(read.slot)
    }
    var rendered = StoredDiagnostics.Rendered()
    if !missing.isEmpty {
      let readSlots = missing.subtracting([""])
      if !readSlots.isEmpty {
        // The counterexample search of the missing slots only (the others' paths are stored).
        memo.searchedSlots = readSlots
        defer {
          memo.searchedSlots = nil
          memo.counterexamples = nil
        }
        for read in failing where readSlots.contains(read.slot) {
          let diagnostic = try unsatisfiedDiagnostic(for: read)
          stored.reads[read.id] = diagnostic
          rendered.reads[read.slot, default: []].append((read.id, diagnostic))
          var files: Set<String> = [read.location.file, diagnostic.location.file]
          for note in diagnostic.printedNotes { files.insert(note.location.file) }
          for hop in try uncoveredPath(for: read) + previewPath(for: read) {
            files.insert(hop.location.file)
            if let site = hop.site { files.insert(site.file) }
          }
          rendered.files[read.slot, default: []].formUnion(files)
        }
      }
      if missing.contains("") {
        stored.unreachable = try unreachableViewDiagnostics()
        stored.findings = try findingDiagnosticsWithVerbosity()
        rendered.others = (stored.unreachable, stored.findings)
      }
      renderedSlots += missing.count
      if storesDiagnostics,
         StoredDiagnostics.store(rendered, key: key, derivation: derivation, replaceAll: replaceAll, path: database.path) {
        // The index is the derivation these were rendered from: what was read still holds.
        try memo.acceptOwnWrites(database)
      }
    }
    var result = failing.compactMap { stored.reads[$0.id] }
    result += stored.unreachable
    result += stored.findings.filter { includeVerbose || !$0.verbose }.map(\.diagnostic)
    return Self.sorted(Self.unique(result))
  }
}
