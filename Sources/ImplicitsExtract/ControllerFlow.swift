import SwiftSyntax

/// One step of a controller's (or a view's) way up its UIKit or AppKit hierarchy:
/// the value at `from` is placed where `to` is. Queries/controllers.sql follows the
/// steps from each hosting controller to where its hierarchy starts.
public struct ControllerStepFact: Sendable, Hashable {
  public enum Kind: String, Sendable {
    /// An expression of this file: a hosting controller made there, or a construction.
    case site
    /// Every instance of a type (`self` in its code).
    case instances
    /// The value a property holds (`type`: the type it is a member of).
    case member
    /// A parameter's value: `name` is `Owner.function#label`.
    case parameter
    /// What a method returns (`type`: its owner).
    case result
    /// Handed to a method or function: `name` is `function#label`; the index follows
    /// it to that parameter when the project declares it.
    case call
    /// Presented apart (`present(_:animated:)`): a hierarchy of its own.
    case present
    /// The root of a window or popover (`window.rootViewController = host`).
    case window
    /// Where the analyzer loses the value (`name` says how).
    case lost
  }

  public struct End: Sendable, Hashable {
    public var kind: Kind
    /// A type expression (TypeExpression.swift): a site's constructed type, the owner
    /// of a member, result or instances.
    public var type: Int?
    public var name: String
    /// A site's position (the call's).
    public var position: SourcePosition?
  }

  /// A step that takes a name's UIKit or AppKit meaning (`present`,
  /// `rootViewController`) holds only when the receiver's type declares no member of
  /// that name the call fits; its twin, the step into the project's member, only when
  /// it does: Swift calls the project's then (Queries/controllers.sql decides).
  public struct Check: Sendable, Hashable {
    /// `true`: the step is the project member's twin; `false`: the framework meaning.
    public var ifDeclared: Bool
    /// The receiver's type expression (the owner's for an implicit `self`).
    public var type: Int?
    public var name: String
    /// A method call's shape (CallShapes); nil for a property.
    public var shape: String?
  }

  public var from: End
  public var to: End
  /// Where the step is written.
  public var position: SourcePosition
  public var check: Check?
}

/// Finds the controller steps of one piece of code (a function, an initialiser, an
/// accessor, a property's initialiser). Locals are followed to what they are bound
/// to; a value is followed further only when it may be a controller or a view of
/// UIKit or AppKit (a hosting controller, a construction of one of their classes or
/// of a project subclass, `self` of one), or where it is put inside one.
final class ControllerFlow {
  struct Context {
    var owner: String
    var function: String
    var scope: LexicalScope
    var types: TypeExpressions
    var names: NameLookup
    /// Parameter names and their labels (`_` when none).
    var parameters: [String: String] = [:]
    /// Parameters whose declared type is a controller's or a view's: handed on, they
    /// are followed.
    var controllerParameters: Set<String> = []
    /// Properties the owner declares in this file: `navigationController` is the
    /// project's own property there, not UIKit's.
    var isOwnMember: (String) -> Bool = { _ in false }
    /// The code is a property's getter or initialiser, or a function's body, whose
    /// declared type is a controller's or a view's: what it returns is followed.
    var resultIsController = false
    /// The code gives a property's value (`lazy var host = ...`): its name.
    var property: String?
  }

  private let context: Context
  private let converter: SourceLocationConverter
  private(set) var steps: [ControllerStepFact] = []
  /// Each local's bindings and assignments, by name; closure parameters bind nothing.
  private var locals: [String: [ExprSyntax]] = [:]
  private var opaque: Set<String> = []
  private var resolving: Set<String> = []

  init(context: Context, converter: SourceLocationConverter) {
    self.context = context
    self.converter = converter
  }

  /// The steps of `body`: a function's, an initialiser's or an accessor's code, or a
  /// property's initialiser; what it returns (or is) is the code's result. `finder`
  /// has walked `body` (the walk is shared with PropertyStores).
  func collect(_ body: Syntax, found finder: CodeFinder) {
    locals = finder.locals
    opaque = finder.opaque
    for call in finder.calls { visitCall(call) }
    for (target, value) in finder.assignments { visitAssignment(target, value) }
    for returned in finder.returns { give(returned, to: resultEnd(), at: Syntax(returned)) }
    if let single = Self.singleExpression(body) { give(single, to: resultEnd(), at: Syntax(single)) }
  }

