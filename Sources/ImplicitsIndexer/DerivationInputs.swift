import ImplicitsDiscovery
import ImplicitsStore

/// Everything besides the files' facts that the derived relations are a function of,
/// declared once: the write stage stores exactly these rows (the `settings`, `modules`
/// and `module_dependencies` tables, and the configurations in `meta`), and the
/// fingerprint that decides whether an incremental run may keep the derived tables is
/// the hash of the same rows. An input added here is stored and fingerprinted at once;
/// one stored and left out of the fingerprint was how a changed `presentations` setting,
/// a raised deployment target or an app no longer running on a Mac kept the old proof.
///
/// What is not here is compared elsewhere: the build configuration of each module
/// (`#if`, `buildConfiguration` in .implicits.json) and the project's names by the stat
/// stage (every file parsed again), the set of files (`exclude`, a file added or removed:
/// a full derivation), and the analyzer's build and the SQL by the schema stamp.
struct DerivationInputs: Equatable {
  /// One row of the `settings` table.
  struct Setting: Equatable {
    var name: Name
    var value: String
  }

  /// The settings' names, and who reads each.
  enum Name: String, CaseIterable {
    /// The platforms the configuration runs on, each with its deployment target
    /// (Queries/presentations.sql).
    case runtime
    /// `"presentations"` in .implicits.json (Queries/presentations.sql).
    case presentation
    case requiredKey = "required-key"
    case previews
    case entry
    /// `"hostingTypes"`: read by extraction (ProjectNamesQuery), stored so that it is
    /// fingerprinted like the rest.
    case hostingType = "hosting-type"
    case hostingInRepresentables = "hosting-in-representables"
    case strictEnvironment = "strict-environment"
    case previewFindings = "preview-findings"
    case unprovenFindings = "unproven-findings"
    case rule

    /// Whether only the reports read it (ProjectIndex, RuleLevels), not the derivation:
    /// stored diagnostics are keyed by the reporting settings they were rendered with
    /// and rule levels are applied on every reading, so a change of these needs no new
    /// derivation (`DerivationInputsTests` checks that no derivation SQL reads them).
    var reportsOnly: Bool { [.previewFindings, .unprovenFindings, .rule].contains(self) }
  }

  var settings: [Setting]
  /// `modules` rows (`["m", name, kind]`) and `module_dependencies` rows (`["d", module,
  /// depends on]`), each once.
  var modules: [[String]]
  /// This configuration's name, and every configuration's, first the one whose index is
  /// the main database (`meta` `configuration` and `configurations`).
  var configuration: String
  var configurations: [String]

  /// The hash of every input the derivation reads; equal fingerprints, equal derived
  /// relations for the same facts.
  var fingerprint: String {
    var lines = settings.filter { !$0.name.reportsOnly }.map { "s\t\($0.name.rawValue)\t\($0.value)" }
    lines += modules.map { $0.joined(separator: "\t") }
    lines.append("c\t\(configuration)")
    lines += configurations.map { "C\t\($0)" }
    return StableHash.hex(lines.joined(separator: "\n"))
  }
}

extension Indexer {
  /// The inputs of one configuration's derivation: from `.implicits.json` and the
  /// command line (`configuration`, `options`), and from the project (`plan`).
  func derivationInputs(_ configuration: ProjectConfiguration, plan: BuildConfigurationPlan,
                        configurations: [String]) -> DerivationInputs {
    var settings: [DerivationInputs.Setting] = []
    func add(_ name: DerivationInputs.Name, _ value: String) { settings.append(.init(name: name, value: value)) }
    for (platform, target) in plan.runtimePlatforms { add(.runtime, "\(platform)\t\(target)") }
    for (platform, boundaries) in configuration.presentations.sorted(by: { $0.key < $1.key }) {
      for (boundary, starts) in boundaries.sorted(by: { $0.key < $1.key }) {
        add(.presentation, "\(platform)\t\(boundary)\t\(starts)")
      }
    }
    for key in configuration.requiredEnvironmentKeys { add(.requiredKey, key) }
    add(.previews, configuration.previews ? "on" : "off")
    for view in configuration.entryPoints { add(.entry, view) }
    for type in configuration.hostingTypes { add(.hostingType, type) }
    add(.hostingInRepresentables, configuration.hostingInRepresentables)
    add(.strictEnvironment, options.strictEnvironment || configuration.strictEnvironment ? "on" : "off")
    add(.previewFindings, options.previewFindings ?? configuration.previewFindings)
    add(.unprovenFindings, options.unproven ?? configuration.unproven)
    for rule in configuration.rules { add(.rule, "\(rule.code)\t\(rule.level)\t\(rule.line)") }

    var modules: [[String]] = []
    for module in plan.modules {
      modules.append(["m", module.name, module.kind.rawValue])
      for dependency in module.dependencies { modules.append(["d", module.name, dependency]) }
    }
    var unique: Set<[String]> = []
    modules = modules.filter { unique.insert($0).inserted }
    return DerivationInputs(settings: settings, modules: modules, configuration: plan.name,
                            configurations: configurations)
  }
}
