/// The plan as a person reads it (`implicits-index --plan`, and `-v` before a run): each
/// build configuration with the platforms its code runs on, then each module it builds
/// with its kind, platforms, deployment targets, the file that describes it, and how many
/// of its files are analysed there (every file, one per line, with `files`).
extension ProjectPlan {
  public func listing(files listFiles: Bool) -> [String] {
    var lines: [String] = []
    for configuration in configurations {
      let runsOn = configuration.runtimePlatforms.map { entry in
        RuntimePlatforms.displayName(entry.platform) + (entry.deploymentTarget.isEmpty ? "" : " " + entry.deploymentTarget)
      }
      lines.append("configuration \(configuration.name): runs on \(runsOn.joined(separator: ", "))")
      let byModule = Dictionary(grouping: configuration.files, by: \.module)
      for module in configuration.modules {
        let analysed = byModule[module.name] ?? []
        var facts = [module.kind.rawValue]
        if !module.platforms.isEmpty { facts.append(module.platforms.joined(separator: "+")) }
        let versions = module.deploymentTargets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        if !versions.isEmpty { facts.append("from " + versions.joined(separator: ", ")) }
        if let origin = module.origin { facts.append(origin.description) }
        facts.append("\(analysed.count) file\(analysed.count == 1 ? "" : "s")")
        lines.append("  \(module.name) (\(facts.joined(separator: "; ")))")
        if listFiles {
          for file in analysed.map(\.path).sorted() { lines.append("    \(file)") }
        }
      }
    }
    if !tests.isEmpty {
      lines.append("test targets, not analysed (not app code): \(tests.joined(separator: ", "))")
    }
    if !unassigned.isEmpty {
      lines.append("in no target: \(unassigned.count) file\(unassigned.count == 1 ? "" : "s")")
      if listFiles { for file in unassigned { lines.append("    \(file)") } }
    }
    return lines
  }
}
