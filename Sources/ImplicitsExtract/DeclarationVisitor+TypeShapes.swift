import SwiftSyntax

/// What a type's declaration says about its shape: the protocols and generic
/// arguments it inherits, the properties that hold views or values, and the views a
/// memberwise initialiser stores.
extension DeclarationVisitor {
  /// The representable protocol whose requirement a type implements:
  /// `makeUIViewController(context:)` is UIViewControllerRepresentable's, and so on.
  static func representableProtocol(_ members: MemberBlockSyntax?) -> String? {
    let requirements = ["makeUIViewController": "UIViewControllerRepresentable", "makeUIView": "UIViewRepresentable",
                        "makeNSViewController": "NSViewControllerRepresentable", "makeNSView": "NSViewRepresentable"]
    for member in members.map({ Array($0.members) }) ?? [] {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
            let representable = requirements[function.name.text],
            function.signature.parameterClause.parameters.map(\.firstName.text) == ["context"] else { continue }
      return representable
    }
    return nil
  }

  /// A superclass or protocol as inherited: its last component without generic
  /// arguments (`PalettedHost<Screen>` inherits from `PalettedHost`).
  static func inheritedName(_ type: TypeSyntax) -> String {
    let text = SyntaxNames.typeText(type)
    return SyntaxNames.lastComponent(String(text.prefix { $0 != "<" }))
  }

  /// The generic arguments of an inherited type as written (`Host<Wrapper>`: `Wrapper`).
  static func genericArguments(_ type: TypeSyntax) -> [String] {
    let identifier = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? type.as(MemberTypeSyntax.self)?.genericArgumentClause
    return identifier?.arguments.map { SyntaxNames.trimmedText($0.argument) } ?? []
  }

  /// A struct with no initialiser of its own that stores an erased view
  /// (`struct Pane { let view: AnyView }`), or, when it is no view, a closure that
  /// builds one (`struct Item { let build: () -> AnyView }`): its memberwise
  /// initialiser's argument of that label is carried, as a closure stored by an
  /// initialiser is (rule 6), and shown wherever the property is read
  /// (`registry.panes[key].view`) or called (`item.build()`). (A view's own content
  /// closure is placed where it is written, rule 5.)
  func recordMemberwiseViews(_ owner: String, members: MemberBlockSyntax?, isView: Bool) {
    guard let members else { return }
    let active = members.active(in: configuration)
    guard !active.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) else { return }
    for member in active {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type,
              ["AnyView", "AnyView?"].contains(SyntaxNames.typeText(type))
                || (!isView && buildsViewsOrAliased(type, attributes: variable.attributes)) else { continue }
        facts.carriedParameters.append(CarriedParameterFact(owner: owner, label: name, property: name))
      }
    }
  }

  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: `AppDelegate`.
  static func delegateAdaptorTypes(_ members: MemberBlockSyntax?, configuration: AnalysisBuildConfiguration) -> [String] {
    var types: [String] = []
    for member in members?.active(in: configuration) ?? [] {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for element in variable.attributes {
        guard case .attribute(let attribute) = element,
              ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor"]
                .contains(SyntaxNames.lastComponent(SyntaxNames.typeText(attribute.attributeName))) else { continue }
        if case .argumentList(let list) = attribute.arguments,
           let member = list.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base, let name = SyntaxNames.dottedName(base) {
          types.append(name)
        } else if let annotation = variable.bindings.first?.typeAnnotation?.type {
          types.append(SyntaxNames.typeText(annotation))
        }
      }
    }
    return types
  }

  /// The arguments of a generic type's initialisers (written, or memberwise: its stored
  /// properties) whose type is a generic parameter (`Tab`, `Tab?`, `Binding<Tab?>`,
  /// or an array of it): a use that passes a typed value there binds the parameter.
  func recordGenericArguments(_ owner: String, generics: GenericParameterClauseSyntax?,
                                      members: MemberBlockSyntax?) {
    guard let generics, let members else { return }
    let parameters = Set(generics.parameters.map(\.name.text))
    func record(_ label: String, _ type: TypeSyntax) {
      var text = SyntaxNames.typeText(type)
      if text.hasPrefix("Binding<"), text.hasSuffix(">") { text = String(text.dropFirst(8).dropLast()) }
      if text.hasSuffix("?") { text.removeLast() }
      let isArray = text.hasPrefix("[") && text.hasSuffix("]")
      if isArray { text = String(text.dropFirst().dropLast()) }
      guard parameters.contains(text) else { return }
      facts.genericArguments.append(GenericArgumentFact(owner: owner, label: label, generic: owner + "." + text,
                                                        isArray: isArray))
    }
    for member in members.members {
      if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        for parameter in initializer.signature.parameterClause.parameters where parameter.firstName.text != "_" {
          record(parameter.firstName.text, parameter.type)
        }
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type else { continue }
          record(name, type)
        }
      }
    }
  }

  /// `P`, `P & Q`, `any P`: the protocols a constraint names (last components).
  static func protocolComponents(_ type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.flatMap { protocolComponents($0.type) }
    }
    return [SyntaxNames.lastComponent(SyntaxNames.typeText(type))]
  }

  /// Stored properties whose type is known and is not a view (`let title: String`,
  /// `@State var count = 0`, `let model = Model()` when `Model` is not named like a view).
  static func valueProperties(_ members: MemberBlockSyntax?) -> Set<String> {
    guard let members else { return [] }
    var names: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = TypeInference.declaredType(of: binding) else { continue }
        let looksLikeView = SyntaxNames.contains("View", in: type) || SyntaxNames.contains("->", in: type)
          || SyntaxNames.contains("Content", in: type) || SyntaxNames.contains("some", in: type) || type.hasPrefix("(")
        if !looksLikeView { names.insert(name) }
      }
    }
    return names
  }

  /// Stored properties typed by a generic parameter (`let content: Content`,
  /// `@ViewBuilder let content: () -> Content`): the content a container is given (rule 5).
  static func contentProperties(generics: GenericParameterClauseSyntax?, enclosing: Set<String> = [],
                                members: MemberBlockSyntax?) -> Set<String> {
    // and `AnyView`: a view erased (`let controls: AnyView`, given to the initialiser)
    let parameters = Set(generics?.parameters.map(\.name.text) ?? []).union(enclosing).union(["AnyView"])
    guard let members else { return [] }
    var names: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type else { continue }
        let identifiers = type.tokens(viewMode: .sourceAccurate).map(\.text)
        if identifiers.contains(where: parameters.contains) { names.insert(name) }
      }
    }
    return names
  }
}

