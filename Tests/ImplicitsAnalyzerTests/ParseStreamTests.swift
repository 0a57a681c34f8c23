import Dispatch
import Foundation
import Testing
@testable import ImplicitsIndexer

/// A first index parses on all cores while one writer takes the files in order
/// (IndexPass.parseFiles, ParseStream). With a lookahead, parsing stays at most that many files
/// ahead of the writer, so the facts waiting in memory stay few; every file still
/// arrives, in order, and a writer that stops early holds no worker back.
@Suite("Parse stream: parsing a bounded number of files ahead of the writer")
struct ParseStreamTests {
  /// Counts what the workers and the reader did, from several threads.
  final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private var furthestAhead = 0
    func reading(_ body: () -> Void) { body(); lock.lock(); taken += 1; lock.unlock() }
    func started(_ index: Int) {
      lock.lock()
      furthestAhead = max(furthestAhead, index - taken)
      lock.unlock()
    }
    var ahead: Int { lock.lock(); defer { lock.unlock() }; return furthestAhead }
  }

  @Test("every file arrives in order, and no worker starts more than the lookahead ahead of the reader")
  func boundedAndOrdered() {
    let count = 400
    let lookahead = 8
    let stream = ParseStream(count: count, lookahead: lookahead)
    let tally = Tally()
    let workers = DispatchGroup()
    DispatchQueue.global().async(group: workers) {
      DispatchQueue.concurrentPerform(iterations: count) { index in
        stream.waitForRoom(index)
        tally.started(index)
        stream.put(index, Indexer.FileWork(hash: "\(index)", facts: nil))
      }
    }
    var hashes: [String] = []
    for index in 0..<count {
      // A slow reader: without the bound the workers would run to the end.
      if index % 50 == 0 { Thread.sleep(forTimeInterval: 0.01) }
      tally.reading { hashes.append(stream.take(index).hash) }
    }
    #expect(workers.wait(timeout: .now() + 30) == .success)
    #expect(hashes == (0..<count).map { "\($0)" })
    // The tally's count of taken files trails the stream's by at most the one being taken.
    #expect(tally.ahead <= lookahead)
  }

  @Test("without a lookahead (parse first, then compare) every file is parsed before any is taken")
  func unbounded() {
    let count = 100
    let stream = ParseStream(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      stream.waitForRoom(index)
      stream.put(index, Indexer.FileWork(hash: "\(index)", facts: nil))
    }
    #expect((0..<count).map { stream.take($0).hash } == (0..<count).map { "\($0)" })
  }

  @Test("a reader that stops early releases the workers it held back")
  func releasedWhenTheReaderStops() {
    let count = 200
    let stream = ParseStream(count: count, lookahead: 4)
    let workers = DispatchGroup()
    DispatchQueue.global().async(group: workers) {
      DispatchQueue.concurrentPerform(iterations: count) { index in
        stream.waitForRoom(index)
        stream.put(index, Indexer.FileWork(hash: "\(index)", facts: nil))
      }
    }
    for index in 0..<10 { _ = stream.take(index) }
    // The writer failed here (IndexPass.run's `defer`).
    stream.release()
    #expect(workers.wait(timeout: .now() + 30) == .success)
  }
}
