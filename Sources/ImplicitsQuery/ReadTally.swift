/// The reads counted by verdict, one meaning per word on every surface (the index's
/// summary line, the prompt's banner, `keys`, reports): `unsatisfied` is always the
/// app's errors; reads that miss their value only in previews, and reads only
/// previews reach, are counted apart.
public struct ReadTally: Sendable, Equatable {
  public var reads = 0
  public var satisfied = 0
  /// Missing on an app path the analyzer sees end to end: the errors.
  public var unsatisfied = 0
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

  public init(_ list: [ReadResult]) {
    reads = list.count
    for read in list {
      switch read.status {
      case .satisfied: satisfied += 1
      case .unsatisfied: if read.onlyPreviews { inPreviewsOnly += 1 } else { unsatisfied += 1 }
      case .unproven: unproven += 1
      case .unreachable:
        unreachable += 1
        if read.reach == .previews { reachedOnlyFromPreviews += 1 }
      case .defaulted:
        defaulted += 1
        if read.onlyPreviews { defaultInPreviewsOnly += 1 }
      case .exported: exported += 1
      }
    }
  }

  /// `12 reads: 9 satisfied, 1 unsatisfied, 1 unproven, 1 in previews only, 0 unreachable`:
  /// satisfied, unsatisfied and unreachable always, the others when present.
  public var phrase: String {
    var parts = ["\(satisfied) satisfied", "\(unsatisfied) unsatisfied"]
    if unproven > 0 { parts.append("\(unproven) unproven") }
    if inPreviewsOnly > 0 { parts.append("\(inPreviewsOnly) in previews only") }
    parts.append("\(unreachable) unreachable"
      + (reachedOnlyFromPreviews > 0 ? " (\(reachedOnlyFromPreviews) reached only from previews)" : ""))
    if defaulted > 0 { parts.append("\(defaulted) default") }
    if exported > 0 { parts.append("\(exported) exported") }
    return "\(reads) reads: " + parts.joined(separator: ", ")
  }
}
