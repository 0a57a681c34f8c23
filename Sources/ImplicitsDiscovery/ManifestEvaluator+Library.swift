import Foundation
import SwiftSyntax

// The few library methods manifests call on arrays, strings and optionals.
extension ManifestEvaluator {
  /// What manifests call on arrays, strings and optionals.
  func libraryMethod(_ name: String, on receiver: ManifestValue, _ arguments: Arguments,
                             at node: FunctionCallExprSyntax) -> ManifestValue {
    let closure: ManifestClosure? = arguments.last.flatMap {
      if case .closure(let closure) = $0.value { return closure }
      return nil
    }
    switch (receiver, name) {
    case (.array(let elements), "map"), (.array(let elements), "flatMap"), (.array(let elements), "compactMap"),
         (.array(let elements), "filter"), (.array(let elements), "contains"), (.array(let elements), "first"):
      guard let closure else {
        if name == "contains", let needle = arguments.first?.value {
          let matches = elements.map { equals($0, needle) }
          return matches.contains(true) ? .bool(true) : matches.contains(nil) ? unknown(node, "cannot compare") : .bool(false)
        }
        return unknown(node, "cannot evaluate \(name) without a closure")
      }
      var results: [ManifestValue] = []
      for element in elements {
        let value = invoke(closure, [(nil, element)], at: node)
        switch name {
        case "map": results.append(value)
        case "flatMap":
          guard let inner = value.elements else { return value }
          results += inner
        case "compactMap": if case .null = value {} else { results.append(value) }
        default:
          guard let keep = value.bool else { return unknown(node, "cannot decide this \(name)'s condition") }
          if keep && name == "contains" { return .bool(true) }
          if keep && name == "first" { return element }
          if keep { results.append(element) }
        }
      }
      if name == "contains" { return .bool(false) }
      if name == "first" { return .null }
      return .array(results)
    case (.array(let elements), "joined"):
      let separator = arguments.first?.value.string ?? ""
      let parts = elements.compactMap(\.string)
      return parts.count == elements.count ? .string(parts.joined(separator: separator)) : unknown(node, "cannot join these values")
    case (.array(let elements), "reversed"): return .array(elements.reversed())
    case (.array(let elements), "sorted") where closure == nil:
      let texts = elements.compactMap(\.interpolated)
      return texts.count == elements.count ? .array(texts.sorted().map(ManifestValue.string)) : unknown(node, "cannot sort these values")
    case (.array(let elements), "appending"):
      return .array(elements + [arguments.first?.value ?? .null])
    case (.string(let text), _):
      return stringMethod(name, on: text, arguments, at: node)
    case (.null, _): return .null
    case (.call(let described), _):
      // A method of the description API's value (`.target(…).with(…)`): kept as a call on it.
      return .call(ManifestCall(name: name, arguments: [("self", .call(described))] + arguments,
                                file: described.file, line: described.line, column: described.column))
    default:
      return unknown(node, "cannot evaluate `.\(name)(…)` on this value")
    }
  }

  /// What manifests call on strings.
  private func stringMethod(_ name: String, on text: String, _ arguments: Arguments,
                            at node: FunctionCallExprSyntax) -> ManifestValue {
    switch name {
    case "lowercased": return .string(text.lowercased())
    case "uppercased": return .string(text.uppercased())
    case "prefix", "suffix", "dropFirst", "dropLast":
      let count: Int
      switch arguments.first?.value {
      case .int(let number)?: count = max(0, number)
      case nil: count = 1
      default: return unknown(node, "cannot evaluate this count")
      }
      switch name {
      case "prefix": return .string(String(text.prefix(count)))
      case "suffix": return .string(String(text.suffix(count)))
      case "dropFirst": return .string(String(text.dropFirst(count)))
      default: return .string(String(text.dropLast(count)))
      }
    case "hasPrefix": return arguments.first?.value.string.map { .bool(text.hasPrefix($0)) } ?? unknown(node, "hasPrefix")
    case "hasSuffix": return arguments.first?.value.string.map { .bool(text.hasSuffix($0)) } ?? unknown(node, "hasSuffix")
    case "contains": return arguments.first?.value.string.map { .bool(text.contains($0)) } ?? unknown(node, "contains")
    case "appending":
      return arguments.first?.value.string.map { .string(text + $0) } ?? unknown(node, "cannot append this value")
    case "appendingPathComponent":
      return arguments.first?.value.string.map { .string(ProjectPath.join(text, $0)) } ?? unknown(node, "cannot append this value")
    case "replacingOccurrences":
      guard arguments.count == 2, let of = arguments[0].value.string, let with = arguments[1].value.string else {
        return unknown(node, "cannot evaluate this replacement")
      }
      return .string(text.replacingOccurrences(of: of, with: with))
    default:
      return unknown(node, "cannot evaluate `.\(name)(…)` on a string")
    }
  }
}
