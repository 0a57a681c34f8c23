import ProjectDescription

extension Target {
  public static func makeWidget(name: String) -> Target {
    .target(name: name, destinations: .iOS, product: .appExtension, bundleId: "com.example." + name)
  }
}
