// The tests, built for both destinations.
import Testing
@testable import Orchard

@Test func orchardStarts() {}
