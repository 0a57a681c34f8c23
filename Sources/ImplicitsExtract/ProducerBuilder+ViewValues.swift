import SwiftSyntax

/// Views as values: what a value carries (`carried`), what is passed to a call
/// (`argument`), hosting controllers and the roots their initialisers give.
extension ProducerBuilder {
  /// The argument label of a parameter of the enclosing function that may hold a view,
  /// when `name` reads it here (no local or closure parameter hides it).
  func parameterLabel(_ name: String) -> String? {
    guard localValues[name] == nil, !parameters.contains(name) else { return nil }
    return context.parameters[name]
  }

  /// `Owner.function#label`: the parameter as a `parameter` node names it.
  func parameterSlot(_ label: String) -> String {
    (owner.isEmpty ? "" : owner + ".") + context.function + "#" + label
  }

  /// `Route(id: "detail") { Detail() }` where Route stores the closure: the closure is
  /// a `carried` producer of Route's property, shown wherever Route shows it (not here,
  /// and not as an entry of its own). The caller skips the closure as an argument.
  func carry(_ call: FunctionCallExprSyntax, name: String) {
    guard let carrier = context.names.carrier(name) else { return }
    var closures: [(ExprSyntax, String)] = []
    var given: Set<String> = []
    for argument in call.arguments {
      guard let label = argument.label?.text else { continue }
      given.insert(label)
      // a closure stored by an initialiser, or a view given to a memberwise one
      if let property = carrier.properties[label] { closures.append((argument.expression, property)) }
    }
    for element in call.additionalTrailingClosures {
      given.insert(element.label.text)
      if let property = carrier.properties[element.label.text] { closures.append((ExprSyntax(element.closure), property)) }
    }
    // A trailing closure takes the one carried argument the call does not label (the
    // labelled trailing closures after it label theirs: `Host { a } controls: { b }`).
    let open = carrier.properties.filter { !given.contains($0.key) }
    if let trailing = call.trailingClosure, open.count == 1, let property = open.first?.value {
      closures.append((ExprSyntax(trailing), property))
    }
    for (closure, property) in closures {
      let carried = nested()
      carried.viewPositions.insert(closure.id)
      carried.visit(Syntax(closure), parent: nil)
      var producer = ProducerFact(owner: carrier.qualified, name: "#" + property, kind: .carried, isEntry: false,
                                  position: converter.position(of: closure))
      producer.nodes = carried.nodes
      hostedEntries.append(producer)
      absorb(carried)
      carriedClosures.insert(closure.id)
    }
  }

  /// A hosting controller from outside the project, as Queries find them between passes
  /// (ProjectNamesQuery): named like one and made with `rootView:` or `content:`. Known
  /// here already, so the first pass hosts what it is given instead of dropping it.
  static func isHostingShaped(_ call: FunctionCallExprSyntax, name: String) -> Bool {
    isNamedLikeHosting(name) && ["rootView", "content"].contains(call.arguments.first?.label?.text ?? "")
  }

  /// `HostingController`, `PlatformHostingController`: named like a hosting controller.
  static func isNamedLikeHosting(_ name: String) -> Bool { name.hasSuffix("HostingController") }

  /// `Row().themedUIView`, `Row().hosted(with: m)`: a View extension member that hosts
  /// `self` in a controller of its own is given the receiver, a value passed as `self`
  /// (Queries/view_flow.sql shows it where that controller's root reads it), not
  /// shown here. An `apply` node at the member stands for the call.
  func passReceiver(_ base: ExprSyntax, member name: String, at token: some SyntaxProtocol, parent: Int?,
                            call: FunctionCallExprSyntax?) {
    let node = add(.apply, name: name, at: token, parent: parent, candidates: [(.producer, "View." + name)],
                   labels: call.map(Self.labels(of:)) ?? nil)
    _ = passValue(base, label: "self", callAt: nodes[node].position)
    if let call { passArguments(call, callAt: nodes[node].position, shownUnder: parent) }
  }

  /// `UIHostingController(rootView: Root())`: the root view starts where the controller
  /// is put (Queries/view_flow.sql: under a representable, the representable's
  /// environment; presented or at a window's root, an empty one; elsewhere unknown).
  /// A project subclass (`ThemedHost(rootView: Root())`) shows the root view its own
  /// initialisers give `super.init(rootView:)`: a `root` node, and the arguments are
  /// values passed to its initialiser.
  func visitHosting(_ call: FunctionCallExprSyntax, name: String) {
    guard hostedCalls.insert(call.id).inserted else { return }
    let hosted = nested()
    hosted.hostedCalls = hostedCalls
    if context.selfIsContent, !context.function.isEmpty { hosted.hostedSelf = "View.\(context.function)#self" }
    if ProjectNames.swiftUIHostingTypes.contains(name) || !context.names.isProjectHosting(name) {
      for argument in call.arguments { hosted.viewPositions.insert(argument.expression.id) }
      hosted.visitArguments(call, parent: nil)
    } else {
      hosted.rootNode(call, type: name)
    }
    hostedCalls = hosted.hostedCalls
    var entry = ProducerFact(owner: owner, name: name, kind: .hosting, isEntry: true,
                             position: converter.position(of: call))
    entry.labels = Self.labels(of: call)
    entry.nodes = hosted.nodes
    entry.function = context.function
    hostedEntries.append(entry)
    absorb(hosted)
  }

