import ImplicitsExtract
import ImplicitsStore

// The `names` stage: whether the facts were read with the names the project declares.
// They are found in the facts and the type hierarchy, so the files to derive are marked
// and the hierarchy derived first. Names that differ end the pass there (another pass
// reads the files with them); the same names go on to the derivation (DeriveStage).
extension IndexPass {
  mutating func checkProjectNames(_ written: Written, in database: Database,
                                  namesFound: inout ProjectNames?) throws {
    if !written.upToDate {
      try indexer.markDirty(database, written.incremental ? written.dirty : nil)
      try database.execute(SQLScripts.typeHierarchy)
    }
    let found = try namesDeclared(in: database, upToDate: written.upToDate)
    if checksNames, found == projectNames { target.parsedWithFinalNames?(projectNames) }
    if found != projectNames {
      namesFound = found
      if written.incremental { try database.execute(SQLScripts.resetDerived) }
      clock.lap("names")
    } else {
      // The names are final: no pass follows (and the derivation needs the memory).
      // (A pass told not to check them is the last of a run, or a test's first.)
      if checksNames { asked?.removeAll() }
      // (Nor does this configuration parse anything more: what only it still needed goes.)
      target.shared?.finished(target.plan.name)
      if !written.upToDate {
        try indexer.derive(database, incremental: written.incremental, clock: &clock, summary: &summary)
      }
    }
  }

  /// The names the facts declare (`projectNames` when the pass does not check them). A
  /// run in which nothing changed has the facts the last check read (`names-found`, kept
  /// while the facts are the ones it checked).
  private func namesDeclared(in database: Database, upToDate: Bool) throws -> ProjectNames {
    let checked = upToDate ? try database.rows("SELECT value FROM meta WHERE key = 'names-found'").first
      .flatMap { try? ProjectNamesQuery.decode($0.string(0)) } : nil
    let found = !checksNames ? projectNames
      : checked == projectNames ? projectNames
      : try ProjectNamesQuery.find(in: database, hostingTypes: Set(target.configuration.hostingTypes))
    if checksNames && checked != projectNames {
      try indexer.setMeta(database, "names-found", try ProjectNamesQuery.encode(found))
    } else if !checksNames {
      try database.run("DELETE FROM meta WHERE key = 'names-found'")
    }
    return found
  }
}
