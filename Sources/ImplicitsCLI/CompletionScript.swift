import ImplicitsVersion

/// `--generate-completion-script bash|zsh|fish`: a completion script for the shell,
/// made from the same option and command lists as `--help` (CommandOption,
/// QueryCommands), so it completes every command, option and option value the tool has.
enum CompletionScript {
  enum Shell: String, CaseIterable { case bash, zsh, fish }

  /// What a script completes for one tool.
  struct Tool {
    var name: String
    var options: [CommandOption]
    /// The subcommands (implicits-query); none for implicits-index.
    var commands: [QueryCommandSpec] = []
    /// What the positional argument is, when there are no commands (`PATH`: a folder).
    var positional: CommandOption.Completion = .nothing

    /// Shell-safe: a function name.
    var function: String { "_" + name.replacingOccurrences(of: "-", with: "_") }
  }

  static func tool(_ name: String) -> Tool? {
    switch name {
    case "implicits-index": return Tool(name: name, options: IndexCommand.options, positional: .folder)
    case "implicits-query":
      return Tool(name: name, options: QueryCommand.options, commands: QueryCommands.all.filter { $0.name != "quit" })
    default: return nil
    }
  }

  /// Prints the script; exit status 2 for a shell it does not know.
  static func print(_ shell: String, tool name: String) -> Int32 {
    guard let shell = Shell(rawValue: shell), let tool = tool(name) else {
      Terminal.printError("\(name): --generate-completion-script takes bash, zsh or fish, not '\(shell)'")
      return 2
    }
    Swift.print(script(shell, for: tool), terminator: "")
    return 0
  }

  static func script(_ shell: Shell, for tool: Tool) -> String {
    switch shell {
    case .bash: bash(tool)
    case .zsh: zsh(tool)
    case .fish: fish(tool)
    }
  }

  /// A short description without the characters the shells' quoting would take
  /// (quotes, brackets, colons, backslashes, `$`): the first clause of the help.
  static func describe(_ text: String) -> String {
    var first = text.prefix { $0 != ";" && $0 != "(" && $0 != ":" }.trimmingCharacters(in: .whitespaces)
    if first.count > 70 { first = String(first.prefix(67)) + "..." }
    return String(first.filter { !"'\"[]:\\$`{}".contains($0) })
  }

  /// Every option name as the shells list them: `--db`, `-h`, `--help`.
  static func words(_ options: [CommandOption]) -> [String] {
    options.flatMap { option in (option.short.map { ["-\($0)"] } ?? []) + ["--" + option.name] }
  }

  /// What follows an option on the command line, for every shell.
  enum ValueCompletion {
    case none, choices([String]), files, folders, anything

    init(_ option: CommandOption) {
      if option.value == nil {
        self = .none
      } else if !option.choices.isEmpty {
        self = .choices(option.choices)
      } else {
        switch option.completes {
        case .file: self = .files
        case .folder: self = .folders
        case .nothing: self = .anything
        }
      }
    }
  }

  // MARK: bash

  static func bash(_ tool: Tool) -> String {
    let global = tool.options
    let valuedGlobal = global.filter { $0.value != nil }.map { "--" + $0.name }
    var text = """
      # bash completion for \(tool.name) \(ImplicitsVersion.current)
      # Load it with: source <(\(tool.name) --generate-completion-script bash)
      # or save it as ~/.local/share/bash-completion/completions/\(tool.name)

      \(tool.function)() {
        local cur prev command i
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev=""
        if [ "$COMP_CWORD" -gt 0 ]; then prev="${COMP_WORDS[COMP_CWORD-1]}"; fi
        COMPREPLY=()
        command=""

      """
    if !tool.commands.isEmpty {
      // The command is the first word that is neither an option nor an option's value.
      text += """
          i=1
          while [ "$i" -lt "$COMP_CWORD" ]; do
            case "${COMP_WORDS[i]}" in
              \(valuedGlobal.joined(separator: "|"))) i=$((i + 1)) ;;
              -*) ;;
              *) command="${COMP_WORDS[i]}"; break ;;
            esac
            i=$((i + 1))
          done

        """
    }
    text += "  case \"$command\" in\n"
    let globalWords = (tool.commands.map(\.name) + words(global)).joined(separator: " ")
    var positional = ""
    switch tool.positional {
    case .folder:
      positional = "      if [[ \"$cur\" != -* ]]; then COMPREPLY=($(compgen -d -- \"$cur\")); return 0; fi\n"
    case .file:
      positional = "      if [[ \"$cur\" != -* ]]; then COMPREPLY=($(compgen -f -- \"$cur\")); return 0; fi\n"
    case .nothing: break
    }
    text += "    \"\")\n" + bashValues(global, indent: "      ") + positional
      + "      COMPREPLY=($(compgen -W \"\(globalWords)\" -- \"$cur\")) ;;\n"
    for command in tool.commands {
      let options = command.options + [.help]
      // `help COMMAND`: the command names.
      let names = command.name == "help" ? tool.commands.map(\.name) : []
      text += "    \(command.name))\n" + bashValues(options, indent: "      ")
        + "      COMPREPLY=($(compgen -W \"\((names + words(options)).joined(separator: " "))\" -- \"$cur\")) ;;\n"
    }
    text += """
        esac
        return 0
      }
      complete -F \(tool.function) \(tool.name)

      """
    return text
  }

