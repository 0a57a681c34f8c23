import ImplicitsUI

/// Named keys: values whose type alone does not say what they mean.
extension ImplicitsKeys {
  /// True while the user browses without signing in.
  static let guestMode = Key<Bool>()
  /// How many posts the feed asks for per page.
  static let feedPageSize = Key<Int>()
}
