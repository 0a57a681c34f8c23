public struct Search {}
