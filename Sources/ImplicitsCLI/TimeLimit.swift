import Foundation
import ImplicitsStore

/// Stops a long query: SQLite's progress handler checks a deadline (and Ctrl-C) while
/// a statement runs, and aborts it with SQLITE_INTERRUPT. Only commands run through
/// `run(seconds:)` are limited; the proof's own queries never are.
final class TimeLimit: @unchecked Sendable {
  private var deadline: Date?
  struct Exceeded: Error, CustomStringConvertible {
    var description: String
  }

  func install(on database: Database) {
    database.setProgressHandler(every: 10_000) { [unowned self] in
      guard let deadline else { return false }
      return Signals.interrupted != 0 || Date() > deadline
    }
  }

  /// Runs `body` with the limit; an interrupted statement becomes `Exceeded` with a
  /// message saying what stopped it and how to allow more time.
  func run<T>(seconds: Double, what: String, _ body: () throws -> T) throws -> T {
    deadline = Date().addingTimeInterval(seconds)
    // Ctrl-C stops the statement (the prompt has the same handler already).
    Signals.interrupted = 0
    let previous = signal(SIGINT) { _ in Signals.interrupted = 1 }
    Signals.unblockInteractive()
    defer {
      deadline = nil
      signal(SIGINT, previous)
      Signals.interrupted = 0
    }
    do {
      return try body()
    } catch let error as SQLiteError where error.isInterrupted {
      if Signals.interrupted != 0 { throw Exceeded(description: "\(what): interrupted") }
      throw Exceeded(description: "\(what): stopped after \(Self.format(seconds)) s, the time limit "
        + "(--timeout SECONDS sets it)")
    }
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
