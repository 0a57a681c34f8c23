import ImplicitsExtract
import ImplicitsStore

// What the parse stage hands the write stage for each file, whether it was parsed here,
// in another configuration, or found unchanged from its bytes.
extension Indexer {
  /// What reading and parsing one file gave: its content hash, its facts (nil when
  /// its content is unchanged), or why it could not be read.
  struct FileWork: Sendable {
    var hash: String
    var facts: FileFacts?
    var error: String?
    /// A hash of what other files see of this one (`FileFacts.symbols`), computed
    /// once, by the worker that parsed it.
    var symbols: String
    /// A digest of the facts as stored (FactsDigest), also computed by the worker.
    var digest: FactsDigest?
    /// The facts are another configuration's, parsed once for both (not counted as parsed).
    var reused = false

    init(hash: String, facts: FileFacts?, error: String? = nil) {
      self.hash = hash
      self.facts = facts
      self.error = error
      self.symbols = facts.map { StableHash.hex($0.symbols) } ?? ""
      self.digest = facts?.digest
    }
  }
}
