@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Reliability guard (docs/reliability.md): the inputs on which SwiftParser takes
/// time far beyond their size, recognised before parsing from the file's tokens (the
/// parser's own lexer), so that the answer is the same on every machine and under any
/// load. A wall-clock limit did the job before: on a busy machine it dropped files that
/// an idle one indexed, and the same project gave two answers.
///
/// Two pathologies are known, both found by the fuzzer, neither in code that compiles:
/// - `[` nested deep (`var flag[[[[...`): the lookahead for collection types takes time
///   exponential in the nesting (20 levels: 5 s, 22: 20 s, 49: years);
/// - statements among a type's members (`Text("")` lines pasted into a struct, outside
///   any function): the parser's recovery looks ahead to the next member for each of
///   them, time quadratic in their number (500 lines: several seconds).
/// A file over either budget is not parsed: it is reported as an `unreadable-file` with
/// the measure, like a file too large to parse; its reads are not in the index, so none
/// is ever called satisfied.
enum ParseBudget {
  /// 16 levels cost the parser about 0.3 s per construct; real code nests arrays a few
  /// levels deep.
  static let bracketDepth = 16
  /// Statements in one type's body, outside its members: each is a compile error, so
  /// code that builds has none, and a file being typed has a few.
  static let strayStatements = 200

  /// Why the file is not parsed, or nil.
  static func exceeded(in source: String) -> String? {
    let measure = Measure(source)
    if measure.bracketDepth > bracketDepth {
      return "its brackets nest \(measure.bracketDepth) deep, deeper than the \(bracketDepth) the Swift parser "
        + "handles in reasonable time; skipped"
    }
    if let stray = measure.mostStray, stray.count > strayStatements {
      return "the body of \(stray.type) at line \(stray.line) holds \(stray.count) statements outside any member, "
        + "more than the \(strayStatements) the Swift parser recovers from in reasonable time (code pasted out of a "
        + "function?); skipped"
    }
    return nil
  }

  /// What the budgets measure, in one pass over the tokens.
  struct Measure {
    /// The deepest nesting of `[`.
    var bracketDepth = 0
    /// The type body with the most lines that start a statement among its members.
    var mostStray: (type: String, line: Int, count: Int)?

    /// Words that may begin a member declaration but are identifiers to the lexer
    /// (contextual keywords and modifiers).
    static let memberWords: Set<SyntaxText> = [
      "mutating", "nonmutating", "override", "final", "lazy", "weak", "unowned", "convenience", "required",
      "dynamic", "optional", "indirect", "nonisolated", "open", "package", "actor", "macro", "distributed", "prefix",
      "postfix", "infix", "consuming", "borrowing", "isolated", "async", "reasync", "public", "private",
      "fileprivate", "internal", "static", "class", "unsafe", "get", "set", "willSet", "didSet", "_modify", "_read",
    ]
    /// Keywords that make a header a type's: its `{` opens a body of members.
    static let typeWords: Set<SyntaxText> = ["struct", "class", "enum", "extension", "protocol", "actor"]
    /// Keywords that make a header anything else (a function, a property, a statement).
    static let codeWords: Set<SyntaxText> = [
      "func", "var", "let", "init", "deinit", "subscript", "case", "if", "guard", "while", "for", "switch", "repeat",
      "do", "catch", "else", "return", "in", "defer", "get", "set", "willSet", "didSet",
    ]

    init(_ source: String) {
      var source = source
      source.withUTF8 { buffer in measure(buffer) }
    }

