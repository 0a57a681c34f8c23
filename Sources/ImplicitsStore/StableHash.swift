/// FNV-1a, 64 bits: a fast hash that is the same on every run and every machine
/// (Swift's `Hasher` is seeded per process), for change detection and stamps: file
/// contents, schema versions, symbol and settings fingerprints, report fingerprints.
public enum StableHash {
  public static let offsetBasis: UInt64 = 0xcbf29ce484222325

  @inlinable
  public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 { fold(offsetBasis, bytes) }

  /// The hash of the parts one after the other, as of their concatenation, without
  /// making it (the schema stamp: 0.5 MB of SQL at every start).
  public static func of(parts: [String]) -> UInt64 {
    parts.reduce(offsetBasis) { fold($0, $1.utf8) }
  }

  /// `hash` continued over `bytes`. Contiguous bytes (a native string's UTF-8, an
  /// array) are read through a buffer: several times faster than an iterator.
  @inlinable
  public static func fold(_ hash: UInt64, _ bytes: some Sequence<UInt8>) -> UInt64 {
    if let folded = bytes.withContiguousStorageIfAvailable({ buffer in
      var hash = hash
      for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
      return hash
    }) { return folded }
    var hash = hash
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    return hash
  }

  /// Lowercase hex without leading zeros.
  @inlinable
  public static func hex(_ text: String) -> String { String(of(text.utf8), radix: 16) }
}
