public struct Session: Sendable {
  public var user: String
  public init(user: String) { self.user = user }
}
