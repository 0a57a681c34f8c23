import Foundation
import ImplicitsExtract

/// Facts parsed in one configuration that another can reuse (IndexPass.parseFiles says when).
/// Per file, content and `#if` outcomes (the key), the facts extracted with some names,
/// and those names restricted to the ones extraction asked: reused under other names
/// that restrict to the same.
///
/// Only what another configuration may still ask for is held: the files of several
/// configurations, each until every configuration that has it is parsed, and per
/// configuration the facts of its latest pass (its earlier passes read with names it
/// has since replaced). Held for every file to the end of the run, a large app's facts
/// were most of its peak memory.
final class SharedFacts: @unchecked Sendable {
  private struct Entry {
    var asked: Set<String>
    var names: String
    var work: Indexer.FileWork
    /// The configuration that extracted it.
    var configuration: String
  }
  private var works: [String: [Entry]] = [:]
  private var keysByPath: [String: Set<String>] = [:]
  /// Each file of more than one configuration: those of its configurations not indexed yet.
  private var waiting: [String: Set<String>]
  private let lock = NSLock()

  /// `configurations`: each configuration's name and the paths of its files.
  init(configurations: [(name: String, paths: [String])]) {
    var users: [String: Set<String>] = [:]
    for (name, paths) in configurations {
      for path in paths { users[path, default: []].insert(name) }
    }
    waiting = users.filter { $0.value.count > 1 }
  }

  /// Whether another configuration may still ask for this file's facts.
  func isShared(_ path: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return waiting[path] != nil
  }

  func work(for key: String, names: ProjectNames) -> Indexer.FileWork? {
    lock.lock()
    let candidates = works[key] ?? []
    lock.unlock()
    return candidates.first { $0.names == names.restricted(to: $0.asked).fingerprint }?.work
  }

  func keep(_ work: Indexer.FileWork, path: String, key: String, names: ProjectNames, by configuration: String) {
    let asked = Set(work.facts?.askedNames ?? [])
    let entry = Entry(asked: asked, names: names.restricted(to: asked).fingerprint, work: work,
                      configuration: configuration)
    lock.lock()
    defer { lock.unlock() }
    guard waiting[path] != nil else { return }
    works[key, default: []].removeAll { $0.configuration == configuration }
    works[key, default: []].append(entry)
    keysByPath[path, default: []].insert(key)
  }

  /// A configuration has parsed its files with its final names (or failed): the facts
  /// of files that no configuration still to be parsed has go.
  func finished(_ configuration: String) {
    lock.lock()
    defer { lock.unlock() }
    for (path, names) in waiting where names.contains(configuration) {
      var left = names
      left.remove(configuration)
      if left.isEmpty {
        waiting[path] = nil
        for key in keysByPath[path] ?? [] { works[key] = nil }
        keysByPath[path] = nil
      } else {
        waiting[path] = left
      }
    }
  }
}
