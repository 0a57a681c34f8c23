import ImplicitsStore

/// A stable hash of the file's bytes and its size: enough to tell an edited file
/// from an unchanged one.
enum ContentHash {
  static func of(_ bytes: [UInt8]) -> String {
    String(StableHash.of(bytes), radix: 16) + ":" + String(bytes.count)
  }
}
