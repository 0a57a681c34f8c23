// The parse-only limit for scripts/bench: reads and parses every Swift file under the
// given folder with SwiftParser on all cores, and does nothing else. implicits-index
// does this plus extraction and SQLite; the ratio of the two is its overhead.
//
//   swift build -c release --product parse-baseline   (a target of Package.swift, so it
//   links the same SwiftSyntax as implicits-index: the toolchain's or the package's)
import Dispatch
import Foundation
import ImplicitsExtract
import SwiftParser
import SwiftSyntax

//
// `parse-baseline ROOT LIST` parses only the files LIST names (one path relative to
// ROOT a line): the files implicits-index indexed, for a real app whose folder holds
// more (tests, tools).
//
// `--extract` also extracts each file's facts (ImplicitsExtract.FileExtractor, as
// implicits-index does, with the default build configuration), and still stores
// nothing: the limit of an index that writes and derives for free.
var arguments = Array(CommandLine.arguments.dropFirst())
let extract = arguments.contains("--extract")
arguments.removeAll { $0 == "--extract" }
let root = arguments.first ?? "."
var files: [String] = []
if arguments.count > 1 {
  let list = (try? String(contentsOfFile: arguments[1], encoding: .utf8)) ?? ""
  files = list.split(separator: "\n").map { $0.hasPrefix("/") ? String($0) : root + "/" + $0 }
} else if let enumerator = FileManager.default.enumerator(atPath: root) {
  while let path = enumerator.nextObject() as? String {
    if path.hasSuffix(".swift"), !path.contains(".build/") { files.append(root + "/" + path) }
  }
}
/// Parses every file on all cores; returns the bytes parsed, so the parse is not
/// optimised away. A function, so the workers share no global state.
func parseAll(_ files: [String]) -> Int {
  nonisolated(unsafe) let lengths = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
  lengths.initialize(repeating: 0)
  defer { lengths.deallocate() }
  DispatchQueue.concurrentPerform(iterations: files.count) { index in
    guard let data = FileManager.default.contents(atPath: files[index]) else { return }
    let text = String(decoding: data, as: UTF8.self)
    if extract {
      let facts = FileExtractor.extract(source: text, fileName: files[index])
      lengths[index] = facts.parsedCleanly ? text.utf8.count : 0
    } else {
      lengths[index] = Parser.parse(source: text).totalLength.utf8Length
    }
  }
  return lengths.reduce(0, +)
}

let start = DispatchTime.now()
let bytes = parseAll(files)
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
print("parse-baseline\(extract ? " --extract" : ""): \(files.count) files, \(bytes) bytes, \(String(format: "%.3f", seconds)) s")
