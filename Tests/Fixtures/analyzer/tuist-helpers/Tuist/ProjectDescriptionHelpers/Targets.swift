// Fixture: helper functions that make the targets, with default arguments and the
// constants of Constants.swift.
import ProjectDescription

extension Target {
  public static func app(name: String, dependencies: [TargetDependency] = []) -> Target {
    .target(
      name: name,
      destinations: Constants.destinations,
      product: .app,
      bundleId: "\(Constants.organization).\(name.lowercased())",
      deploymentTargets: Constants.deploymentTargets,
      sources: ["\(name)/Sources/**"],
      dependencies: dependencies
    )
  }

  public static func feature(_ feature: Feature) -> Target {
    .target(
      name: feature.moduleName,
      destinations: Constants.destinations,
      product: .framework,
      bundleId: "\(Constants.organization).\(feature.rawValue)",
      deploymentTargets: Constants.deploymentTargets,
      sources: ["Features/\(feature.rawValue)/**"]
    )
  }

  public static func unitTests(for name: String) -> Target {
    .target(
      name: "\(name)Tests",
      destinations: Constants.destinations,
      product: .unitTests,
      bundleId: "\(Constants.organization).\(name.lowercased()).tests",
      sources: ["\(name)/Tests/**"],
      dependencies: [.target(name: name)]
    )
  }
}
