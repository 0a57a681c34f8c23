// The parse-only limit for scripts/bench: reads and parses every Swift file under the
// given folder with SwiftParser on all cores, and does nothing else. implicits-index
// does this plus extraction and SQLite; the ratio of the two is its overhead.
//
//   swiftc -O -I <host> -L <host> -lSwiftSyntax -lSwiftParser -Xlinker -rpath -Xlinker <host> \
//     scripts/parse-baseline.swift -o parse-baseline
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

//
// `parse-baseline ROOT LIST` parses only the files LIST names (one path relative to
// ROOT a line): the files implicits-index indexed, for a real app whose folder holds
// more (tests, tools).
let root = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
var files: [String] = []
if CommandLine.arguments.count > 2 {
  let list = (try? String(contentsOfFile: CommandLine.arguments[2], encoding: .utf8)) ?? ""
  files = list.split(separator: "\n").map { $0.hasPrefix("/") ? String($0) : root + "/" + $0 }
} else if let enumerator = FileManager.default.enumerator(atPath: root) {
  while let path = enumerator.nextObject() as? String {
    if path.hasSuffix(".swift"), !path.contains(".build/") { files.append(root + "/" + path) }
  }
}
let start = DispatchTime.now()
let tokens = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
DispatchQueue.concurrentPerform(iterations: files.count) { index in
  guard let data = FileManager.default.contents(atPath: files[index]) else { return }
  let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
  tokens[index] = tree.totalLength.utf8Length  // keep the parse from being optimised away
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print("parse-baseline: \(files.count) files, \(tokens.reduce(0, +)) bytes, \(String(format: "%.3f", seconds)) s")
