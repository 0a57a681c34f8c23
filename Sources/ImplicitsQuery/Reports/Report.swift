import ImplicitsVersion
/// Everything a CI report says, gathered once: the reads and their verdicts, the
/// findings with stable identities, and which of them a baseline already knows.
/// One file per format renders it (Reports/*Report.swift).
public struct Report {
  public static let toolName = "implicits"
  /// ImplicitsVersion.current, the one version string.
  public static let toolVersion = ImplicitsVersion.current

  public let index: ProjectIndex
  public var reads: [ReadResult]
  /// The index's findings, a preview's or a blind place's reads grouped
  /// (FindingGroups.swift); after `apply`, a group whose reads the baseline knows only
  /// some of is two: the new reads' and the known ones'.
  public private(set) var findings: [Finding]
  /// The findings as the index gives them, before any baseline.
  private let indexFindings: [Finding]
  /// The reads by where they are written: what a diagnostic is about.
  private let readsAt: [Location: ReadResult]
  /// The reads a known finding is about (`apply`), looked up rather than searched for
  /// among every finding once per read.
  private var knownReads: Set<String> = []
  public var counts: ProjectIndex.Counts
  /// How file paths are written: a prefix (the project's folder inside the repository)
  /// makes them resolve from the repository root, as GitHub and SARIF viewers need.
  public var paths: PathStyle
  /// The baseline file, when one was applied.
  public var baselineFile: String?
  /// How reads that miss their value only in previews are reported (from the index).
  public var previewFindings: ProjectIndex.PreviewFindings
  /// `rules` in .implicits.json: a read whose diagnostic is set below `error` fails nothing.
  public var ruleLevels: [String: ProjectIndex.RuleLevel]

  /// What fails a run (`--fail-on`): `app`, unsatisfied reads on the app's own paths
  /// (and preview-only ones when previewFindings is `error`, unproven ones when
  /// `unproven` is `error`); `unproven`, those and every unproven read; `any`, every
  /// unsatisfied or unproven read; `never`.
  public enum FailurePolicy: String, Sendable, CaseIterable {
    case app, unproven, any, never
    /// `--fail-on unsatisfied`, the name before preview findings existed, means `any`.
    public init?(argument: String) {
      if argument == "unsatisfied" { self = .any } else { self.init(rawValue: argument) }
    }
  }

  /// How unproven reads are reported (from the index).
  public var unprovenFindings: ProjectIndex.UnprovenFindings

  public init(index: ProjectIndex, paths: PathStyle = .relative) throws {
    self.index = index
    self.paths = paths
    reads = try index.reads()
    counts = try index.counts()
    previewFindings = try index.previewFindings()
    unprovenFindings = try index.unprovenFindings()
    ruleLevels = try index.ruleLevels()
    // A diagnostic reported at a read is about that read (matched by place, so new
    // kinds of per-read diagnostics are attributed too); a group's members likewise.
    // (Listed by place only when there is a diagnostic to attribute.)
    let diagnostics = try index.allDiagnostics()
    let readsAt = diagnostics.isEmpty ? [:] : try index.readsByLocation()
    self.readsAt = readsAt
    indexFindings = diagnostics.map { Finding($0, readsAt: readsAt) }
    findings = indexFindings
  }

  /// Marks the findings the baseline knows: a group read by read, split in two when
  /// it knows only some of them (the new reads' group is reported, the known ones' is
  /// known).
  public mutating func apply(_ baseline: Baseline, from file: String) {
    baselineFile = file
    findings = []
    for var finding in indexFindings {
      guard finding.isGroup else {
        finding.isKnown = baseline.contains(finding.identity)
        findings.append(finding)
        continue
      }
      let members = finding.diagnostic.members
      let known = members.filter { member in
        readsAt[member.location].map { baseline.contains(Finding.identity(code: member.code, read: $0)) } ?? false
      }
      if known.count == members.count || known.isEmpty {
        finding.isKnown = !known.isEmpty
        findings.append(finding)
      } else {
        let new = members.filter { member in !known.contains { $0.location == member.location } }
        findings.append(Finding(FindingGroups.group(new, reads: readsAt), readsAt: readsAt))
        var knownPart = Finding(FindingGroups.group(known, reads: readsAt), readsAt: readsAt)
        knownPart.isKnown = true
        findings.append(knownPart)
      }
    }
    knownReads = Set(findings.filter(\.isKnown).flatMap { finding in
      (finding.read.map { [$0] } ?? []) + finding.reads
    }.map(\.identity))
  }

  /// How many places the findings come from (ReadTally.Places): the app errors'
  /// origins, the previews that miss values, the places the analyzer cannot see.
  public var places: ReadTally.Places {
    var app = Set<Diagnostic.Origin>(), previews = Set<Diagnostic.Origin>(), unproven = Set<Diagnostic.Origin>()
    for finding in findings {
      guard let origin = finding.diagnostic.origin else { continue }
      if finding.diagnostic.code == DiagnosticRules.previewMissingValue.code {
        previews.insert(origin)
      } else if finding.diagnostic.code == DiagnosticRules.unprovenRead.code {
        unproven.insert(origin)
      } else if finding.read?.failsInApp == true {
        app.insert(origin)
      }
    }
    return ReadTally.Places(app: app.count, previews: previews.count, unproven: unproven.count)
  }

  /// The reads counted by verdict, with the places their findings come from.
  public var tally: ReadTally { ReadTally(reads, places: places) }

  /// The findings to report: everything not in the baseline.
  public var newFindings: [Finding] { findings.filter { !$0.isKnown } }
  public var knownCount: Int { findings.lazy.filter(\.isKnown).count }

  /// Unsatisfied reads the baseline does not know that fail the run under the default
  /// policy (`--fail-on app`).
  public var failingReads: [ReadResult] { failingReads(.app) }

  /// Unsatisfied reads the baseline does not know that fail the run under `policy`.
  public func failingReads(_ policy: FailurePolicy) -> [ReadResult] {
    reads.filter { read in
      guard [.unsatisfied, .unproven, .unused].contains(read.status), !isKnown(read) else { return false }
      // `rules` may set the read's diagnostic to a warning, a note or off (or a
      // preview finding to an error, as previewFindings: error does).
      let level = ruleLevels[index.ruleCode(for: read)].map { $0.severity == .error }
      if level == false { return false }
      // A declared and unused object cannot crash: it fails only where `rules` says so.
      if read.status == .unused { return level == true && policy != .never }
      switch policy {
      case .any: return true
      case .unproven: return read.status == .unproven || !read.onlyPreviews || previewFindings == .error || level == true
      case .app:
        return read.status == .unproven ? (unprovenFindings == .error || level == true)
          : (!read.onlyPreviews || previewFindings == .error || level == true)
      case .never: return false
      }
    }
  }

  /// Whether a finding the baseline knows is about this read.
  public func isKnown(_ read: ReadResult) -> Bool { knownReads.contains(read.identity) }

  public func count(_ status: ReadResult.Status) -> Int { reads.filter { $0.status == status }.count }

  /// The `why` of a read as plain text, paths as the report writes them.
  public func whyText(for read: ReadResult) throws -> String {
    WhyRenderer(paths: paths, color: false).render(try index.explain(read))
  }

  func file(_ path: String) -> String { paths.display(path) }

  /// `3 files, 4 views, 12 reads: 10 satisfied, 1 unsatisfied, ...` (ReadTally: the
  /// same words and counts as every other surface).
  public var summaryLine: String {
    "\(counts.files) files, \(counts.views) views, " + tally.phrase
  }
}
