import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Size and modification time: a file whose stamp is unchanged is not read again.
/// `stat(2)` directly: Foundation's attribute dictionaries cost more than the read.
enum FileStamp {
  /// The stamps of many files, taken on all cores (an edit of a large project stats
  /// every file).
  static func of(_ paths: [String]) -> [String] {
    var stamps = [String](repeating: "", count: paths.count)
    stamps.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let slots = buffer
      let chunk = 256
      DispatchQueue.concurrentPerform(iterations: (paths.count + chunk - 1) / chunk) { part in
        for index in part * chunk..<min(paths.count, (part + 1) * chunk) { slots[index] = of(paths[index]) }
      }
    }
    return stamps
  }

  static func of(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing" }
    #if canImport(Darwin)
    let modified = info.st_mtimespec
    #else
    let modified = info.st_mtim
    #endif
    return "\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
  }
}
