/// Deterministic input generation: iteration `i` of seed `s` always yields the same
/// bytes, so any crash is reproduced with `implicits-fuzz --seed s --only i`.

/// SplitMix64: small, fast, and the same on every platform.
struct Random {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  /// The generator of one iteration, independent of every other iteration's.
  init(seed: UInt64, iteration: Int) {
    var mixer = Random(seed: seed ^ (UInt64(truncatingIfNeeded: iteration) &* 0x9E37_79B9_7F4A_7C15))
    state = mixer.next() ^ 0xD1B5_4A32_D192_ED03
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// 0 ..< bound (bound > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Mutates Swift sources: bytes, tokens, lines, repetition (deep trees), crossover.
struct Mutator {
  let corpus: [[UInt8]]

  /// Tokens and fragments that exercise the parser's recovery and the extractor's
  /// SwiftUI-specific paths.
  static let dictionary: [String] = [
    "{", "}", "(", ")", "[", "]", "<", ">", ",", ":", ";", ".", "\\", "\"", "\"\"\"", "'", "`", "$0", "#",
    "#if DEBUG\n", "#if os(iOS)\n", "#if canImport(UIKit)\n", "#elseif os(macOS)\n", "#else\n", "#endif\n",
    "@Implicit var x: X\n", "@Implicit var service: Service", "@Implicit(\\.missing) var y", ".implicit(",
    ".implicit(Service())", ".implicit(x as P)", ".environment(\\.", ".environment(\\.theme, Theme())",
    ".environmentObject(", ".environmentObject(Model())", "@Environment(\\.", "@Environment(Model.self) var m",
    "@EnvironmentObject var model: Model", "@Entry var", "some View", "any View", "AnyView(", "var body: some View {",
    "var body: some View { Text(\"\") }", "struct V: View {", "struct V<Content: View>: View {", "extension View {",
    "protocol P: View {", "func f() -> some View {", "@ViewBuilder", "@ViewBuilder var content: () -> Content",
    "NavigationLink {", "NavigationStack {", ".sheet(isPresented: $x) {", ".navigationDestination(for: Int.self) {",
    "ForEach(items) { item in", "if let x {", "} else {", "switch x { case .a:", "default:", "guard let x else {",
    "@main struct A: App { var body: some Scene { WindowGroup {", "#Preview {", "UIHostingController(rootView: ",
    "// implicits:ignore unsatisfied-read reason\n", "// implicits:ignore\n", "/*", "*/", "//", "#\"", "\"#",
    "\\(", "/re/", "try ", "await ", "?", "!", "??", "as! ", "as? ", "is ", "nil", "self.", "Self", "super.",
    "init(", "func ", "let ", "var ", "static ", "public ", "private ", "@MainActor ", "@Observable ", "class ",
    "enum E {", "case ", "typealias T = ", "import SwiftUI\n", "\u{0}", "\u{FEFF}", "\r\n", "\r", "\t",
    "\u{2028}", "é", "😀", "e\u{301}", "\u{202E}", "0x", "1_000", "1e999", "-", "+", "=", "==", "->", "&&",
  ]

  /// Fragments repeated many times: long modifier chains, deep nesting, long operator
  /// sequences, huge literals.
  static let repeated: [String] = [
    ".padding()", ".implicit(Service())", "VStack { ", "(", "[", "{ ", "a.", "x + ", "x ?? ", "!", "?",
    "Text(\"\")\n", "@Implicit var x: X\n", "#if A\n", "\"", "\\(x)", "/* ", "struct S: View { var body: some View { ",
  ]

  init(corpus: [[UInt8]]) { self.corpus = corpus }

  /// The input of one iteration and a one-line description of what was done.
  func input(seed: UInt64, iteration: Int) -> (bytes: [UInt8], base: Int, steps: [String]) {
    var random = Random(seed: seed, iteration: iteration)
    let base = random.below(corpus.count)
    var bytes = corpus[base]
    var steps: [String] = []
    // 1 to 8 mutations, most often few.
    let count = 1 + min(random.below(8), random.below(8))
    for _ in 0..<count { steps.append(mutate(&bytes, &random)) }
    return (bytes, base, steps)
  }

  func mutate(_ bytes: inout [UInt8], _ random: inout Random) -> String {
    func position() -> Int { random.below(bytes.count + 1) }
    func range() -> Range<Int> {
      let start = random.below(bytes.count + 1)
      let length = min(bytes.count - start, 1 + random.below(random.chance(80) ? 16 : 512))
      return start..<(start + max(length, 0))
    }
    switch random.below(12) {
    case 0 where !bytes.isEmpty:
      let index = random.below(bytes.count)
      bytes[index] ^= UInt8(1) << UInt8(random.below(8))
      return "flip bit at \(index)"
    case 1:
      let at = position()
      let noise = (0..<(1 + random.below(8))).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      bytes.insert(contentsOf: noise, at: at)
      return "insert \(noise.count) random bytes at \(at)"
    case 2:
      let removed = range()
      bytes.removeSubrange(removed)
      return "delete \(removed)"
    case 3:
      let copied = range()
      let chunk = Array(bytes[copied])
      let at = position()
      bytes.insert(contentsOf: chunk, at: at)
      return "duplicate \(copied) at \(at)"
    case 4, 5, 6:
      let token = random.pick(Self.dictionary)
      let at = tokenBoundary(bytes, near: position())
      bytes.insert(contentsOf: Array(token.utf8), at: at)
      return "insert \(token.debugDescription) at \(at)"
    case 7:
      return lineMutation(&bytes, &random)
    case 8 where random.chance(30):
      // Repetition: rarely, and mostly short, so most inputs stay small.
      let fragment = random.pick(Self.repeated)
      let times = random.chance(80) ? 2 + random.below(64) : 64 + random.below(6_000)
      let at = tokenBoundary(bytes, near: position())
      bytes.insert(contentsOf: Array(String(repeating: fragment, count: times).utf8), at: at)
      return "insert \(fragment.debugDescription) × \(times) at \(at)"
    case 9:
      // Crossover: this file's start, another's end.
      let other = random.pick(corpus)
      let cut = position()
      let otherCut = random.below(other.count + 1)
      bytes = Array(bytes[..<cut]) + Array(other[otherCut...])
      return "crossover at \(cut) with another file from \(otherCut)"
    case 10:
      let at = position()
      let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0]]
      let chosen = random.pick(invalid)
      bytes.insert(contentsOf: chosen, at: at)
      return "insert invalid UTF-8 \(chosen) at \(at)"
    default:
      let removed = range()
      let token = random.pick(Self.dictionary)
      bytes.replaceSubrange(removed, with: Array(token.utf8))
      return "replace \(removed) with \(token.debugDescription)"
    }
  }

