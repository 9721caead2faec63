import Foundation

/// A folder of Figma's own per-mode exports, named after their modes (`Light.tokens.json`, `Dark.tokens.json`)
/// and marked `"$extensions": {"com.figma.modeName": "Light"}` at the root, as Figma writes a collection's modes.
///
/// Figma's files say the mode but not the collection: the files whose top-level names are mostly the same are
/// the modes of one collection. A collection of several modes is a modifier, named after its modes (`Light-Dark`),
/// whose contexts are those modes, a light one first (so `Light` and `Dark` become `appearance`); a file alone
/// is a set. Other JSON files in the folder are sets too. Sets first, then modifiers, each in name order.
enum FigmaModeFiles {
  /// One token file: its path, the mode its root names (nil for none) and its top-level names.
  struct File {
    var path: String
    var mode: String?
    var groups: [String]
  }

  /// The files of the flat folder `path` (its JSON `names`), when at least two name a mode and share most of
  /// their top-level names: a collection of several modes. Nil otherwise.
  static func files(in path: String, names: [String]) -> [File]? {
    let json = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") && !$0.hasPrefix("$") }
    var files: [File] = []
    for name in json.sorted() {
      let file = FilePath.join(path, name)
      // Figma writes the mark at the root, first or last: a file without it there is read no further.
      guard marksMode(file) else {
        files.append(File(path: file, mode: nil, groups: []))
        continue
      }
      guard let data = InputFile.data(at: file), let text = String(data: data, encoding: .utf8)
      else { return nil }
      let root = YAMLReader().read(text, path: file).0
      let mode = root?["$extensions"]?["com.figma.modeName"]?.text
      let groups = (root?.pairs ?? []).compactMap(\.key.text).filter { !$0.hasPrefix("$") }.sorted()
      files.append(File(path: file, mode: mode, groups: groups))
    }
    return collections(files).isEmpty ? nil : files
  }

  /// Whether the first or the last 4 KiB of the file at `path` hold `com.figma.modeName`.
  private static func marksMode(_ path: String) -> Bool {
    guard FilePath.isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let mark = Data("com.figma.modeName".utf8)
    let head = (try? handle.read(upToCount: 4096)) ?? Data()
    if head.range(of: mark) != nil { return true }
    guard let end = try? handle.seekToEnd(), end > 4096 else { return false }
    try? handle.seek(toOffset: end - 4096)
    return ((try? handle.readToEnd()) ?? Data()).range(of: mark) != nil
  }

  /// The collections of several modes among `files`: files naming distinct modes whose top-level names are
  /// mostly the same (at least half of the smaller file's), in name order. Not all the same: a collection's
  /// variables sit at its root as often as in groups, and a variable one mode file has and another lacks is
  /// a top-level name of its own (QuantumBlack's `Sharp` radius mode adds `rad-round` to `Round`'s four).
  private static func collections(_ files: [File]) -> [[File]] {
    var found: [[File]] = []
    for file in files where file.mode != nil {
      let joins = found.firstIndex { collection in
        !collection.contains { $0.mode == file.mode } && sharesMost(collection[0].groups, file.groups)
      }
      if let joins { found[joins].append(file) } else { found.append([file]) }
    }
    return found.filter { $0.count > 1 }
  }

  /// Whether `a` and `b` share at least half of the smaller one's names, and one at least.
  static func sharesMost(_ a: [String], _ b: [String]) -> Bool {
    let shared = Set(a).intersection(b).count
    return shared > 0 && shared * 2 >= min(a.count, b.count)
  }

  /// The resolver document of `files` (`files(in:names:)`), read from the folder `path`.
  static func document(_ path: String, files: [File]) -> ResolverDocument {
    var named: [String: [(mode: String, file: String)]] = [:]
    let collections = collections(files)
    let inCollections = Set(collections.flatMap { $0.map(\.path) })
    for file in files where !inCollections.contains(file.path) {
      named[(file.path as NSString).lastPathComponent] = [(mode: "default", file: file.path)]
    }
    for modes in collections {
      let ordered = modes.sorted { FigmaExport.defaultFirst($0.mode!, $1.mode!) }
      named[ordered.map { $0.mode! }.joined(separator: "-")] = ordered.map { (mode: $0.mode!, file: $0.path) }
    }
    return FigmaExport.document(path, collections: named)
  }
}
