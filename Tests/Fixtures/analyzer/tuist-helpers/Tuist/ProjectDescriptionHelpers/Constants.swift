// Fixture: the shared constants of a Tuist helper module, as most Tuist projects keep
// them. Discovery evaluates them; nothing here is run.
import ProjectDescription

public enum Constants {
  public static let organization = "org.example"
  /// iPhone and iPad only: this app does not run on a Mac.
  public static let destinations: Destinations = [.iPhone, .iPad]
  public static let deploymentTargets: DeploymentTargets = .iOS("17.0")
}

/// The feature modules; each is a folder under Features/.
public enum Feature: String, CaseIterable {
  case inbox
  case compose

  public var moduleName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
