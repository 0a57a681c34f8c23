public struct ProfileInFeatures {}
