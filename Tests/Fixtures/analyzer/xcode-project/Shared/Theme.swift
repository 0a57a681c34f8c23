// Referenced relative to SOURCE_ROOT and compiled into both the app and SampleKit.
public struct Theme {
  public var accent = "blue"
  public init() {}
}
