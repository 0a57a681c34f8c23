import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The runs of `implicits-index` on one index take turns, each whole: every
/// configuration's index, and the findings read back from them, under one lock
/// (`flock` on `INDEX.lock` beside the index, released by the system when the process
/// ends, however it ends). A project built several ways has an index per
/// configuration, each written in its own transaction: two runs at once took their
/// locks in turn, one configuration at a time, and waited for each other under
/// SQLite's 30 s busy timeout; on a large project on a busy machine both failed
/// (HomeAssistant, six configurations: *another run ... did not finish within 30 s* for
/// both runs). A run that finds the lock held waits as long as the
/// other takes, then finds the files already indexed: no run fails because another
/// was slow, and no result depends on the time. Readers (`implicits-query`) take no
/// lock: each index they open is a committed one (WAL).
public final class IndexLock: @unchecked Sendable {
  private let descriptor: Int32

  private init(_ descriptor: Int32) { self.descriptor = descriptor }

  deinit {
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// The lock's file for the index at `databasePath`.
  public static func path(beside databasePath: String) -> String { databasePath + ".lock" }

  /// Takes the lock of the index at `databasePath`, waiting for the run that holds it
  /// (`waiting` is called first, once). nil when no lock can be made there (a read-only
  /// folder, a path under a file, a project folder that does not exist): the run goes
  /// on, and discovery or opening the index says what is wrong, as it did before.
  public static func acquire(beside databasePath: String, waiting: () -> Void = {}) -> IndexLock? {
    // The index's own folder (`.implicits`) is made here, but never the folder above
    // it: a project path that does not exist must stay so, for discovery to say so.
    let directory = (databasePath as NSString).deletingLastPathComponent
    let parent = ((directory.isEmpty ? "." : directory) as NSString).deletingLastPathComponent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent.isEmpty ? "." : parent, isDirectory: &isFolder),
          isFolder.boolValue, IndexStore.createFolder(directory.isEmpty ? "." : directory) == nil else { return nil }
    let descriptor = open(path(beside: databasePath), O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        close(descriptor)
        return nil
      }
      waiting()
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          close(descriptor)
          return nil
        }
      }
    }
    return IndexLock(descriptor)
  }
}
