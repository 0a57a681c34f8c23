// Fixture: a Tuist project whose app, feature and test targets all come from helper
// functions (Tuist/ProjectDescriptionHelpers). Discovery evaluates them as Tuist would,
// without running them: three modules with their files, iOS 17, not on a Mac.
import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
  name: "Postbox",
  targets: [
    .app(name: "Postbox", dependencies: Feature.allCases.map { .target(name: $0.moduleName) }),
  ] + Feature.allCases.map(Target.feature) + [
    .unitTests(for: "Postbox"),
  ]
)
