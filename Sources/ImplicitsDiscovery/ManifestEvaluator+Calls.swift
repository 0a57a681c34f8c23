import Foundation
import SwiftSyntax

// Calls: helper functions and methods with their arguments substituted, closures, the
// few library methods manifests use, and the description API's calls kept as values.
extension ManifestEvaluator {
  typealias Arguments = [(label: String?, value: ManifestValue)]

  func call(_ call: FunctionCallExprSyntax, _ context: Context) -> ManifestValue {
    var arguments: Arguments = call.arguments.map { ($0.label?.text, evaluate($0.expression, context)) }
    if let trailing = call.trailingClosure { arguments.append((nil, evaluate(ExprSyntax(trailing), context))) }
    for extra in call.additionalTrailingClosures {
      arguments.append((extra.label.text, evaluate(ExprSyntax(extra.closure), context)))
    }
    let callee = call.calledExpression
    if let closure = callee.as(ClosureExprSyntax.self) {
      return invoke(ManifestClosure(body: .closure(closure), captured: context.scope, receiver: context.receiver),
                    arguments, at: call)
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return self.call(named: reference.baseName.text, arguments, context, at: call)
    }
    // Whether a file exists in the project's tree: what the manifest sees in its folder.
    if callee.trimmedDescription == "FileManager.default.fileExists", let folder,
       let path = arguments.first(where: { $0.label == "atPath" })?.value.string {
      let absolute = path.hasPrefix("/") ? path : folder + "/" + path
      let exists = FileKind.of(absolute) != nil
      fileProbes[absolute] = exists
      return .bool(exists)
    }
    // `[String]()`, `[String: Int]()`: an empty collection.
    if arguments.isEmpty, callee.is(ArrayExprSyntax.self) { return .array([]) }
    if arguments.isEmpty, callee.is(DictionaryExprSyntax.self) { return .dictionary([]) }
    guard let member = callee.as(MemberAccessExprSyntax.self) else {
      return unknown(call, "cannot evaluate a call of `\(callee.trimmedDescription.prefix(40))`")
    }
    return self.call(member: member, arguments, context, at: call)
  }

  /// A description API call, kept as a value with its arguments.
  private func described(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) -> ManifestValue {
    let place = location(call)
    return .call(ManifestCall(name: name, arguments: arguments, file: place.file, line: place.line, column: place.column,
                              isComputed: isComputing))
  }

  private func function(_ declaration: FunctionDeclSyntax, receiver: ManifestValue? = nil) -> ManifestClosure {
    ManifestClosure(body: .function(declaration), captured: nil, receiver: receiver)
  }

  /// `name(…)`: a closure in scope, a method of `self`, a static function of the type the
  /// code is in, a global function, a helper type's or the standard library's
  /// initialiser, else the description API's (`Package(…)`, `Target(…)`).
  private func call(named name: String, _ arguments: Arguments, _ context: Context,
                    at call: FunctionCallExprSyntax) -> ManifestValue {
    if case .closure(let closure)? = context.scope.lookup(name) { return invoke(closure, arguments, at: call) }
    if let receiver = context.receiver, let type = receiverType(receiver),
       let method = pick(declarations.types[type]?.methods[name], arguments) {
      return invoke(function(method, receiver: receiver), arguments, at: call, type: type)
    }
    if let type = context.type, let declaration = pick(declarations.types[type]?.staticFunctions[name], arguments) {
      return invoke(function(declaration), arguments, at: call, type: type)
    }
    if let declaration = pick(declarations.functions[name], arguments) {
      return invoke(function(declaration), arguments, at: call)
    }
    if let value = construct(name, arguments, at: call) { return value }
    if let value = standardInitializer(name, arguments, at: call) { return value }
    // The description API's initialisers are types (`Package(…)`, `Target(…)`); a
    // function nobody declared is one the manifest imports from elsewhere.
    guard let first = name.first, first.isUppercase else {
      return unknown(call, "cannot find the function '\(name)' in the manifest or its helpers")
    }
    return described(name, arguments, at: call)
  }

  /// `.name(…)`, `Type.name(…)` and `value.name(…)`.
  private func call(member: MemberAccessExprSyntax, _ arguments: Arguments, _ context: Context,
                    at call: FunctionCallExprSyntax) -> ManifestValue {
    let name = member.declName.baseName.text
    guard let base = member.base else {
      // `.name(…)`: a helper's static function or enum case of that name, else the API's.
      for type in declarations.types.keys.sorted() {
        if let declaration = pick(declarations.types[type]?.staticFunctions[name], arguments) {
          return invoke(function(declaration), arguments, at: call, type: type)
        }
      }
      return described(name, arguments, at: call)
    }
    if let path = typePath(base), context.scope.lookup(path) == nil, declarations.globals[path] == nil {
      if let declaration = pick(declarations.types[path]?.staticFunctions[name], arguments) {
        return invoke(function(declaration), arguments, at: call, type: path)
      }
      if name == "init", let value = construct(path, arguments, at: call) { return value }
      return described(name, arguments, at: call)
    }
    let receiver = evaluate(base, context)
    if case .unknown = receiver { return receiver }
    if let type = receiverType(receiver), let method = pick(declarations.types[type]?.methods[name], arguments) {
      return invoke(function(method, receiver: receiver), arguments, at: call, type: type)
    }
    if let result = mutatingMethod(name, on: receiver, arguments, base: base, context, at: call) { return result }
    return libraryMethod(name, on: receiver, arguments, at: call)
  }