  // MARK: Uses

  private func visitCall(_ call: FunctionCallExprSyntax) {
    let callee = call.calledExpression
    let name = Self.calleeName(callee)
    let receiver = callee.as(MemberAccessExprSyntax.self)?.base
    var items: [(String, ExprSyntax)] = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
    if let closure = call.trailingClosure { items.append(("+", ExprSyntax(closure))) }
    for (label, argument) in items {
      let given = values(of: argument)
      guard !given.isEmpty else { continue }
      for target in targets(ofArgument: label, call: call, name: name, receiver: receiver) {
        give(given, to: target, at: Syntax(argument))
      }
    }
  }

  /// Where an argument of `call` goes.
  private func targets(ofArgument label: String, call: FunctionCallExprSyntax, name: String,
                       receiver: ExprSyntax?) -> [End] {
    // a hosting controller's root view: views' flow (Queries/view_flow.sql)
    if context.names.isHosting(name) || ProducerBuilder.isHostingShaped(call, name: name)
      || BuiltInControllers.notPlacing.contains(name) { return [] }
    if BuiltInControllers.presenting.contains(name) {
      return framework([end(.present, name: "\(name)(\(label):)")], call: call, name: name, label: label, receiver: receiver)
    }
    if let receiver, receiver.is(SuperExprSyntax.self) || Self.isSelf(receiver), name == "init" {
      // `super.init(rootViewController: host)`: the controller being made holds it
      return label == "rootViewController" ? [end(.instances, type: .owner, name: context.owner)] : []
    }
    if let type = constructedClass(callee: call.calledExpression) {
      if BuiltInControllers.windowClasses.contains(SyntaxNames.lastComponent(type)) {
        return [end(.window, name: "\(type)(\(label):)")]
      }
      // `UINavigationController(rootViewController: host)`: inside the value made
      return [End(kind: .site, type: .named(type), name: type, position: converter.position(of: call))]
    }
    if BuiltInControllers.containing.contains(name) {
      guard let receiver, !Self.isSelf(receiver) else {
        return framework([end(.instances, type: .owner, name: context.owner)], call: call, name: name, label: label,
                         receiver: receiver)
      }
      let placed = values(of: receiver).map(\.end)
      return framework(placed.isEmpty
        ? [end(.lost, name: "put inside \(SyntaxNames.trimmedText(receiver)), which the analyzer cannot follow")]
        : placed, call: call, name: name, label: label, receiver: receiver)
    }
    if call.calledExpression.is(ClosureExprSyntax.self) { return [] }
    // handed to a method or function: followed to its parameter when the project has one
    let base = receiver.flatMap { Self.isSelf($0) ? nil : $0 }
    let type = base.map { TypeSource.of($0) } ?? .owner
    var targets = [end(.call, type: type, name: "\(name)#\(label)")]
    // `Slot(controller: host)`: or a construction, to its initialiser's parameter or
    // the stored property a memberwise initialiser sets
    if let constructed = TypeInference.constructedType(call.calledExpression), receiver == nil || base == nil {
      let written = String(constructed.prefix { $0 != "<" })
      targets.append(end(.call, type: .named(written), name: "init#\(label)"))
    }
    return targets
  }

  /// `ends`, what a call of UIKit's or AppKit's `name` does with its argument, and the
  /// twin step into the project's method of that name: which holds is decided by the
  /// receiver's type (ControllerStepFact.Check).
  private func framework(_ ends: [End], call: FunctionCallExprSyntax, name: String, label: String,
                         receiver: ExprSyntax?) -> [End] {
    let type: TypeSource = receiver.flatMap { Self.isSelf($0) ? nil : TypeSource.of($0) } ?? .owner
    let shape = CallShapes.shape(of: call)
    return ends.map { $0.checked(Check(ifDeclared: false, type: type, name: name, shape: shape)) }
      + [End(kind: .call, type: type, name: "\(name)#\(label)",
             check: Check(ifDeclared: true, type: type, name: name, shape: shape))]
  }

