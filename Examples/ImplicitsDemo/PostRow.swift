import SwiftUI
import ImplicitsUI

struct PostRow: View {
  let post: Post
  @Implicit var images: ImageLoader
  @Implicit var theme: Theme

  var body: some View {
    HStack(alignment: .top, spacing: theme.spacing) {
      AsyncImage(url: images.avatarURL(for: post.author)) { image in
        image.resizable().scaledToFill()
      } placeholder: {
        Circle().fill(theme.accent.opacity(0.2))
      }
      .frame(width: 40, height: 40)
      .clipShape(Circle())

      VStack(alignment: .leading, spacing: 4) {
        Text(post.title).font(.headline)
        Text(post.author).font(.subheadline).foregroundStyle(.secondary)
      }
    }
  }
}

#Preview {
  PostRow(post: .sample)
    .implicit(ImageLoader())
    .implicit(Theme.compact)
}
