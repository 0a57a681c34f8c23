// An App whose scenes are written in an extension of another file that does not
// restate `: App` (Scenes.swift): the type is an App wherever its conformance is
// declared, so that body is an entry point.
import SwiftUI

final class Seeds: ObservableObject { var count = 12 }

@main
struct GardenApp: App {
  @StateObject var seeds = Seeds()
}
