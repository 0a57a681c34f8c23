/// What extraction learns from one Swift file. Plain values: extraction runs on
/// many files in parallel and hands these to the single database writer.
public struct FileFacts: Sendable {
  public var types: [TypeFact] = []
  public var conformances: [ConformanceFact] = []
  public var members: [MemberFact] = []
  public var producers: [ProducerFact] = []
  public var reads: [ReadFact] = []
  public var findings: [FindingFact] = []
  public var environmentKeys: [EnvironmentKeyFact] = []
  /// Functions that never return: a key default that calls one traps.
  public var trappingFunctions: [TrappingFunctionFact] = []
  /// Protocol requirements that return views (`var destination: AnyView { get }`).
  public var viewRequirements: [(protocolName: String, name: String)] = []
  /// `// implicits:ignore CODE reason` comments.
  public var suppressions: [SuppressionFact] = []
  /// Modules this file imports.
  public var imports: [String] = []
  /// How the static types of values are found (TypeExpression.swift); members,
  /// functions, aliases, declarations and reads point into it by index.
  public var typeExpressions: [TypeExpressionFact] = []
  /// Functions and methods with a declared result (the type resolver's calls).
  public var functions: [FunctionFact] = []
  /// `typealias Name = Type`, qualified by the enclosing types.
  public var typeAliases: [TypeAliasFact] = []
  /// Initialiser parameters whose closure (or view) is stored in a property: a type
  /// that carries views (`Route(id:) { Detail() }` shows `content` later).
  public var carriedParameters: [CarriedParameterFact] = []
  /// Initialiser arguments that bind a generic parameter of a view (`Panel<Tab>`'s
  /// `selection: Binding<Tab?>`), so each use can tell which `Tab` it shows.
  public var genericArguments: [GenericArgumentFact] = []
  /// How controllers and views of UIKit and AppKit are put inside one another, up to
  /// where a hierarchy starts (ControllerFlow.swift).
  public var controllerSteps: [ControllerStepFact] = []
  /// What code stores in properties, so that a view a value carries is shown where
  /// that property is read (PropertyStores.swift).
  public var propertyStores: [PropertyStoreFact] = []
  /// `configuration.delegateClass = WindowDelegate.self` in a type's code: the scene
  /// delegate it gives the scenes it configures.
  public var sceneDelegates: [SceneDelegateFact] = []
  /// What other files can see of this one, as one text: types, conformances, typed
  /// members, producers, imports, protocol view requirements. While no file's symbols
  /// change, derived relations of other files stay valid and only this file's are
  /// recomputed (the indexer stores a hash of it).
  public var symbols: String {
    var text = ""
    for type in types { text += "t\(type.name)|\(type.kind)|\(type.isPublic)|\(type.isFilePrivate)\n" }
    for conformance in conformances { text += "c\(conformance.typeName)|\(conformance.protocolName)\n" }
    for member in members {
      text += "m\(member.owner)|\(member.name)|\(member.type)|\(member.isStatic)|\(typeText(member.typeExpression))|\(member.wrapper ?? "")\n"
    }
    for function in functions {
      text += "f\(function.owner)|\(function.name)|\(function.labels)|\(typeText(function.result))"
        + "|\(function.resultArgument.map(String.init) ?? "")\n"
    }
    for alias in typeAliases { text += "a\(alias.name)|\(typeText(alias.target))\n" }
    for carried in carriedParameters { text += "k\(carried.owner)|\(carried.label)|\(carried.property)\n" }
    for argument in genericArguments {
      text += "g\(argument.owner)|\(argument.label)|\(argument.generic)|\(argument.isArray)\n"
    }
    // Values shown as views in the body of a generic view: each use of the view places
    // them by what it binds (Queries/derive_graph_5_edges.sql), so they are seen from
    // other files, and so is their type (a local that takes the other parameter's value
    // keeps its name).
    let genericOwners = Set(types.filter { $0.kind == "generic" }.map { String($0.name.prefix { $0 != "." }) })
    for producer in producers where genericOwners.contains(String(producer.owner.prefix { $0 != "." })) {
      for node in producer.nodes where node.kind == .reference && node.valueType != nil {
        text += "v\(producer.owner)|\(node.name ?? "")|\(typeText(node.valueType))\n"
      }
    }
    for producer in producers {
      text += "p\(producer.owner)|\(producer.name)|\(producer.labels)|\(producer.kind.rawValue)|\(producer.isEntry)"
        + "|\(producer.isFilePrivate)\n"
      // A body that shows its content inside a navigation container is the container of
      // the links in that content, for every use of it
      // (Queries/derive_sites_1_context.sql).
      if producer.showsContentInNavigationContainer { text += "n\(producer.owner)|\(producer.name)\n" }
    }
    for module in imports { text += "i\(module)\n" }
    // (an App's scenes, in another file, get the delegate: the declared keys of
    // Queries/derive_sites_2_keys.sql)
    // (whether a key's default traps decides whether reads of it are required)
    for key in environmentKeys { text += "e\(key.accessor ?? "")|\(key.keyType ?? "")|\(key.defaultCall ?? "")\n" }
    for function in trappingFunctions { text += "x\(function.owner)|\(function.name)\n" }
    for delegate in sceneDelegates { text += "d\(delegate.owner)|\(typeText(delegate.type))\n" }
    for requirement in viewRequirements { text += "r\(requirement.protocolName)|\(requirement.name)\n" }
    return text
  }

