/// `implicits-query report --format json`: the version-1 contract (docs/cli.md).
/// Fields may be added; none may change meaning.
public enum JSONReport {
  public static func make(_ index: ProjectIndex) throws -> JSON {
    let report = try Report(index: index)
    return make(reads: report.reads, diagnostics: report.findings.map(\.diagnostic), counts: report.counts,
                places: report.places)
  }

  /// The same from what a `Report` already listed, so a report lists reads once.
  public static func make(reads: [ReadResult], diagnostics: [Diagnostic], counts: ProjectIndex.Counts,
                          places: ReadTally.Places = .init()) -> JSON {
    func count(_ status: ReadResult.Status) -> JSON { .number(reads.filter { $0.status == status }.count) }
    let tally = ReadTally(reads)
    let readsAt = Dictionary(reads.map { ($0.location, $0) }, uniquingKeysWith: { first, _ in first })
    return .object([
      ("version", .number(1)),
      ("reads", .array(reads.map { read in
        var fields: [(String, JSON)] = [
          ("module", .string(read.module)), ("view", .string(read.view)), ("property", .string(read.property)),
          ("key", .string(read.key)), ("kind", .string(read.kind)), ("status", .string(read.status.rawValue)),
          ("file", .string(read.location.file)), ("line", .number(read.location.line)),
          ("column", .number(read.location.column)),
        ]
        // Additions to version 1: whether an unsatisfied or defaulted read misses its value
        // only in previews, and which entries reach an unreachable read's view
        // (`previews`: only previews show it; `none`).
        if read.status == .unsatisfied || read.status == .defaulted {
          fields.append(("onlyPreviews", .bool(read.onlyPreviews)))
        }
        if read.status == .unreachable { fields.append(("reachedFrom", .string(read.reach.rawValue))) }
        // Another: the code of the finding a read that is not satisfied gets
        // (`preview-missing-value` for one missing its value only in previews,
        // `unused-environment-object` for an unused one).
        if [.unsatisfied, .unproven, .unused, .defaulted].contains(read.status) {
          fields.append(("code", .string(ProjectIndex.ruleCode(for: read))))
        }
        // Another: for a project built in several configurations, those in which the read
        // has this status, when not all of them.
        if !read.configurations.isEmpty { fields.append(("configurations", .array(read.configurations.map(JSON.string)))) }
        return .object(fields)
      })),
      ("diagnostics", .array(diagnostics.map { diagnostic in
        .object([
          ("code", .string(diagnostic.code)), ("severity", .string(diagnostic.severity.rawValue)),
          ("message", .string(diagnostic.message)), ("file", .string(diagnostic.location.file)),
          ("line", .number(diagnostic.location.line)), ("column", .number(diagnostic.location.column)),
        ] + (diagnostic.hops.isEmpty ? [] : [
          // The path of a read's finding, one hop a step (added in version 1: optional)
          ("path", path(diagnostic.hops)),
        ]) + (diagnostic.members.isEmpty ? [] : [
          // A grouped finding (added in version 1): the place it is at, and every read
          // it stands for, each with its own path.
          ("place", .string(diagnostic.origin?.name ?? "")),
          ("reads", .array(diagnostic.members.map { member in
            let read = readsAt[member.location]
            return .object([("view", .string(read?.view ?? "")), ("property", .string(read?.property ?? "")),
                            ("key", .string(read?.key ?? "")), ("kind", .string(read?.kind ?? "")),
                            ("file", .string(member.location.file)), ("line", .number(member.location.line)),
                            ("column", .number(member.location.column)), ("path", path(member.hops))])
          })),
        ]))
      })),
      ("summary", .object([
        ("files", .number(counts.files)), ("views", .number(counts.views)), ("reads", .number(reads.count)),
        // Every unsatisfied read, app and previews (the field's meaning since version 1).
        ("satisfied", count(.satisfied)), ("unsatisfied", count(.unsatisfied)), ("unreachable", count(.unreachable)),
        ("default", count(.defaulted)), ("exported", count(.exported)),
        // Of the unsatisfied reads, those that fail only in previews.
        ("onlyPreviews", .number(tally.inPreviewsOnly)),
        // Additions: the app's errors (what every other surface calls `unsatisfied`), the
        // unproven reads, and the unreachable reads that previews alone reach.
        ("appUnsatisfied", .number(tally.inApp)), ("unproven", .number(tally.unproven)),
        ("reachedOnlyFromPreviews", .number(tally.reachedOnlyFromPreviews)),
        // and the @EnvironmentObjects missing on a path that nothing uses (`unused`).
        ("unused", .number(tally.unused)),
        // And how many places the findings come from: the app errors' (an entry, or a
        // presentation that starts a new host), the previews that miss values, the places
        // the analyzer cannot see that leave reads unproven.
        ("appPlaces", .number(places.app)), ("previewPlaces", .number(places.previews)),
        ("unprovenPlaces", .number(places.unproven)),
      ])),
    ])
  }

