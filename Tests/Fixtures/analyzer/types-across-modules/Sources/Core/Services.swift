import Foundation
import Combine

public final class Store: ObservableObject {}
public final class Router: ObservableObject {}

public final class Services {
  public static let shared = Services()
  public let store = Store()
  public var router: Router { Router() }
  public func makeStore() -> Store { store }
}
