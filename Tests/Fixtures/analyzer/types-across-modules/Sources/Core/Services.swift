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

import SwiftUI

// Shown only from a file of App that does not import Core: that call cannot mean it.
public struct Badge: View { // expected-warning {{`Badge(...)` at Sources/App/Unimported.swift:6 resolves to no view of the project}}
  @EnvironmentObject var store: Store // expect: unreachable
  public init() {}
  public var body: some View { Text("\(store)") }
}
