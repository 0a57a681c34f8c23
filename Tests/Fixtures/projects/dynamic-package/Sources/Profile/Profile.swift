public struct ProfileInSources {}
