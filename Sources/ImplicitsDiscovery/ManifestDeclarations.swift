import SwiftSyntax

/// The variables visible at one point of a manifest's code: a block's own, then the
/// enclosing blocks' (a closure keeps the scope it was made in).
final class ManifestScope {
  private var variables: [String: ManifestValue] = [:]
  let parent: ManifestScope?

  init(parent: ManifestScope?) { self.parent = parent }

  func lookup(_ name: String) -> ManifestValue? {
    variables[name] ?? parent?.lookup(name)
  }

  func declare(_ name: String, _ value: ManifestValue) { variables[name] = value }

  /// Assigns to the innermost scope that declares `name`; false when none does.
  func assign(_ name: String, _ value: ManifestValue) -> Bool {
    if variables[name] != nil {
      variables[name] = value
      return true
    }
    return parent?.assign(name, value) ?? false
  }
}

/// What the manifest and its helper files declare at the top level and in types: the
/// functions, constants and types a manifest's expressions may name. Types of the
/// description API extended by helpers (`extension Target { static func app(…) }`)
/// keep their members under the extended name, so `.app(…)` and `Target.app(…)` find
/// them.
struct ManifestDeclarations {
  /// A helper type's members.
  struct TypeMembers {
    var staticFunctions: [String: [FunctionDeclSyntax]] = [:]
    /// `static let/var name = …` and `static var name: T { … }`.
    var staticValues: [String: PatternBindingSyntax] = [:]
    var methods: [String: [FunctionDeclSyntax]] = [:]
    /// Stored properties in declaration order: a struct's memberwise initialiser's labels.
    var storedProperties: [(name: String, initializer: ExprSyntax?)] = []
    var computedProperties: [String: PatternBindingSyntax] = [:]
    /// Enum cases in order, with their raw values.
    var cases: [(name: String, rawValue: ExprSyntax?)] = []
    /// An enum whose raw type is `String` takes the case name as its raw value.
    var isStringEnum = false
    var isEnum = false
    /// Declared here (a struct, enum or class), not only extended: only such a type's
    /// initialiser is the code's own.
    var isDeclared = false
  }

  var functions: [String: [FunctionDeclSyntax]] = [:]
  var globals: [String: PatternBindingSyntax] = [:]
  /// Top-level statements other than declarations (a manifest's code), in order.
  var statements: [CodeBlockItemSyntax] = []
  var types: [String: TypeMembers] = [:]

  /// Collects the declarations of `files`; only the first file's top-level statements
  /// run (the others are a helper module, which has no top-level code).
  init(files: [SourceFileSyntax]) {
    for (position, file) in files.enumerated() {
      for item in file.statements {
        collect(item, topLevel: position == 0)
      }
    }
  }

  private mutating func collect(_ item: CodeBlockItemSyntax, topLevel: Bool) {
    if let function = item.item.as(FunctionDeclSyntax.self) {
      functions[function.name.text, default: []].append(function)
    } else if let variable = item.item.as(VariableDeclSyntax.self), !topLevel || !isMutable(variable) {
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { globals[name] = binding }
      }
      // The manifest's own top-level code runs in order (as a main.swift does).
      if topLevel { statements.append(item) }
    } else if let declaration = item.item.as(DeclSyntax.self), let named = TypeDeclaration(declaration) {
      collect(type: named.name, members: named.members, isEnum: named.isEnum, inherits: named.inherits,
              isDeclared: named.isDeclared)
    } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
      // Declarations under `#if` are collected from the branch a Mac would build.
      if let clause = ManifestHost.activeClause(of: ifConfig), case .statements(let items)? = clause.elements {
        for inner in items { collect(inner, topLevel: topLevel) }
      }
    } else if topLevel {
      statements.append(item)
    }
  }

  /// A top-level `let` is a global: the helpers' are evaluated when first named, the
  /// manifest's when its statement runs (or when a function names it first); a
  /// top-level `var` of the manifest may change as the code runs: it is declared when
  /// its statement runs.
  private func isMutable(_ variable: VariableDeclSyntax) -> Bool {
    variable.bindingSpecifier.tokenKind == .keyword(.var)
  }

  private mutating func collect(type name: String, members: MemberBlockItemListSyntax, isEnum: Bool, inherits: [String],
                                isDeclared: Bool) {
    var collected = types[name] ?? TypeMembers()
    collected.isEnum = collected.isEnum || isEnum
    collected.isDeclared = collected.isDeclared || isDeclared
    if isEnum && inherits.contains("String") { collected.isStringEnum = true }
    for member in members {
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self) {
        let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if isStatic {
          collected.staticFunctions[function.name.text, default: []].append(function)
        } else {
          collected.methods[function.name.text, default: []].append(function)
        }
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in variable.bindings {
          guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          if isStatic {
            collected.staticValues[property] = binding
          } else if binding.accessorBlock != nil {
            collected.computedProperties[property] = binding
          } else {
            collected.storedProperties.append((property, binding.initializer?.value))
          }
        }
      } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements {
          collected.cases.append((element.name.text, element.rawValue?.value))
        }
      } else if let nested = TypeDeclaration(decl) {
        collect(type: name + "." + nested.name, members: nested.members, isEnum: nested.isEnum, inherits: nested.inherits,
                isDeclared: nested.isDeclared)
      }
    }
    types[name] = collected
  }
}

/// A struct, enum, class or extension: its name (an extension's extended type, last
/// component), members and inherited types.
private struct TypeDeclaration {
  var name: String
  var members: MemberBlockItemListSyntax
  var isEnum: Bool
  var inherits: [String]
  var isDeclared = true

  init?(_ decl: DeclSyntax) {
    func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
      clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
    if let type = decl.as(StructDeclSyntax.self) {
      self.init(name: type.name.text, members: type.memberBlock.members, isEnum: false, inherits: inherited(type.inheritanceClause))
    } else if let type = decl.as(EnumDeclSyntax.self) {
      self.init(name: type.name.text, members: type.memberBlock.members, isEnum: true, inherits: inherited(type.inheritanceClause))
    } else if let type = decl.as(ClassDeclSyntax.self) {
      self.init(name: type.name.text, members: type.memberBlock.members, isEnum: false, inherits: inherited(type.inheritanceClause))
    } else if let type = decl.as(ExtensionDeclSyntax.self) {
      // `extension ProjectDescription.Target` and `extension Target` are one type.
      let name = type.extendedType.trimmedDescription.split(separator: ".").map(String.init)
      let extended = name.first == "ProjectDescription" || name.first == "PackageDescription"
        ? name.dropFirst().joined(separator: ".") : name.joined(separator: ".")
      self.init(name: extended, members: type.memberBlock.members, isEnum: false, inherits: inherited(type.inheritanceClause))
      isDeclared = false
    } else {
      return nil
    }
  }

  init(name: String, members: MemberBlockItemListSyntax, isEnum: Bool, inherits: [String]) {
    self.name = name
    self.members = members
    self.isEnum = isEnum
    self.inherits = inherits
  }
}
