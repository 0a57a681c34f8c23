import XCTest
@testable import Sample_App

final class SampleTests: XCTestCase {
  func testContentView() { _ = ContentView() }
}
