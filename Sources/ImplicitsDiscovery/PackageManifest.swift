import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax: the manifest is
/// never run (that would need the package's own toolchain and could do anything).
///
/// What is read: the `targets:` of the `Package(...)` call and
/// `package.targets.append(...)` / `+=`, where each target is a
/// `.target`/`.executableTarget`/`.testTarget`/`.macro`/`.plugin`/`.systemLibrary`/
/// `.binaryTarget` call. Its arguments may be literals, `+` of literals, or names of
/// top-level `let` constants holding those. Anything else (loops, functions, string
/// interpolation, `var`s) is reported in `notes` and the part is left unknown: the
/// layout then falls back to SwiftPM's conventions for it.
struct PackageManifest: Codable {
  enum TargetKind: String, Codable {
    case regular, executable, test, macro, plugin, systemLibrary, binary
  }

  struct Target: Codable {
    var name: String
    var kind: TargetKind
    /// As written (relative to the package); nil: the conventional folder.
    var path: String?
    var exclude: [String] = []
    /// nil: every file under the path.
    var sources: [String]?
    var dependencies: [String] = []
    /// `swiftSettings: [.define("X")]` without a condition: active compilation conditions.
    var defines: [String] = []
  }

  /// A product (`.library`, `.executable`): what a client that depends on it gets.
  struct Product: Equatable, Codable {
    var name: String
    var targets: [String]
  }

  var targets: [Target] = []
  var products: [Product] = []
  /// `.package(path:)` dependencies, as written (relative to the package).
  var localPackages: [String] = []
  /// `platforms: [.iOS(...), .macOS(...)]`, as lower-case platform names (`ios`, `macos`).
  var platforms: [String] = []
  /// False when some target declaration could not be read, so targets may be missing.
  var isComplete = true
  var notes: [DiscoveryNote] = []

  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  static let targetKinds: [String: TargetKind] = [
    "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
    "plugin": .plugin, "systemLibrary": .systemLibrary, "binaryTarget": .binary,
  ]

  /// Reads `source`; `path` (relative to the project root) names the manifest in notes.
  /// A manifest with syntax errors does not build, so nothing of it is trusted.
  static func read(source: String, path: String) throws(SyntaxError) -> PackageManifest {
    let tree = Parser.parse(source: source)
    let converter = SourceLocationConverter(fileName: path, tree: tree)
    if tree.hasError { throw firstSyntaxError(in: tree, converter: converter) }
    var reader = Reader(tree: tree, converter: converter, path: path)
    reader.read()
    return reader.manifest
  }

  private static func firstSyntaxError(in tree: SourceFileSyntax, converter: SourceLocationConverter) -> SyntaxError {
    for token in tree.tokens(viewMode: .all) {
      let location = token.startLocation(converter: converter)
      if token.presence == .missing {
        return SyntaxError(line: location.line, column: location.column, message: "expected '\(token.text)'")
      }
      if token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
        return SyntaxError(line: location.line, column: location.column, message: "unexpected '\(token.text)'")
      }
    }
    return SyntaxError(line: 1, column: 1, message: "syntax error")
  }
}

/// Walks the manifest's syntax and evaluates the few expression forms it understands.
private struct Reader {
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  let path: String
  var manifest = PackageManifest()
  /// Top-level `let name = value`: the values a target's arguments may name.
  var constants: [String: ExprSyntax] = [:]

