import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads one Swift file for the indexer, or says in a few words why it cannot
/// (the detail of an `unreadable-file` diagnostic): a dangling or looping symbolic
/// link, a file deleted since discovery, a FIFO or device named `.swift`, a file too
/// large to parse. Never blocks on a FIFO (`O_NONBLOCK`, then only regular files are
/// read). See docs/reliability.md.
public enum SourceReader {
  /// Files larger than this are not parsed. Parsing costs about 1.5 s and 80 MB of
  /// memory per MB of source in a debug build (measured on a 5 MB file; docs/reliability.md),
  /// and files are parsed several at a time: a 50 MB file would take minutes and
  /// gigabytes. Hand-written Swift files stay far below this; generated ones
  /// (GraphQL clients, asset catalogs) can reach several MB and are still read.
  public static let sizeLimit = 32 << 20

  public enum Failure: Error, Equatable, CustomStringConvertible {
    case unreadable(String)
    public var description: String {
      switch self { case .unreadable(let reason): reason }
    }
  }

  public static func read(_ path: String, sizeLimit: Int = sizeLimit) -> Result<[UInt8], Failure> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable(openFailure(path, errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(describe(errno))) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.unreadable("it is a folder, not a file"))
    case S_IFIFO: return .failure(.unreadable("it is a named pipe (FIFO), not a regular file"))
    case S_IFSOCK: return .failure(.unreadable("it is a socket, not a regular file"))
    case S_IFCHR, S_IFBLK: return .failure(.unreadable("it is a device, not a regular file"))
    default: return .failure(.unreadable("it is not a regular file"))
    }
    let size = Int(info.st_size)
    if size > sizeLimit { return .failure(.unreadable(tooLarge(size, limit: sizeLimit))) }
    // Regular files ignore O_NONBLOCK. Read to the end: the file may have grown.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var count = 0
    while true {
      if count == bytes.count {
        if count > sizeLimit { return .failure(.unreadable(tooLarge(count, limit: sizeLimit))) }
        bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, count)))
      }
      let got = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(describe(errno)))
      }
      count += got
    }
    if count > sizeLimit { return .failure(.unreadable(tooLarge(count, limit: sizeLimit))) }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  #if canImport(Glibc)
  private static let systemRead = Glibc.read
  #else
  private static let systemRead = Darwin.read
  #endif

  static func tooLarge(_ size: Int, limit: Int) -> String {
    "it is \(megabytes(size)), larger than the \(megabytes(limit)) the analyzer parses per file "
      + "(generated code?); skipped: exclude it in .implicits.json, or split it"
  }

  static func megabytes(_ bytes: Int) -> String {
    let value = Double(bytes) / Double(1 << 20)
    return value == value.rounded() ? "\(Int(value)) MB" : String(format: "%.1f MB", value)
  }

  /// Why `open` failed, looking at the link when the path is one.
  static func openFailure(_ path: String, _ code: Int32) -> String {
    var info = stat()
    let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    switch code {
    case ENOENT where isLink:
      return "it is a symbolic link to \(linkTarget(path).map { "'\($0)'" } ?? "a path"), which does not exist"
    case ENOENT:
      return "it no longer exists (deleted while indexing)"
    case ELOOP:
      return "it is a symbolic link that leads back to itself (a loop)"
    case EACCES, EPERM:
      return "permission denied"
    default:
      return describe(code)
    }
  }

  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink(path, &buffer, buffer.count - 1)
    guard length >= 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `strerror`, lower-cased as the rest of the sentence.
  static func describe(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