  /// Line-level edits: delete, duplicate, swap, or splice a line of another file.
  func lineMutation(_ bytes: inout [UInt8], _ random: inout Random) -> String {
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
    guard !lines.isEmpty else { return "no lines" }
    let index = random.below(lines.count)
    let description: String
    switch random.below(4) {
    case 0:
      lines.remove(at: index)
      description = "delete line \(index + 1)"
    case 1:
      lines.insert(lines[index], at: random.below(lines.count + 1))
      description = "duplicate line \(index + 1)"
    case 2:
      let other = random.below(lines.count)
      lines.swapAt(index, other)
      description = "swap lines \(index + 1) and \(other + 1)"
    default:
      let donor = random.pick(corpus).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      let line = donor.isEmpty ? [] : Array(donor[random.below(donor.count)])
      lines.insert(line, at: index)
      description = "splice a line of another file at line \(index + 1)"
    }
    bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    return description
  }

  /// Moves `index` forward to just after a non-identifier byte, so inserted tokens
  /// mostly land between tokens (half the time; the rest cut through them).
  func tokenBoundary(_ bytes: [UInt8], near index: Int) -> Int {
    guard index < bytes.count, index % 2 == 0 else { return index }
    var position = index
    func isWord(_ byte: UInt8) -> Bool {
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    while position < bytes.count && isWord(bytes[position]) { position += 1 }
    return position
  }
}
