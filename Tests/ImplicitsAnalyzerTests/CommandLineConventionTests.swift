import Foundation
import ImplicitsStore
import ImplicitsVersion
import Testing

/// What a command-line user expects of any tool: `-h`/`--help` everywhere, USAGE
/// lines that name every option, `--version`, completion scripts, colour on a
/// terminal only, `report --output` saying what it wrote, a cache folder that
/// ignores itself.
@Suite("Command line conventions")
struct CommandLineConventionTests {
  static let tools = ["implicits-index", "implicits-query", "implicits-glue"]

  /// The `--x` names of a help's OPTIONS section, and of its USAGE lines.
  static func options(in text: String, section: String) -> Set<String> {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(section) }) else { return [] }
    let body = lines[(start + 1)...].prefix { !$0.isEmpty }
    return Set(body.flatMap { line in
      line.split(separator: " ").filter { $0.hasPrefix("--") || $0.hasPrefix("[--") || $0.hasPrefix("[-h|--") }
        .map { word in
          let name = word.drop { $0 == "[" }.split(separator: "|").last { $0.hasPrefix("--") } ?? ""
          return String(name.prefix { $0.isLetter || $0 == "-" })
        }
    })
  }

  static func usageOptions(_ help: String) -> Set<String> {
    let usage = help.split(separator: "\n\n", maxSplits: 1).first.map(String.init) ?? ""
    return Set(usage.split(separator: " ").flatMap { word in
      word.split(separator: "|").filter { $0.contains("--") }.map { part in
        String(part.drop { $0 != "-" }.prefix { $0.isLetter || $0 == "-" })
      }
    })
  }

  @Test func helpAndShortHelpOnEveryToolAndCommand() throws {
    for tool in Self.tools {
      let long = try CommandLineTests.run(tool, ["--help"])
      let short = try CommandLineTests.run(tool, ["-h"])
      #expect(long.status == 0, "\(tool) --help")
      #expect(short.status == 0, "\(tool) -h: \(short.stderr)")
      #expect(short.stdout == long.stdout, "\(tool): -h is --help")
      #expect(long.stdout.hasPrefix("USAGE: \(tool) "))
    }
    // implicits-index used to index a folder named `-h`; implicits-query said "unknown command".
    let folder = try FixtureRunner.makeScratchFolder()
    let index = try CommandLineTests.run("implicits-index", ["-h"], in: folder)
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".implicits").path))
    #expect(index.stdout.contains("OPTIONS:"))
    // Every command of implicits-query, before or after the command, long or short; no index needed.
    for command in ["why", "reads", "declarations", "paths", "entries", "unsatisfied", "unreachable", "views", "keys",
                    "sql", "report", "docs", "help"] {
      // (`help --help` is the whole help, as `help` is.)
      let variants = command == "help" ? [["help", command]] : [[command, "--help"], [command, "-h"], ["-h", command], ["help", command]]
      for arguments in variants {
        let run = try CommandLineTests.run("implicits-query", arguments, in: folder)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(run.stdout.hasPrefix("usage: \(command)"), "\(arguments): \(run.stdout)")
      }
    }
  }

  /// Every option the OPTIONS list describes is in the USAGE line, and the other way round.
  @Test func usageLinesNameEveryOption() throws {
    for tool in ["implicits-index", "implicits-query"] {
      let help = try CommandLineTests.run(tool, ["--help"]).stdout
      let listed = Self.options(in: help, section: "OPTIONS:")
      let usage = Self.usageOptions(help)
      #expect(listed.count > 4, "\(tool): \(listed)")
      #expect(listed == usage, "\(tool): listed but not in USAGE \(listed.subtracting(usage)), in USAGE but not listed \(usage.subtracting(listed))")
    }
    let report = try CommandLineTests.run("implicits-query", ["report", "--help"]).stdout
    let reportListed = Self.options(in: report, section: "options:")
    let reportUsage = Self.usageOptions(report)
    #expect(reportListed == reportUsage.union(["--help"]), "\(reportListed) vs \(reportUsage)")
    #expect(reportListed.isSuperset(of: ["--format", "--output", "--fail-on", "--baseline", "--write-baseline", "--path-prefix"]))
    let glue = try CommandLineTests.run("implicits-glue", ["--help"]).stdout
    for option in ["--output", "--sources", "--module", "--then", "--fail-through-compiler", "--help", "--version"] {
      #expect(glue.contains(option), "\(option)")
    }
  }

  /// One version string: the three tools and SARIF's tool.driver.version print it.
  @Test func oneVersionEverywhere() throws {
    for tool in Self.tools {
      let run = try CommandLineTests.run(tool, ["--version"])
      #expect(run.status == 0)
      #expect(run.stdout == "\(tool) \(ImplicitsVersion.current)\n")
    }
    let folder = try CommandLineTests.project()
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    let sarif = try CommandLineTests.run("implicits-query", ["report", "--format", "sarif"], in: folder)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try #require((object["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["version"] as? String == ImplicitsVersion.current)
  }

  /// The scripts parse in their shells and complete commands, options and their values.
  @Test func completionScripts() throws {
    let scratch = try FixtureRunner.makeScratchFolder()
    for tool in ["implicits-index", "implicits-query"] {
      for shell in ["bash", "zsh", "fish"] {
        let run = try CommandLineTests.run(tool, ["--generate-completion-script", shell])
        #expect(run.status == 0)
        let file = scratch.appendingPathComponent("\(tool).\(shell)")
        try run.stdout.write(to: file, atomically: true, encoding: .utf8)
        guard let path = Self.which(shell) else { continue }
        #expect(Reliability.shell(path, ["-n", file.path]) == 0, "\(shell) -n \(tool)")
      }
    }
    let bad = try CommandLineTests.run("implicits-query", ["--generate-completion-script", "tcsh"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("takes bash, zsh or fish, not 'tcsh'"))

    // bash: call the completion function as bash would, and read COMPREPLY.
    func bash(_ tool: String, _ words: String) throws -> String {
      let script = scratch.appendingPathComponent("\(tool).bash").path
      let function = "_" + tool.replacingOccurrences(of: "-", with: "_")
      let run = try CommandLineTests.run("/bin/bash", ["-c", """
        source '\(script)'
        COMP_WORDS=(\(words)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); \(function); echo "${COMPREPLY[*]}"
        """])
      return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    #expect(try bash("implicits-query", "implicits-query wh") == "why")
    #expect(try bash("implicits-query", "implicits-query re") == "reads report")
    #expect(try bash("implicits-query", "implicits-query --db x.sqlite report --fail") == "--fail-on")
    #expect(try bash("implicits-query", "implicits-query report --format s") == "sarif")
    #expect(try bash("implicits-query", "implicits-query why --format ''") == "text json dot")
    #expect(try bash("implicits-query", "implicits-query help un") == "unsatisfied unreachable")
    #expect(try bash("implicits-index", "implicits-index --preview-findings ''") == "error warning off")
    #expect(try bash("implicits-index", "implicits-index --str") == "--strict-environment")
    #expect(try bash("implicits-index", "implicits-index --generate-completion-script z") == "zsh")

    if let fish = Self.which("fish") {
      let script = scratch.appendingPathComponent("implicits-query.fish").path
      let run = try CommandLineTests.run(fish, ["-c", "source '\(script)'; complete -C 'implicits-query report --fail-on '"])
      #expect(run.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } == ["any", "app", "never", "unproven"],
              "\(run.stdout)")
    }
    if let zsh = Self.which("zsh") {
      let script = scratch.appendingPathComponent("implicits-query.zsh").path
      let run = try CommandLineTests.run(zsh, ["-f", "-c", "autoload -U compinit; compinit -u; source '\(script)'; print $_comps[implicits-query]"])
      #expect(run.stdout == "_implicits_query\n", "\(run.stdout) \(run.stderr)")
    }
  }

  static func which(_ program: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let path = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Diagnostics are coloured on a terminal (`script` gives the tool one), never when
  /// piped, and never with NO_COLOR.
  @Test func colourOnATerminalOnly() throws {
    let folder = try CommandLineTests.project()
    let piped = try CommandLineTests.run("implicits-index", [folder.path])
    #expect(!piped.stdout.contains("\u{1B}["))
    func onTerminal(_ setting: String) throws -> String {
      let typescript = folder.appendingPathComponent("typescript-\(UUID().uuidString)")
      let index = CommandLineTests.binaries.appendingPathComponent("implicits-index").path
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [setting, "script", "-qfec", "'\(index)' '\(folder.path)'", typescript.path]
      // Only what this test sets decides (the test runner may have NO_COLOR set).
      process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return try String(contentsOf: typescript, encoding: .utf8)
    }
    let coloured = try onTerminal("TERM=xterm")
    #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m @Implicit NetworkService of Checkout.network"), "\(coloured)")
    #expect(coloured.contains("\u{1B}[1;36mnote:\u{1B}[0m Checkout() is shown here"))
    let plain = try onTerminal("NO_COLOR=1")
    #expect(plain.contains("error: @Implicit NetworkService of Checkout.network"))
    #expect(!plain.contains("\u{1B}[1;31m"), "\(plain)")
  }

  /// `report --output FILE` writes the report and says so on standard error in one
  /// line; its exit status is still --fail-on's (1: an unsatisfied read of the app).
  @Test func reportOutputSaysWhatItWrote() throws {
    let folder = try CommandLineTests.project()
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    let run = try CommandLineTests.run("implicits-query", ["report", "--format", "sarif", "--output", "out/report.sarif"],
                                       in: folder)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr == "wrote out/report.sarif: 1 error, 0 warnings\n")
    #expect(run.status == 1, "the unsatisfied read fails the run under --fail-on app, after writing the file")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/report.sarif").path))
    let never = try CommandLineTests.run("implicits-query", ["report", "--output", "r.json", "--fail-on", "never"], in: folder)
    #expect(never.status == 0)
    #expect(never.stderr == "wrote r.json: 1 error, 0 warnings\n")
  }

  /// The `.implicits` folder implicits-index makes has a `.gitignore` of `*`; one the
  /// user already has is left as it is.
  @Test func theIndexFolderIgnoresItself() throws {
    let folder = try CommandLineTests.project()
    _ = try CommandLineTests.run("implicits-index", [folder.path])
    let ignore = folder.appendingPathComponent(".implicits/.gitignore")
    let text = try String(contentsOf: ignore, encoding: .utf8)
    #expect(text.split(separator: "\n").contains("*"))
    #expect(text == IndexStore.gitignore)
    try "index.sqlite\n".write(to: ignore, atomically: true, encoding: .utf8)
    _ = try CommandLineTests.run("implicits-index", ["--rebuild", folder.path])
    #expect(try String(contentsOf: ignore, encoding: .utf8) == "index.sqlite\n", "an existing folder is not touched")
    // `git status` in a repository shows nothing of it.
    if let git = Self.which("git") {
      _ = Reliability.shell(git, ["-C", folder.path, "init", "-q"])
      try FileManager.default.removeItem(at: folder.appendingPathComponent(".implicits"))
      _ = try CommandLineTests.run("implicits-index", [folder.path])
      let status = try CommandLineTests.run(git, ["-C", folder.path, "status", "--porcelain", "--untracked-files=all"])
      #expect(status.stdout == "?? Shop.swift\n", "\(status.stdout)")
    }
  }
}
