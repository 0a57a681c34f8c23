public struct Alpha {}
