import SwiftUI
import ImplicitsUI

/// Pushed from the feed by `NavigationLink(destination:)`: it only gets the
/// environment at the enclosing `NavigationStack`.
struct PostDetailView: View {
  let post: Post
  @Implicit var network: NetworkService
  @Implicit var theme: Theme
  @Implicit(\.guestMode) var guest: Bool
  @State private var showsLikedToast = false

  var body: some View {
    let comments = CommentsSection(postID: post.id)
    ScrollView {
      VStack(alignment: .leading, spacing: theme.spacing) {
        Text(post.title).font(.title.bold())
        Text(post.text)
        Divider()
        comments
      }
      .padding()
    }
    .navigationTitle(post.author)
    .toolbar {
      if !guest {
        Button("Like", systemImage: "heart") {
          Task { await like() }
        }
      }
    }
    .overlay(alignment: .bottom) {
      if showsLikedToast {
        ToastView(message: "Liked!")
      }
    }
  }

  private func like() async {
    try? await network.like(post)
    showsLikedToast = true
  }
}

struct CommentsSection: View {
  let postID: Post.ID
  @Implicit var theme: Theme

  var body: some View {
    VStack(alignment: .leading, spacing: theme.spacing / 2) {
      Text("Comments").font(.headline)
      Text("No comments yet").foregroundStyle(.secondary)
    }
  }
}

struct ToastView: View {
  let message: String
  @Implicit var theme: Theme

  var body: some View {
    Text(message)
      .padding(theme.spacing)
      .background(theme.accent.opacity(0.9), in: Capsule())
      .foregroundStyle(.white)
  }
}

struct PostDetailView_Previews: PreviewProvider {
  static var previews: some View {
    NavigationStack {
      PostDetailView(post: .sample)
    }
    .implicit(MockNetwork() as NetworkService)
    .implicit(Theme.standard)
    .implicit(\.guestMode, false)
  }
}
