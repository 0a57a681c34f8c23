import ImplicitsStore
/// The reads counted by verdict, one meaning per word on every surface (the index's
/// summary line, the prompt's banner, `views`, `unsatisfied`, reports) and the same
/// numbers as the JSON report's summary: `unsatisfied` is every read whose status is
/// unsatisfied (JSON `summary.unsatisfied`), always split, when some miss their value
/// only in previews, into those missing it in the app (`appUnsatisfied`) and those
/// missing it in previews only (`onlyPreviews`). The verdicts add up to the reads.
public struct ReadTally: Sendable, Equatable {
  public var reads = 0
  public var satisfied = 0
  /// Every unsatisfied read: `inApp + inPreviewsOnly`.
  public var unsatisfied = 0
  /// Missing on an app path the analyzer sees end to end: the errors.
  public var inApp = 0
  /// Missing only on paths from previews (`preview-missing-value`).
  public var inPreviewsOnly = 0
  public var unproven = 0
  /// No app entry reaches the view; `reachedOnlyFromPreviews` of them are shown by
  /// previews alone.
  public var unreachable = 0
  public var reachedOnlyFromPreviews = 0
  public var defaulted = 0
  /// Of the defaulted reads, those that fall back only in previews.
  public var defaultInPreviewsOnly = 0
  public var exported = 0
  /// `@EnvironmentObject`s missing on some path that nothing uses (`unused-environment-object`).
  public var unused = 0
  /// Where the findings come from, when the phrase says it (a report's findings).
  public var places: Places?

  /// How many places the reads' findings come from (`Diagnostic.origin`): the app
  /// errors' (an entry, or a presentation that starts a new host), the previews that
  /// miss values, the places the analyzer cannot see that leave reads unproven.
  public struct Places: Sendable, Equatable {
    public var app = 0, previews = 0, unproven = 0
    public init(app: Int = 0, previews: Int = 0, unproven: Int = 0) {
      self.app = app; self.previews = previews; self.unproven = unproven
    }
  }

  public init(_ list: [ReadResult], places: Places? = nil) {
    reads = list.count
    self.places = places
    for read in list {
      switch read.status {
      case .satisfied: satisfied += 1
      case .unsatisfied:
        unsatisfied += 1
        if read.onlyPreviews { inPreviewsOnly += 1 } else { inApp += 1 }
      case .unproven: unproven += 1
      case .unreachable:
        unreachable += 1
        if read.reach == .previews { reachedOnlyFromPreviews += 1 }
      case .defaulted:
        defaulted += 1
        if read.onlyPreviews { defaultInPreviewsOnly += 1 }
      case .exported: exported += 1
      case .unused: unused += 1
      }
    }
  }

  /// `12 reads: 9 satisfied, 2 unsatisfied (1 in the app, 1 in previews only), 1 unproven, 0 unreachable`:
  /// satisfied, unsatisfied and unreachable always, the others when present.
  public var phrase: String {
    var parts = ["\(satisfied) satisfied", unsatisfiedPhrase]
    if unproven > 0 { parts.append("\(unproven) unproven" + Self.from(places?.unproven, "place", alone: true)) }
    parts.append("\(unreachable) unreachable"
      + (reachedOnlyFromPreviews > 0 ? " (\(reachedOnlyFromPreviews) reached only from previews)" : ""))
    if unused > 0 { parts.append("\(unused) unused") }
    if defaulted > 0 { parts.append("\(defaulted) default") }
    if exported > 0 { parts.append("\(exported) exported") }
    return "\(reads) reads: " + parts.joined(separator: ", ")
  }

  /// `2 unsatisfied`, or, when some miss their value only in previews,
  /// `5 unsatisfied (2 in the app from 1 place, 3 in previews only from 2 previews)`.
  public var unsatisfiedPhrase: String {
    guard inPreviewsOnly > 0 else { return "\(unsatisfied) unsatisfied" + Self.from(places?.app, "place", alone: true) }
    return "\(unsatisfied) unsatisfied (\(inApp) in the app\(inApp > 0 ? Self.from(places?.app, "place") : ""), "
      + "\(inPreviewsOnly) in previews only\(Self.from(places?.previews, "preview")))"
  }

  /// ` from 2 places`, or ` (2 places)` standing alone; empty when not known or none.
  static func from(_ count: Int?, _ noun: String, alone: Bool = false) -> String {
    guard let count, count > 0 else { return "" }
    let counted = "\(count) \(noun)\(count == 1 ? "" : "s")"
    return alone ? " (from \(counted))" : " from \(counted)"
  }
}