  /// A type expression as one line of text, for the symbols fingerprint.
  func typeText(_ index: Int?) -> String {
    guard let index else { return "" }
    let expression = typeExpressions[index]
    let arguments = expression.arguments.map { typeText($0) }
    return "\(expression.kind.rawValue)(\(typeText(expression.base)).\(expression.name)\(expression.labels ?? "")"
      + "[\(expression.names.joined(separator: ","))](\(arguments.joined(separator: ",")))"
  }

  /// False when the parser had to recover from syntax errors.
  public var parsedCleanly = true

  /// The strings extraction looked up in the project's names (AskedNames), sorted; not
  /// stored: the indexer's next pass over other names parses the file again only if
  /// one of them changed.
  public var askedNames: [String] = []

  public init() {}
}

public struct SourcePosition: Sendable, Hashable {
  public var line: Int
  public var column: Int
  public init(line: Int, column: Int) { self.line = line; self.column = column }
}

public struct TypeFact: Sendable, Hashable {
  public var name: String          // qualified as nested: "Parent.Row"
  public var kind: String          // struct | class | enum | actor | protocol
  public var isPublic: Bool
  public var position: SourcePosition
  /// `private` or `fileprivate` (or inside such a type): visible in its file only.
  public var isFilePrivate = false
}

public struct ConformanceFact: Sendable, Hashable {
  public var typeName: String
  public var protocolName: String  // last component: "View" for "SwiftUI.View"
}

/// A property (or enum case), so a declaration that names it can be typed.
public struct MemberFact: Sendable, Hashable {
  public var owner: String         // "" for globals
  public var name: String
  /// The type as written or plainly inferred (`T(...)`), "" when only the resolver
  /// can tell; the rules that look at stored views use it.
  public var type: String
  public var isStatic: Bool
  /// How the resolver finds its type (index into `FileFacts.typeExpressions`).
  public var typeExpression: Int?
  /// The property wrapper it is declared with (`Themed` for `@Themed var x`): a
  /// `DynamicProperty` wrapper's reads belong to every view that uses it.
  public var wrapper: String? = nil
}

/// A function or method: its result type, for calls in declarations.
public struct FunctionFact: Sendable, Hashable {
  public var owner: String         // "" for free functions
  public var name: String
  public var labels: String        // `for:`, `_:title:`
  public var isStatic: Bool
  /// The declared result type (nil when it is generic, opaque or absent).
  public var result: Int?
  /// A generic result `T` bound by exactly one parameter of type `T`: its position.
  public var resultArgument: Int?
}

/// `init(id: String, @ViewBuilder content: () -> some View) { self.content = AnyView(content()) }`:
/// the argument labelled `label` is carried in `property`.
public struct CarriedParameterFact: Sendable, Hashable {
  public var owner: String
  public var label: String
  public var property: String
}

/// `init(selection: Binding<Tab?>)` or a stored `let tab: Tab` of `Panel<Tab>`: the
/// argument labelled `label` binds generic parameter `generic` (of an array of it).
public struct GenericArgumentFact: Sendable, Hashable {
  public var owner: String
  public var label: String
  public var generic: String       // qualified: "Panel.Tab"
  public var isArray: Bool
}

public struct TypeAliasFact: Sendable, Hashable {
  public var name: String          // qualified as nested: "Parent.Alias"
  public var target: Int
}

