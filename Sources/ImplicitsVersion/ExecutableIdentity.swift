import Foundation
#if canImport(MachO)
import MachO
#endif

/// The build ID of the running executable, which the linker derives from its contents:
/// on Linux read from its ELF program headers (/proc/self/exe), on a Mac from its
/// Mach-O load commands in memory. nil where there is none (ImplicitsVersion.build).
enum ExecutableIdentity {
  static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
  }

  #if os(Linux)
  /// The NT_GNU_BUILD_ID note of the running executable (/proc/self/exe), from its
  /// program headers: a few small reads. nil unless it is a 64-bit little-endian ELF.
  static func buildID() -> String? {
    guard let file = FileHandle(forReadingAtPath: "/proc/self/exe") else { return nil }
    defer { try? file.close() }
    func read(_ offset: Int, _ count: Int) -> [UInt8]? {
      guard (try? file.seek(toOffset: UInt64(offset))) != nil,
            let data = try? file.read(upToCount: count), data.count == count else { return nil }
      return [UInt8](data)
    }
    func integer(_ bytes: [UInt8], _ at: Int, _ width: Int) -> Int {
      (0..<width).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    guard let header = read(0, 64), header[0..<4] == [0x7f, 0x45, 0x4c, 0x46], header[4] == 2, header[5] == 1
    else { return nil }
    let tableOffset = integer(header, 32, 8), entrySize = integer(header, 54, 2), entries = integer(header, 56, 2)
    guard entrySize >= 56, entries < 256, let table = read(tableOffset, entrySize * entries) else { return nil }
    for index in 0..<entries where integer(table, index * entrySize, 4) == 4 /* PT_NOTE */ {
      let size = integer(table, index * entrySize + 32, 8)
      guard size < 1 << 16, let notes = read(integer(table, index * entrySize + 8, 8), size) else { continue }
      var offset = 0
      while offset + 12 <= notes.count {
        let nameSize = integer(notes, offset, 4), descriptionSize = integer(notes, offset + 4, 4)
        let description = offset + 12 + ((nameSize + 3) & ~3)
        guard description + descriptionSize <= notes.count else { break }
        if integer(notes, offset + 8, 4) == 3 /* NT_GNU_BUILD_ID */, descriptionSize > 0 {
          return notes[description..<description + descriptionSize].withUnsafeBytes { hex($0) }
        }
        offset = description + ((descriptionSize + 3) & ~3)
      }
    }
    return nil
  }
  #elseif canImport(MachO)
  /// The main executable's LC_UUID.
  static func buildID() -> String? {
    guard let header = _dyld_get_image_header(0) else { return nil }
    var command = UnsafeRawPointer(header).advanced(by: MemoryLayout<mach_header_64>.size)
    for _ in 0..<header.pointee.ncmds {
      let load = command.loadUnaligned(as: load_command.self)
      if load.cmd == UInt32(LC_UUID) {
        let uuid = command.loadUnaligned(as: uuid_command.self).uuid
        return withUnsafeBytes(of: uuid) { hex($0) }
      }
      command = command.advanced(by: Int(load.cmdsize))
    }
    return nil
  }
  #else
  static func buildID() -> String? { nil }
  #endif
}
