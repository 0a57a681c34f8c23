/// Lexical path arithmetic on `/`-separated strings (no file system access, so a
/// path that does not exist yet still resolves).
enum ProjectPath {
  /// `a/./b/../c` → `a/c`; keeps a leading `/`; `..` above a relative start is kept.
  static func normalize(_ path: String) -> String {
    // (Most paths are normal already, a project's every file among them: returned as
    // they are, without splitting and joining them.)
    isNormal(path) ? path : resolved(path)
  }

  /// `normalize` by its definition: split on `/`, empty and `.` parts dropped, `..`
  /// resolved.
  static func resolved(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
      if part == "..", path.hasPrefix("/") { continue }
      parts.append(part)
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Whether `normalize` would return `path` unchanged: no empty component (`//`, a
  /// trailing `/`), no `.` or `..` component.
  static func isNormal(_ path: String) -> Bool {
    var component = 0  // bytes of the current component
    var dots = 0       // how many of them are dots
    var first = true
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        // an empty component, except the root's leading `/`
        if component == 0, !first { return false }
        if component > 0, dots == component, component <= 2 { return false }
        component = 0
        dots = 0
      } else {
        component += 1
        if byte == UInt8(ascii: ".") { dots += 1 }
      }
      first = false
    }
    if component == 0 { return path.isEmpty }  // a trailing `/` (or `/` alone)
    return !(dots == component && component <= 2)
  }

  static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    if base.isEmpty { return normalize(path) }
    return normalize(base + "/" + path)
  }

  /// Whether `path` is `folder` or lies under it (`folder` "" contains every relative path).
  static func contains(_ folder: String, _ path: String) -> Bool {
    folder.isEmpty ? !path.hasPrefix("/") : (path == folder || path.hasPrefix(folder + "/"))
  }

  /// The existing absolute path that `path` names on a file system that ignores case
  /// (a Mac's, where Xcode projects are written): each missing component is looked up
  /// among its folder's entries regardless of case; nil when none or several match.
  static func ignoringCase(_ path: String) -> String? {
    guard path.hasPrefix("/") else { return nil }
    var current = ""
    for component in path.split(separator: "/").map(String.init) {
      let exact = current + "/" + component
      if FileKind.of(exact) != nil {
        current = exact
        continue
      }
      let matches = (FileKind.entries(in: current.isEmpty ? "/" : current) ?? [])
        .filter { $0.name.lowercased() == component.lowercased() }
      guard matches.count == 1 else { return nil }
      current += "/" + matches[0].name
    }
    return current
  }

  /// Where `path` (absolute) is on disk: itself when it exists, else its one match
  /// ignoring case (a project written on a Mac, whose file system ignores case, may
  /// spell a folder `App` that is `app` on disk); nil when neither exists.
  static func onDisk(_ path: String) -> String? {
    if FileKind.of(path) != nil { return path }
    return ignoringCase(path).flatMap { FileKind.of($0) != nil ? $0 : nil }
  }

  /// `path` (absolute) relative to `root` (absolute) when under it, else unchanged.
  static func relative(_ path: String, to root: String) -> String {
    if path == root { return "" }
    return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }
}

