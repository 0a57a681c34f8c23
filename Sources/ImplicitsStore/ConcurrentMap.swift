import Foundation

/// One result per slot, filled from several threads (behind a lock: the workers are
/// DispatchQueue.concurrentPerform's, not tasks).
public final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Result<Value, Error>?]
  private let lock = NSLock()
  public init(count: Int) { slots = Array(repeating: nil, count: count) }
  public func put(_ index: Int, _ result: Result<Value, Error>) { lock.lock(); slots[index] = result; lock.unlock() }
  /// Every slot's result; call once all are put.
  public func values() -> [Result<Value, Error>] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}

/// `items.map(transform)` with the items spread over the cores, results in item order;
/// the first error, in item order, is thrown once every item is done. Only for items
/// that share nothing mutable (each configuration's index, say, with its own
/// connection and memo): the compiler cannot check that for classes, the caller does.
public func concurrentMap<Item, Value>(_ items: [Item], _ transform: (Item) throws -> Value) throws -> [Value] {
  guard items.count > 1 else { return try items.map(transform) }
  let results = ResultSlots<Value>(count: items.count)
  withoutActuallyEscaping(transform) { transform in
    let work = SharedWork(items: items, transform: transform)
    DispatchQueue.concurrentPerform(iterations: items.count) { position in
      results.put(position, Result { try work.transform(work.items[position]) })
    }
  }
  return try results.values().map { try $0.get() }
}

/// The items and the transform `concurrentMap` hands to its threads, vouched for by
/// its caller.
private final class SharedWork<Item, Value>: @unchecked Sendable {
  let items: [Item]
  let transform: (Item) throws -> Value
  init(items: [Item], transform: @escaping (Item) throws -> Value) {
    self.items = items
    self.transform = transform
  }
}
