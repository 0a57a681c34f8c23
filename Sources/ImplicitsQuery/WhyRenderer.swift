/// Renders an explanation as text: the verdict, then the evidence one line per step,
/// each with its own file:line:column (names and places together).
public struct WhyRenderer {
  public var paths: PathStyle
  public var color: Bool

  public init(paths: PathStyle = .relative, color: Bool = false) {
    self.paths = paths
    self.color = color
  }

  private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
  private func bold(_ text: String) -> String { paint(text, "1") }
  private func at(_ location: Location) -> String { paint(location.rendered(paths), "2") }

  public func render(_ explanation: Explanation) -> String {
    var lines = verdict(explanation)
    switch explanation.read.status {
    case .unsatisfied, .defaulted, .unproven, .unused: lines += missingPath(explanation)
    case .satisfied: lines += coverings(explanation)
    case .unreachable: lines += unreachable(explanation.read)
    default: break
    }
    lines += misses(explanation)
    if let fix = explanation.suggestedFix {
      lines.append("")
      lines.append("\(bold("Fix:")) \(fix)")
    }
    return lines.joined(separator: "\n")
  }

  /// The read, its status (per configuration too), where it is read and its key's definition.
  private func verdict(_ explanation: Explanation) -> [String] {
    let read = explanation.read
    var lines: [String] = []
    let verdict: String
    switch read.status {
    case .satisfied: verdict = paint("satisfied", "32")
    case .unsatisfied: verdict = read.onlyPreviews ? paint("UNSATISFIED in previews only", "33;1") : paint("UNSATISFIED", "31;1")
    case .unproven: verdict = paint("UNPROVEN", "35;1")
    case .unreachable: verdict = paint(read.reach == .previews ? "unreachable from the app" : "unreachable", "33")
    case .exported: verdict = paint("exported", "36")
    case .defaulted: verdict = paint("default", "33")
    case .unused: verdict = paint("unused, and missing on a path", "33;1")
    }
    lines.append("\(bold(read.name)): \(read.keyDescription) is \(verdict)"
      + (read.configurations.isEmpty ? "" : " in " + read.configurations.joined(separator: ", ")))
    lines.append("  read at \(at(read.location))")
    if !explanation.configurationStatuses.isEmpty {
      lines.append("  " + explanation.configurationStatuses.map {
        "\($0.configuration): \($0.status.rawValue)" + ($0.onlyPreviews ? " in previews only" : "")
      }
        .joined(separator: " · ") + (read.configuration.isEmpty ? "" : "  (the evidence below is \(read.configuration)'s)"))
    }
    if let definition = explanation.keyDefinition {
      lines.append("  \(definition.description)  \(at(definition.location))")
    }
    return lines
  }

  /// A blank line, a heading, then one line per item; nothing without items.
  private func section(_ title: String, _ items: [String]) -> [String] {
    items.isEmpty ? [] : ["", title] + items.map { "  " + $0 }
  }

  /// A path's hops, numbered from its entry point.
  private func path(_ hops: [PathHop]) -> [String] {
    hops.enumerated().map { index, hop in
      let step = index == 0 ? "\(hop.name) (entry point)" : "→ \(hop.name)  in \(hop.producer)"
      return "  \(index + 1). \(step)  \(at(hop.site ?? hop.location))"
    }
  }

  /// An unsatisfied, defaulted or unproven read: the shortest path that misses its value.
  private func missingPath(_ explanation: Explanation) -> [String] {
    let read = explanation.read
    var lines = [""]
    if read.failsOnlyInPreviews {
      lines.append("No path from the app's own entry points misses \(read.key); only previews do.")
    }
    switch read.status {
    case .defaulted: lines.append("Shortest path from an entry point on which \(read.key) falls back to its default:")
    case .unproven:
      lines.append("Every app path that misses \(read.key) passes a place the analyzer cannot see; the shortest:")
    case .unused:
      lines.append("\(read.name) is never used, so SwiftUI never looks \(read.key) up; it would crash on this path "
        + "once used:")
    default:
      lines.append(read.onlyPreviews ? "Shortest path from a preview on which \(read.key) is not declared:"
                                     : "Shortest path from an app entry point on which \(read.key) is not declared:")
    }
    lines += path(explanation.uncoveredPath)
    lines += section("What the analyzer cannot see on it:", explanation.blindPlaces.map { "\(at($0.location)): \($0.reason)" })
    if !explanation.previewPath.isEmpty {
      lines.append("")
      lines.append("Also missing in previews:")
      lines += path(explanation.previewPath)
    }
    return lines
  }

