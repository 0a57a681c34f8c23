// Excluded from SampleKit and added to SampleTests by the folder's exception sets.
enum KitFixtures {
  static let accent = "red"
}
