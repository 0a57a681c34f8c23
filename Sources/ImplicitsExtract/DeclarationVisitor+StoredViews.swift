import Foundation
import SwiftSyntax

/// Views a type's initialisers and methods store for later (rule 6's carriers), and the
/// parameters that may hold a view.
extension DeclarationVisitor {
  /// `UIView`, `NSScrollView`, `WKWebView`: UIKit's and AppKit's views, not SwiftUI's.
  static func isPlatformViewName(_ word: String) -> Bool {
    let characters = Array(word)
    return characters.count > 3 && ["UI", "NS", "WK", "MK", "SK", "AV"].contains(String(characters[0..<2]))
      && characters[2].isUppercase
  }

  /// The parameters that may hold a view, internal name to argument label: a view type
  /// (`AnyView`, `some View`, a type named like a view), a closure, a generic parameter
  /// (`V: View`, `Content`) or a type the enclosing type is generic over. A value of a
  /// plain type (`String`, `Model`) is never one.
  func parameterLabels(_ parameters: FunctionParameterListSyntax, generics: GenericParameterClauseSyntax?)
    -> [String: String] {
    let genericTypes = Set(generics?.parameters.map(\.name.text) ?? []).union(genericNames)
    var labels: [String: String] = [:]
    for parameter in parameters {
      let name = (parameter.secondName ?? parameter.firstName).text
      guard name != "_" else { continue }
      // A closure holds what it returns: `() -> some View`, not `() -> Model`.
      var words = parameter.type.tokens(viewMode: .sourceAccurate).map(\.text)
      if let arrow = words.lastIndex(of: "->") { words = Array(words[(arrow + 1)...]) }
      let mayHoldView = words.contains { word in
        (word.hasSuffix("View") && !Self.isPlatformViewName(word)) || word == "Content" || word == "some"
          || word == "any" || genericTypes.contains(word)
      }
      if mayHoldView { labels[name] = parameter.firstName.text }
    }
    return labels
  }

