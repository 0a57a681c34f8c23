import XCTest

final class GardenTests: XCTestCase {}
