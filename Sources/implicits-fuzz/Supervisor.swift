import Foundation

/// Runs workers (this executable, `worker` mode) one after another until the time or
/// iteration budget is spent. A worker that dies by a signal or exits with an error
/// is a crash at the iteration it announced last; one that says nothing for
/// `hangSeconds` is a hang (killed). Either way the input is saved and a new worker
/// continues with the next iteration.
struct Supervisor {
  var seed: UInt64
  var seconds: Double
  var iterations: Int
  var first = 0
  var corpus: [URL]
  var crashes: URL
  var indexEvery: Int
  var hangSeconds: Double
  /// Options a reproduction needs besides the seed (a non-default corpus).
  var reproduceOptions = ""

  struct Finding {
    var kind: String  // crash, hang, failure
    var iteration: Int
    var detail: String
    var saved: String
  }

  /// What the workers reported so far.
  struct Tally {
    /// The next iteration to run.
    var next: Int
    var extracted = 0, indexed = 0, workers = 0
    var findings: [Finding] = []
    /// Iterations that took more than 10 s: not failures, listed for study (a parse
    /// pathology ParseBudget does not know yet shows here first).
    var slow: [Finding] = []
    var checksum: UInt64 = 0xcbf29ce484222325
  }

  func run() -> Int32 {
    let start = Date()
    let deadline = start.addingTimeInterval(seconds)
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("implicits-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: state) }
    let last = first + iterations - 1
    var tally = Tally(next: first)
    while tally.next <= last && Date() < deadline {
      tally.workers += 1
      let worker = Process()
      worker.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      worker.arguments = ["worker", "--seed", String(seed), "--first", String(tally.next), "--last", String(last),
                          "--deadline", String(deadline.timeIntervalSince1970), "--state", state.path,
                          "--index-every", String(indexEvery)] + corpus.flatMap { ["--corpus", $0.path] }
      let output = Pipe()
      worker.standardOutput = output
      let errors = state.appendingPathComponent("stderr.txt")
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      worker.standardError = try? FileHandle(forWritingTo: errors)
      do { try worker.run() } catch {
        print("implicits-fuzz: cannot start a worker: \(error)")
        return 2
      }
      let (current, hung) = follow(worker, output: output, state: state, tally: &tally)
      worker.waitUntilExit()
      if let iteration = current {
        // It announced an input and never finished it.
        let diedBySignal = worker.terminationReason == .uncaughtSignal
        let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let detail = hung ? "no progress for \(Int(hangSeconds)) s (killed)"
          : diedBySignal ? "killed by signal \(worker.terminationStatus)" : "exited with \(worker.terminationStatus)"
        let kind = hung ? "hang" : "crash"
        let saved = save(kind: kind, iteration: iteration, detail: detail + "\n\n" + String(stderr.suffix(6_000)), state: state)
        tally.findings.append(Finding(kind: kind, iteration: iteration, detail: detail, saved: saved))
        tally.next = iteration + 1
      } else if worker.terminationStatus != 0 {
        print("implicits-fuzz: a worker failed outside an iteration (status \(worker.terminationStatus)); stopping")
        break
      }
    }
    printSummary(tally, elapsed: Date().timeIntervalSince(start))
    return tally.findings.isEmpty ? 0 : 1
  }

  /// Reads what a worker says until it ends (or hangs: killed after `hangSeconds` of
  /// silence): the iteration it announced last and did not finish, and whether it hung.
  func follow(_ worker: Process, output: Pipe, state: URL, tally: inout Tally) -> (current: Int?, hung: Bool) {
    var current: Int?
    var hung = false
    var lines = LineReader(descriptor: output.fileHandleForReading.fileDescriptor)
    var lastHeard = Date()
    while true {
      switch lines.next(timeout: 1) {
      case .line(let line):
        lastHeard = Date()
        heard(line, state: state, current: &current, tally: &tally)
      case .timeout:
        if Date().timeIntervalSince(lastHeard) > hangSeconds {
          kill(worker.processIdentifier, SIGKILL)
          hung = true
        }
      case .end:
        return (current, hung)
      }
    }
  }

  /// One line of a worker: `input N [hash]`, `done N [index]`, `slow N detail` or
  /// `failure N detail`.
  func heard(_ line: String, state: URL, current: inout Int?, tally: inout Tally) {
    let words = line.split(separator: " ", maxSplits: 2).map(String.init)
    guard words.count >= 2, let number = Int(words[1]) else { return }
    switch words[0] {
    case "input":
      current = number
      if words.count == 3, let hash = UInt64(words[2], radix: 16) { tally.checksum = (tally.checksum ^ hash) &* 0x100000001b3 }
    case "done":
      current = nil
      tally.next = number + 1
      if words.count == 3 && words[2] == "index" { tally.indexed += 1 } else { tally.extracted += 1 }
    case "slow":
      let saved = save(kind: "slow", iteration: number, detail: words.count == 3 ? words[2] : "", state: state)
      tally.slow.append(Finding(kind: "slow", iteration: number, detail: words.count == 3 ? words[2] : "", saved: saved))
    case "failure":
      let saved = save(kind: "failure", iteration: number, detail: words.count == 3 ? words[2] : "", state: state)
      tally.findings.append(Finding(kind: "failure", iteration: number, detail: words.count == 3 ? words[2] : "", saved: saved))
    default: break
    }
  }

  func printSummary(_ tally: Tally, elapsed: Double) {
    let (findings, workers) = (tally.findings, tally.workers)
    let total = tally.extracted + tally.indexed + findings.filter { $0.kind != "failure" }.count
    print("implicits-fuzz: seed \(seed): \(total) iterations (\(tally.indexed) with indexing) in "
      + String(format: "%.1f", elapsed) + " s, \(String(format: "%.0f", Double(total) / max(elapsed, 0.001))) per second, "
      + "\(workers) worker\(workers == 1 ? "" : "s"); inputs checksum \(String(tally.checksum, radix: 16))")
    let crashes = findings.filter { $0.kind == "crash" }.count
    let hangs = findings.filter { $0.kind == "hang" }.count
    let failures = findings.filter { $0.kind == "failure" }.count
    print("implicits-fuzz: \(crashes) crash\(crashes == 1 ? "" : "es"), \(hangs) hang\(hangs == 1 ? "" : "s"), "
      + "\(failures) failed check\(failures == 1 ? "" : "s")")
    if !tally.slow.isEmpty {
      print("implicits-fuzz: \(tally.slow.count) slow input\(tally.slow.count == 1 ? "" : "s") (over 10 s; "
        + "not a failure): \(tally.slow.map { String($0.iteration) }.joined(separator: ", "))")
    }
    for finding in findings {
      print("  \(finding.kind) at iteration \(finding.iteration): \(finding.detail.prefix(200)) → \(finding.saved)")
      print("    reproduce: implicits-fuzz --seed \(seed) --only \(finding.iteration)\(reproduceOptions)")
    }
  }

  /// Copies the input (and the project, when indexing) to the crashes folder.
  func save(kind: String, iteration: Int, detail: String, state: URL) -> String {
    try? FileManager.default.createDirectory(at: crashes, withIntermediateDirectories: true)
    let name = "\(kind)-s\(seed)-i\(iteration)"
    let file = crashes.appendingPathComponent(name + ".swift")
    try? FileManager.default.removeItem(at: file)
    try? FileManager.default.copyItem(at: state.appendingPathComponent("input.swift"), to: file)
    let project = state.appendingPathComponent("project")
    if FileManager.default.fileExists(atPath: project.path) {
      let copy = crashes.appendingPathComponent(name + "-project")
      try? FileManager.default.removeItem(at: copy)
      try? FileManager.default.copyItem(at: project, to: copy)
    }
    let note = "\(kind) at iteration \(iteration) of seed \(seed)\n"
      + "reproduce: implicits-fuzz --seed \(seed) --only \(iteration)\(reproduceOptions)\n\n\(detail)\n"
    try? note.write(to: crashes.appendingPathComponent(name + ".txt"), atomically: true, encoding: .utf8)
    return file.path
  }
}

/// Lines from a pipe, waiting at most a timeout for each (poll(2)).
struct LineReader {
  let descriptor: Int32
  var buffer: [UInt8] = []
  var ended = false

  init(descriptor: Int32) { self.descriptor = descriptor }

  enum Event { case line(String), timeout, end }

  mutating func next(timeout seconds: Double) -> Event {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[..<newline], as: UTF8.self)
        buffer.removeSubrange(...newline)
        return .line(line)
      }
      if ended { return .end }
      var descriptors = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      let ready = poll(&descriptors, 1, Int32(seconds * 1000))
      if ready == 0 { return .timeout }
      if ready < 0 {
        if errno == EINTR { continue }
        ended = true
        continue
      }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(descriptor, &chunk, chunk.count)
      if count <= 0 {
        ended = true
        if !buffer.isEmpty { buffer.append(UInt8(ascii: "\n")) }
      } else {
        buffer += chunk[..<count]
      }
    }
  }
}
