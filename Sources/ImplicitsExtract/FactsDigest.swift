/// A digest of everything the index stores of one file's facts: two passes of one run
/// that extract a file with other project names often get the same facts (a name was
/// asked, but its answer changed nothing there), and such a file keeps its rows
/// (IndexPass's write stage). 128 bits from Swift's `Hasher`, seeded per process: a
/// digest is compared only with one the same run made.
public struct FactsDigest: Hashable, Sendable {
  let low: Int
  let high: Int
}

extension FileFacts {
  public var digest: FactsDigest {
    func hashed(_ salt: Int) -> Int {
      var hasher = Hasher()
      hasher.combine(salt)
      feed(into: &hasher)
      return hasher.finalize()
    }
    return FactsDigest(low: hashed(0), high: hashed(1))
  }

  /// The properties `feed` hashes: every stored one but `askedNames`, which is not
  /// stored (`KeptRowsTests` checks this list against the type's properties).
  static let digestedProperties = [
    "types", "conformances", "members", "producers", "reads", "findings", "environmentKeys", "trappingFunctions",
    "viewRequirements",
    "suppressions", "imports", "typeExpressions", "functions", "typeAliases", "carriedParameters",
    "genericArguments", "controllerSteps", "propertyStores", "sceneDelegates", "parsedCleanly",
  ]

  private func feed(into hasher: inout Hasher) {
    hasher.combine(types)
    hasher.combine(conformances)
    hasher.combine(members)
    hasher.combine(producers)
    hasher.combine(reads)
    hasher.combine(findings)
    hasher.combine(environmentKeys)
    hasher.combine(trappingFunctions)
    hasher.combine(viewRequirements.count)
    for requirement in viewRequirements {
      hasher.combine(requirement.protocolName)
      hasher.combine(requirement.name)
    }
    hasher.combine(suppressions)
    hasher.combine(imports)
    hasher.combine(typeExpressions)
    hasher.combine(functions)
    hasher.combine(typeAliases)
    hasher.combine(carriedParameters)
    hasher.combine(genericArguments)
    hasher.combine(controllerSteps)
    hasher.combine(propertyStores)
    hasher.combine(sceneDelegates)
    hasher.combine(parsedCleanly)
  }
}

/// Written out because of its lists of tuples (`KeptRowsTests` checks the list of
/// properties).
extension NodeFact: Hashable {
  static let digestedProperties = [
    "parent", "kind", "name", "labels", "position", "declaration", "valueType", "arguments", "candidates",
    "baseDeclarations",
  ]

  public static func == (lhs: NodeFact, rhs: NodeFact) -> Bool {
    lhs.parent == rhs.parent && lhs.kind == rhs.kind && lhs.name == rhs.name && lhs.labels == rhs.labels
      && lhs.position == rhs.position && lhs.declaration == rhs.declaration && lhs.valueType == rhs.valueType
      && lhs.arguments.elementsEqual(rhs.arguments, by: ==) && lhs.candidates.elementsEqual(rhs.candidates, by: ==)
      && lhs.baseDeclarations == rhs.baseDeclarations
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(parent)
    hasher.combine(kind)
    hasher.combine(name)
    hasher.combine(labels)
    hasher.combine(position)
    hasher.combine(declaration)
    hasher.combine(valueType)
    hasher.combine(arguments.count)
    for argument in arguments {
      hasher.combine(argument.label)
      hasher.combine(argument.type)
    }
    hasher.combine(candidates.count)
    for candidate in candidates {
      hasher.combine(candidate.purpose)
      hasher.combine(candidate.name)
    }
    hasher.combine(baseDeclarations)
  }
}
