import XCTest

final class PostboxTests: XCTestCase {}
