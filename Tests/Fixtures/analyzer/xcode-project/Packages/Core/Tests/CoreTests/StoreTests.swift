import Core
import XCTest

final class StoreTests: XCTestCase {
  func testInit() { _ = Store() }
}
