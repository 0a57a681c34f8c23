// Found on a real app: a local whose value is a carrier call, named again inside the
// carried closure, was inlined without end (a stack overflow). Not valid Swift, but
// the indexer must not recurse on it.
import SwiftUI

struct Route {
  let content: AnyView
  init(@ViewBuilder content: () -> some View) { self.content = AnyView(content()) }
  var destination: some View { content }
}

func present() {
  let route = Route { route.destination }
  show(route.destination)
}
func show(_ view: some View) {}
