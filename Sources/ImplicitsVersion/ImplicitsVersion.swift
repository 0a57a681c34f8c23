import Foundation

/// The one version string of Implicits: `implicits-index --version`,
/// `implicits-query --version`, `implicits-glue --version`, SARIF's
/// `tool.driver.version` and the reports' footers all print this. Change it here
/// only (a release tags the commit that changes it).
public enum ImplicitsVersion {
  public static let current = "0.6.0"

  /// What `--version` prints: `implicits-index 0.6.0`.
  public static func line(_ tool: String) -> String { "\(tool) \(current)" }

  /// This build of the tools: the version and the running executable's build ID,
  /// which the linker derives from its contents (ELF's GNU build ID, Mach-O's UUID).
  /// What an index keeps that this code computed (the facts of each file, the
  /// rendered diagnostics) is trusted only under the same build, so an upgraded or
  /// rebuilt analyzer never keeps what an older one extracted, while a relink of the
  /// same code (SwiftPM relinks a plugin's tools) keeps everything. Without a build
  /// ID, the executable's size and modification time stand for it.
  public static let build: String = {
    if let id = ExecutableIdentity.buildID() { return current + "|" + id }
    var identity = current
    if let path = Bundle.main.executablePath, let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
      let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
      let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      identity += "|\(size)|\(date)"
    }
    return identity
  }()
}
