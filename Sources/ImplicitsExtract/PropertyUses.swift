/// Whether a view uses a property anywhere but where it is declared: a word of its
/// declaration's and extensions' text (a run of letters, digits, `_` and `$`) that is
/// the property's name, `$name` (its projected value) or `_name` (its wrapper). Text,
/// not syntax: a name in a comment or a string counts as a use, so the answer errs
/// towards "used", and "declared and never used" is said only when there is no such
/// word at all besides the declaration.
enum PropertyUses {
  /// How many times `name` occurs as a word in the given ranges of `bytes`.
  static func count(_ name: String, in bytes: [UInt8], ranges: [Range<Int>]) -> Int {
    let target = Array(name.utf8)
    var count = 0
    for range in ranges {
      let range = range.clamped(to: 0..<bytes.count)
      var start = range.lowerBound
      while start < range.upperBound {
        guard isWord(bytes[start]) else { start += 1; continue }
        var end = start
        while end < range.upperBound, isWord(bytes[end]) { end += 1 }
        var wordStart = start
        // `$name` and `_name` are uses of `name`.
        if bytes[wordStart] == 0x24 || (bytes[wordStart] == 0x5F && end - wordStart == target.count + 1) { wordStart += 1 }
        if end - wordStart == target.count, bytes[wordStart..<end].elementsEqual(target) { count += 1 }
        start = end
      }
    }
    return count
  }

  private static func isWord(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }
}