  init(tree: SourceFileSyntax, converter: SourceLocationConverter, path: String) {
    self.tree = tree
    self.converter = converter
    self.path = path
    for item in tree.statements {
      guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let)
      else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let value = binding.initializer?.value {
          constants[name] = value
        }
      }
    }
  }

  mutating func read() {
    let calls = tree.descendants(FunctionCallExprSyntax.self)
    let isPackage = { (call: FunctionCallExprSyntax) in
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
    }
    guard let package = calls.first(where: isPackage) else {
      unknown(tree, "no `Package(...)` call found")
      return
    }
    if let targets = argument("targets", of: package) { readTargets(targets) }
    if let products = argument("products", of: package) { readProducts(products) }
    if let dependencies = argument("dependencies", of: package) { readPackageDependencies(dependencies) }
    if let platforms = argument("platforms", of: package) {
      for element in elements(platforms) ?? [] {
        guard let call = resolve(element).as(FunctionCallExprSyntax.self),
              let name = memberName(call.calledExpression, base: "SupportedPlatform")
        else { continue }
        manifest.platforms.append(name.lowercased())
      }
    }
    // package.targets.append(...), package.targets.append(contentsOf: ...)
    for call in calls {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
            member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "targets",
            let first = call.arguments.first
      else { continue }
      if first.label?.text == "contentsOf" { readTargets(first.expression) } else { readTarget(first.expression) }
    }
    // package.targets += [...]
    for sequence in tree.descendants(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "targets",
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+="
      else { continue }
      readTargets(elements[2])
    }
  }

  /// Reads the targets that can be read: `[...] + computed()` still gives the literal ones.
  private mutating func readTargets(_ expression: ExprSyntax) {
    var unreadable: [ExprSyntax] = []
    for element in elements(expression, unreadable: &unreadable) { readTarget(element) }
    for part in unreadable { unknown(part, "cannot read these targets") }
  }

  private mutating func readTarget(_ expression: ExprSyntax) {
    guard let call = resolve(expression).as(FunctionCallExprSyntax.self),
          let kindName = memberName(call.calledExpression, base: "Target"),
          let kind = PackageManifest.targetKinds[kindName]
    else {
      return unknown(expression, "cannot read this target declaration")
    }
    guard let nameArgument = argument("name", of: call), let name = string(nameArgument) else {
      return unknown(call, "cannot read the name of this target")
    }
    var target = PackageManifest.Target(name: name, kind: kind)
    if let path = argument("path", of: call) {
      target.path = string(path)
      if target.path == nil { note(path, "cannot read the path of target '\(name)'; using SwiftPM's default folder") }
    }
    if let exclude = argument("exclude", of: call) {
      target.exclude = strings(exclude) ?? []
      if strings(exclude) == nil { note(exclude, "cannot read the excluded paths of target '\(name)'; excluding nothing") }
    }
    if let sources = argument("sources", of: call) {
      target.sources = strings(sources)
      if target.sources == nil {
        note(sources, "cannot read the sources of target '\(name)'; using every file under its path")
      }
    }
    if let dependencies = argument("dependencies", of: call) {
      // Read what can be read: `["A"] + computed()` still gives A.
      var unreadable: [ExprSyntax] = []
      for element in elements(dependencies, unreadable: &unreadable) {
        if let dependency = dependency(element) {
          target.dependencies.append(dependency)
        } else {
          unreadable.append(element)
        }
      }
      for part in unreadable { note(part, "cannot read this dependency of target '\(name)'") }
    }
    if let settings = argument("swiftSettings", of: call) {
      for element in elements(settings) ?? [] {
        guard let define = resolve(element).as(FunctionCallExprSyntax.self),
              memberName(define.calledExpression, base: "SwiftSetting") == "define",
              define.arguments.count == 1, let first = define.arguments.first, first.label == nil,
              let flag = string(first.expression)
        else { continue }  // a `.when(...)` condition: not active in every configuration
        target.defines.append(flag)
      }
    }
    manifest.targets.append(target)
  }

  /// `.library(name:targets:)` and `.executable(name:targets:)`; plugins are not modules.
  private mutating func readProducts(_ expression: ExprSyntax) {
    guard let products = elements(expression) else {
      return note(expression, "cannot read the products; a product is taken to be the target of the same name")
    }
    for element in products {
      guard let call = resolve(element).as(FunctionCallExprSyntax.self),
            let kind = memberName(call.calledExpression, base: "Product"), ["library", "executable"].contains(kind)
      else { continue }
      guard let name = argument("name", of: call).flatMap({ string($0) }),
            let targets = argument("targets", of: call).flatMap({ strings($0) })
      else {
        note(call, "cannot read this product; a product is taken to be the target of the same name")
        continue
      }
      manifest.products.append(PackageManifest.Product(name: name, targets: targets))
    }
  }

  /// The `.package(path:)` (and `.package(name:path:)`) dependencies; remote ones are
  /// outside the project.
  private mutating func readPackageDependencies(_ expression: ExprSyntax) {
    var unreadable: [ExprSyntax] = []
    for element in elements(expression, unreadable: &unreadable) {
      guard let call = resolve(element).as(FunctionCallExprSyntax.self),
            memberName(call.calledExpression, base: "Dependency") == "package",
            let pathArgument = argument("path", of: call)
      else { continue }
      if let path = string(pathArgument) {
        manifest.localPackages.append(path)
      } else {
        note(pathArgument, "cannot read the path of this local package; its modules are not indexed")
      }
    }
    for part in unreadable { note(part, "cannot read these package dependencies; local packages among them are not indexed") }
  }

  /// `"Name"`, `.target(name:)`, `.product(name:package:)`, `.byName(name:)` (and their
  /// `...Item` spellings): the name of the module or product depended on.
  private func dependency(_ expression: ExprSyntax) -> String? {
    if let name = string(expression) { return name }
    guard let call = resolve(expression).as(FunctionCallExprSyntax.self),
          let kind = memberName(call.calledExpression, base: "Dependency"),
          ["target", "product", "byName", "targetItem", "productItem", "byNameItem"].contains(kind),
          let name = argument("name", of: call)
    else { return nil }
    return string(name)
  }

  // MARK: Evaluation

  /// Follows names of top-level constants and parentheses (bounded: constants cannot
  /// be cyclic in a manifest that builds, but a broken one must not hang us).
  private func resolve(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    for _ in 0..<16 {
      if let reference = current.as(DeclReferenceExprSyntax.self), let value = constants[reference.baseName.text] {
        current = value
      } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first?.label == nil {
        current = tuple.elements.first!.expression
      } else {
        break
      }
    }
    return current
  }

  /// The elements of an array literal, or of `a + b + ...` of such arrays; nil when
  /// any part cannot be read.
  private func elements(_ expression: ExprSyntax) -> [ExprSyntax]? {
    var unreadable: [ExprSyntax] = []
    let result = elements(expression, unreadable: &unreadable)
    return unreadable.isEmpty ? result : nil
  }

  /// The elements that can be read; the parts that cannot go to `unreadable`.
  private func elements(_ expression: ExprSyntax, unreadable: inout [ExprSyntax]) -> [ExprSyntax] {
    let resolved = resolve(expression)
    if let array = resolved.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
    guard let operands = sumOperands(resolved) else {
      unreadable.append(expression)
      return []
    }
    return operands.flatMap { elements($0, unreadable: &unreadable) }
  }

  /// A string literal without interpolation, or a `+` of such strings.
  private func string(_ expression: ExprSyntax) -> String? {
    let expression = resolve(expression)
    if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
    guard let operands = sumOperands(expression) else { return nil }
    var result = ""
    for operand in operands {
      guard let part = string(operand) else { return nil }
      result += part
    }
    return result
  }

  private func strings(_ expression: ExprSyntax) -> [String]? {
    guard let elements = elements(expression) else { return nil }
    let values = elements.compactMap { string($0) }
    return values.count == elements.count ? values : nil
  }

  /// `a + b + c` (the parser leaves operators unfolded: a flat sequence).
  private func sumOperands(_ expression: ExprSyntax) -> [ExprSyntax]? {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    var operands: [ExprSyntax] = []
    for (index, element) in sequence.elements.enumerated() {
      if index % 2 == 0 {
        operands.append(element)
      } else if element.as(BinaryOperatorExprSyntax.self)?.operator.text != "+" {
        return nil
      }
    }
    return operands
  }

  /// `.name`, `Base.name` or `Outer.Base.name`.
  private func memberName(_ callee: ExprSyntax, base: String) -> String? {
    guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
    if let explicit = member.base {
      let last = explicit.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? explicit.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      guard last == base else { return nil }
    }
    return member.declName.baseName.text
  }

  private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  // MARK: Notes

  private mutating func unknown(_ node: some SyntaxProtocol, _ message: String) {
    manifest.isComplete = false
    note(node, message + "; folders under Sources/ and Tests/ that no target claims are indexed as modules of their own")
  }

  private mutating func note(_ node: some SyntaxProtocol, _ message: String) {
    let location = node.startLocation(converter: converter)
    manifest.notes.append(DiscoveryNote(file: path, line: location.line, column: location.column, severity: .warning,
                                        message: message + " (the manifest is read, not run)"))
  }
}
