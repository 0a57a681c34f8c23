import Foundation

/// A `Package.swift` beside an Xcode project that compiles the same files as the
/// project's targets, and that the project does not use: a helper for tooling (a Linux
/// build, tests with SwiftPM, a linter), not a second build of the app. Read as well,
/// it would merge its targets with the app's namesakes and turn the app into a
/// library; so it is left out, with a note, and the project's targets are analysed.
enum RepeatedPackage {
  /// The note that leaves the root's package out, or nil when it is the project's own
  /// (it has files the project does not compile, or the project refers to it).
  static func note(root: URL, entries: [String], manifests: ManifestCache?) -> DiscoveryNote? {
    let projects = entries.filter { $0.hasSuffix(".xcodeproj") }
    guard !projects.isEmpty else { return nil }
    var probe = DescriptionReader(root: root, manifests: manifests)
    probe.readXcodeProjects(projects)
    guard !probe.refersTo(package: "") else { return nil }
    let compiled = Set(probe.discovery.files.map(\.path))
    let (package, _) = PackageLayout.discover(root: root, folder: "", manifests: manifests)
    let tests = Set(package.modules.filter { $0.kind == .test }.map(\.id))
    let sources = package.files.filter { !tests.contains($0.module) }.map(\.path)
    guard !sources.isEmpty, sources.allSatisfy(compiled.contains) else { return nil }
    return DiscoveryNote(
      file: "Package.swift", line: 1, column: 1, severity: .note,
      message: "this package compiles only files that \(projects.joined(separator: ", ")) compiles, and the project "
        + "does not use it: it is taken for a helper (tooling), not a build of the app; the project's targets are analysed")
  }
}
