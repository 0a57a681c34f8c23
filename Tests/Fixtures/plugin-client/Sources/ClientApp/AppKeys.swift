import Features
import ImplicitsUI

extension ImplicitsKeys {
  static let compactRows = Key<Bool>()
}

// Outside `#if canImport(SwiftUI)`: type-checks this target's glue and the
// public and package glue of Features on Linux too.
func appKeysTypeCheck() {
  let _: Bool.Type = valueType(of: \.compactRows)
  let _: Bool.Type = valueType(of: \.guestMode)
  let _: String.Type = valueType(of: \.accentName)
}
