# Homebrew recipe for the Implicits command-line tools; this repository is its own tap:
#   brew tap implicits-swift/implicits https://github.com/implicits-swift/implicits.git
#   brew install implicits
# Builds the tagged release from source with Xcode's Swift (the swift-syntax package is
# fetched and compiled by SwiftPM) and Homebrew's libyaml, so XcodeGen specs are read.
# scripts/release does not touch this file: bump `tag` with Sources/ImplicitsVersion/ImplicitsVersion.swift.
class Implicits < Formula
  desc "Proves every SwiftUI environment read has a value on every path of the view tree"
  homepage "https://github.com/implicits-swift/implicits"
  url "https://github.com/implicits-swift/implicits.git", tag: "0.6.0"
  head "https://github.com/implicits-swift/implicits.git", branch: "main"

  depends_on xcode: ["26.0", :build]
  depends_on "libyaml"
  depends_on macos: :sonoma

  def install
    ENV["IMPLICITS_YAML"] = "on"
    %w[implicits-index implicits-query implicits-glue].each do |product|
      system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", product
    end
    bin.install ".build/release/implicits-index", ".build/release/implicits-query", ".build/release/implicits-glue"
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/implicits-index --version")
    (testpath/"App.swift").write <<~SWIFT
      import SwiftUI
      @main struct ShopApp: App {
        var body: some Scene { WindowGroup { Cart() } }
      }
      struct Cart: View {
        @EnvironmentObject var store: Store
        var body: some View { Text("") }
      }
      final class Store: ObservableObject {}
    SWIFT
    output = shell_output("#{bin}/implicits-index #{testpath} 2>&1", 1)
    assert_match "missing-environment-object", output
  end
end
