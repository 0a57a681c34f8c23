import SwiftSyntax

/// What one piece of code stores in a property: `items.append(Item(view: v))`,
/// `panes["news"] = Pane(…)`, `current = other.current`, `var stack = [Pane(…)]`. A view
/// a value carries (a `carried` producer, made where the value is constructed) is shown
/// by the reads of the properties the value is stored in, not by every read of the
/// value's type (Queries/view_flow.sql, "Per stored property").
public struct PropertyStoreFact: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// An argument of a construction stored whole (`Item(view: AnyView(Row()))`):
    /// `position` is the argument's (a carried producer's), `call` the call's.
    case argument
    /// The value of another place (`value`, a type expression): a property's values.
    case place
    /// A value the analyzer does not follow (a function's result, a parameter, a
    /// closure's parameter), or the place changed through an alias (`&items`,
    /// `$items`) or inside one of its elements (`items[0].view = …`).
    case other
    /// A key path to a property of this name (`\.items`): it may be written through.
    case keyPath
  }

  /// The place stored in: a type expression (`member` or `scope`); nil for a key path.
  public var target: Int?
  public var kind: Kind
  public var value: Int?
  public var name: String = ""
  public var position: SourcePosition?
  public var call: SourcePosition?
}

/// Collects the property stores of one piece of code (a function, an initialiser, an
/// accessor, a property's initialiser). Locals are followed to what they are bound to
/// and what is added to them; a property's initialiser or getter stores its result in
/// the property.
final class PropertyStores {
  private let scope: LexicalScope
  private let types: TypeExpressions
  private let converter: SourceLocationConverter
  private let finder: CodeFinder
  /// Names bound to values this code does not show: the finder's, and the parameters.
  private let opaque: Set<String>
  /// What is added to each local (`rows.append(x)`, `rows += [x]`).
  private var localAdditions: [String: [ExprSyntax]] = [:]
  private(set) var facts: [PropertyStoreFact] = []

  /// Methods that add their argument to the collection they are called on, by the
  /// label of that argument.
  private static let adding: [String: Set<String>] = [
    "append": ["_", "contentsOf"], "insert": ["_", "contentsOf"], "updateValue": ["_"], "merge": ["_"],
    "replaceSubrange": ["with"],
  ]
  /// Collection methods that map elements to the elements of their result.
  private static let mapping: Set<String> = ["map", "compactMap", "flatMap"]

  /// `finder` has walked the code; `parameters`: the code's own, which bind values it
  /// is given.
  init(found finder: CodeFinder, scope: LexicalScope, parameters: Set<String>, types: TypeExpressions,
       converter: SourceLocationConverter) {
    self.finder = finder
    opaque = finder.opaque.union(parameters)
    self.scope = scope
    self.types = types
    self.converter = converter
  }

