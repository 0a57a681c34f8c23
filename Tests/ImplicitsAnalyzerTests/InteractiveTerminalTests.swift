import Foundation
import Testing

/// The prompt as a person meets it: implicits-query runs in a pseudo-terminal
/// (a private tmux server), keys are typed into it and the screen is read back.
/// Also the indexing progress line, which appears only on a terminal (`script`).
@Suite("Interactive terminal", .serialized)
struct InteractiveTerminalTests {
  /// A tmux server of our own (its own socket), so nothing else's sessions are touched.
  /// It runs in the foreground (`-D`) as our child: a daemonizing server would inherit
  /// the descriptor Foundation watches to see a child exit, and the test would hang.
  /// Clients use `-N`, so they never start a server of their own.
  final class Terminal {
    let socket: String
    let session = "implicits"
    private let server = Process()

    init(command: String, in folder: URL) throws {
      // One socket per server: a new server must never meet the last one's socket.
      socket = folder.appendingPathComponent("tmux-\(Int.random(in: 0..<1_000_000)).sock").path
      server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      server.arguments = ["tmux", "-D", "-S", socket]
      server.environment = Self.environment
      server.standardInput = FileHandle.nullDevice
      server.standardOutput = FileHandle.nullDevice
      server.standardError = FileHandle.nullDevice
      try Self.withSignalsUnblocked { try server.run() }
      let deadline = Date().addingTimeInterval(10)
      while !FileManager.default.fileExists(atPath: socket), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      try tmux(["new-session", "-d", "-s", session, "-x", "150", "-y", "60",
                "cd '\(folder.path)' && NO_COLOR=1 '\(command)'"])
    }

    /// Leaves the program, then stops the server.
    deinit {
      if isRunning {
        _ = try? tmux(["send-keys", "-t", session, "C-u", "quit", "Enter"])
        let deadline = Date().addingTimeInterval(5)
        while isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
      }
      _ = try? tmux(["kill-server"])
      server.waitUntilExit()
    }

