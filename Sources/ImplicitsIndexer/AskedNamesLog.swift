import Foundation
import ImplicitsExtract

/// What the extraction of each file one configuration's run parsed asked of the
/// project's names (FileFacts.askedNames), by path and content hash, kept from one
/// pass to the next. As hashes (`keys`): a collision only parses a file again. And the
/// digest of the facts written (FactsDigest): a file parsed again whose facts come out
/// the same keeps its rows.
final class AskedNamesLog: @unchecked Sendable {
  private var files: [String: (content: String, asked: [Int32], digest: FactsDigest?)] = [:]
  private let lock = NSLock()

  static func keys(_ names: some Collection<String>) -> [Int32] {
    // String hashing follows String equality (canonical equivalence), as the lookups do.
    Set(names.map { Int32(truncatingIfNeeded: $0.hashValue) }).sorted()
  }

  func removeAll() {
    lock.lock()
    files = [:]
    lock.unlock()
  }

  /// The file was written with facts whose extraction asked these names.
  func record(_ path: String, content: String, _ names: [String], digest: FactsDigest?) {
    let keys = Self.keys(names)
    lock.lock()
    files[path] = (content, keys, digest)
    lock.unlock()
  }

  /// Whether the file's rows, as this run last wrote them from this content, hold facts
  /// with this digest.
  func holds(_ path: String, content: String, digest: FactsDigest?) -> Bool {
    guard let digest else { return false }
    lock.lock()
    defer { lock.unlock() }
    guard let file = files[path] else { return false }
    return file.content == content && file.digest == digest
  }

  /// Whether the extraction that gave the file's facts, from this content, asked one of
  /// these names; nil when this run did not parse that content.
  func mayHaveAsked(_ path: String, content: String, any names: [Int32]) -> Bool? {
    lock.lock()
    let file = files[path]
    lock.unlock()
    guard let file, file.content == content else { return nil }
    var index = 0
    for key in names {  // both sorted
      while index < file.asked.count && file.asked[index] < key { index += 1 }
      if index < file.asked.count && file.asked[index] == key { return true }
    }
    return false
  }
}
