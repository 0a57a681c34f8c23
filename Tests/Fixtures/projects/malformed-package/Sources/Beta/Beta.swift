public struct Beta {}
