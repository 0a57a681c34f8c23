import SwiftSyntax

/// Which calls a function accepts, as Swift matches arguments to parameters: by label,
/// in order, a parameter with a default value may be left out, and trailing closures
/// fill closure parameters (SE-0286's forward scan: the first, unlabelled, takes the
/// first closure parameter left, skipping defaulted ones; each labelled one takes the
/// next closure parameter of its label). A call is written down the same way
/// (`shape(of:)`): `label:` per argument (`_:` unlabelled), `{` for the first trailing
/// closure, `label{` for each further one. A function is stored with every shape it
/// accepts (`signature`): `|_:|_:{|` ..., so picking overloads in the index is one
/// string search (Queries/derive_graph_3_names.sql), with the first parameter's type for a
/// tie that labels cannot break, and `~` when it is `@_disfavoredOverload`.
enum CallShapes {
  /// More shapes than this (many defaulted parameters) and the function accepts any
  /// call (`*`): a candidate that is never ruled out by its labels.
  static let limit = 64

  struct Parameter {
    var label: String
    var hasDefault: Bool
    var takesClosure: Bool
    var isVariadic: Bool
  }

  static func parameters(_ list: FunctionParameterListSyntax) -> [Parameter] {
    list.map { parameter in
      Parameter(label: parameter.firstName.text, hasDefault: parameter.defaultValue != nil,
                takesClosure: takesClosure(parameter.type), isVariadic: parameter.ellipsis != nil)
    }
  }

  /// `() -> V`, `@escaping (T) -> V`, `(() -> V)?`: a function type (not `@autoclosure`).
  static func takesClosure(_ type: TypeSyntax) -> Bool {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      if attributed.attributes.contains(where: {
        $0.as(AttributeSyntax.self).map { SyntaxNames.trimmedText($0.attributeName) } == "autoclosure" }) {
        return false
      }
      return takesClosure(attributed.baseType)
    }
    let unwrapped = SyntaxNames.unwrapOptional(type).type
    if unwrapped.is(FunctionTypeSyntax.self) { return true }
    if let tuple = unwrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return takesClosure(only.type)
    }
    return false
  }

  /// The shape of a call as written.
  static func shape(of call: FunctionCallExprSyntax) -> String {
    var shape = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
    if call.trailingClosure != nil { shape += "{" }
    for element in call.additionalTrailingClosures { shape += element.label.text + "{" }
    return shape
  }

  /// Every shape a call of these parameters may have, or nil past `limit`.
  static func accepted(_ parameters: [Parameter]) -> Set<String>? {
    var shapes: Set<String> = []
    // Written arguments: each parameter of the prefix written or, when defaulted, left out.
    func written(_ prefix: ArraySlice<Parameter>) -> [String] {
      var results = [""]
      for parameter in prefix {
        var next: [String] = []
        for result in results {
          next.append(result + parameter.label + ":")
          if parameter.hasDefault || parameter.isVariadic { next.append(result) }
        }
        results = next
        if results.count > limit { return [] }
      }
      return results
    }
    // Trailing closures for the rest: nil when the rest cannot be filled that way.
    func trailing(_ rest: ArraySlice<Parameter>) -> [String] {
      guard !rest.isEmpty else { return [""] }
      var results: [String] = []
      // The first trailing closure takes the first closure parameter; defaulted ones before it are skipped.
      var index = rest.startIndex
      while index < rest.endIndex {
        let parameter = rest[index]
        if parameter.takesClosure {
          for tail in labelled(rest[(index + 1)...]) { results.append("{" + tail) }
        }
        guard parameter.hasDefault else { break }
        index += 1
      }
      return results
    }
    // Further trailing closures, each by its label; defaulted parameters may be skipped.
    // Each suffix's shapes are worked out once, from the last parameter back: asked of
    // its suffix twice per defaulted closure parameter, the recursion took time
    // exponential in their number (a view with thirty of them did not finish).
    var labelledFrom: [Int: [String]] = [parameters.count: [""]]
    func labelled(_ rest: ArraySlice<Parameter>) -> [String] {
      if let known = labelledFrom[rest.startIndex] { return known }
      for index in stride(from: parameters.count - 1, through: rest.startIndex, by: -1) where labelledFrom[index] == nil {
        let first = parameters[index]
        let after = labelledFrom[index + 1] ?? []
        var results: [String] = []
        if first.takesClosure, first.label != "_" { results += after.map { first.label + "{" + $0 } }
        if first.hasDefault { results += after }
        labelledFrom[index] = results.count > limit ? [] : results
      }
      return labelledFrom[rest.startIndex] ?? []
    }
    let all = ArraySlice(parameters)
    for split in 0...parameters.count {
      let heads = written(all[..<split])
      let tails = split == parameters.count ? [""] : trailing(all[split...])
      guard !heads.isEmpty || split == 0 else { return nil }
      for head in heads {
        for tail in tails where split == parameters.count || !tail.isEmpty {
          shapes.insert(head + tail)
          if shapes.count > limit { return nil }
        }
      }
    }
    return shapes
  }

  /// What a function is stored with (`producers.labels`, `functions.labels`): its
  /// shapes between bars, `~` when disfavoured, then `#` and its first parameter's
  /// type as written (optional stripped), for ties that labels cannot break.
  static func signature(_ list: FunctionParameterListSyntax, attributes: AttributeListSyntax) -> String {
    let shapes = accepted(parameters(list)).map { "|" + $0.sorted().joined(separator: "|") + "|" } ?? "*"
    let disfavored = attributes.contains {
      $0.as(AttributeSyntax.self).map { SyntaxNames.trimmedText($0.attributeName) } == "_disfavoredOverload"
    }
    let firstType = list.first.map { SyntaxNames.typeText(SyntaxNames.unwrapOptional($0.type).type) } ?? ""
    return shapes + (disfavored ? "~" : "") + "#" + firstType
  }
}
