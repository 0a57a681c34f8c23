import ImplicitsStore

/// One diagnostic as CI sees it: with the read it is about (if any), an identity that
/// survives edits that only move code, and whether a baseline already knows it.
public struct Finding: Sendable {
  public var diagnostic: Diagnostic
  /// The read the diagnostic is reported at (an unsatisfied read, a read's warning).
  public var read: ReadResult?
  /// In the baseline: reported as known, never fails the run.
  public var isKnown = false

  public var identity: FindingIdentity {
    if let read {
      return FindingIdentity(code: diagnostic.code, module: read.module, view: read.view,
                             property: read.property, kind: read.kind, key: read.key)
    }
    return FindingIdentity(code: diagnostic.code, file: diagnostic.location.file, message: diagnostic.message)
  }
}

/// What makes two findings the same across runs: for a read, its module, view,
/// property and key; otherwise the file and the message. Never the line, so a
/// baseline and SARIF fingerprints survive edits above the finding.
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