  /// `ends`, what UIKit's or AppKit's property `name` of `base` (`self` when nil) is,
  /// and the twin: the project's property of that name.
  private func framework(_ ends: [End], property name: String, base: ExprSyntax?) -> [End] {
    let type: TypeSource = base.map { .of($0) } ?? .owner
    return ends.map { $0.checked(Check(ifDeclared: false, type: type, name: name)) }
      + [End(kind: .member, type: type, name: name, check: Check(ifDeclared: true, type: type, name: name))]
  }

  /// Values read through UIKit's or AppKit's property `name` of `base`, and the
  /// project's property of that name, each as the receiver's type decides.
  private func framework(_ given: [Value], property name: String, base: ExprSyntax?) -> [Value] {
    let twin = framework([End](), property: name, base: base)
    let type: TypeSource = base.map { .of($0) } ?? .owner
    return given.map { Value(end: $0.end.checked(Check(ifDeclared: false, type: type, name: name)),
                             isController: $0.isController) }
      + twin.map { Value(end: $0, isController: false) }
  }

  private func visitAssignment(_ target: ExprSyntax, _ value: ExprSyntax) {
    let member = target.as(MemberAccessExprSyntax.self)
    let name = member?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    let base = member?.base.flatMap { Self.isSelf($0) ? nil : $0 }
    if member == nil, locals[name] != nil || opaque.contains(name) { return }  // a local: followed where it is used
    if BuiltInControllers.windowRoots.contains(name) {
      for target in framework([end(.window, name: name)], property: name, base: base) {
        give(value, to: target, at: Syntax(value))
      }
    } else if BuiltInControllers.containingProperties.contains(name) {
      let placed = base.map { values(of: $0).map(\.end) } ?? [end(.instances, type: .owner, name: context.owner)]
      for target in framework(placed, property: name, base: base) { give(value, to: target, at: Syntax(value)) }
    } else if name == "contentConfiguration" {
      // a cell's content: shown in the table or collection view of the code that
      // configures it (a cell that configures itself is placed by a view the analyzer
      // cannot see)
      let target = base == nil ? end(.lost, name: "made a cell's content, which a table or collection view the analyzer cannot see shows")
        : end(.instances, type: .owner, name: context.owner)
      for target in framework([target], property: name, base: base) { give(value, to: target, at: Syntax(value)) }
    } else if !name.isEmpty {
      give(value, to: end(.member, type: base.map { TypeSource.of($0) } ?? .owner, name: name), at: Syntax(value))
    }
  }

  /// Records a step from each value `expression` may hold to `target`. Steps into
  /// the value's container are always kept; a value handed on (stored, returned,
  /// passed) only when it may be a controller.
  private func give(_ expression: ExprSyntax, to target: End, at node: Syntax) {
    give(values(of: expression), to: target, at: node)
  }

  private func give(_ given: [Value], to target: End, at node: Syntax) {
    let containment: Set<ControllerStepFact.Kind> = [.present, .window, .instances, .site, .lost]
    // (a framework meaning's twin is kept as the meaning is)
    for value in given where containment.contains(target.kind) || target.check != nil || value.isController
      || (target.kind == .result && context.resultIsController) {
      guard value.end != target else { continue }
      // (where both ends depend on a name's meaning, the target's decides)
      steps.append(ControllerStepFact(from: resolved(value.end), to: resolved(target),
                                      position: converter.position(of: node),
                                      check: (target.check ?? value.end.check).map(resolved)))
    }
  }

  // MARK: Values

  /// Where a type comes from: typed only when a step is recorded, so code that moves no
  /// controller adds no type expressions to the file's facts.
  enum TypeSource: Equatable {
    case none, owner, named(String)
    case of(ExprSyntax)
    static func == (a: TypeSource, b: TypeSource) -> Bool {
      switch (a, b) {
      case (.none, .none), (.owner, .owner): return true
      case (.named(let x), .named(let y)): return x == y
      case (.of(let x), .of(let y)): return x.id == y.id
      default: return false
      }
    }
  }

  /// A step's end before its type is looked up.
  struct End: Equatable {
    var kind: ControllerStepFact.Kind
    var type: TypeSource = .none
    var name: String
    var position: SourcePosition? = nil
    /// The end is a name's UIKit or AppKit meaning, or its twin in the project.
    var check: Check? = nil

