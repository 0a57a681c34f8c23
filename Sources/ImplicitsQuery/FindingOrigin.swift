/// Where a read's finding has to be fixed (`Diagnostic.origin`): the place its path
/// gets the environment from. Worked out once, when the read's diagnostic is rendered
/// (the path and what it could not see are at hand there), and stored with it.
extension ProjectIndex {
  /// - a read missing only in previews: the preview its path starts at;
  /// - an unproven read: the first place on its path the analyzer cannot see (an entry
  ///   whose environment is unknown, an unseen site), else its entry;
  /// - an app error: the last presentation on its path that starts a new host (nothing
  ///   outside it reaches the view), else its entry;
  /// - an `@EnvironmentObject` declared and never used: its entry;
  /// - a read that falls back to a default: none (it is no place's finding).
  func origin(of read: ReadResult, path: [PathHop],
              blind: [(reason: String, location: Location)]) throws -> Diagnostic.Origin? {
    guard let entry = path.first else { return nil }
    let start = Diagnostic.Origin(name: entry.name, location: entry.location)
    switch read.status {
    case .unproven:
      return blind.first.map { Diagnostic.Origin(name: $0.reason, location: $0.location) } ?? start
    case .unsatisfied where read.onlyPreviews, .unused:
      return start
    case .unsatisfied:
      guard let host = try presentationBoundaries(on: path).last else { return start }
      return Diagnostic.Origin(name: host.closure, location: host.location)
    default:
      return nil
    }
  }
}
