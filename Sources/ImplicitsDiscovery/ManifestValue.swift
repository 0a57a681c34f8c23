import SwiftSyntax

/// A value a manifest computes (`Package.swift`, Tuist's `Project.swift` and its
/// helpers), as ManifestEvaluator evaluates it: what a project description is made of
/// (strings, numbers, arrays, dictionaries), the description API's own values
/// (`.target(name: …)` calls, `.iOS` members), instances of the helper module's types,
/// closures, and `unknown` where the evaluator cannot follow the code, with the place
/// and the reason, so a reader can warn about exactly that part and keep the rest.
indirect enum ManifestValue {
  case string(String)
  case int(Int)
  case bool(Bool)
  case null
  case array([ManifestValue])
  case dictionary([(key: ManifestValue, value: ManifestValue)])
  /// A call of the description API, kept as written with its arguments evaluated:
  /// `Project(...)`, `.target(name:...)`, `.iOS("17.0")`, `Target.Dependency.product(...)`.
  case call(ManifestCall)
  /// A member of the description API named without a call: `.iOS`, `.app`, `.iPhone`.
  case member(String)
  /// A value of a type the manifest or its helper module declares.
  case instance(ManifestInstance)
  case closure(ManifestClosure)
  case unknown(ManifestUnknown)

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements of an array (a lone value is a one-element list: Tuist and SwiftPM
  /// take `"Sources/**"` where they take `["Sources/**"]`).
  var elements: [ManifestValue]? {
    switch self {
    case .array(let elements): elements
    case .unknown: nil
    default: [self]
    }
  }

  var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  var call: ManifestCall? {
    if case .call(let call) = self { return call }
    return nil
  }

  var unknown: ManifestUnknown? {
    if case .unknown(let unknown) = self { return unknown }
    return nil
  }

  /// The name of a description member or call (`.iOS`, `.iOS("17.0")` → iOS), or an enum
  /// case of the helper module.
  var memberName: String? {
    switch self {
    case .member(let name): name
    case .call(let call): call.name
    case .instance(let instance): instance.caseName
    default: nil
    }
  }

  /// Every place inside this value the evaluator could not follow, first to last.
  var unknowns: [ManifestUnknown] {
    switch self {
    case .unknown(let unknown): [unknown]
    case .array(let elements): elements.flatMap(\.unknowns)
    case .dictionary(let pairs): pairs.flatMap { $0.key.unknowns + $0.value.unknowns }
    case .call(let call): call.arguments.flatMap(\.value.unknowns)
    default: []
    }
  }

  /// Text for string interpolation; nil for what has none.
  var interpolated: String? {
    switch self {
    case .string(let text): text
    case .int(let number): String(number)
    case .bool(let value): String(value)
    case .member(let name): name
    case .instance(let instance): instance.caseName ?? instance.fields["rawValue"]?.interpolated
    default: nil
    }
  }
}

/// A call of the description API with its arguments evaluated.
struct ManifestCall {
  var name: String
  var arguments: [(label: String?, value: ManifestValue)]
  /// Where it is written (for warnings about it).
  var file: String
  var line: Int
  var column: Int
  /// Made inside a function or closure the manifest calls, rather than written out.
  var isComputed = false

  /// The argument with this label; nil when the call has none.
  func argument(_ label: String) -> ManifestValue? {
    arguments.first { $0.label == label }?.value
  }

  /// Where it is written, as a place to warn at.
  var place: ManifestUnknown { ManifestUnknown(file: file, line: line, column: column, reason: "") }

  /// The first unlabelled argument.
  var firstUnlabelled: ManifestValue? { arguments.first { $0.label == nil }?.value }

  /// The same call with the argument `label` set to `value` (added when missing), as a
  /// manifest's `package.targets.append(…)` changes the package it made.
  func setting(_ label: String, to value: ManifestValue) -> ManifestCall {
    var copy = self
    if let index = copy.arguments.firstIndex(where: { $0.label == label }) {
      copy.arguments[index].value = value
    } else {
      copy.arguments.append((label, value))
    }
    return copy
  }
}

/// A value of a helper type: an enum case (with its raw value), or a struct made by its
/// memberwise initialiser.
struct ManifestInstance {
  var type: String
  var caseName: String?
  var fields: [String: ManifestValue]
}

/// A closure, with the variables it captured.
struct ManifestClosure {
  enum Body {
    case closure(ClosureExprSyntax)
    case function(FunctionDeclSyntax)
  }
  var body: Body
  var captured: ManifestScope?
  /// The value `self` names inside it (a helper type's method).
  var receiver: ManifestValue?
  /// The type whose static members its unqualified names may be (a static function's).
  var type: String? = nil
}

/// A place the evaluator cannot follow, and why.
struct ManifestUnknown {
  var file: String
  var line: Int
  var column: Int
  var reason: String
}
