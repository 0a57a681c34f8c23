#if IMPLICITS_YAML
import CYAML
#endif

/// A YAML document read with libyaml (the real parser, not a hand-written one): scalars,
/// sequences and mappings, each with the line it starts on. Anchors and aliases are
/// resolved by libyaml; tags are ignored (every scalar is its text).
///
/// libyaml is optional (macOS does not ship it; Package.swift uses it when its header is
/// found): built without it, `parse` refuses every document with a message that says so
/// and how to do without (docs/building.md).
struct YAMLNode {
  enum Value {
    case scalar(String)
    case sequence([YAMLNode])
    /// In document order; a repeated key keeps every occurrence.
    case mapping([(key: String, value: YAMLNode)])
  }

  var value: Value
  /// 1-based.
  var line: Int

  var string: String? { if case .scalar(let text) = value { text } else { nil } }
  var sequence: [YAMLNode]? { if case .sequence(let items) = value { items } else { nil } }
  var mapping: [(key: String, value: YAMLNode)]? { if case .mapping(let pairs) = value { pairs } else { nil } }

  /// The value of the first `key` in a mapping.
  subscript(key: String) -> YAMLNode? { mapping?.first { $0.key == key }?.value }

  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var message: String
  }

  /// A document bigger than this once aliases are expanded is refused (a few lines of
  /// nested aliases can stand for billions of nodes).
  static let nodeLimit = 200_000

  /// What a build without libyaml says of an XcodeGen spec.
  static let unavailableMessage = "this build of the analyzer has no libyaml, so it cannot read XcodeGen specs"
    + " (generate the Xcode project with `xcodegen`: a .xcodeproj beside project.yml is read instead;"
    + " or install libyaml and build again, docs/building.md)"

  #if IMPLICITS_YAML
  /// Whether this build reads YAML (it was built with libyaml).
  static let isAvailable = true
  #else
  static let isAvailable = false

  /// Without libyaml: every document is refused, with what to do instead.
  static func parse(_ text: String) throws(SyntaxError) -> YAMLNode {
    throw SyntaxError(line: 1, column: 1, message: unavailableMessage)
  }
  #endif

  #if IMPLICITS_YAML
  /// The first document of `text`; an empty document is an empty mapping.
  static func parse(_ text: String) throws(SyntaxError) -> YAMLNode {
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else { throw SyntaxError(line: 1, column: 1, message: "out of memory") }
    defer { yaml_parser_delete(&parser) }
    let bytes = Array(text.utf8)
    var document = yaml_document_t()
    let loaded = bytes.withUnsafeBufferPointer { buffer -> Int32 in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return yaml_parser_load(&parser, &document)
    }
    guard loaded == 1 else {
      let problem = parser.problem.map { String(cString: $0) } ?? "syntax error"
      let context = parser.context.map { String(cString: $0) + ": " } ?? ""
      throw SyntaxError(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1,
                        message: context + problem)
    }
    defer { yaml_document_delete(&document) }
    guard let root = yaml_document_get_root_node(&document) else { return YAMLNode(value: .mapping([]), line: 1) }
    var budget = nodeLimit
    return try convert(root, in: &document, depth: 0, budget: &budget)
  }

  private static func convert(_ node: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t,
                              depth: Int, budget: inout Int) throws(SyntaxError) -> YAMLNode {
    let line = Int(node.pointee.start_mark.line) + 1
    budget -= 1
    guard budget > 0, depth < 100 else {
      throw SyntaxError(line: line, column: Int(node.pointee.start_mark.column) + 1,
                        message: "the document is too large or too deeply nested once its aliases are expanded")
    }
    switch node.pointee.type {
    case YAML_SCALAR_NODE:
      let scalar = node.pointee.data.scalar
      let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      return YAMLNode(value: .scalar(text), line: line)
    case YAML_SEQUENCE_NODE:
      var items: [YAMLNode] = []
      var item = node.pointee.data.sequence.items.start
      while let current = item, current < node.pointee.data.sequence.items.top {
        if let child = yaml_document_get_node(&document, current.pointee) {
          items.append(try convert(child, in: &document, depth: depth + 1, budget: &budget))
        }
        item = current + 1
      }
      return YAMLNode(value: .sequence(items), line: line)
    case YAML_MAPPING_NODE:
      var pairs: [(key: String, value: YAMLNode)] = []
      var pair = node.pointee.data.mapping.pairs.start
      while let current = pair, current < node.pointee.data.mapping.pairs.top {
        if let key = yaml_document_get_node(&document, current.pointee.key),
           let value = yaml_document_get_node(&document, current.pointee.value) {
          let keyNode = try convert(key, in: &document, depth: depth + 1, budget: &budget)
          pairs.append((keyNode.string ?? "", try convert(value, in: &document, depth: depth + 1, budget: &budget)))
        }
        pair = current + 1
      }
      return YAMLNode(value: .mapping(pairs), line: line)
    default:
      return YAMLNode(value: .scalar(""), line: line)
    }
  }
  #endif
}
