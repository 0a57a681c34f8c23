import ImplicitsStore

/// One diagnostic as CI sees it: with the read it is about (if any) or, for a grouped
/// finding (a preview's, a blind place's: FindingGroups.swift), the reads it stands
/// for; an identity that survives edits that only move code; and whether a baseline
/// already knows it.
public struct Finding: Sendable {
  public var diagnostic: Diagnostic
  /// The read the diagnostic is reported at (an unsatisfied read, a read's warning).
  public var read: ReadResult?
  /// A grouped finding's reads, as its members (nearest first); empty otherwise.
  public var reads: [ReadResult] = []
  /// In the baseline: reported as known, never fails the run.
  public var isKnown = false

  public init(diagnostic: Diagnostic, read: ReadResult? = nil, reads: [ReadResult] = [], isKnown: Bool = false) {
    self.diagnostic = diagnostic; self.read = read; self.reads = reads; self.isKnown = isKnown
  }

  /// The finding of a diagnostic, with its read or its members' reads found by where
  /// they are written.
  init(_ diagnostic: Diagnostic, readsAt: [Location: ReadResult]) {
    self.diagnostic = diagnostic
    if diagnostic.members.isEmpty {
      read = readsAt[diagnostic.location]
    } else {
      reads = diagnostic.members.compactMap { readsAt[$0.location] }
    }
  }

  public var isGroup: Bool { !diagnostic.members.isEmpty }

  /// A read's finding: its code and read; a group: its code, and the file and name of
  /// the place it is at (the preview, what the analyzer cannot see); any other: the
  /// file and the message.
  public var identity: FindingIdentity {
    if let read { return Self.identity(code: diagnostic.code, read: read) }
    if isGroup, let origin = diagnostic.origin {
      return FindingIdentity(code: diagnostic.code, file: origin.location.file, message: origin.name)
    }
    return FindingIdentity(code: diagnostic.code, file: diagnostic.location.file, message: diagnostic.message)
  }

  /// What a baseline knows this finding by: each read's identity for a group (so a
  /// group is known read by read, as its reads were before they were grouped), else
  /// its own.
  public var baselineIdentities: [FindingIdentity] {
    isGroup ? reads.map { Self.identity(code: diagnostic.code, read: $0) } : [identity]
  }

  static func identity(code: String, read: ReadResult) -> FindingIdentity {
    FindingIdentity(code: code, module: read.module, view: read.view, property: read.property, kind: read.kind, key: read.key)
  }
}

/// What makes two findings the same across runs: for a read, its module, view,
/// property and key; otherwise the file and the message (a group's: the name of its
/// place). Never the line, so a baseline and SARIF fingerprints survive edits above
/// the finding.
public struct FindingIdentity: Hashable, Sendable {
  public var code: String
  public var module, view, property, kind, key: String?
  public var file, message: String?

  public init(code: String, module: String? = nil, view: String? = nil, property: String? = nil,
              kind: String? = nil, key: String? = nil, file: String? = nil, message: String? = nil) {
    self.code = code; self.module = module; self.view = view; self.property = property
    self.kind = kind; self.key = key; self.file = file; self.message = message
  }

  /// The identity as one line, fields in a fixed order.
  public var canonical: String {
    [code, module, view, property, kind, key, file, message].map { $0 ?? "" }.joined(separator: "\u{1F}")
  }

  /// A stable hash of the identity (FNV-1a, 64 bits, hex): SARIF's partialFingerprints.
  public var fingerprint: String {
    let hex = String(StableHash.of(canonical.utf8), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
