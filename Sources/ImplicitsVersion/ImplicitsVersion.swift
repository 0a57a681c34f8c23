/// The one version string of Implicits: `implicits-index --version`,
/// `implicits-query --version`, `implicits-glue --version`, SARIF's
/// `tool.driver.version` and the reports' footers all print this. Change it here
/// only (a release tags the commit that changes it).
public enum ImplicitsVersion {
  public static let current = "0.6.0"

  /// What `--version` prints: `implicits-index 0.6.0`.
  public static func line(_ tool: String) -> String { "\(tool) \(current)" }
}
