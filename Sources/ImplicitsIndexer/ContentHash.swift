import ImplicitsStore

/// A stable hash of the file's bytes and its size: enough to tell an edited file
/// from an unchanged one.
enum ContentHash {
  static func of(_ bytes: [UInt8]) -> String {
    String(StableHash.of(bytes), radix: 16) + ":" + String(bytes.count)
  }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Size and modification time: a file whose stamp is unchanged is not read again.
/// `stat(2)` directly: Foundation's attribute dictionaries cost more than the read.
enum FileStamp {
  static func of(_ url: URL) -> String {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return "missing" }
    #if canImport(Darwin)
    let modified = info.st_mtimespec
    #else
    let modified = info.st_mtim
    #endif
    return "\(info.st_size):\(modified.tv_sec).\(modified.tv_nsec)"
  }
}
