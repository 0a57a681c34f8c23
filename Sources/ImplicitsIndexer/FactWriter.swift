import ImplicitsExtract
import ImplicitsStore

/// Writes one file's facts into the index with reused prepared statements.
struct FactWriter {
  let database: Database
  /// Ids the file's producers had before it was re-parsed, by signature, oldest first:
  /// a producer that is still there keeps its id, so derived rows of other files that
  /// point at it stay valid (incremental derivation depends on it).
  var previousProducerIDs: [String: [Int]] = [:]
  /// The id a new producer gets: above every id the index has held, so it never takes
  /// the id that a kept producer (written later) is about to reuse.
  var nextProducerID = 1

  static func signature(owner: String, name: String, labels: String, kind: String) -> String {
    [owner, name, labels, kind].joined(separator: "\u{1F}")
  }

  /// Writes the file's facts; its type expressions first, since the other facts name
  /// them by row id.
  mutating func write(_ facts: FileFacts, fileID: Int, module: String) throws {
    let typeIDs = try writeTypeExpressions(facts.typeExpressions, fileID: fileID)
    try writeDeclarations(of: facts, fileID: fileID, module: module, typeIDs: typeIDs)
    try writeReads(of: facts, fileID: fileID, module: module, typeIDs: typeIDs)
    try writeControllerFacts(of: facts, fileID: fileID, typeIDs: typeIDs)
    for producer in facts.producers { try write(producer, fileID: fileID, module: module, typeIDs: typeIDs) }
  }

