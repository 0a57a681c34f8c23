public enum ImplicitsVersion { public static let current = "0.6.0" }
