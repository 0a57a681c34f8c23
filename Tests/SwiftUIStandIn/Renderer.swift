// The stand-in's evaluator (no SwiftUI counterpart). It walks a view tree the
// way SwiftUI propagates the environment: a view's dynamic properties see the
// environment at its position, an `environment(_:_:)` writer changes it for its
// content only (so the nearest writer wins and siblings are independent), a
// custom modifier's body is evaluated with its `content` placeholder in place,
// and `sheet`/`overlay` content sees the environment at the modifier.

/// Renders a view tree to the strings of its `Text` views, in order (test support).
///
///     let lines = StandInRenderer.render(VStack { Text("a"); Text("b") })  // ["a", "b"]
@MainActor public enum StandInRenderer {
  public static func render(_ view: some View, in environment: EnvironmentValues = EnvironmentValues()) -> [String] {
    let renderer = Renderer()
    renderer.render(view, environment)
    return renderer.lines
  }
}

func primitiveBody<V>(_ type: V.Type) -> Never {
  fatalError("\(type) is a primitive view: it has no body")
}

/// Views and modifiers the renderer handles itself instead of evaluating a body.
@MainActor protocol PrimitiveView {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues)
}

@MainActor protocol PrimitiveModifier {
  func render(content: any View, _ renderer: Renderer, _ environment: EnvironmentValues)
}

@MainActor final class Renderer {
  var lines: [String] = []

  func render(_ view: any View, _ environment: EnvironmentValues) {
    if let primitive = view as? any PrimitiveView {
      primitive.render(self, environment)
    } else {
      install(environment, into: view)
      render(body(of: view), environment)
    }
  }

  private func body<V: View>(of view: V) -> any View { view.body }

  /// Gives every `Environment` among the dynamic properties of `subject`
  /// (recursively, as SwiftUI does for nested dynamic properties) the environment
  /// at the view's position, before its body runs.
  func install(_ environment: EnvironmentValues, into subject: Any) {
    for child in Mirror(reflecting: subject).children {
      if let installable = child.value as? any EnvironmentInstallable {
        installable.install(environment)
      } else if child.value is any DynamicProperty {
        install(environment, into: child.value)
      }
    }
  }
}

protocol EnvironmentInstallable {
  func install(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentInstallable {
  func install(_ environment: EnvironmentValues) { box.values = environment }
}

extension EmptyView: PrimitiveView {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues) {}
}

extension Text: PrimitiveView {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues) { renderer.lines.append(content) }
}

extension TupleView: PrimitiveView {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues) {
    for child in Mirror(reflecting: value).children {
      renderer.render(child.value as! any View, environment)
    }
  }
}

extension VStack: PrimitiveView {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues) { renderer.render(content, environment) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.render(content: content, renderer, environment)
    } else {
      renderer.install(environment, into: modifier)
      renderer.render(modifier.body(content: _ViewModifier_Content(content: content)), environment)
    }
  }
}

extension _ViewModifier_Content: PrimitiveView {
  func render(_ renderer: Renderer, _ environment: EnvironmentValues) { renderer.render(content, environment) }
}

extension _EnvironmentKeyWritingModifier: PrimitiveModifier {
  func render(content: any View, _ renderer: Renderer, _ environment: EnvironmentValues) {
    var inner = environment
    inner[keyPath: keyPath] = value
    renderer.render(content, inner)
  }
}

extension _PresentationModifier: PrimitiveModifier {
  func render(content: any View, _ renderer: Renderer, _ environment: EnvironmentValues) {
    renderer.render(content, environment)
    if isPresented { renderer.render(presented(), environment) }
  }
}