  /// What each labelled argument of a call is, for the generic parameters it may bind:
  /// value paths (`$a.b` as `a.b`), and with `constructions` also what a call there
  /// constructs (`Themed(theme: t)`: a modifier bound to a hosting controller's parameter).
  func recordArgumentTypes(_ call: FunctionCallExprSyntax, at site: Int, constructions: Bool) {
    for argument in call.arguments {
      guard let label = argument.label?.text,
            Self.isValuePath(argument.expression) || (constructions && argument.expression.is(FunctionCallExprSyntax.self)),
            let type = TypeInference.expression(argument.expression, scope: scope, types: context.types) else { continue }
      nodes[site].arguments.append((label, type))
    }
  }

  /// A `root` node for a project hosting type, its arguments passed to its initialiser.
  func rootNode(_ call: FunctionCallExprSyntax, type: String) {
    let node = add(.root, name: type, at: call.calledExpression, parent: nil,
                   candidates: context.types.scopedCandidates(type, owner: owner).map { (.type, $0) })
    recordArgumentTypes(call, at: node, constructions: true)
    passArguments(call, callAt: nodes[node].position, shownUnder: node)
  }

  /// `super.init(rootView: Root())` or `self.init(rootView: Root())` in an initialiser of
  /// a project hosting controller: the root view it gives (a `hosting-root` producer).
  /// To SwiftUI's own initialiser the argument is the root view; to a project
  /// superclass's (or its own other initialiser), a value passed to it, shown where
  /// that initialiser shows it.
  func visitHostingRoot(_ call: FunctionCallExprSyntax, name: String, target: String?) {
    let builder = nested()
    builder.hostedCalls = hostedCalls
    if let target {
      builder.rootNode(call, type: target)
    } else {
      for argument in call.arguments {
        builder.viewPositions.insert(argument.expression.id)
        // `super.init(rootView: .init(content: rootView))` of a `UIHostingController<Wrapper>`
        // subclass: the root is a `Wrapper`, constructed here.
        if let root = context.hostedRootType, let constructed = argument.expression.as(FunctionCallExprSyntax.self),
           let member = constructed.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init" {
          builder.visitConstruction(constructed, name: root, parent: nil)
        } else {
          builder.visit(Syntax(argument.expression), parent: nil)
        }
      }
      if let closure = call.trailingClosure { builder.visit(Syntax(closure), parent: nil) }
      for element in call.additionalTrailingClosures { builder.visit(Syntax(element.closure), parent: nil) }
    }
    hostedCalls = builder.hostedCalls
    var root = ProducerFact(owner: owner, name: name, kind: .hostingRoot, isEntry: false,
                            position: converter.position(of: call))
    root.nodes = builder.nodes
    root.function = context.function
    hostedEntries.append(root)
    absorb(builder)
  }

  /// Each argument of `call` that holds views is an `argument` producer: a value passed
  /// to the call whose node is at `position`. Queries/view_flow.sql shows it where the
  /// callee reads that parameter, or where the call is written when the callee is a
  /// view or builds views for its caller, or makes it an entry of unknown environment
  /// when the callee is code the analyzer does not see.
  /// Each also leaves an `argument` node under `shownUnder` (the instantiation itself,
  /// or the method call's parent: a method's arguments are no part of its receiver),
  /// where it is shown when the callee shows it where the call is written: so a
  /// container's declarations above its content, and those above the call, count.
  func passArguments(_ call: FunctionCallExprSyntax, callAt position: SourcePosition, shownUnder: Int?) {
    var items: [(String, ExprSyntax)] = call.arguments.map { ($0.label?.text ?? "_", $0.expression) }
    if let closure = call.trailingClosure { items.append(("+", ExprSyntax(closure))) }
    for element in call.additionalTrailingClosures { items.append((element.label.text, ExprSyntax(element.closure))) }
    for (label, expression) in items where !carriedClosures.contains(expression.id) {
      guard passValue(expression, label: label, callAt: position) else { continue }
      _ = add(.argument, name: label, at: expression, parent: shownUnder)
    }
  }

  /// `expression` given to the call at `position` as `label`: an `argument` producer of
  /// the views it holds (false, and none, when it holds none).
  func passValue(_ expression: ExprSyntax, label: String, callAt position: SourcePosition) -> Bool {
    let builder = nested()
    builder.hostedCalls = hostedCalls
    builder.viewPositions.insert(expression.id)
    builder.visit(Syntax(expression), parent: nil)
    hostedCalls = builder.hostedCalls
    absorb(builder)
    guard !builder.nodes.isEmpty else { return false }
    var producer = ProducerFact(owner: owner, name: "#argument", kind: .argument, isEntry: false,
                                position: converter.position(of: expression))
    producer.function = context.function
    producer.argument = ArgumentFact(label: label, call: position)
    producer.nodes = builder.nodes
    hostedEntries.append(producer)
    return true
  }
}