/// Stored properties of a view that its view-building code shows where a view goes
/// (`let footer: WordCount` read as `footer`, or `footer.padding()` with one of SwiftUI's
/// modifiers, in `body` or a `some View` member): Swift's typing makes
/// such a value a view (`Badge?` too), and with no initial value it is one the caller gives, so it is
/// content the view is given (rule 5), as a generic `Content` is. A property wrapper's
/// value (`@State`, `@ObservedObject`), a closure, a collection or a UIKit and AppKit view
/// (`UITextView`) is not.
final class ShownStoredViews: SyntaxVisitor {
  private let candidates: Set<String>
  private(set) var shown: Set<String> = []

  init(_ candidates: Set<String>) {
    self.candidates = candidates
    super.init(viewMode: .sourceAccurate)
  }

  static func find(_ members: MemberBlockSyntax?) -> Set<String> {
    guard let members else { return [] }
    var candidates: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
            !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else { continue }
      for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type, isNominal(SyntaxNames.unwrapOptional(type).type) else { continue }
        candidates.insert(name)
      }
    }
    guard !candidates.isEmpty else { return [] }
    let visitor = ShownStoredViews(candidates)
    for member in members.members where buildsViews(member.decl) { visitor.walk(member.decl) }
    return visitor.shown
  }

  /// `body`, and members declared to build views (`some View`, `AnyView`, `@ViewBuilder`):
  /// where a value shown is a view (`var icon: Icon { item.icon() }` builds none).
  private static func buildsViews(_ decl: DeclSyntax) -> Bool {
    let attributes: AttributeListSyntax
    let result: TypeSyntax?
    if let variable = decl.as(VariableDeclSyntax.self) {
      if variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body" { return true }
      attributes = variable.attributes
      result = variable.bindings.first?.typeAnnotation?.type
    } else if let function = decl.as(FunctionDeclSyntax.self) {
      attributes = function.attributes
      result = function.signature.returnClause?.type
    } else {
      return false
    }
    let builder = attributes.contains {
      $0.as(AttributeSyntax.self).map { SyntaxNames.lastComponent(SyntaxNames.trimmedText($0.attributeName)) } == "ViewBuilder"
    }
    let text = result.map { SyntaxNames.typeText($0) } ?? ""
    return builder || text == "someView" || text == "AnyView"
  }

  /// SwiftUI's modifiers: a value one is called on where a view goes is a view
  /// (`toolbar.padding()`); any other method's result may be anything (`item.icon()`).
  private static let modifierNames = BuiltInModifiers.names.union(["environmentObject", "environment", "implicit"])

  /// `WordCount`, `Theme.Badge`, `Badge<Text>`: a named type that is no UIKit or AppKit view.
  private static func isNominal(_ type: TypeSyntax) -> Bool {
    let last: String
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      last = identifier.name.text
    } else if let member = type.as(MemberTypeSyntax.self) {
      last = member.name.text
    } else {
      return false
    }
    return !["AnyView", "Optional", "Array", "Dictionary", "Set", "Binding"].contains(last)
      && !DeclarationVisitor.isPlatformViewName(last)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard candidates.contains(name), !shown.contains(name) else { return .skipChildren }
    // `footer` or `self.footer` where a view goes
    var place = Syntax(node)
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
       (member.base?.as(DeclReferenceExprSyntax.self)?.baseName).map(SyntaxNames.isSelfKeyword) == true {
      place = Syntax(member)
    } else if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .skipChildren  // `other.footer`: another value's
    }
    // bare where a view goes, or the base of a SwiftUI modifier there
    if let parent = place.parent, parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) {
      shown.insert(name)
    } else if let member = place.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == place,
              Self.modifierNames.contains(member.declName.baseName.text), ProducerBuilder.isViewPosition(place) {
      shown.insert(name)
    }
    return .skipChildren
  }
}