  /// Views an initialiser (or a method) stores for later (rule 6's carriers):
  /// `self.content = AnyView(content())` in an initialiser stores the closure argument
  /// `content` (recorded, so each call's closure is carried: ProducerBuilder),
  /// `self.header = AnyView(Header())` stores a view built here (a `carried` producer
  /// `#header`). Either is shown where the type shows the property, so it is no part of
  /// the code's own views.
  func storedViews(in body: CodeBlockSyntax, parameters: FunctionParameterListSyntax,
                           scope: LexicalScope, labels: [String: String], function: String) -> Set<SyntaxIdentifier> {
    // Closures that build views, stored by a value that is not itself a view (a
    // view's content closure is placed where it is written, rule 5), given to an
    // initialiser (its calls' arguments are carried by label).
    var closures: [String: String] = [:]  // internal name -> argument label
    if !ownerProtocols.contains("View"), function == "init" {
      for parameter in parameters where buildsViewsOrAliased(parameter.type, attributes: parameter.attributes) {
        closures[(parameter.secondName ?? parameter.firstName).text] = parameter.firstName.text
      }
    }
    var skipped: Set<SyntaxIdentifier> = []
    // (`p = value` where the code declares a local `p` stores nothing)
    let locals = Set(body.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
      .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    for item in body.statements {
      guard let (property, value) = Self.propertyAssignment(item, parameters: parameters),
            !locals.contains(property) || item.item.as(ExprSyntax.self).map(Self.assignsThroughSelf) == true
      else { continue }
      let names = Set(value.tokens(viewMode: .sourceAccurate).map(\.text))
      if let closure = closures.keys.sorted().first(where: names.contains) {
        facts.carriedParameters.append(CarriedParameterFact(owner: owner, label: closures[closure]!, property: property))
        skipped.insert(item.id)
        continue
      }
      // A view stored for later: `AnyView(...)`, a property whose declared type is a view,
      // or one typed by a generic parameter (`let content: Content`) given a parameter
      // that may hold a view (`self.content = content`): a value passed to the initialiser.
      let declared = facts.members.last { $0.owner == owner && $0.name == property }?.type ?? ""
      let givenView = !labels.isEmpty && !Set(labels.keys).isDisjoint(with: names)
        && (scopes.last?.contentNames.contains(property) == true || !(scopes.last?.valueNames.contains(property) ?? true))
      // (a method's parameter stored as is counts only in a property typed as a view:
      // `latestError = error` where `error: any Error` stores no view)
      guard Self.isViewValue(value, declared: declared)
              || (givenView && (function == "init" || declared.contains("View"))) else { continue }
      if addCarried(value, property: property, at: Syntax(item), function: function, scope: scope, parameters: labels) {
        skipped.insert(item.id)
      }
    }
    return skipped
  }

  /// `let header = AnyView(Header())`, `var pages: [AnyView] = [AnyView(Feed())]`: a
  /// view a property's initial value stores, which every initialiser of its type runs.
  /// Carried (`#header`) as one an initialiser stores, shown where the type shows the
  /// property.
  func storeInitialView(_ value: ExprSyntax, property: String, declared: String, node: VariableDeclSyntax) {
    guard !owner.isEmpty, Self.isViewValue(value, declared: declared) else { return }
    _ = addCarried(value, property: property, at: Syntax(node), function: "init", scope: typeScope, parameters: [:])
  }

  /// A value that is a view, or a collection of views: `AnyView(...)`, an array literal of
  /// them, or one stored in a property declared as a view (`some View`, `[AnyView]`,
  /// `HeaderView?`).
  static func isViewValue(_ value: ExprSyntax, declared: String) -> Bool {
    // (an array's element, a dictionary's value: `[AnyView]`, `[Tab: AnyView]`)
    var element = declared
    if declared.hasPrefix("["), declared.hasSuffix("]") {
      element = String(declared.dropFirst().dropLast())
      if let colon = element.lastIndex(of: ":") { element = String(element[element.index(after: colon)...]) }
    }
    element = element.trimmingCharacters(in: CharacterSet(charactersIn: " ?"))
    if element.hasSuffix("View"), !isPlatformViewName(SyntaxNames.lastComponent(element)) { return true }
    func isAnyView(_ expression: ExprSyntax) -> Bool {
      expression.as(FunctionCallExprSyntax.self).map { SyntaxNames.dottedName($0.calledExpression) == "AnyView" } ?? false
    }
    if let array = value.as(ArrayExprSyntax.self) {
      return !array.elements.isEmpty && array.elements.allSatisfy { isAnyView($0.expression) }
    }
    if case .elements(let pairs)? = value.as(DictionaryExprSyntax.self)?.content {
      return !pairs.isEmpty && pairs.allSatisfy { isAnyView($0.value) }
    }
    return isAnyView(value)
  }

  /// The `carried` producer `#property` of the views `value` makes, made where `place`
  /// is; nothing when it makes none. Returns whether it made one.
  private func addCarried(_ value: ExprSyntax, property: String, at place: Syntax, function: String,
                          scope: LexicalScope?, parameters: [String: String]) -> Bool {
    let builder = plainCodeBuilder(scope: scope, function: function, parameters: parameters)
    builder.build(Syntax(value))
    guard builder.nodes.contains(where: { [.instantiate, .reference, .parameter].contains($0.kind) }) else { return false }
    var producer = ProducerFact(owner: owner, name: "#" + property, kind: .carried, isEntry: false,
                                position: converter.position(of: place))
    producer.nodes = builder.nodes
    producer.function = function
    facts.producers.append(producer)
    append(builder)
    return true
  }

  /// `@ViewBuilder content: () -> some View`, `destination: () -> AnyView`: a closure
  /// parameter that builds views (not an action returning Void).
  /// A closure type that returns a view (or one a `@ViewBuilder` attribute marks).
  static func buildsViews(_ type: TypeSyntax, attributes: AttributeListSyntax) -> Bool {
    let builder = attributes.contains {
      $0.as(AttributeSyntax.self).map { SyntaxNames.lastComponent(SyntaxNames.trimmedText($0.attributeName)) } == "ViewBuilder"
    }
    return builder || ProjectNames.closureBuildsViews(SyntaxNames.typeText(type))
  }

  /// `buildsViews`, or a type the project aliases to such a closure type (`let build:
  /// RowBuilder`, `typealias RowBuilder = (Item) -> AnyView` in any file).
  func buildsViewsOrAliased(_ type: TypeSyntax, attributes: AttributeListSyntax) -> Bool {
    if Self.buildsViews(type, attributes: attributes) { return true }
    let written = SyntaxNames.typeText(SyntaxNames.unwrapOptional(type).type)
    return TypeExpressions.isSimple(written) && names.isViewBuilderAlias(SyntaxNames.lastComponent(written))
  }

  /// `self.p = value`.
  static func assignsThroughSelf(_ expression: ExprSyntax) -> Bool {
    let target = expression.as(SequenceExprSyntax.self)?.elements.first?.as(MemberAccessExprSyntax.self)
    return (target?.base?.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) ?? false
  }

  /// `self.p = value` or `p = value` (p not a parameter): the property and the value.
  static func propertyAssignment(_ item: CodeBlockItemSyntax, parameters: FunctionParameterListSyntax)
    -> (String, ExprSyntax)? {
    guard case .expr(let expression) = item.item, let sequence = expression.as(SequenceExprSyntax.self) else {
      return nil
    }
    let elements = Array(sequence.elements)
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
    if let member = elements[0].as(MemberAccessExprSyntax.self),
       (member.base?.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true {
      return (member.declName.baseName.text, elements[2])
    }
    if let reference = elements[0].as(DeclReferenceExprSyntax.self),
       !parameters.contains(where: { ($0.secondName ?? $0.firstName).text == reference.baseName.text }) {
      return (reference.baseName.text, elements[2])
    }
    return nil
  }
}
