import Foundation

/// Results of concurrent workers, one slot per file, taken in input order by one
/// reader that waits for the slot it needs (the writer, while the rest still parse).
/// With a `lookahead`, a worker starts on file `index` only once the reader has taken
/// every file before `index - lookahead`, so at most that many files' facts wait in
/// memory. Workers take indexes in increasing order (concurrentPerform), so the file the
/// reader waits for is never one held back: it is below the bound.
final class ParseStream: @unchecked Sendable {
  /// Files parsed ahead of the writer on a first index: enough to keep every core busy
  /// while the writer catches up, few enough that their facts stay small.
  static let lookahead = 256
  private var storage: [Indexer.FileWork?]
  private var waitingFor = -1
  /// Slots below this were taken.
  private var taken = 0
  private let lookahead: Int?
  private let condition = NSCondition()
  init(count: Int, lookahead: Int? = nil) {
    storage = Array(repeating: nil, count: count)
    self.lookahead = lookahead
  }

  /// Returns once file `index` may be parsed (at once without a lookahead).
  func waitForRoom(_ index: Int) {
    guard let lookahead else { return }
    condition.lock()
    while index >= taken + lookahead { condition.wait() }
    condition.unlock()
  }

  /// No file waits for the reader any more (it stops taking).
  func release() {
    condition.lock()
    taken = storage.count
    condition.broadcast()
    condition.unlock()
  }

  func put(_ index: Int, _ value: Indexer.FileWork) {
    condition.lock()
    storage[index] = value
    if index == waitingFor { condition.broadcast() }
    condition.unlock()
  }

  /// The result of file `index`, once parsed; its slot is emptied (memory goes as the
  /// facts are written).
  func take(_ index: Int) -> Indexer.FileWork {
    condition.lock()
    defer { condition.unlock() }
    while storage[index] == nil {
      waitingFor = index
      condition.wait()
    }
    waitingFor = -1
    let value = storage[index]!
    storage[index] = nil
    if lookahead != nil, index + 1 > taken {
      taken = index + 1
      condition.broadcast()
    }
    return value
  }
}
