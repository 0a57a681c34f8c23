import Foundation

/// The manifests read on the last run, kept beside the index so that a run whose
/// `Package.swift` files did not change does not parse them again (a large manifest is
/// most of a warm run's discovery with the toolchain's parser: isowords' 43 KB one).
///
/// An entry is keyed by the manifest's path and its whole text, compared exactly, so a
/// changed manifest is always read again; one whose code asked whether a file exists is
/// read again when the answer changed. The file also names the analyzer build that
/// wrote it: another build may read manifests differently, and starts empty. A missing,
/// unreadable or damaged file is an empty cache; failing to write it loses nothing.
/// Only the manifests read in this run are written back, so removed packages leave it.
public final class ManifestCache {
  private struct Entry: Codable {
    var path: String
    var source: String
    var manifest: PackageManifest
  }

  private struct Contents: Codable {
    var reader: String
    var entries: [Entry]
  }

  let file: String
  let reader: String
  private var previous: [String: Entry] = [:]
  private var used: [String: Entry] = [:]
  private var changed = false

  /// `file`: where the cache is kept; `reader`: the analyzer build reading manifests;
  /// `load`: false to read every manifest again (and keep them for the next run).
  public init(file: String, reader: String, load: Bool = true) {
    self.file = file
    self.reader = reader
    guard load, let data = FileManager.default.contents(atPath: file),
          let contents = try? JSONDecoder().decode(Contents.self, from: data), contents.reader == reader
    else { return }
    previous = Dictionary(contents.entries.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// The manifest at `path` with the text `source`: the one read last time when the
  /// text is the same, else what `read` makes of it (remembered when it succeeds).
  func manifest(path: String, source: String,
                read: () throws(PackageManifest.SyntaxError) -> PackageManifest)
    throws(PackageManifest.SyntaxError) -> PackageManifest {
    // The same text, and the same answers to the files its code asked about.
    if let known = used[path] ?? previous[path], known.source == source, known.manifest.probesHold {
      used[path] = known
      return known.manifest
    }
    let manifest = try read()
    used[path] = Entry(path: path, source: source, manifest: manifest)
    changed = true
    return manifest
  }

  /// Writes the manifests this run read, when they are not the ones already kept and
  /// the folder exists (the index's folder, made by the first run's index).
  public func save() {
    guard changed || used.count != previous.count else { return }
    let folder = (file as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return }
    let contents = Contents(reader: reader, entries: used.values.sorted { $0.path < $1.path })
    guard let data = try? JSONEncoder().encode(contents) else { return }
    try? data.write(to: URL(fileURLWithPath: file), options: .atomic)
  }
}