    /// The end with `check`, unless it depends on a name's meaning already (the
    /// innermost name decides: `navigationController?.pushViewController(host)`).
    func checked(_ check: Check) -> End {
      var checked = self
      if checked.check == nil { checked.check = check }
      return checked
    }
  }

  /// ControllerStepFact.Check before its type is looked up.
  struct Check: Equatable {
    var ifDeclared: Bool
    var type: TypeSource
    var name: String
    var shape: String? = nil
  }

  struct Value {
    var end: End
    var isController: Bool
  }

  private var ownerTypeIndex: Int??
  private var namedTypes: [String: Int] = [:]
  private var expressionTypes: [SyntaxIdentifier: Int?] = [:]

  private func resolved(_ source: TypeSource) -> Int? {
    var type: Int?
    switch source {
    case .none: type = nil
    case .owner:
      if ownerTypeIndex == nil { ownerTypeIndex = .some(context.owner.isEmpty ? nil : context.types.exact(context.owner)) }
      type = ownerTypeIndex!
    case .named(let written):
      if let known = namedTypes[written] { type = known } else {
        let index = context.types.named(written, scope: context.owner)
        namedTypes[written] = index
        type = index
      }
    case .of(let expression):
      if let known = expressionTypes[expression.id] { type = known } else {
        let index = typeOf(expression)
        expressionTypes[expression.id] = index
        type = index
      }
    }
    return type
  }

  private func resolved(_ end: End) -> ControllerStepFact.End {
    return ControllerStepFact.End(kind: end.kind, type: resolved(end.type), name: end.name, position: end.position)
  }

  private func resolved(_ check: Check) -> ControllerStepFact.Check {
    ControllerStepFact.Check(ifDeclared: check.ifDeclared, type: resolved(check.type), name: check.name,
                             shape: check.shape)
  }

