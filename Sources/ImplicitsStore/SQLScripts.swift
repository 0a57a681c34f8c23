/// The SQL of `Schema/` and `Queries/`, embedded at build time (see Package.swift),
/// so the binaries never look for files at run time.
public enum SQLScripts {
  public static let schema = text(PackageResources.facts_sql)
  /// The derivation's two parts, each its files in the order they run: the graph
  /// (entries, view bodies, names, values, edges), and the sites' context, keys and
  /// findings. Queries/view_flow.sql, controllers.sql and presentations.sql run between.
  public static let deriveGraph = [
    PackageResources.derive_graph_1_entries_sql, PackageResources.derive_graph_2_bodies_sql,
    PackageResources.derive_graph_3_names_sql, PackageResources.derive_graph_4_values_sql,
    PackageResources.derive_graph_5_edges_sql,
  ].map(text).joined(separator: "\n")
  public static let deriveSites = [
    PackageResources.derive_sites_1_context_sql, PackageResources.derive_sites_2_keys_sql,
    PackageResources.derive_sites_3_findings_sql,
  ].map(text).joined(separator: "\n")
  public static let viewFlow = text(PackageResources.view_flow_sql)
  /// Where each hosting controller's UIKit or AppKit hierarchy starts.
  public static let controllers = text(PackageResources.controllers_sql)
  /// The flow's edges of the run (gathered by the two above) applied to the graph.
  public static let flowApply = text(PackageResources.flow_apply_sql)
  /// The files whose flow edges changed, made dirty (the graph is derived again for them).
  public static let flowChanges = text(PackageResources.flow_changes_sql)
  /// What each presented closure's content starts with in the configuration.
  public static let presentations = text(PackageResources.presentations_sql)
  public static let typeHierarchy = text(PackageResources.type_hierarchy_sql)
  public static let types = text(PackageResources.types_sql)
  public static let typesStep = text(PackageResources.types_step_sql)
  public static let proof = text(PackageResources.proof_sql)
  public static let providesStep = text(PackageResources.provides_sql)
  public static let resetDerived = text(PackageResources.reset_derived_sql)
  /// The derived tables, as Queries/reset_derived.sql drops them: the one list, so that
  /// what a full derivation starts without and what an incremental run needs to find
  /// cannot disagree.
  public static let derivedTables: [String] = resetDerived.split(separator: "\n").compactMap { line in
    let prefix = "DROP TABLE IF EXISTS "
    guard line.hasPrefix(prefix), line.hasSuffix(";") else { return nil }
    return String(line.dropFirst(prefix.count).dropLast())
  }
  public static let affectedSlots = text(PackageResources.affected_slots_sql)
  public static let siteKeys = text(PackageResources.site_keys_sql)

  /// A stamp of the schema and the derivation: an index written by any other version
  /// of either is rebuilt (derived tables persist between runs).
  public static let schemaStamp = String(StableHash.of(parts: [
    schema, typeHierarchy, types, typesStep, deriveGraph, deriveSites, viewFlow, controllers, flowApply, flowChanges,
    presentations, proof, providesStep, siteKeys, affectedSlots, resetDerived, text(PackageResources.diagnostics_sql),
  ]), radix: 16)

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}

/// A query file split into named statements: each starts at a `-- @name` line.
public struct SQLSections: Sendable {
  private let statements: [String: String]

  public init(_ text: String) {
    var result: [String: String] = [:]
    var name: String?
    var lines: [Substring] = []
    func flush() {
      if let name { result[name] = lines.joined(separator: "\n") }
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("-- @") {
        flush()
        let header = line.dropFirst(4)
        name = String(header.prefix { !$0.isWhitespace && $0 != ":" })
      } else {
        lines.append(line)
      }
    }
    flush()
    statements = result
  }

  public subscript(_ name: String) -> String {
    guard let statement = statements[name] else { preconditionFailure("no SQL section named \(name)") }
    return statement
  }
}

extension SQLScripts {
  public static let why = SQLSections(text(PackageResources.why_sql))
  public static let report = SQLSections(text(PackageResources.report_sql))
  /// Queries/diagnostics.sql: which stored diagnostics a run keeps, and reading them.
  public static let diagnostics = SQLSections(text(PackageResources.diagnostics_sql))
  /// A stamp of the statements diagnostics are rendered from (why.sql, report.sql).
  public static let reportStamp = StableHash.hex(text(PackageResources.why_sql) + text(PackageResources.report_sql))
  public static let browse = SQLSections(text(PackageResources.browse_sql))
}
