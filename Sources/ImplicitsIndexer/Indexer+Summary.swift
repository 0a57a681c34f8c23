import ImplicitsDiscovery

// What a run reports: counts, stage times and notes, added up over configurations and
// passes so that the command line prints one summary whatever the run made of them.
extension Indexer {
  public struct Summary: Sendable {
    /// Whether only the changed files' derived rows and the slots they affect were recomputed.
    public var incremental = false
    /// Slots the proof recomputed in an incremental run.
    public var provedSlots = 0
    /// Files not re-parsed that were derived again because the flow of view values
    /// changed their edges (Queries/flow_changes.sql).
    public var flowWidenedFiles = 0
    /// What discovery could not read exactly (manifests, project files).
    public var notes: [DiscoveryNote] = []
    /// Seconds per stage, in order: discover, stat, parse, write, then names (a pass
    /// that found other names) or types, derive, provides, site-keys and proof, and commit.
    public var stages: [(name: String, seconds: Double)] = []
    public var files = 0
    /// Swift files under the root in no target (not counting `exclude`d ones).
    public var unassigned: [String] = []
    public var parsed = 0
    /// Files a pass after one that found other names parsed again and whose facts came
    /// out as stored: their rows were kept.
    public var keptFiles = 0
    public var removed = 0
    public var rebuiltIndex = false
    /// Why the index was found damaged (SQLite's words) when this run deleted it and
    /// indexed again from the sources: it is a cache (IndexStore.isOurs).
    public var repairedIndex: String?
    /// The baseline `.implicits.json` names, as a path (relative ones from the root).
    public var baselinePath: String?
    public var seconds: Double = 0
    /// The build configurations indexed (BuildConfigurations), the first one's index
    /// at the database path; one name for most projects.
    /// The project as discovery read it (`-v` lists it).
    public var plan: ProjectPlan?
    public var configurations: [String] = []
    /// Each pass's stage times, labelled with its configuration (`--timing` prints them
    /// when a run made more than one pass: several configurations, or ProjectNames).
    public var passes: [(label: String, stages: [(name: String, seconds: Double)])] = []
    /// Whether the index was already up to date: nothing read changed, so nothing was
    /// derived or proved again.
    public var upToDate = false

    /// Adds one configuration's run: counts and stage times add up.
    mutating func add(_ other: Summary) {
      provedSlots += other.provedSlots
      flowWidenedFiles += other.flowWidenedFiles
      parsed += other.parsed
      keptFiles += other.keptFiles
      passes += other.passes
      addTime(of: other)
    }

    /// Adds another run's time, stage by stage (`--timing`), and what it removed or rebuilt.
    mutating func addTime(of other: Summary) {
      removed += other.removed
      rebuiltIndex = rebuiltIndex || other.rebuiltIndex
      repairedIndex = repairedIndex ?? other.repairedIndex
      for stage in other.stages {
        if let index = stages.firstIndex(where: { $0.name == stage.name }) {
          stages[index].seconds += stage.seconds
        } else {
          stages.append(stage)
        }
      }
    }
  }
}
