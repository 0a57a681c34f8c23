import Foundation

// Small values the indexer's threads share, each behind a lock: a start that must
// happen once, a queue of work, a count for progress (results filled in by workers are
// ImplicitsStore's ResultSlots). Locks rather than actors: the workers are
// DispatchQueue.concurrentPerform's and a Thread, not tasks.

/// Runs a closure the first time only, whichever thread asks first.
final class Once: @unchecked Sendable {
  private var done = false
  private let lock = NSLock()
  func run(_ body: () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    guard !done else { return }
    done = true
    body()
  }
}

/// Work items taken in order by whichever thread is free first.
final class WorkQueue<Item>: @unchecked Sendable {
  private var items: [Item]
  private let lock = NSLock()
  init(_ items: [Item]) { self.items = items.reversed() }
  /// The next item, or nil when all are taken.
  func next() -> Item? { lock.lock(); defer { lock.unlock() }; return items.popLast() }
}

/// A value set once by one thread and read by others afterwards.
final class Box<Value>: @unchecked Sendable {
  private var stored: Value
  private let lock = NSLock()
  init(_ value: Value) { stored = value }
  var value: Value {
    get { lock.lock(); defer { lock.unlock() }; return stored }
    set { lock.lock(); stored = newValue; lock.unlock() }
  }
}

/// A count shared by threads (files parsed so far, for progress).
final class Counter: @unchecked Sendable {
  private var value = 0
  private let lock = NSLock()
  func increment() -> Int { lock.lock(); defer { lock.unlock() }; value += 1; return value }
}
