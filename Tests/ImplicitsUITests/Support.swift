import Synchronization
import SwiftUI
@testable import ImplicitsUIOnStandIn

/// What a render shows and which reads found no value.
struct Rendered {
  var lines: [String]
  var missing: [String]
}

/// Renders `view` with the missing-value hook intercepted: each read with no
/// value records its message and yields a recognisable substitute instead of
/// trapping.
@MainActor func render(_ view: some View) -> Rendered {
  let missing = MissingReads()
  let lines = ImplicitsRuntime.$missingValueHandler.withValue({ message, type in
    missing.messages.withLock { $0.append(message) }
    switch type {
    case is Bool.Type: return false
    case is NetworkService.Type: return NetworkService(name: "MISSING")
    default: return LiveService() as any Service
    }
  }) {
    StandInRenderer.render(view)
  }
  return Rendered(lines: lines, missing: missing.messages.withLock { $0 })
}

final class MissingReads: Sendable {
  let messages = Mutex<[String]>([])
}
