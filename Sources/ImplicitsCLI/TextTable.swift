import Foundation

/// Columns aligned with blanks, a header on top (bold on a colour terminal): what the
/// listing commands print. The last column is never padded.
struct TextTable {
  var header: [String]
  var rows: [[String]] = []

  /// Cells may hold ANSI colour; widths count only the visible characters.
  func rendered(color: Bool) -> String {
    let all = [header] + rows
    let count = all.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: count)
    for row in all { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], visible(cell)) } }
    return all.enumerated().map { offset, row in
      let line = row.enumerated().map { index, cell in
        index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - visible(cell))
      }.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
      return offset == 0 && color ? "\u{1B}[1m\(line)\u{1B}[0m" : line
    }.joined(separator: "\n")
  }

  private func visible(_ text: String) -> Int {
    var count = 0
    var inEscape = false
    for character in text {
      if inEscape { if character == "m" { inEscape = false } } else if character == "\u{1B}" { inEscape = true } else { count += 1 }
    }
    return count
  }
}
