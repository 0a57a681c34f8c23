/// FNV-1a, 64 bits: a fast hash that is the same on every run and every machine
/// (Swift's `Hasher` is seeded per process), for change detection and stamps: file
/// contents, schema versions, symbol and settings fingerprints, report fingerprints.
public enum StableHash {
  @inlinable
  public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
    // Contiguous bytes (a native string's UTF-8, an array) are read through a buffer:
    // several times faster than the sequence's iterator (the schema stamp, 0.5 MB of SQL).
    if let hash = bytes.withContiguousStorageIfAvailable({ ofBuffer($0) }) { return hash }
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    return hash
  }

  @inlinable
  static func ofBuffer(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    return hash
  }

  /// Lowercase hex without leading zeros.
  @inlinable
  public static func hex(_ text: String) -> String { String(of(text.utf8), radix: 16) }
}