  /// `String(x)`, `Array(x)`, `Set(x)`: what they convert; other initialisers of the
  /// standard library and Foundation (`String(contentsOfFile:)`, `URL(…)`) read the
  /// machine, which the evaluator does not.
  private func standardInitializer(_ type: String, _ arguments: Arguments, at node: FunctionCallExprSyntax) -> ManifestValue? {
    let converting = arguments.count == 1 && arguments[0].label == nil
    switch type {
    case "String" where converting:
      return arguments[0].value.interpolated.map(ManifestValue.string) ?? unknown(node, "cannot convert this value to a string")
    case "Array" where converting, "Set" where converting:
      return arguments[0].value.elements.map(ManifestValue.array) ?? arguments[0].value
    case "String", "Int", "Bool", "URL", "Array", "Set", "Dictionary", "Data", "Date":
      return unknown(node, "`\(type)(…)` reads what the analyzer does not evaluate")
    default:
      return nil
    }
  }

  private func receiverType(_ value: ManifestValue) -> String? {
    if case .instance(let instance) = value { return instance.type }
    return nil
  }

  /// `Type(…)` of a helper type: a struct's memberwise initialiser, or an enum's
  /// `init(rawValue:)`.
  private func construct(_ type: String, _ arguments: Arguments, at node: FunctionCallExprSyntax) -> ManifestValue? {
    guard let members = declarations.types[type], members.isDeclared else { return nil }
    if members.isEnum {
      guard arguments.count == 1, arguments[0].label == "rawValue" else { return nil }
      let raw = arguments[0].value
      for enumCase in members.cases {
        let instance = enumInstance(type: type, caseName: enumCase.name, rawValue: enumCase.rawValue, members: members)
        if case .instance(let made) = instance, let value = made.fields["rawValue"], equals(value, raw) == true {
          return instance
        }
      }
      return .null
    }
    var fields: [String: ManifestValue] = [:]
    var remaining = arguments[...]
    for property in members.storedProperties {
      if let next = remaining.first, next.label == property.name {
        fields[property.name] = next.value
        remaining = remaining.dropFirst()
      } else if let initial = property.initializer {
        fields[property.name] = evaluate(initial, Context(scope: ManifestScope(parent: nil), type: type))
      }
    }
    return .instance(ManifestInstance(type: type, caseName: nil, fields: fields))
  }

  /// The first overload whose parameters take these arguments' labels.
  func pick(_ candidates: [FunctionDeclSyntax]?, _ arguments: Arguments) -> FunctionDeclSyntax? {
    candidates?.first { bind($0.signature.parameterClause.parameters, arguments) != nil }
  }

  /// Which argument each parameter takes (nil for a default, several for a variadic
  /// one); nil when the labels do not fit.
  private func bind(_ parameters: FunctionParameterListSyntax, _ arguments: Arguments) -> [[Int]]? {
    var result: [[Int]] = []
    var next = 0
    for parameter in parameters {
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      var taken: [Int] = []
      while next < arguments.count, arguments[next].label == label {
        taken.append(next)
        next += 1
        if parameter.ellipsis == nil { break }
      }
      if taken.isEmpty && parameter.defaultValue == nil && parameter.ellipsis == nil { return nil }
      result.append(taken)
    }
    return next == arguments.count ? result : nil
  }

  /// Calls a helper function or a closure with `arguments`; its result, or unknown.
  func invoke(_ closure: ManifestClosure, _ arguments: Arguments, at node: some SyntaxProtocol,
              type: String? = nil) -> ManifestValue {
    let scope = ManifestScope(parent: closure.captured ?? topScope)
    let context = Context(scope: scope, receiver: closure.receiver, type: type ?? closure.type)
    let result: ManifestValue? = deeper {
      switch closure.body {
      case .function(let function):
        let parameters = function.signature.parameterClause.parameters
        guard let bound = bind(parameters, arguments) else {
          return unknown(node, "the arguments do not fit \(function.name.text)(…)")
        }
        for (parameter, taken) in zip(parameters, bound) {
          let name = (parameter.secondName ?? parameter.firstName).text
          if parameter.ellipsis != nil {
            scope.declare(name, .array(taken.map { arguments[$0].value }))
          } else if let index = taken.first {
            scope.declare(name, arguments[index].value)
          } else if let initial = parameter.defaultValue?.value {
            scope.declare(name, evaluate(initial, context))
          }
        }
        guard let body = function.body else { return unknown(node, "\(function.name.text) has no body") }
        return run(body: body.statements, context)
      case .closure(let closure):
        let names = closureParameters(closure)
        for (index, argument) in arguments.enumerated() {
          scope.declare("$\(index)", argument.value)
          if index < names.count { scope.declare(names[index], argument.value) }
        }
        return run(body: closure.statements, context)
      }
    }
    return result ?? unknown(node, "calls nest deeper than \(Self.depthBudget) (recursion without end?)")
  }

  private func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let names)?: names.map(\.name.text)
    case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    default: []
    }
  }

  /// `list.append(x)`, `append(contentsOf:)`, `insert(_:at:)`, `removeAll()`: changes
  /// the variable or property the list is in.
  private func mutatingMethod(_ name: String, on receiver: ManifestValue, _ arguments: Arguments,
                              base: ExprSyntax, _ context: Context, at node: FunctionCallExprSyntax) -> ManifestValue? {
    guard case .array(var elements) = receiver else { return nil }
    switch (name, arguments.map(\.label)) {
    case ("append", [nil]): elements.append(arguments[0].value)
    case ("append", ["contentsOf"]):
      guard let added = arguments[0].value.elements else { return arguments[0].value }
      elements += added
    case ("insert", [nil, "at"]):
      guard case .int(let index) = arguments[1].value, elements.indices.contains(index) || index == elements.count else {
        return unknown(node, "cannot insert at this index")
      }
      elements.insert(arguments[0].value, at: index)
    case ("removeAll", []): elements = []
    default: return nil
    }
    assign(base, .array(elements), context)
    return .null
  }
}
