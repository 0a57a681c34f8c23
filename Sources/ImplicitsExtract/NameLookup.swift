import SwiftSyntax

/// What Swift's unqualified lookup can tell inside one file before the index is built:
/// the types the file itself declares, SwiftUI's own types, and the names the whole
/// project declares that change how a file reads (`ProjectNames`). Letter case decides
/// nothing: a name is a type because a declaration says so. Names this cannot decide
/// are resolved in the index (Queries/derive_graph_3_names.sql), where every declaration
/// is known.
struct NameLookup {
  /// The types the file declares, by qualified name and by last component.
  var fileTypes: Set<String> = []
  /// Read only through the functions below, which note each name they are asked.
  private var projectNames = ProjectNames()
  /// Every string extraction looked up in `projectNames` (shared by the copies of this
  /// lookup that one file's extraction makes): FileFacts.askedNames.
  let asked = AskedNames()

  init() {}

  init(file: SourceFileSyntax, projectNames: ProjectNames) {
    self.projectNames = projectNames
    let collector = TypeNameCollector(viewMode: .sourceAccurate)
    collector.walk(file)
    fileTypes = collector.names
  }

  // The project's names, each lookup noted (AskedNames says why).

  /// SwiftUI's hosting types and the project's aliases and subclasses of them.
  func isHosting(_ name: String) -> Bool { asked.note(name); return projectNames.isHosting(name) }
  /// The project's subclasses of UIKit's and AppKit's controllers, windows and views.
  func isController(_ name: String) -> Bool { asked.note(name); return projectNames.controllerTypes.contains(name) }
  /// The project's own aliases and subclasses of hosting controllers.
  func isProjectHosting(_ name: String) -> Bool { asked.note(name); return projectNames.hostingTypes.contains(name) }
  func isShadowedView(_ name: String) -> Bool { asked.note(name); return projectNames.shadowedViews.contains(name) }
  func isShadowedModifier(_ name: String) -> Bool {
    asked.note(name)
    return projectNames.shadowedModifiers.contains(name)
  }
  func isSelfHostingMember(_ name: String) -> Bool {
    asked.note(name)
    return projectNames.selfHostingMembers.contains(name)
  }
  func isViewBuilderAlias(_ name: String) -> Bool {
    asked.note(name)
    return projectNames.viewBuilderAliases.contains(name)
  }
  func isViewProtocol(_ name: String) -> Bool { asked.note(name); return projectNames.viewProtocols.contains(name) }
  func carrier(_ name: String) -> ProjectNames.Carrier? { asked.note(name); return projectNames.carriers[name] }
  /// The boundary a project modifier or view presents the closure of this label in
  /// (ProjectNames.presentingCallees), if it shows it only there.
  func presentedBoundary(_ callee: String, label: String) -> String? {
    asked.note(callee)
    return projectNames.presentingCallees[callee]?[label]
  }
  /// Whether one of these protocols is SwiftUI's representable or the project's alias
  /// or refinement of one.
  func includesRepresentable(_ protocols: Set<String>) -> Bool {
    for name in protocols { asked.note(name) }
    return !protocols.isDisjoint(with: projectNames.allRepresentables)
  }
  /// Whether a project initialiser of `NavigationLink` without `destination` accepts a
  /// call of this shape (noted as `NavigationLink`, the name ProjectNames gives them).
  func isNavigationLinkLabelShape(_ shape: String) -> Bool {
    asked.note("NavigationLink")
    return projectNames.navigationLinkLabelShapes.contains(shape)
  }

  /// A type by declaration: the file's, SwiftUI's own views and containers, a hosting
  /// controller, or a project type called where a member of `View` could be meant.
  func isType(_ name: String) -> Bool {
    if fileTypes.contains(name) { return true }
    guard !name.contains(".") else { return false }
    asked.note(name)
    return BuiltInViews.names.contains(name) || ProducerBuilder.navigationContainers.contains(name)
      || name == "NavigationLink" || projectNames.isHosting(name) || projectNames.viewExtensionTypes.contains(name)
      || projectNames.shadowedViews.contains(name)
  }

  /// The project declares a type of this name, hiding SwiftUI's of the same name.
  func projectDeclares(_ name: String) -> Bool {
    fileTypes.contains(name) || isShadowedView(name)
  }
}

/// The strings one file's extraction looked up in the project's names (NameLookup),
/// whatever the answer. Extraction reads the names only through those lookups, so
/// under other names whose answers to each of these strings are the same it makes the
/// same lookups in the same order and the same facts: a file none of whose asked names
/// changed need not be parsed again (Indexer's pass after one that found other names).
final class AskedNames: @unchecked Sendable {
  /// One file's extraction runs on one thread at a time.
  private(set) var names: Set<String> = []
  func note(_ name: String) { names.insert(name) }
}

/// The names of the types a file declares (nested ones qualified and by last
/// component), and its type aliases. Function bodies declare nothing visible outside.
final class TypeNameCollector: SyntaxVisitor {
  var names: Set<String> = []
  private var scopes: [String] = []

  private func enter(_ name: String) {
    let qualified = scopes.last.map { $0 + "." + name } ?? name
    names.insert(qualified)
    names.insert(name)
    scopes.append(qualified)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
  override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
  override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
  override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text); return .visitChildren }
  override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scopes.append(SyntaxNames.typeText(node.extendedType))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }
  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(scopes.last.map { $0 + "." + node.name.text } ?? node.name.text)
    names.insert(node.name.text)
    return .skipChildren
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .skipChildren
  }
}