  /// A finding's path, one hop a step.
  static func path(_ hops: [Diagnostic.Hop]) -> JSON {
    .array(hops.map { hop in
      .object([("name", .string(hop.name)), ("producer", .string(hop.producer)),
               ("file", .string(hop.location.file)), ("line", .number(hop.location.line)),
               ("column", .number(hop.location.column))])
    })
  }

  /// `why --format json`: one read, its status and its evidence.
  public static func why(_ explanation: Explanation) -> JSON {
    let read = explanation.read
    func location(_ l: Location) -> [(String, JSON)] {
      [("file", .string(l.file)), ("line", .number(l.line)), ("column", .number(l.column))]
    }
    return .object([
      ("version", .number(1)),
      ("read", .object([
        ("module", .string(read.module)), ("view", .string(read.view)), ("property", .string(read.property)),
        ("key", .string(read.key)), ("kind", .string(read.kind)), ("status", .string(read.status.rawValue)),
      ] + location(read.location))),
      ("uncoveredPath", .array(explanation.uncoveredPath.map { hop in
        .object([("name", .string(hop.name)), ("producer", .string(hop.producer)), ("entry", .bool(hop.isEntry))]
                + location(hop.site ?? hop.location))
      })),
      ("coverings", .array(explanation.coverings.map { covering in
        .object([("declaration", .string(covering.declaration))] + location(covering.declarationLocation) + [
          ("sites", .array(covering.sites.map { site in
            .object([("name", .string(site.name)), ("producer", .string(site.producer))] + location(site.location))
          })),
          ("via", .array(covering.via.map { step in .object([("declaration", .string(step.text))] + location(step.location)) })),
        ])
      })),
      ("provenFrom", .array(explanation.provenFrom.map { entry in
        .object([("name", .string(entry.name)), ("preview", .bool(entry.isPreview))] + location(entry.location))
      })),
      ("previewPath", .array(explanation.previewPath.map { hop in
        .object([("name", .string(hop.name)), ("producer", .string(hop.producer)), ("entry", .bool(hop.isEntry))]
                + location(hop.site ?? hop.location))
      })),
      ("unseen", .array(explanation.blindPlaces.map { place in
        .object([("reason", .string(place.reason))] + location(place.location))
      })),
      ("declaredElsewhere", .array(explanation.declaredElsewhere.map { declaration in
        .object([("declaration", .string(declaration.text)), ("producer", .string(declaration.producer))]
                + location(declaration.location))
      })),
      ("nearMisses", .array(explanation.nearMisses.map { miss in
        .object([("message", .string(miss.message))] + location(miss.location))
      })),
      ("fix", explanation.suggestedFix.map(JSON.string) ?? .null),
      ("keyDefinition", explanation.keyDefinition.map { definition in
        .object([("description", .string(definition.description))] + location(definition.location))
      } ?? .null),
    ] + (explanation.configurationStatuses.isEmpty ? [] : [
      ("configurations", .array(explanation.configurationStatuses.map { entry in
        .object([("name", .string(entry.configuration)), ("status", .string(entry.status.rawValue))])
      })),
    ]))
  }
}
