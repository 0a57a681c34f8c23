import CMalloc
import Foundation

/// How the indexer's heap is kept small on glibc. Parsing allocates and frees a syntax
/// tree per file on every core; by default glibc gives each thread an arena of its own
/// (up to eight per core) and, once a large block is freed, serves blocks up to its size
/// from those arenas instead of mapping them, so memory freed in one arena stayed
/// behind while another grew. One arena per core and a fixed threshold (blocks of
/// 128 KiB and more are mapped, and unmapped when freed) give memory back as it is
/// freed, at the same speed (docs/performance.md).
enum HeapPolicy {
  /// Applied once per process, before the first pass parses.
  static let applied: Void = {
    implicits_heap_policy(Int32(max(1, ProcessInfo.processInfo.activeProcessorCount)), 128 * 1024)
  }()
}
