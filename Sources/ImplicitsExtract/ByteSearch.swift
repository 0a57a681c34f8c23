/// Substring search over UTF-8 bytes. The searches that run once per file (a marker,
/// `#if`, a changed project name) use it: Foundation's `String.contains` converts the
/// whole text first, which showed in profiles of a first index.
public enum ByteSearch {
  /// Where `pattern` first occurs in `text` at or after `from`.
  public static func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>,
                                from: Int = 0) -> Int? {
    guard pattern.count <= text.count, let first = pattern.first else { return nil }
    var start = from
    let last = text.count - pattern.count
    while start <= last {
      if text[start] == first {
        var matched = 1
        while matched < pattern.count && text[start + matched] == pattern[matched] { matched += 1 }
        if matched == pattern.count { return start }
      }
      start += 1
    }
    return nil
  }

  public static func contains(_ pattern: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    pattern.withUnsafeBufferPointer { contains($0, in: text) }
  }

  public static func contains(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    firstIndex(of: pattern, in: text) != nil
  }

  public static func contains(_ pattern: String, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { contains(Array(pattern.utf8), in: $0) }
  }

  public static func contains(_ pattern: String, in text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { contains(Array(pattern.utf8), in: $0) }
      ?? contains(pattern, in: Array(text.utf8))
  }
}