  /// The stores of `body`; `property` (of `owner`) is given when the code gives that
  /// property's value: its initialiser or its getter.
  func collect(_ body: Syntax, property: String?, owner: String) {
    var stores: [(ExprSyntax, ExprSyntax)] = finder.assignments + finder.additions
    for call in finder.calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let labels = Self.adding[member.declName.baseName.text],
            let argument = call.arguments.first(where: { labels.contains($0.label?.text ?? "_") })
      else { continue }
      if let local = localName(base) {
        localAdditions[local, default: []].append(argument.expression)
      } else {
        stores.append((base, argument.expression))
      }
    }
    for (target, value) in finder.additions {
      if let local = localName(target) { localAdditions[local, default: []].append(value) }
    }
    for (target, value) in stores where localName(target) == nil {
      store(value, in: target)
    }
    for place in finder.aliased where localName(place) == nil {
      if let target = placeExpression(place) { facts.append(PropertyStoreFact(target: target, kind: .other)) }
    }
    for name in finder.keyPathNames.sorted() { facts.append(PropertyStoreFact(target: nil, kind: .keyPath, name: name)) }
    if let property, !owner.isEmpty {
      let target = types.add(TypeExpressionFact(kind: .member, base: types.exact(owner), name: property, names: []))
      var results = finder.returns
      if let single = ControllerFlow.singleExpression(body) { results.append(single) }
      for result in results { record(leavesOf: result, in: target) }
    }
  }

  /// A store of `value` in the place `target` (`items`, `self.panes[key]`, `model.items`).
  private func store(_ value: ExprSyntax, in target: ExprSyntax) {
    var place = target
    while let inner = Self.unwrapped(place) ?? place.as(SubscriptCallExprSyntax.self)?.calledExpression {
      place = inner
    }
    guard let expression = placeExpression(place) else { return }
    record(leavesOf: value, in: expression)
    // `items[0].view = v` changes an element of `items`: the places it goes through
    // change in ways this store does not say.
    var base = place.as(MemberAccessExprSyntax.self)?.base
    while let current = base {
      if let inner = Self.unwrapped(current) ?? current.as(SubscriptCallExprSyntax.self)?.calledExpression {
        base = inner
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        if let opened = placeExpression(current) { facts.append(PropertyStoreFact(target: opened, kind: .other)) }
        base = member.base
      } else {
        if current.is(DeclReferenceExprSyntax.self), localName(current) == nil, let opened = placeExpression(current) {
          facts.append(PropertyStoreFact(target: opened, kind: .other))
        }
        break
      }
    }
  }

  /// The type expression of a place, when it may name a property (a member or an
  /// unqualified name no local binds).
  private func placeExpression(_ place: ExprSyntax) -> Int? {
    guard place.is(MemberAccessExprSyntax.self) || place.is(DeclReferenceExprSyntax.self) else { return nil }
    if let reference = place.as(DeclReferenceExprSyntax.self), SyntaxNames.isSelfKeyword(reference.baseName) {
      return nil
    }
    return TypeInference.expression(place, scope: scope, types: types)
  }

  /// The values `value` stores, each as a fact about `target`.
  private func record(leavesOf value: ExprSyntax, in target: Int, visited: Set<String> = []) {
    if let inner = Self.unwrapped(value) { return record(leavesOf: inner, in: target, visited: visited) }
    if value.is(NilLiteralExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
      || value.is(IntegerLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) { return }
    if let array = value.as(ArrayExprSyntax.self) {
      for element in array.elements { record(leavesOf: element.expression, in: target, visited: visited) }
      return
    }
    if let dictionary = value.as(DictionaryExprSyntax.self) {
      if case .elements(let elements) = dictionary.content {
        for element in elements { record(leavesOf: element.value, in: target, visited: visited) }
      }
      return
    }
    if let sequence = value.as(SequenceExprSyntax.self) {
      // `flag ? a : b` before operator folding: [flag, ? a :, b]
      let elements = Array(sequence.elements)
      if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
        record(leavesOf: ternary.thenExpression, in: target, visited: visited)
        record(leavesOf: elements[2], in: target, visited: visited)
        return
      }
    }
    if let call = value.as(FunctionCallExprSyntax.self) { return record(call: call, in: target, visited: visited) }
    if let local = localName(value) {
      // a member of a local (`row.item`): not followed
      guard value.is(DeclReferenceExprSyntax.self) else { return other(in: target) }
      guard !visited.contains(local), !opaque.contains(local) else { return other(in: target) }
      for bound in (finder.locals[local] ?? []) + (localAdditions[local] ?? []) {
        record(leavesOf: bound, in: target, visited: visited.union([local]))
      }
      return
    }
    if let subscripted = value.as(SubscriptCallExprSyntax.self) {
      return record(leavesOf: subscripted.calledExpression, in: target, visited: visited)
    }
    if let reference = value.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) != nil {
      return other(in: target)  // a parameter
    }
    if let source = placeExpression(value) {
      facts.append(PropertyStoreFact(target: target, kind: .place, value: source))
      return
    }
    other(in: target)
  }

  /// A call stored whole: a construction's arguments (its carried producers), or the
  /// elements of a `map` closure's result.
  private func record(call: FunctionCallExprSyntax, in target: Int, visited: Set<String>) {
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
       Self.mapping.contains(member.declName.baseName.text) {
      let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
      guard let closure else { return other(in: target) }
      let finder = CodeFinder(viewMode: .sourceAccurate)
      finder.walk(closure.statements)
      var results = finder.returns
      if let single = ControllerFlow.singleExpression(Syntax(closure.statements)) { results.append(single) }
      if results.isEmpty { return other(in: target) }
      for result in results { record(leavesOf: result, in: target, visited: visited) }
      return
    }
    var arguments = call.arguments.map { ExprSyntax($0.expression) }
    if let trailing = call.trailingClosure { arguments.append(ExprSyntax(trailing)) }
    arguments += call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
    if arguments.isEmpty { return other(in: target) }
    let position = converter.position(of: call)
    for argument in arguments {
      facts.append(PropertyStoreFact(target: target, kind: .argument, position: converter.position(of: argument),
                                     call: position))
    }
  }

  private func other(in target: Int) { facts.append(PropertyStoreFact(target: target, kind: .other)) }

  /// The local (or closure parameter, loop variable) a place or value names, if any.
  private func localName(_ expression: ExprSyntax) -> String? {
    var root = expression
    while true {
      if let inner = Self.unwrapped(root) ?? root.as(SubscriptCallExprSyntax.self)?.calledExpression {
        root = inner
      } else if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
        if let reference = base.as(DeclReferenceExprSyntax.self), SyntaxNames.isSelfKeyword(reference.baseName) {
          return nil
        }
        root = base
      } else { break }
    }
    guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    return finder.locals[name] != nil || opaque.contains(name) ? name : nil
  }

  /// `(x)`, `try x`, `await x`, `x!`, `x?`, `x as T`: the value `x`.
  private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax? {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
      return tuple.elements.first?.expression
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return elements[0] }
      return nil
    }
    return expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression
      ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
      ?? expression.as(OptionalChainingExprSyntax.self)?.expression
  }
}
