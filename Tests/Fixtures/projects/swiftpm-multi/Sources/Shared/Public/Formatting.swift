public func formatted(_ name: String) -> String { name.capitalized }