public enum ProducerKind: String, Sendable {
  case body, modifierBody = "modifier-body", sceneBody = "scene-body"
  case preview, previews, property, function
  /// The root view of a hosting controller; where it starts depends on where the
  /// controller is put (`hosting`, Queries/view_flow.sql).
  case hosting
  /// Code that is not a producer (coordinators, delegates, tests): views it creates
  /// and does not pass on start with an environment the analyzer cannot see.
  case code
  /// Views a value carries: a closure passed to a carrier's initialiser, or a view
  /// built in an initialiser and stored (`name` is `#property`). Shown wherever the
  /// carrier's property is shown (Queries/derive_graph_4_values.sql), not an entry of its
  /// own.
  case carried
  /// A value passed to a call (`flow.show(Detail())`, `Host(item: x)` in plain code):
  /// placed where the call's parameter is read, or where the call is written when the
  /// callee shows it there (Queries/view_flow.sql).
  case argument
  /// The root view a hosting controller's own initialiser gives `super.init(rootView:)`
  /// or `self.init(rootView:)` (a project subclass of a hosting controller).
  case hostingRoot = "hosting-root"
}

/// Code that builds views, with its expression tree.
public struct ProducerFact: Sendable, Hashable {
  public var owner: String
  public var name: String
  /// Argument labels of a function: `for:`, `_:title:`; empty for properties.
  public var labels = ""
  public var kind: ProducerKind
  public var isEntry: Bool
  public var position: SourcePosition
  public var nodes: [NodeFact] = []
  /// `private` or `fileprivate`, or a member of such a type or extension: a name
  /// visible in its file only.
  public var isFilePrivate = false
  /// The function or property the producer's code is written in (`makeUIViewController`,
  /// `init`, a lazy property's name), '' when none: where a hosting controller sits.
  public var function = ""
  /// For an `argument` producer: the call it is passed to.
  public var argument: ArgumentFact?

  /// Every place it shows the content it is given (a hole) is inside a navigation
  /// container and under no destination: it is the container of the links in that
  /// content (Queries/derive_sites_1_context.sql, `navigation_views`, computes the same from
  /// the index).
  public var showsContentInNavigationContainer: Bool {
    let holes = nodes.indices.filter { nodes[$0].kind == .hole }
    guard !holes.isEmpty else { return false }
    return holes.allSatisfy { hole in
      var container = false
      var parent = nodes[hole].parent
      while let index = parent {
        if nodes[index].kind == .destination { return false }
        if nodes[index].kind == .container { container = true }
        parent = nodes[index].parent
      }
      return container
    }
  }
}

/// A value passed to a call: its argument label (`_` when none, `+` for a trailing
/// closure) and the position of the call's node in the caller.
public struct ArgumentFact: Sendable, Hashable {
  public var label: String
  public var call: SourcePosition
}

/// `configuration.delegateClass = WindowDelegate.self` in code of `owner` (an app
/// delegate's `application(_:configurationForConnecting:options:)`).
public struct SceneDelegateFact: Sendable, Hashable {
  public var owner: String
  public var type: Int
}

public enum NodeKind: String, Sendable {
  /// A declaration modifier; its children are the expression it is called on.
  case declare
  /// `Child(...)`: a view instantiated here.
  case instantiate
  /// `header`, `footer()`: a producer referenced here.
  case reference
  /// `NavigationStack`, `NavigationView`, `NavigationSplitView`.
  case container
  /// A `NavigationLink` destination or a `navigationDestination` closure.
  case destination
  /// A closure SwiftUI presents apart (a sheet's content, a context menu's preview):
  /// name the boundary (`sheet`, `contextMenu(preview:)`, BuiltInPresentations). What
  /// its content starts with on each platform is the index's (Queries/presentations.sql).
  case presentation
  /// A custom modifier applied (`.withServices()`, `.modifier(M())`): a site whose
  /// base is the content it is given.
  case apply
  /// Where a producer places the content it is given: `self` in a View extension,
  /// `content` in `ViewModifier.body(content:)`, a container's stored content.
  case hole
  /// `item.destination` written where a view goes: possibly a view from a protocol
  /// requirement, which the analyzer cannot follow.
  case member
  /// A read of a parameter of the enclosing function (`screen` in `show(_ screen:)`):
  /// name `Owner.function#label`; shows the values callers pass there.
  case parameter
  /// A project hosting controller's root: shows the root view its initialisers give
  /// (the `hosting-root` producers of the type named, Queries/view_flow.sql).
  case root
  /// A representable's placement: the hosting controllers its make…/update… attach
  /// start here (Queries/view_flow.sql).
  case bridge
  /// Where a value passed to a call is shown when the callee shows it where the call
  /// is written (at the position of the `argument` producer it stands for).
  case argument
  /// A modifier value applied (`content.modifier(style)`, `style` a value, not a
  /// construction): a site whose base is the content of the body of the value's type,
  /// or of each type the project binds to it when it is a generic parameter
  /// (Queries/view_flow.sql).
  case modify
}