  /// What `expression` may hold, as ends of steps.
  private func values(of expression: ExprSyntax) -> [Value] {
    let expression = Self.unwrapped(expression)
    if let call = expression.as(FunctionCallExprSyntax.self) {
      let callee = call.calledExpression
      let position = converter.position(of: call)
      if let closure = callee.as(ClosureExprSyntax.self) { return values(of: ExprSyntax(closure)) }  // `{ …; return host }()`
      let name = Self.calleeName(callee)
      // `UIHostingConfiguration { Row() }.margins(.all, 0)`: its modifiers return it
      if let base = callee.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) {
        let made = values(of: ExprSyntax(base))  // (once: chains of modifiers are long)
        if made.contains(where: { $0.end.kind == .site && $0.end.type == .none }) { return made }
      }
      if context.names.isHosting(name) || ProducerBuilder.isHostingShaped(call, name: name) {
        return [Value(end: .init(kind: .site, type: .none, name: name, position: position), isController: true)]
      }
      if let type = constructedClass(callee: callee) {
        return [Value(end: .init(kind: .site, type: .named(type), name: type,
                                 position: position), isController: true)]
      }
      let base = callee.as(MemberAccessExprSyntax.self)?.base.flatMap { Self.isSelf($0) ? nil : $0 }
      return [Value(end: end(.result, type: base.map { TypeSource.of($0) } ?? .owner, name: name), isController: false)]
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if SyntaxNames.isSelfKeyword(reference.baseName) {
        // (handed on, `self` is rarely put anywhere: `didMove(toParent: self)`)
        return [Value(end: end(.instances, type: .owner, name: context.owner), isController: false)]
      }
      if opaque.contains(name) { return [] }
      if let bound = locals[name] {
        guard resolving.insert(name).inserted else { return [] }
        defer { resolving.remove(name) }
        return bound.flatMap(values(of:))
      }
      if let label = context.parameters[name] {
        return [Value(end: end(.parameter, name: "\(context.owner).\(context.function)#\(label)"),
                      isController: context.controllerParameters.contains(name))]
      }
      return memberValue(base: nil, name: name)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.is(SuperExprSyntax.self) { return memberValue(base: nil, name: name) }
      // a controller's view, or its own container: where the controller is
      let receiver = Self.isSelf(base) ? nil : base
      if BuiltInControllers.ownContainers.contains(name), !(receiver == nil && context.isOwnMember(name)) {
        return framework(values(of: base), property: name, base: receiver)
      }
      // `window.rootViewController`, `UIApplication.shared.windows.first?.rootViewController`:
      // a window's root (what is put inside it is in that window)
      if BuiltInControllers.windowRoots.contains(name), !(receiver == nil && context.isOwnMember(name)) {
        return framework([Value(end: end(.window, name: name), isController: true)], property: name, base: receiver)
      }
      return memberValue(base: receiver, name: name)
    }
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { values(of: $0.expression) } }
    // a closure given somewhere: what it returns (`TableView(items) { UIHostingConfiguration { Row($0) } }`)
    if let closure = expression.as(ClosureExprSyntax.self) {
      let finder = CodeFinder(viewMode: .sourceAccurate)
      finder.walk(closure.statements)
      return (finder.returns + [Self.singleExpression(Syntax(closure.statements))].compactMap { $0 })
        .flatMap(values(of:))
    }
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return values(of: ternary.thenExpression) + values(of: ternary.elseExpression)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {  // `a ?? b`, `x as! T` before folding
      let elements = Array(sequence.elements)
      if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
        return values(of: elements[0]) + values(of: elements[2])
      }
      if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return values(of: elements[0]) }
    }
    return []
  }

  /// An unqualified name (`host`, `navigationController`) or `base.name`: the property.
  /// UIKit's own containers of `self` (`navigationController`) are where `self` is,
  /// unless the owner declares a property of that name here.
  private func memberValue(base: ExprSyntax?, name: String) -> [Value] {
    if base == nil, BuiltInControllers.ownContainers.contains(name), !context.isOwnMember(name) {
      return framework([Value(end: end(.instances, type: .owner, name: context.owner), isController: true)],
                       property: name, base: nil)
    }
    return [Value(end: end(.member, type: base.map { TypeSource.of($0) } ?? .owner, name: name), isController: false)]
  }

  // MARK: Helpers

  private func resultEnd() -> End {
    if let property = context.property { return end(.member, type: .owner, name: property) }
    return end(.result, type: .owner, name: context.function)
  }

  private func end(_ kind: ControllerStepFact.Kind, type: TypeSource = .none, name: String) -> End {
    End(kind: kind, type: type, name: name)
  }

  /// The type of a value, or of a local through what it is bound to.
  private func typeOf(_ expression: ExprSyntax) -> Int? {
    let expression = Self.unwrapped(expression)
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let bound = locals[name]?.first {
      guard resolving.insert(name).inserted else { return nil }
      defer { resolving.remove(name) }
      return typeOf(bound)
    }
    return TypeInference.expression(expression, scope: context.scope, types: context.types)
  }

  /// `UINavigationController(...)`, `Tabs(...)`: a construction of a framework class
  /// that holds controllers or views, or of a project subclass of one.
  private func constructedClass(callee: ExprSyntax) -> String? {
    guard let type = TypeInference.constructedType(callee) else { return nil }
    let last = SyntaxNames.lastComponent(String(type.prefix { $0 != "<" }))
    guard BuiltInControllers.classes.contains(last) || context.names.isController(last) else { return nil }
    return String(type.prefix { $0 != "<" })
  }

  static func calleeName(_ callee: ExprSyntax) -> String {
    callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(GenericSpecializationExprSyntax.self).map { calleeName($0.expression) } ?? ""
  }

  static func isSelf(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self).map { SyntaxNames.isSelfKeyword($0.baseName) } ?? false
  }

  static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
    if let inner = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression
        ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
        ?? expression.as(OptionalChainingExprSyntax.self)?.expression
        ?? expression.as(AsExprSyntax.self)?.expression {
      return unwrapped(inner)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return unwrapped(only.expression)
    }
    return expression
  }

  /// The one expression a body or accessor consists of (its implicit result), or the
  /// expression itself (a property's initialiser).
  static func singleExpression(_ body: Syntax) -> ExprSyntax? {
    if let expression = body.as(ExprSyntax.self) { return expression }
    var items: CodeBlockItemListSyntax?
    if let block = body.as(CodeBlockSyntax.self) { items = block.statements }
    if let list = body.as(CodeBlockItemListSyntax.self) { items = list }
    if let accessors = body.as(AccessorBlockSyntax.self), case .getter(let list) = accessors.accessors { items = list }
    guard let items, items.count == 1, case .expr(let expression) = items.first?.item else { return nil }
    return expression
  }
}
