import SwiftUI

/// The ISO currency code prices are shown in. The app injects the user's choice
/// (an `@AppStorage` value edited in Settings); without it prices fall back to USD.
struct CurrencyCodeKey: EnvironmentKey {
  static let defaultValue = "USD"
}

extension EnvironmentValues {
  var currencyCode: String {
    get { self[CurrencyCodeKey.self] }
    set { self[CurrencyCodeKey.self] = newValue }
  }

  /// Denser rows, used by the separate cart window.
  @Entry var compactRows: Bool = false
}