    private mutating func measure(_ buffer: UnsafeBufferPointer<UInt8>) {
      // (A body of members holds where its `{` is, a byte offset: lines are counted
      // once, for the one reported.)
      enum Frame { case members(type: String, at: Int, stray: Int), code, bracket, parenthesis }
      var frames: [Frame] = []
      var brackets = 0
      // The words of the current header: since the last `{`, `}` or `;`.
      var isTypeHeader = false, isCodeHeader = false, typeName = SyntaxText(), expectsTypeName = false
      var offset = 0
      var worst: (type: String, at: Int, count: Int)?
      // Whether the token before ends a line that can be complete (a statement that
      // follows it starts anew, rather than continuing it).
      var previousEndsStatement = true
      var tracker = LookaheadTracker()
      withUnsafeMutablePointer(to: &tracker) { tracker in
        for lexeme in Lexer.tokenize(buffer, lookaheadTracker: tracker, experimentalFeatures: []) {
          let start = offset + lexeme.leadingTriviaText.count
          offset += lexeme.byteLength
          let kind = lexeme.rawTokenKind
          // (The sequence goes on returning the end of the file: the parser stops there.)
          if kind == .endOfFile { break }
          let text = lexeme.tokenText
          if lexeme.flags.contains(.isAtStartOfLine), case .members(let type, let at, let stray)? = frames.last,
             previousEndsStatement, startsStatement(kind, text) {
            frames[frames.count - 1] = .members(type: type, at: at, stray: stray + 1)
            if stray + 1 > worst?.count ?? 0 { worst = (type, at, stray + 1) }
          }
          switch kind {
          case .leftSquare:
            brackets += 1
            bracketDepth = max(bracketDepth, brackets)
            frames.append(.bracket)
          case .rightSquare:
            brackets = max(0, brackets - 1)
            if case .bracket? = frames.last { frames.removeLast() }
          case .leftParen:
            frames.append(.parenthesis)
          case .rightParen:
            if case .parenthesis? = frames.last { frames.removeLast() }
          case .leftBrace:
            frames.append(isTypeHeader && !isCodeHeader
                            ? .members(type: String(syntaxText: typeName), at: start, stray: 0) : .code)
            (isTypeHeader, isCodeHeader, typeName, expectsTypeName) = (false, false, SyntaxText(), false)
          case .rightBrace:
            // (An unbalanced `}` closes what it can: the parser recovers the same way.)
            while let last = frames.last, case .bracket = last { frames.removeLast() }
            while let last = frames.last, case .parenthesis = last { frames.removeLast() }
            if !frames.isEmpty { frames.removeLast() }
            (isTypeHeader, isCodeHeader, typeName, expectsTypeName) = (false, false, SyntaxText(), false)
          case .semicolon:
            (isTypeHeader, isCodeHeader, typeName, expectsTypeName) = (false, false, SyntaxText(), false)
          case .keyword, .identifier:
            if expectsTypeName && !Self.codeWords.contains(text) {
              typeName = text
              expectsTypeName = false
            } else if Self.typeWords.contains(text) {
              isTypeHeader = true
              expectsTypeName = true
            } else if Self.codeWords.contains(text) {
              isCodeHeader = true
            }
          default:
            break
          }
          previousEndsStatement = Self.endsStatement(kind)
        }
      }
      if let worst {
        let line = 1 + buffer[..<min(worst.at, buffer.count)].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        mostStray = (worst.type, line, worst.count)
      }
    }

    /// Whether a line starting with this token starts a statement, not a member: not
    /// a keyword or modifier, an attribute, a directive, a closing brace, or the
    /// continuation of an expression (`.member`, an operator).
    private func startsStatement(_ kind: RawTokenKind, _ text: SyntaxText) -> Bool {
      switch kind {
      case .keyword, .atSign, .pound, .rightBrace, .leftBrace, .period, .binaryOperator, .prefixOperator,
           .postfixOperator, .equal, .arrow, .colon, .comma, .semicolon, .endOfFile, .rightParen, .rightSquare,
           .poundIf, .poundElse, .poundElseif, .poundEndif, .poundSourceLocation, .infixQuestionMark,
           .postfixQuestionMark, .exclamationMark, .leftAngle, .rightAngle, .prefixAmpersand,
           // (the lines of a multi-line string literal)
           .stringSegment, .stringQuote, .multilineStringQuote, .rawStringPoundDelimiter, .regexSlash,
           .regexLiteralPattern, .regexPoundDelimiter:
        return false
      case .identifier:
        return !Self.memberWords.contains(text)
      default:
        return true
      }
    }

    /// Whether a line ending with this token can be a whole statement.
    private static func endsStatement(_ kind: RawTokenKind) -> Bool {
      switch kind {
      case .binaryOperator, .prefixOperator, .equal, .arrow, .colon, .comma, .period, .leftParen, .leftSquare,
           .atSign, .pound, .infixQuestionMark:
        return false
      default:
        return true
      }
    }
  }
}
