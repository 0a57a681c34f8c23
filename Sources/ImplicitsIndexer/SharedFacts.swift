import Foundation
import ImplicitsExtract

/// Facts parsed in one configuration that another can reuse (IndexPass.parseFiles says when).
/// Per file, content and `#if` outcomes (the key), the facts extracted with some names,
/// and those names restricted to the ones extraction asked: reused under other names
/// that restrict to the same.
final class SharedFacts: @unchecked Sendable {
  private var works: [String: [(asked: Set<String>, names: String, work: Indexer.FileWork)]] = [:]
  private let lock = NSLock()
  func work(for key: String, names: ProjectNames) -> Indexer.FileWork? {
    lock.lock()
    let candidates = works[key] ?? []
    lock.unlock()
    return candidates.first { $0.names == names.restricted(to: $0.asked).fingerprint }?.work
  }
  func keep(_ work: Indexer.FileWork, for key: String, names: ProjectNames) {
    let asked = Set(work.facts?.askedNames ?? [])
    let entry = (asked, names.restricted(to: asked).fingerprint, work)
    lock.lock()
    works[key, default: []].append(entry)
    lock.unlock()
  }
}
