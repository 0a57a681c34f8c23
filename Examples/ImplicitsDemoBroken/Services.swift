import Foundation
import Observation

/// The backend. Views read it by this protocol type, so declarations must
/// declare `NetworkService` (e.g. `.implicit(LiveNetwork() as NetworkService)`).
protocol NetworkService {
  func fetchFeed(limit: Int) async throws -> [Post]
  func like(_ post: Post) async throws
  func save(_ profile: Profile) async throws
}

struct LiveNetwork: NetworkService {
  var baseURL = URL(string: "https://api.example.com")!

  func fetchFeed(limit: Int) async throws -> [Post] {
    let (data, _) = try await URLSession.shared.data(from: baseURL.appending(path: "feed"))
    _ = data
    return []
  }

  func like(_ post: Post) async throws {}
  func save(_ profile: Profile) async throws {}
}

struct MockNetwork: NetworkService {
  func fetchFeed(limit: Int) async throws -> [Post] { Array(repeating: .sample, count: limit) }
  func like(_ post: Post) async throws {}
  func save(_ profile: Profile) async throws {}
}

/// Resolves avatar URLs and caches images.
final class ImageLoader {
  func avatarURL(for author: String) -> URL? {
    URL(string: "https://avatars.example.com/\(author).png")
  }
}

/// The signed-in user's profile, owned by the profile screen.
@Observable
final class ProfileStore {
  var profile = Profile(name: "Ada Lovelace", bio: "Analyst of engines.")
}

struct FeatureFlags {
  var showsComposer: Bool
}
