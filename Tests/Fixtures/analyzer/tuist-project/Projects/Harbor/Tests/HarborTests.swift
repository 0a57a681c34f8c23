import XCTest

final class HarborTests: XCTestCase {}
