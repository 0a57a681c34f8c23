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

/// Reliability guard (found by the fuzzer: Tests/Fixtures/fuzz/nested-brackets.swift).
/// SwiftParser's lookahead for collection and inline-array types
/// (`canParseCollectionTypeBody`) takes time exponential in the nesting of `[`: 20
/// levels take 5 s, 22 take 20 s, 49 (a fuzzed `var flag[[[[...`) would take years,
/// and `implicits-index` hung. A file whose brackets nest deeper than `limit` is not
/// parsed: it is reported as an `unreadable-file` with the reason.
enum BracketDepth {
  /// 16 levels cost the parser about 0.3 s per construct; real code nests arrays a few
  /// levels deep.
  static let limit = 16

  /// The deepest nesting of `[` outside comments and string literals (interpolations
  /// are code), when deeper than `limit`, else nil. A light lexer of comments and
  /// string literals: plain, multi-line, raw (`#"..."#`), with interpolations.
  static func exceeding(_ limit: Int, in source: String) -> Int? {
    enum Context { case code(parentheses: Int), string(triple: Bool, hashes: Int) }
    let bytes = Array(source.utf8)
    var contexts: [Context] = [.code(parentheses: 0)]
    var depth = 0, deepest = 0, index = 0
    func at(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
    let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    let hash = UInt8(ascii: "#")
    /// Whether `count` hashes follow `offset`.
    func hashes(_ count: Int, after offset: Int) -> Bool { (0..<count).allSatisfy { at(offset + $0) == hash } }
    while index < bytes.count {
      let byte = bytes[index]
      switch contexts[contexts.count - 1] {
      case .code(let parentheses):
        switch byte {
        case UInt8(ascii: "["):
          depth += 1
          deepest = max(deepest, depth)
        case UInt8(ascii: "]"):
          depth = max(0, depth - 1)
        case UInt8(ascii: "("):
          contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
        case UInt8(ascii: ")"):
          if parentheses == 0 && contexts.count > 1 {
            contexts.removeLast()  // the end of an interpolation: back in its string
          } else {
            contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
          }
        case slash where at(1) == slash:
          while index < bytes.count && bytes[index] != newline { index += 1 }
          continue
        case slash where at(1) == star:
          var comments = 1
          index += 2
          while index < bytes.count && comments > 0 {
            if bytes[index] == slash && at(1) == star { comments += 1; index += 1 }
            else if bytes[index] == star && at(1) == slash { comments -= 1; index += 1 }
            index += 1
          }
          continue
        case quote, hash:
          var count = 0
          while at(count) == hash { count += 1 }
          guard at(count) == quote else { index += max(count, 1); continue }
          let triple = at(count + 1) == quote && at(count + 2) == quote
          contexts.append(.string(triple: triple, hashes: count))
          index += count + (triple ? 3 : 1)
          continue
        default:
          break
        }
      case .string(let triple, let count):
        if byte == UInt8(ascii: "\\") && hashes(count, after: 1) {
          if at(count + 1) == UInt8(ascii: "(") { contexts.append(.code(parentheses: 0)) }
          index += count + 2
          continue
        }
        let closing = triple ? at(1) == quote && at(2) == quote : true
        if byte == newline && !triple {
          contexts.removeLast()  // an unterminated string ends with its line
        } else if byte == quote && closing && hashes(count, after: triple ? 3 : 1) {
          contexts.removeLast()
          index += (triple ? 3 : 1) + count
          continue
        }
      }
      index += 1
    }
    return deepest > limit ? deepest : nil
  }
}

/// Runs work on a thread with a large stack and waits for it, for a while. Dispatch
/// worker threads (the indexer parses with `concurrentPerform`) have small stacks; the
/// large-stack threads are long-lived workers of a pool (creating one per file cost
/// more system time than the parse), each reserving 256 MB of address space of which
/// only the pages a deep tree touches are used.
enum LargeStack {
  static let size = 256 << 20

  final class Job<T>: @unchecked Sendable {
    let body: () -> T
    var result: T?
    let done = DispatchSemaphore(value: 0)
    let lock = NSLock()
    init(_ body: @escaping () -> T) { self.body = body }
    func run() {
      let value = body()
      lock.lock()
      result = value
      lock.unlock()
      done.signal()
    }
  }

  /// nil when `body` has not finished within `timeout` seconds: it goes on running,
  /// but the caller goes on without it (a watchdog for parser pathologies no guard
  /// knows yet; the thread ends with the process, and the pool starts a new worker
  /// in its place).
  static func run<T>(timeout: Double, _ body: @escaping () -> T) -> T? {
    let job = Job(body)
    let pool = Pool.shared
    pool.submit(job.run)
    guard job.done.wait(timeout: .now() + timeout) == .success else {
      pool.replaceStuckWorker()
      return nil
    }
    job.lock.lock()
    defer { job.lock.unlock() }
    return job.result
  }

  /// Workers that take jobs in order. One per core; a worker stuck past its job's
  /// timeout is left running and a new one takes its place.
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

    func replaceStuckWorker() { startWorker() }

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
