#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Glob patterns over `/`-separated relative paths, as XcodeGen's `excludes` and
/// Tuist's `sources` write them: `*` and `?` within a component (fnmatch(3)), `**`
/// for any number of components, and a pattern naming a folder matches what is in it.
enum PathGlob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    let patternParts = pattern.split(separator: "/").map(String.init)
    let pathParts = path.split(separator: "/").map(String.init)
    return match(patternParts[...], pathParts[...])
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
    guard let first = pattern.first else { return true }  // the rest is inside a matched folder
    if first == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(rest, remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let component = path.first, fnmatch(first, component, 0) == 0 else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }
}
