import ImplicitsUI

// Broken: a private key without hand-written glue (the plugin warns, and
// generates nothing for it).
extension ImplicitsKeys {
  private static let traceLayout = Key<Bool>()
}
