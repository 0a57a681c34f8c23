/// One `@Implicit` read: what it reads and where, for the missing-value message.
///
/// A property wrapper learns neither its property's name nor its enclosing
/// type. It captures `#fileID`/`#line` of the property declaration and
/// `#function`, which in a stored property's initializer is the enclosing
/// type's name (`ContentView`; a nested `Parent.Row` gives `Row`). The property
/// name stays unknown, so the message points at it by file and line, which the
/// analyzer's index also knows.
struct ImplicitRead: Sendable, Equatable {
  enum Key: Sendable, Equatable {
    /// A type key: the static type read, as `String(reflecting:)` spells it.
    case type(String)
    /// A named key: the accessor's name (`guestMode`).
    case named(String)
  }

  var key: Key
  var view: String
  var fileID: String
  var line: Int
}

enum ImplicitsRuntime {
  /// The text a read with no value traps with. For a type key:
  ///
  ///     ImplicitsUI: no implicit value for key App.NetworkService, read by ContentView (@Implicit at App/ContentView.swift:12).
  ///     No ancestor of ContentView in the view tree declares .implicit(_:) with a value of type App.NetworkService.
  ///     Explain: implicits-query why ContentView.<property> (the @Implicit property at App/ContentView.swift:12)
  ///
  /// For a named key the first two lines say `key \.guestMode` and
  /// `declares .implicit(\.guestMode, _)`.
  static func missingValueMessage(for read: ImplicitRead) -> String {
    let site = "\(read.fileID):\(read.line)"
    let key: String
    let declaration: String
    switch read.key {
    case .type(let type):
      key = type
      declaration = ".implicit(_:) with a value of type \(type)"
    case .named(let name):
      key = "\\.\(name)"
      declaration = ".implicit(\\.\(name), _)"
    }
    return """
      ImplicitsUI: no implicit value for key \(key), read by \(read.view) (@Implicit at \(site)).
      No ancestor of \(read.view) in the view tree declares \(declaration).
      Explain: implicits-query why \(read.view).<property> (the @Implicit property at \(site))
      """
  }

  /// Receives the message of a read with no value and returns what the read
  /// yields. The default traps. Tests bind it (`$missingValueHandler.withValue`)
  /// to check the message and return a substitute of the requested type; a
  /// task-local keeps concurrent tests apart and is unset in a real app.
  @TaskLocal static var missingValueHandler: @Sendable (_ message: String, _ valueType: Any.Type) -> Any = {
    message, _ in fatalError(message)
  }

  /// Called by a read that found no value.
  static func missingValue<Value>(_ read: ImplicitRead, as _: Value.Type = Value.self) -> Value {
    let substitute = missingValueHandler(missingValueMessage(for: read), Value.self)
    guard let value = substitute as? Value else {
      fatalError("ImplicitsUI: the missing-value handler returned \(type(of: substitute)), not \(Value.self)")
    }
    return value
  }
}