public enum ReadKind: String, Sendable, CaseIterable {
  case implicit, environmentObject, environmentType, environmentKey
}

public struct DeclarationFact: Sendable, Hashable {
  public var kind: ReadKind
  /// The key, when this file alone determines it.
  public var key: String?
  /// The expression as written: `.implicit(LiveNetwork())` gives "LiveNetwork()".
  public var valueText: String
  /// How the resolver finds the declared value's type, when `key` is not known here.
  public var typeExpression: Int?
  /// Not written: what SwiftUI puts into the environment of an App's scenes for its
  /// delegate adaptor (`valueText`, `typeExpression`): an environment object when it is
  /// an ObservableObject, an Observable value when it is Observable (decided in SQL,
  /// where conformances are known).
  public var delegate: Delegate? = nil

  public enum Delegate: String, Sendable {
    /// The app delegate itself (`declarations.kind = 'delegate'`).
    case app = "delegate"
    /// The scene delegate it configures (`delegateClass = X.self`), on the same terms.
    case scene = "scene-delegate"
  }
}

public enum CandidatePurpose: String, Sendable {
  case type, producer
  /// SwiftUI declares a modifier of this name too: the project's candidates are chosen
  /// by the call's argument (Queries/derive_graph_3_names.sql, `modifier_choices`).
  case swiftUI = "swiftui"
}

public struct NodeFact: Sendable {
  /// Index of the parent in the producer's `nodes`; nil at the producer's root.
  public var parent: Int?
  public var kind: NodeKind
  public var name: String?
  /// Argument labels of a call (`for:`), `+` at the end when trailing closures follow;
  /// nil for a reference that is not a call.
  public var labels: String?
  public var position: SourcePosition
  public var declaration: DeclarationFact?
  /// The static type of the value this node is on (`tab` in `tab.makeView()`) or
  /// is (`selection` shown as a view), as a type expression: a method or property is
  /// looked up on it, and a protocol or generic type stands for every conformer.
  public var valueType: Int?
  /// An instantiation's labelled arguments with the type of their value (`$a.b` as
  /// `a.b`), for the generic parameters they bind.
  public var arguments: [(label: String, type: Int)] = []
  /// Names this node may mean, best first.
  public var candidates: [(purpose: CandidatePurpose, name: String)] = []
  /// A presentation's: the declarations written before it in its modifier chain
  /// (`.implicit(store).sheet { … }`), indices in `nodes`. They reach the view the
  /// presentation is attached to, not its content: a fix moves them after it.
  public var baseDeclarations: [Int] = []
}

public struct ReadFact: Sendable, Hashable {
  public var view: String
  public var property: String
  /// As written; a type key is made canonical by the resolver (`Tracker` inside
  /// `Screen` is `Screen.Tracker`) through `keyExpression`.
  public var key: String
  public var keyExpression: Int?
  public var kind: ReadKind
  public var isOptional: Bool
  public var position: SourcePosition
  /// Whether the file names the property anywhere but its declaration (PropertyUses).
  public var isUsed = true
}

/// A problem found in one file; `code` names a diagnostic rule.
public struct FindingFact: Sendable, Hashable {
  public var code: String
  public var subject: String
  public var detail: String
  public var position: SourcePosition
}

/// A custom SwiftUI environment key: its `EnvironmentKey` type with the default value,
/// or its `EnvironmentValues` accessor (`\.theme`) with the key type it subscripts
/// (or, for `@Entry`, its default).
public struct EnvironmentKeyFact: Sendable, Hashable {
  public var accessor: String?
  public var keyType: String?
  public var defaultText: String?
  public var position: SourcePosition
  /// The function the default value calls, when it is a call (Traps.calledName).
  public var defaultCall: String? = nil
}

/// A function whose call stops the program (Traps.neverReturns).
public struct TrappingFunctionFact: Sendable, Hashable {
  public var owner: String         // "" for free functions
  public var name: String
}

/// `// implicits:ignore CODE reason`: silences diagnostic CODE on this line and the next.
public struct SuppressionFact: Sendable, Hashable {
  public var line: Int
  public var code: String
  public var reason: String
}
