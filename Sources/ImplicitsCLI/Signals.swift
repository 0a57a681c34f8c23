import Foundation

/// Ctrl-C and the signal mask. Ctrl-C stops a running query (TimeLimit) and, at the
/// prompt, clears the line instead of ending the session: both only set a flag.
///
/// A process inherits the signal mask of the thread that started it, and threads of
/// Dispatch pools (test runners, build tools) block most signals; the prompt needs
/// Ctrl-C, and a closing terminal must end the program, so those are unblocked.
enum Signals {
  /// Set by SIGINT once `catchInterrupt()` is installed; cleared by whoever checks it.
  nonisolated(unsafe) static var interrupted: sig_atomic_t = 0

  /// From now on Ctrl-C sets `interrupted` rather than ending the program.
  static func catchInterrupt() {
    unblockInteractive()
    signal(SIGINT) { _ in Signals.interrupted = 1 }
  }

  static func unblockInteractive() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&set, signal) }
    sigprocmask(SIG_UNBLOCK, &set, nil)
  }
}
