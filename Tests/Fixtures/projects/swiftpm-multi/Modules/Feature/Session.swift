public struct Session {
  public var name = "guest"
  public init() {}
}