  /// A satisfied read: the declarations that cover every path, and the entries it is proven from.
  private func coverings(_ explanation: Explanation) -> [String] {
    var lines = ["", "Every path from an app entry point passes one of these declarations:"]
    for covering in explanation.coverings {
      let via = covering.via.map { " → \($0.text) at \(at($0.location))" }.joined()
      lines.append("  \(covering.declaration)  \(at(covering.declarationLocation))\(via)")
      for site in covering.sites {
        lines.append("    covers \(site.name) in \(site.producer)  \(at(site.location))")
      }
    }
    let app = explanation.provenFrom.filter { !$0.isPreview }, previews = explanation.provenFrom.filter(\.isPreview)
    if !app.isEmpty {
      lines.append("")
      lines.append("Proven from these app entry points:")
      for entry in app { lines.append("  \(entry.name)  \(at(entry.location))") }
    }
    if !previews.isEmpty {
      lines.append("Previews that show it (not part of the proof): "
        + previews.map { "\($0.name) \(at($0.location))" }.joined(separator: ", "))
    }
    return lines
  }

  private func unreachable(_ read: ReadResult) -> [String] {
    ["", read.reach == .previews
      ? "Only previews show \(read.view); no app entry point (scene, hosting root, plain code) reaches it, so "
        + "this read is not proven for the app."
      : "No entry point (scene, hosting root, #Preview, PreviewProvider) shows \(read.view), so this read is not checked."]
  }

  /// What came close: new hosts and navigation pushes on the path, declarations of
  /// unknown type, the key declared elsewhere (or nowhere), other near misses.
  private func misses(_ explanation: Explanation) -> [String] {
    let read = explanation.read
    let project = read.configuration.isEmpty ? "the project" : "the \(read.configuration) configuration"
    var lines: [String] = []
    let notCounted = explanation.nearMisses.filter(\.isNavigation)
    let boundaries = explanation.nearMisses.filter(\.isBoundary)
    let otherMisses = explanation.nearMisses.filter { !$0.isNavigation && !$0.isBoundary }
    if !boundaries.isEmpty {
      lines.append("")
      lines.append("The path enters a new host, where the environment starts anew:")
      for miss in boundaries { lines.append("  \(at(miss.location)): \(miss.message)") }
    }
    if !notCounted.isEmpty {
      lines.append("")
      lines.append("\(read.key) is declared on this path, but past a navigation push, where it does not count:")
      for miss in notCounted { lines.append("  \(at(miss.location)): \(miss.message)") }
    }
    if read.status != .satisfied {
      lines += section("Declarations on this path whose type the analyzer cannot determine (the likely cause):",
                       explanation.untypedOnPath.map { "\(at($0.location)): \($0.message)" })
      if !explanation.declaredElsewhere.isEmpty {
        lines.append("")
        lines.append("\(read.key) is declared elsewhere, but not on this path:")
        for declaration in explanation.declaredElsewhere {
          lines.append("  \(declaration.text) in \(declaration.producer)  \(at(declaration.location))")
        }
      } else if !explanation.untypedOnPath.isEmpty {
        lines.append("")
        lines.append("\(read.key) is not declared with a known type anywhere in \(project).")
      } else if notCounted.isEmpty && !boundaries.contains(where: \.isDeclaration) {
        lines.append("")
        lines.append("\(read.key) is not declared anywhere in \(project).")
      }
    }
    if !otherMisses.isEmpty {
      lines.append("")
      lines.append("Near misses on the path:")
      for miss in otherMisses { lines.append("  \(at(miss.location)): \(miss.message)") }
    }
    return lines
  }
}
