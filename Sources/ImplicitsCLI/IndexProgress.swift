import Foundation

/// `implicits-index` on a terminal: `implicits: parsing 120/4000 files` on standard
/// error while files are parsed, then `proving…` until the index is written. The line
/// is erased when indexing ends, so what stays is the diagnostics and the summary.
/// Never shown when standard error is not a terminal (CI logs, pipes).
final class IndexProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var lastDrawn = Date.distantPast
  private var highest = 0
  private var isShown = false

  /// A progress line if standard error is a terminal, else nil.
  static func onTerminal() -> IndexProgress? {
    Terminal.isTerminal(STDERR_FILENO) ? IndexProgress() : nil
  }

  /// Called by the indexer's parsing workers, concurrently; redrawn at most ten times a
  /// second, and never backwards (workers report out of order).
  func update(parsed: Int, total: Int) {
    lock.lock()
    defer { lock.unlock() }
    guard parsed > highest else { return }
    highest = parsed
    let now = Date()
    guard parsed == total || now.timeIntervalSince(lastDrawn) >= 0.1 else { return }
    lastDrawn = now
    write("\r\u{1B}[K" + (parsed == total ? "implicits: parsed \(total) files; proving…"
                                          : "implicits: parsing \(parsed)/\(total) files"))
    isShown = true
  }

  /// Erases the line (call when indexing ends, also on failure).
  func finish() {
    lock.lock()
    defer { lock.unlock() }
    if isShown { write("\r\u{1B}[K") }
    isShown = false
  }

  private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
