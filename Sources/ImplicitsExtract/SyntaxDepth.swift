import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// Reliability guard (docs/reliability.md; found by the fuzzer, regression fixture
/// Tests/Fixtures/fuzz/long-modifier-chain.swift). The extractor's walkers, and
/// SwiftSyntax's visitors, recurse once per level of the syntax tree. A chain of a few
/// thousand modifiers (`Text("").padding().padding()...`) is a few thousand levels deep
/// and overflowed the stack of the thread parsing it: the whole `implicits-index` run
/// crashed. Two measures, both invisible for real code:
/// - extraction runs on a thread with a large stack (`LargeStack`);
/// - a tree deeper than `limit` is not walked at all: the file is reported as an
///   `unreadable-file` with the reason, like a file too large to parse.
enum SyntaxDepth {
  /// Real SwiftUI files stay under a few hundred levels (the deepest fixture and
  /// generated app: about 100); 4,000 levels is a chain of about 2,000 modifiers.
  static let limit = 4_000

  /// The depth of the tree when it is deeper than `limit`, else nil: the levels of
  /// nodes other than tokens, all of them (`viewMode: .all`). Iterative: it must not
  /// recurse on the very trees it guards against.
  ///
  /// It walks the raw tree (SwiftSyntax's `RawSyntax` SPI, in the toolchain's modules
  /// and the package alike): the same nodes as `children(viewMode: .all)`, the
  /// present ones, without making a `Syntax` node for each, which took 6% of
  /// extraction in profiles (SyntaxDepthTests compares the two).
  static func exceeding(_ limit: Int, in root: some SyntaxProtocol) -> Int? {
    var pending: [(node: RawSyntax, depth: Int)] = [(root.raw, 1)]
    var deepest = 0
    while let (node, depth) = pending.popLast() {
      deepest = max(deepest, depth)
      guard let layout = node.layoutView else { continue }
      for case let child? in layout.children where !child.isToken {
        pending.append((child, depth + 1))
      }
    }
    return deepest > limit ? deepest : nil
  }
}

/// Runs work on a thread with a large stack and waits for it. Dispatch worker threads
/// (the indexer parses with `concurrentPerform`) have small stacks; the large-stack
/// threads are long-lived workers of a pool (creating one per file cost more system
/// time than the parse), each reserving 256 MB of address space of which only the
/// pages a deep tree touches are used. It waits as long as the work takes: what could
/// take too long is refused before (ParseBudget), by a measure of the input rather than
/// a time limit, which gave other answers on a busy machine.
enum LargeStack {
  static let size = 256 << 20

  final class Job<T>: @unchecked Sendable {
    let body: () -> T
    var result: T?
    let done = DispatchSemaphore(value: 0)
    init(_ body: @escaping () -> T) { self.body = body }
    func run() {
      result = body()
      done.signal()
    }
  }

  static func run<T>(_ body: @escaping () -> T) -> T {
    let job = Job(body)
    Pool.shared.submit(job.run)
    job.done.wait()
    // (The semaphore orders the worker's write of `result` before this read.)
    return job.result!
  }

  /// Workers that take jobs in order, one per core.
  final class Pool: @unchecked Sendable {
    static let shared = Pool(workers: ProcessInfo.processInfo.activeProcessorCount)

    private let condition = NSCondition()
    private var jobs: [() -> Void] = []

    init(workers: Int) {
      for _ in 0..<max(1, workers) { startWorker() }
    }

    func submit(_ job: @escaping () -> Void) {
      condition.lock()
      jobs.append(job)
      condition.signal()
      condition.unlock()
    }

    private func startWorker() {
      let thread = Thread { [self] in
        while true {
          condition.lock()
          while jobs.isEmpty { condition.wait() }
          let job = jobs.removeFirst()
          condition.unlock()
          job()
        }
      }
      thread.stackSize = LargeStack.size
      thread.start()
    }
  }
}
