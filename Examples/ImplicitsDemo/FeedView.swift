import SwiftUI
import ImplicitsUI

/// The home tab: a paged list of posts; tapping one pushes its detail.
struct FeedView: View {
  @Implicit var network: NetworkService
  @Implicit var flags: FeatureFlags
  @Implicit(\.feedPageSize) var pageSize: Int
  @State private var state: LoadState = .loading

  enum LoadState {
    case loading
    case loaded([Post])
    case failed(String)
  }

  var body: some View {
    List {
      header
      switch state {
      case .loading:
        ProgressView()
      case .loaded(let posts) where posts.isEmpty:
        EmptyFeedView()
      case .loaded(let posts):
        ForEach(posts) { post in
          NavigationLink(destination: PostDetailView(post: post)) {
            row(for: post)
          }
        }
      case .failed(let message):
        Text(message).foregroundStyle(.red)
      }
    }
    .navigationTitle("Feed")
    .toolbar {
      if flags.showsComposer {
        Button("New Post", systemImage: "square.and.pencil") {}
      }
    }
    .task { await load() }
    .refreshable { await load() }
  }

  var header: some View {
    FeedHeader(title: "Latest")
  }

  @ViewBuilder
  func row(for post: Post) -> some View {
    if post.isPinned {
      PostRow(post: post)
        .listRowBackground(Color.yellow.opacity(0.1))
    } else {
      PostRow(post: post)
    }
  }

  private func load() async {
    do {
      state = .loaded(try await network.fetchFeed(limit: pageSize))
    } catch {
      state = .failed(error.localizedDescription)
    }
  }
}

struct FeedHeader: View {
  let title: String
  @Implicit var theme: Theme
  @Implicit(\.guestMode) var guest: Bool

  var body: some View {
    HStack {
      Text(title).font(.title2.bold())
      Spacer()
      if guest {
        Text("Guest").font(.caption).foregroundStyle(theme.accent)
      }
    }
  }
}

struct EmptyFeedView: View {
  @Implicit var theme: Theme

  var body: some View {
    ContentUnavailableView("No posts yet", systemImage: "tray")
      .foregroundStyle(theme.accent)
  }
}

#Preview("Feed") {
  NavigationStack {
    FeedView()
  }
  .implicit(MockNetwork() as NetworkService)
  .implicit(ImageLoader())
  .implicit(Theme.standard)
  .implicit(FeatureFlags(showsComposer: true))
  .implicit(\.guestMode, false)
  .implicit(\.feedPageSize, 3)
}
