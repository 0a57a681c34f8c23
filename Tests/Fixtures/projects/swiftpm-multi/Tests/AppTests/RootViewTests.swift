import Testing
@testable import App

@Test func rootViewBuilds() { _ = RootView() }
