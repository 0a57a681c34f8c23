import Foundation
import Testing
import ImplicitsStore

/// `concurrentMap` (ImplicitsStore/ConcurrentMap.swift): the map the query side runs
/// over the configurations' indexes, one per core.
@Suite("Concurrent map")
struct ConcurrentMapTests {
  struct Failure: Error, Equatable { let item: Int }

  final class Finished: @unchecked Sendable {
    private var items: Set<Int> = []
    private let lock = NSLock()
    func add(_ item: Int) { lock.lock(); items.insert(item); lock.unlock() }
    var all: Set<Int> { lock.lock(); defer { lock.unlock() }; return items }
  }

  @Test func resultsComeInItemOrder() throws {
    let items = Array(0..<200)
    #expect(try concurrentMap(items) { item -> Int in
      // Later items finish first, so the order is not the order of completion.
      if item < 4 { usleep(2_000) }
      return item * item
    } == items.map { $0 * $0 })
    #expect(try concurrentMap([7]) { $0 + 1 } == [8])
    #expect(try concurrentMap([Int]()) { $0 } == [])
  }

  @Test func theFirstErrorInItemOrderIsThrownOnceEveryItemIsDone() {
    let finished = Finished()
    #expect(throws: Failure(item: 3)) {
      try concurrentMap(Array(0..<32)) { item -> Int in
        defer { finished.add(item) }
        // The later failure happens first: the one thrown is still the earlier item's.
        if item == 3 { usleep(5_000); throw Failure(item: 3) }
        if item == 20 { throw Failure(item: 20) }
        return item
      }
    }
    #expect(finished.all == Set(0..<32), "no item is left running when the error is thrown")
  }
}