    /// A child inherits the signal mask of the thread that starts it, and test threads
    /// block nearly every signal: a server started so would never hear SIGCHLD, never
    /// reap its pane and never exit. Started with nothing blocked, it behaves.
    static func withSignalsUnblocked(_ body: () throws -> Void) rethrows {
      var none = sigset_t(), previous = sigset_t()
      sigemptyset(&none)
      pthread_sigmask(SIG_SETMASK, &none, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      try body()
    }

    static var environment: [String: String] {
      var environment = ProcessInfo.processInfo.environment
      environment["TMUX"] = nil
      return environment
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["tmux", "-N", "-S", socket] + arguments
      process.environment = Self.environment
      let out = Pipe()
      process.standardOutput = out
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Types text literally (no key names), or presses named keys (`Tab`, `Up`, `Enter`).
    func type(_ text: String) throws { try tmux(["send-keys", "-t", session, "-l", text]) }
    func press(_ keys: String...) throws { try tmux(["send-keys", "-t", session] + keys) }

    /// The whole screen and its scrollback.
    func screen() throws -> String { try tmux(["capture-pane", "-p", "-J", "-S", "-1000", "-t", session]).output }

    var isRunning: Bool { (try? tmux(["has-session", "-t", session]).status) == 0 }

    /// Waits (up to 15 s) until the screen satisfies `condition`; records the screen if not.
    @discardableResult
    func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> Bool {
      let deadline = Date().addingTimeInterval(15)
      var text = ""
      while Date() < deadline {
        text = try screen()
        if condition(text) { return true }
        Thread.sleep(forTimeInterval: 0.1)
      }
      Issue.record("timed out waiting for \(what); the screen:\n\(text)")
      return false
    }

    func waitFor(_ text: String) throws { try waitFor("'\(text)'") { $0.contains(text) } }

    /// The line the cursor is on: the prompt and what has been typed.
    func promptLine() throws -> String {
      // Trailing blanks are the terminal's, not typed.
      let line = try screen().split(separator: "\n").last { $0.hasPrefix("implicits> ") } ?? ""
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
  }

  static func occurrences(of text: String, in screen: String) -> Int { screen.components(separatedBy: text).count - 1 }

  @Test func completionHistoryErrorsAndQuitAtThePrompt() throws {
    let folder = try ReportFormatTests.indexedShop()
    let query = CommandLineTests.binaries.appendingPathComponent("implicits-query").path
    let history = folder.appendingPathComponent(".implicits/history")
    do {
      let terminal = try Terminal(command: query, in: folder)
      try terminal.waitFor("implicits-query: 3 views, 3 reads: 2 satisfied, 1 unsatisfied")
      try terminal.waitFor("implicits> ")

      // Completion: a command, then a View.property (the common prefix first).
      try terminal.type("wh")
      try terminal.press("Tab")
      try terminal.waitFor("the command completed") { _ in (try? terminal.promptLine()) == "implicits> why" }
      try terminal.type("Checkout.n")
      try terminal.press("Tab")
      try terminal.waitFor("the read completed") { _ in (try? terminal.promptLine()) == "implicits> why Checkout.network" }
      try terminal.press("Enter")
      try terminal.waitFor("Checkout.network: @Implicit NetworkService is UNSATISFIED")

      // An unknown command: a clear error, and the prompt carries on.
      try terminal.type("frobnicate")
      try terminal.press("Enter")
      try terminal.waitFor("unknown command 'frobnicate'")

      // History: two steps up is the `why`; Enter runs it again.
      try terminal.press("Up")
      try terminal.waitFor("the previous command") { _ in (try? terminal.promptLine()) == "implicits> frobnicate" }
      try terminal.press("Up")
      try terminal.waitFor("the command before") { _ in (try? terminal.promptLine()) == "implicits> why Checkout.network" }
      try terminal.press("Enter")
      try terminal.waitFor("the why shown twice") { Self.occurrences(of: "is UNSATISFIED", in: $0) == 2 }

      try terminal.type("quit")
      try terminal.press("Enter")
      let deadline = Date().addingTimeInterval(10)
      while terminal.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
      #expect(!terminal.isRunning, "quit ends the program (and so the terminal)")
    }

    let lines = try String(contentsOf: history, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(lines == ["why Checkout.network", "frobnicate", "why Checkout.network", "quit"])

    // The next session starts with that history.
    let again = try Terminal(command: query, in: folder)
    try again.waitFor("implicits> ")
    try again.press("Up")
    try again.waitFor("the last command of the previous session") { _ in (try? again.promptLine()) == "implicits> quit" }
    try again.press("Up")
    try again.waitFor("the one before") { _ in (try? again.promptLine()) == "implicits> why Checkout.network" }
  }

  @Test func viewNamesCompleteChoicesAreListedAndCtrlCStopsAQuery() throws {
    let folder = try ReportFormatTests.indexedShop()
    let terminal = try Terminal(command: CommandLineTests.binaries.appendingPathComponent("implicits-query").path, in: folder)
    try terminal.waitFor("implicits> ")
    try terminal.type("reads Che")
    try terminal.press("Tab")
    try terminal.waitFor("the view completed") { _ in (try? terminal.promptLine()) == "implicits> reads Checkout" }
    try terminal.press("C-u")
    // Two reads start with `Checkout.`: TAB completes to there, a second TAB lists both.
    try terminal.type("why Checkout")
    try terminal.press("Tab")
    try terminal.waitFor("the common prefix") { _ in (try? terminal.promptLine()) == "implicits> why Checkout." }
    try terminal.press("Tab")
    try terminal.waitFor("both choices listed") { $0.contains("Checkout.cart") && $0.contains("Checkout.network") }

    // Ctrl-C stops a running query and, at the prompt, only drops the line.
    try terminal.press("C-c")
    try terminal.waitFor("an empty prompt") { _ in (try? terminal.promptLine()) == "implicits>" }
    try terminal.type("sql --timeout 600 WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT COUNT(*) FROM n")
    try terminal.press("Enter")
    Thread.sleep(forTimeInterval: 0.5)
    try terminal.press("C-c")
    try terminal.waitFor("sql: interrupted")
    try terminal.type("entries")
    try terminal.press("Enter")
    try terminal.waitFor("ShopApp.body  scene-body")
    #expect(terminal.isRunning)
  }

  @Test func indexingShowsProgressOnATerminalOnly() throws {
    let folder = try FixtureRunner.makeScratchFolder()
    for index in 1...40 {
      try "import SwiftUI\nstruct Screen\(index): View { var body: some View { Text(\"\") } }\n"
        .write(to: folder.appendingPathComponent("Screen\(index).swift"), atomically: true, encoding: .utf8)
    }
    let index = CommandLineTests.binaries.appendingPathComponent("implicits-index").path
    let typescript = folder.appendingPathComponent("typescript")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["script", "-qfec", "'\(index)' '\(folder.path)'", typescript.path]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let screen = try String(contentsOf: typescript, encoding: .utf8)
    #expect(screen.contains("implicits: parsed 40 files; proving…"))
    #expect(screen.contains("\r\u{1B}[Kimplicits: 40 files (40 parsed)"), "the progress line is erased before the summary")

    // Piped (as in CI), there is no progress line.
    let piped = try CommandLineTests.run("implicits-index", ["--rebuild", folder.path])
    #expect(!piped.stderr.contains("parsing"))
    #expect(!piped.stderr.contains("\u{1B}"))
  }
}
