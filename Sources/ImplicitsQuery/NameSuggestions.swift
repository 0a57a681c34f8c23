/// Near names for a mistyped one: edit distance, case-insensitive, best first.
public enum NameSuggestions {
  public static func nearest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
    let target = Array(name.lowercased())
    let scored = candidates.map { candidate -> (String, Int) in
      let lower = candidate.lowercased()
      var distance = editDistance(target, Array(lower))
      // A candidate that contains what was typed (`network` → `ContentView.network`) is close.
      if lower.contains(name.lowercased()) || name.lowercased().contains(lower) { distance = min(distance, 1) }
      return (candidate, distance)
    }
    let threshold = max(2, target.count / 3)
    return scored.filter { $0.1 <= threshold }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .prefix(limit).map(\.0)
  }

  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