  /// What the file declares: types, their conformances and members, functions, the
  /// parameters views carry, generic arguments and type aliases.
  private func writeDeclarations(of facts: FileFacts, fileID: Int, module: String, typeIDs: [Int]) throws {
    func typeID(_ index: Int?) -> Int? { index.map { typeIDs[$0] } }
    let insertType = try database.prepare(
      "INSERT INTO types(file_id, module, name, kind, is_public, line, col, file_private) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    for type in facts.types {
      try insertType.run(fileID, module, type.name, type.kind, type.isPublic, type.position.line, type.position.column,
                         type.isFilePrivate)
    }
    let insertConformance = try database.prepare(
      "INSERT INTO conformances(file_id, module, type_name, protocol) VALUES (?, ?, ?, ?)")
    for conformance in facts.conformances {
      try insertConformance.run(fileID, module, conformance.typeName, conformance.protocolName)
    }
    let insertMember = try database.prepare(
      "INSERT INTO members(file_id, module, owner, name, qualified, type, is_static, type_id, wrapper) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
    for member in facts.members {
      let qualified = member.owner.isEmpty ? member.name : member.owner + "." + member.name
      try insertMember.run(fileID, module, member.owner, member.name, qualified, member.type, member.isStatic,
                           typeID(member.typeExpression), member.wrapper)
    }
    let insertFunction = try database.prepare("""
      INSERT INTO functions(file_id, module, owner, name, labels, is_static, result_id, result_argument)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for function in facts.functions {
      try insertFunction.run(fileID, module, function.owner, function.name, function.labels, function.isStatic,
                             typeID(function.result), function.resultArgument)
    }
    let insertCarried = try database.prepare(
      "INSERT INTO carried_parameters(file_id, owner, label, property) VALUES (?, ?, ?, ?)")
    for carried in facts.carriedParameters {
      try insertCarried.run(fileID, carried.owner, carried.label, carried.property)
    }
    let insertGeneric = try database.prepare(
      "INSERT INTO generic_arguments(file_id, owner, label, generic, is_array) VALUES (?, ?, ?, ?, ?)")
    for argument in facts.genericArguments {
      try insertGeneric.run(fileID, argument.owner, argument.label, argument.generic, argument.isArray)
    }
    let insertAlias = try database.prepare("INSERT INTO type_aliases(file_id, module, name, target_id) VALUES (?, ?, ?, ?)")
    for alias in facts.typeAliases { try insertAlias.run(fileID, module, alias.name, typeIDs[alias.target]) }
  }

  /// The environment reads, and what the file says besides its views: findings,
  /// environment keys, view requirements of its protocols, suppressions and imports.
  private func writeReads(of facts: FileFacts, fileID: Int, module: String, typeIDs: [Int]) throws {
    func typeID(_ index: Int?) -> Int? { index.map { typeIDs[$0] } }
    let insertRead = try database.prepare("""
      INSERT INTO reads(file_id, module, view, property, key, written_key, key_id, kind, optional, used, line, col)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for read in facts.reads {
      try insertRead.run(fileID, module, read.view, read.property, read.key, read.key, typeID(read.keyExpression),
                         read.kind.rawValue, read.isOptional, read.isUsed, read.position.line, read.position.column)
    }
    let insertFinding = try database.prepare(
      "INSERT INTO file_findings(file_id, code, subject, detail, line, col) VALUES (?, ?, ?, ?, ?, ?)")
    for finding in facts.findings {
      try insertFinding.run(fileID, finding.code, finding.subject, finding.detail,
                            finding.position.line, finding.position.column)
    }
    let insertKey = try database.prepare("""
      INSERT INTO environment_keys(file_id, accessor, key_type, default_text, default_call, line, col)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """)
    for key in facts.environmentKeys {
      try insertKey.run(fileID, key.accessor, key.keyType, key.defaultText, key.defaultCall, key.position.line,
                        key.position.column)
    }
    let insertTrapping = try database.prepare("INSERT INTO trapping_functions(file_id, owner, name) VALUES (?, ?, ?)")
    for function in facts.trappingFunctions {
      try insertTrapping.run(fileID, function.owner, function.name)
    }
    let insertRequirement = try database.prepare("INSERT INTO view_requirements(file_id, protocol, name) VALUES (?, ?, ?)")
    for requirement in facts.viewRequirements {
      try insertRequirement.run(fileID, requirement.protocolName, requirement.name)
    }
    let insertSuppression = try database.prepare("INSERT INTO suppressions(file_id, line, code, reason) VALUES (?, ?, ?, ?)")
    for suppression in facts.suppressions {
      try insertSuppression.run(fileID, suppression.line, suppression.code, suppression.reason)
    }
    let insertImport = try database.prepare("INSERT INTO imports(file_id, module) VALUES (?, ?)")
    for module in facts.imports { try insertImport.run(fileID, module) }
  }

  /// UIKit and AppKit: scene delegates, the steps between controllers, and values
  /// stored in properties.
  private func writeControllerFacts(of facts: FileFacts, fileID: Int, typeIDs: [Int]) throws {
    func typeID(_ index: Int?) -> Int? { index.map { typeIDs[$0] } }
    let insertSceneDelegate = try database.prepare(
      "INSERT INTO scene_delegates(file_id, owner, type_id) VALUES (?, ?, ?)")
    for delegate in facts.sceneDelegates { try insertSceneDelegate.run(fileID, delegate.owner, typeID(delegate.type)) }
    let insertStep = try database.prepare("""
      INSERT INTO controller_steps(file_id, line, col, from_kind, from_type_id, from_name, from_line, from_col,
                                   to_kind, to_type_id, to_name, to_line, to_col,
                                   check_holds, check_type_id, check_name, check_shape)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for step in facts.controllerSteps {
      try insertStep.run(fileID, step.position.line, step.position.column,
                         step.from.kind.rawValue, typeID(step.from.type), step.from.name,
                         step.from.position?.line, step.from.position?.column,
                         step.to.kind.rawValue, typeID(step.to.type), step.to.name,
                         step.to.position?.line, step.to.position?.column,
                         step.check.map { $0.ifDeclared ? "if" : "unless" }, typeID(step.check?.type),
                         step.check?.name, step.check?.shape)
    }
    let insertStore = try database.prepare("""
      INSERT INTO property_stores(file_id, target_id, kind, value_id, name, line, col, call_line, call_col)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for store in facts.propertyStores {
      try insertStore.run(fileID, typeID(store.target), store.kind.rawValue, typeID(store.value), store.name,
                          store.position?.line, store.position?.column, store.call?.line, store.call?.column)
    }
  }

  /// The file's type expressions; returns their row ids by index. A base or argument
  /// always precedes the expression that uses it.
  private func writeTypeExpressions(_ expressions: [TypeExpressionFact], fileID: Int) throws -> [Int] {
    let insertExpression = try database.prepare(
      "INSERT INTO type_exprs(file_id, kind, base_id, name, labels) VALUES (?, ?, ?, ?, ?)")
    let insertName = try database.prepare(
      "INSERT INTO type_expr_names(expr_id, file_id, rank, name) VALUES (?, ?, ?, ?)")
    let insertArgument = try database.prepare(
      "INSERT INTO type_expr_arguments(expr_id, file_id, position, argument_id) VALUES (?, ?, ?, ?)")
    var ids: [Int] = []
    ids.reserveCapacity(expressions.count)
    for expression in expressions {
      try insertExpression.run(fileID, expression.kind.rawValue, expression.base.map { ids[$0] }, expression.name,
                               expression.labels)
      let id = database.lastInsertRowID
      ids.append(id)
      for (rank, name) in expression.names.enumerated() { try insertName.run(id, fileID, rank, name) }
      for (position, argument) in expression.arguments.enumerated() {
        if let argument { try insertArgument.run(id, fileID, position, ids[argument]) }
      }
    }
    return ids
  }

  private mutating func write(_ producer: ProducerFact, fileID: Int, module: String, typeIDs: [Int]) throws {
    let qualified = producer.owner.isEmpty ? producer.name : producer.owner + "." + producer.name
    let signature = Self.signature(owner: producer.owner, name: producer.name, labels: producer.labels,
                                   kind: producer.kind.rawValue)
    var id = previousProducerIDs[signature]?.first
    if id != nil {
      previousProducerIDs[signature]!.removeFirst()
    } else {
      id = nextProducerID
      nextProducerID += 1
    }
    try database.prepare("""
      INSERT INTO producers(id, file_id, module, owner, name, qualified, kind, labels, is_entry, line, col, file_private,
                            function)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """).run(id, fileID, module, producer.owner, producer.name, qualified, producer.kind.rawValue,
               producer.labels, producer.isEntry, producer.position.line, producer.position.column,
               producer.isFilePrivate, producer.function)
    let producerID = database.lastInsertRowID
    if let argument = producer.argument {
      try database.prepare(
        "INSERT INTO argument_values(producer_id, file_id, label, call_line, call_col) VALUES (?, ?, ?, ?, ?)"
      ).run(producerID, fileID, argument.label, argument.call.line, argument.call.column)
    }
    let insertNode = try database.prepare("""
      INSERT INTO nodes(file_id, producer_id, parent_id, kind, name, labels, value_type_id, line, col, guessed_type)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    let insertDeclaration = try database.prepare(
      "INSERT INTO declarations(node_id, file_id, kind, key, value_text, type_id) VALUES (?, ?, ?, ?, ?, ?)")
    let insertCandidate = try database.prepare(
      "INSERT INTO candidates(node_id, file_id, purpose, rank, name, last_dot) VALUES (?, ?, ?, ?, ?, ?)")
    let insertArgument = try database.prepare(
      "INSERT INTO node_arguments(node_id, file_id, label, type_id) VALUES (?, ?, ?, ?)")
    let insertPresentationBase = try database.prepare(
      "INSERT INTO presentation_bases(presentation_id, declaration_id, file_id) VALUES (?, ?, ?)")
    var ids: [Int] = []
    ids.reserveCapacity(producer.nodes.count)
    for node in producer.nodes {
      // Parents always precede their children, so the parent's row id is known.
      try insertNode.run(fileID, producerID, node.parent.map { ids[$0] }, node.kind.rawValue, node.name, node.labels,
                         node.valueType.map { typeIDs[$0] }, node.position.line, node.position.column,
                         node.kind == .instantiate)
      let nodeID = database.lastInsertRowID
      ids.append(nodeID)
      for argument in node.arguments {
        try insertArgument.run(nodeID, fileID, argument.label, typeIDs[argument.type])
      }
      for declaration in node.baseDeclarations { try insertPresentationBase.run(nodeID, ids[declaration], fileID) }
      if let declaration = node.declaration {
        try insertDeclaration.run(nodeID, fileID, declaration.delegate?.rawValue ?? declaration.kind.rawValue,
                                  declaration.key, declaration.valueText,
                                  declaration.typeExpression.map { typeIDs[$0] })
      }
      // Ranked per purpose: a type and a producer of the same scope level (`Home.Layout`
      // as a nested type or as a method) have the same rank, as Swift's lookup finds
      // both at that level.
      var ranks: [CandidatePurpose: Int] = [:]
      for candidate in node.candidates {
        let rank = ranks[candidate.purpose, default: 0]
        ranks[candidate.purpose] = rank + 1
        try insertCandidate.run(nodeID, fileID, candidate.purpose.rawValue, rank, candidate.name,
                                Self.lastDot(candidate.name))
      }
    }
  }

  /// The position of `name`'s last dot in characters from 1, as SQLite's `substr`
  /// counts them (Unicode scalars); 0 when it has none.
  static func lastDot(_ name: String) -> Int {
    var position = 0
    var last = 0
    for scalar in name.unicodeScalars {
      position += 1
      if scalar == "." { last = position }
    }
    return last
  }
}
