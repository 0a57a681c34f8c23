import ImplicitsDiscovery
import ImplicitsExtract
import ImplicitsStore

// The `stat` stage: which files may have changed since the index was written, from
// what the index recorded and a stat(2) per file, before any file is read. A file whose
// size and modification time are unchanged is not even read; one that was touched is
// read and hashed, and parsed only if its content changed.
extension IndexPass {
  /// A file the index holds: its row, content hash, stamp and module.
  typealias KnownFile = (id: Int, hash: String, stamp: String, module: String)

  /// What the `stat` stage found.
  struct Stat {
    /// The files the index holds, by path.
    var known: [String: KnownFile]
    /// Whether the facts were extracted under another build (every file is parsed again).
    var buildChanged: Bool
    /// The project's names that changed since (files that may mention one are parsed again).
    var renamed: Set<String>
    var mentions: ProjectNames.Mentions?
    /// Each source's stamp, in the plan's order.
    var stamps: [String]
    /// The sources (their positions in the plan) that are new, touched, or must be read
    /// again whatever their stamp.
    var touched: [Int]

    var namesChanged: Bool { !renamed.isEmpty }

    /// Whether a file whose content is unchanged (touched, the same bytes) must be
    /// parsed again: when the build changed, or it may mention a changed name (and, when
    /// this run parsed it, its extraction asked one).
    func needsParse(asked: AskedNamesLog?) -> @Sendable (SourceFile, String, [UInt8]) -> Bool {
      let previous = known, buildChanged = buildChanged, namesChanged = namesChanged, mentions = mentions
      let renamedKeys = AskedNamesLog.keys(renamed)
      return { source, hash, bytes in
        guard let file = previous[source.path], !buildChanged, file.module == source.module else { return true }
        // (What this run's extraction asked is a lookup; the text is searched only when
        // it does not know, or says yes: searching every file for every name is slow.)
        return file.hash != hash
          || (namesChanged && asked?.mayHaveAsked(source.path, content: hash, any: renamedKeys) != false
                && mentions?.mayMention(bytes) != false)
      }
    }
  }

  mutating func stat(_ database: Database) throws -> Stat {
    var known: [String: KnownFile] = [:]
    for row in try database.rows("SELECT id, path, hash, stamp, module FROM files") {
      known[row.string(1)] = (row.int(0), row.string(2), row.string(3), row.string(4))
    }
    // Facts depend on the build configuration (#if): a different one re-parses everything.
    // The project's names are compared on their own: when only they changed, every file
    // is read, and parsed again only if it may mention a changed name.
    let previousBuild = try database.rows("SELECT value FROM meta WHERE key = 'build-configuration'").first?.string(0)
    let previousNames = try database.rows("SELECT value FROM meta WHERE key = 'project-names'").first
      .flatMap { try? ProjectNamesQuery.decode($0.string(0)) }
    let renamed = previousNames.map { projectNames.changedNames(from: $0) } ?? []
    let mentions = ProjectNames.Mentions(renamed)
    let buildChanged = previousBuild != buildFingerprint || previousNames == nil || mentions == nil
    let namesChanged = !renamed.isEmpty
    let stamps = FileStamp.of(sources.map(indexer.path(of:)))
    let touched = sources.indices.filter { index in
      guard let previous = known[sources[index].path] else { return true }
      return buildChanged || namesChanged || previous.stamp != stamps[index] || previous.module != sources[index].module
    }
    clock.lap("stat")
    return Stat(known: known, buildChanged: buildChanged, renamed: renamed, mentions: mentions, stamps: stamps,
                touched: touched)
  }
}