  /// The `case "$prev"` completing the value of each option that takes one.
  static func bashValues(_ options: [CommandOption], indent: String) -> String {
    let valued = options.filter { $0.value != nil }
    guard !valued.isEmpty else { return "" }
    var text = indent + "case \"$prev\" in\n"
    for option in valued {
      let reply = switch ValueCompletion(option) {
      case .choices(let choices): "COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); "
      case .files: "COMPREPLY=($(compgen -f -- \"$cur\")); "
      case .folders: "COMPREPLY=($(compgen -d -- \"$cur\")); "
      case .anything, .none: ""
      }
      text += indent + "  --\(option.name)) \(reply)return 0 ;;\n"
    }
    return text + indent + "esac\n"
  }

  // MARK: zsh

  static func zsh(_ tool: Tool) -> String {
    var text = """
      #compdef \(tool.name)
      # zsh completion for \(tool.name) \(ImplicitsVersion.current)
      # Save it as _\(tool.name) in a folder of $fpath, or load it with:
      # source <(\(tool.name) --generate-completion-script zsh)

      \(tool.function)() {
        local context state state_descr line
        typeset -A opt_args

      """
    var specs = tool.options.flatMap(zshSpecs)
    if !tool.commands.isEmpty {
      text += "  local -a commands\n  commands=(\n"
      for command in tool.commands { text += "    '\(command.name):\(describe(command.summary))'\n" }
      text += "  )\n"
      specs += ["'1:command:->command'", "'*::argument:->argument'"]
    } else if tool.positional == .folder {
      specs.append("'1:PATH:_files -/'")
    }
    text += "  _arguments -C \\\n" + specs.map { "    " + $0 }.joined(separator: " \\\n") + "\n"
    if !tool.commands.isEmpty {
      text += """
          case $state in
            command) _describe -t commands '\(tool.name) command' commands ;;
            argument)
              case $words[1] in

        """
      for command in tool.commands {
        let names = tool.commands.map(\.name).joined(separator: " ")
        let specs = (command.options + [.help]).flatMap(zshSpecs)
          + [command.name == "help" ? "'1:command:(\(names))'" : "'*:argument:'"]
        text += "        \(command.name)) _arguments \(specs.joined(separator: " ")) ;;\n"
      }
      text += """
              esac ;;
          esac

        """
    }
    text += """
      }

      if [ "$funcstack[1]" = "_\(tool.name)" ]; then
        \(tool.function) "$@"
      else
        compdef \(tool.function) \(tool.name)
      fi

      """
    return text
  }

  /// `_arguments` specs of one option: `'--db[The index to query]:FILE:_files'`.
  static func zshSpecs(_ option: CommandOption) -> [String] {
    let value = option.value ?? ""
    let action = switch ValueCompletion(option) {
    case .choices(let choices): ":\(value):(\(choices.joined(separator: " ")))"
    case .files: ":\(value):_files"
    case .folders: ":\(value):_files -/"
    case .anything: ":\(value): "
    case .none: ""
    }
    let help = describe(option.brief ?? option.help)
    let repeatable = option.repeatable ? "*" : ""
    guard let short = option.short else { return ["'\(repeatable)--\(option.name)[\(help)]\(action)'"] }
    return ["'(-\(short) --\(option.name))'{-\(short),--\(option.name)}'[\(help)]\(action)'"]
  }

  // MARK: fish

  static func fish(_ tool: Tool) -> String {
    var text = """
      # fish completion for \(tool.name) \(ImplicitsVersion.current)
      # Save it as ~/.config/fish/completions/\(tool.name).fish, or load it with:
      # \(tool.name) --generate-completion-script fish | source

      complete -c \(tool.name) -f

      """
    let top = tool.commands.isEmpty ? "" : " -n '__fish_use_subcommand'"
    for command in tool.commands {
      text += "complete -c \(tool.name)\(top) -a '\(command.name)' -d '\(describe(command.summary))'\n"
    }
    for option in tool.options { text += fishLine(tool.name, condition: top, option) }
    if tool.positional == .folder {
      text += "complete -c \(tool.name) -a '(__fish_complete_directories)' -d 'PATH'\n"
    }
    for command in tool.commands {
      let condition = " -n '__fish_seen_subcommand_from \(command.name)'"
      for option in command.options + [.help] { text += fishLine(tool.name, condition: condition, option) }
    }
    if tool.commands.contains(where: { $0.name == "help" }) {
      text += "complete -c \(tool.name) -n '__fish_seen_subcommand_from help' -a '"
        + tool.commands.map(\.name).joined(separator: " ") + "'\n"
    }
    return text
  }

  static func fishLine(_ name: String, condition: String, _ option: CommandOption) -> String {
    var line = "complete -c \(name)\(condition)"
    if let short = option.short { line += " -s \(short)" }
    line += " -l \(option.name)"
    switch ValueCompletion(option) {
    case .choices(let choices): line += " -x -a '\(choices.joined(separator: " "))'"
    case .anything: line += " -x"
    case .files, .folders: line += " -r -F"
    case .none: break
    }
    return line + " -d '\(describe(option.brief ?? option.help))'\n"
  }
}
