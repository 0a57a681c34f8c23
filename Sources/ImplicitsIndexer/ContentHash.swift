/// FNV-1a over the file's bytes: enough to tell an edited file from an unchanged one.
enum ContentHash {
  static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    return String(hash, radix: 16) + ":" + String(bytes.count)
  }
}
