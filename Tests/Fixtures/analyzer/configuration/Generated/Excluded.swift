// Excluded by .implicits.json: were it indexed, this unreachable read would need an
// annotation and fail the fixture.
struct Excluded: View {
  @Implicit var store: Store
  var body: some View { Text("") }
}
