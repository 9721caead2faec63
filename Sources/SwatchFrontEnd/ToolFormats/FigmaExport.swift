import Foundation

/// A Figma Variables export folder as a resolver document.
///
/// Figma writes one file per collection and mode, `Collection.Mode.json` (or `.tokens.json`). A collection with
/// one mode is a plain set; one with several is a modifier named after the collection whose contexts are its
/// modes, a mode named `Light` (or with `light` in its name) first. Plain sets come first, sorted, then the
/// modifiers, sorted. Values are DTCG already (`$extensions["com.figma…"]` is kept as any extension).
enum FigmaExport {
  /// Whether the files `names` in the folder `path` are a Figma export: every JSON file is
  /// `Collection.Mode.json`, at least one collection has two modes, and each collection's modes define mostly
  /// the same tokens, as Figma writes every variable into every mode's file. Files named `color.base.json` and
  /// `color.semantic.json` that define other tokens are parts of one token set, not two modes.
  static func isExport(_ names: [String], in path: String) -> Bool {
    let files = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }
    let split = files.compactMap(collectionAndMode)
    guard !files.isEmpty, split.count == files.count else { return false }
    let modal = Dictionary(grouping: split, by: \.collection).values.filter { $0.count > 1 }
    return !modal.isEmpty
      && modal.allSatisfy { modes in
        let paths = modes.map { ResolverSource.file(FilePath.join(path, $0.file), range: .file($0.file)).tokenPaths }
        return paths.dropFirst().allSatisfy { sameTokens(paths[0], $0) }
      }
  }

  /// Whether two modes' files define mostly the same tokens: at least half of the smaller's are in both (or
  /// both define none).
  private static func sameTokens(_ first: Set<String>, _ second: Set<String>) -> Bool {
    let smaller = min(first.count, second.count)
    guard smaller > 0 else { return first.count == second.count }
    return first.intersection(second).count * 2 >= smaller
  }

  /// Whether the folder `path`, whose entries are `names`, has a subfolder holding a token file outside Swatch's
  /// output folders (those holding a `.swatch-manifest`), which makes it no flat export; hidden folders and
  /// `node_modules` are not searched, as no token folder is.
  static func hasTokenFolders(in path: String, names: [String]) -> Bool {
    for name in names where !FolderWalk.skips(folder: name) {
      let folder = FilePath.join(path, name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
        !FolderWalk.holdsSwatchOutput(folder)
      else { continue }
      var (found, outputs) = (false, [String]())
      FolderWalk.entries(below: folder) { relative, entry, isSubfolder in
        if outputs.contains(where: { relative.hasPrefix($0) }) { return true }
        if isSubfolder {
          if FolderWalk.holdsSwatchOutput(FilePath.join(folder, relative)) {
            outputs.append(relative + "/")
          }
          return true
        }
        let ext = entry.split(separator: ".").last.map { $0.lowercased() } ?? ""
        found = entry.contains(".") && !entry.hasPrefix(".") && TokenSourceLoader.extensions.contains(ext)
        return !found
      }
      if found { return true }
    }
    return false
  }

  /// `("Color scheme", "Light")` for `Color scheme.Light.json`, `("Primitives", "default")` for
  /// `Primitives.json`; nil for a name that is no collection.
  static func collectionAndMode(_ file: String) -> (collection: String, mode: String, file: String)? {
    var stem = file
    for suffix in [".tokens.json", ".json"] where stem.lowercased().hasSuffix(suffix) {
      stem = String(stem.dropLast(suffix.count))
      break
    }
    guard !stem.isEmpty, !stem.hasPrefix("$") else { return nil }
    // A collection of one mode may be written without it (`Primitives.tokens.json`).
    guard let dot = stem.lastIndex(of: ".") else { return (stem, "default", file) }
    let mode = String(stem[stem.index(after: dot)...])
    guard !mode.isEmpty, dot != stem.startIndex else { return nil }
    return (String(stem[..<dot]), mode, file)
  }

  static func document(_ path: String) -> ResolverDocument {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    let split = names.filter { $0.lowercased().hasSuffix(".json") }.compactMap(collectionAndMode)
    let collections = Dictionary(grouping: split, by: \.collection).mapValues { modes in
      modes.map { (mode: $0.mode, file: FilePath.join(path, $0.file)) }
    }
    return document(path, collections: collections)
  }

  /// The document of `collections`, each collection's modes with their files: a collection of one mode is a
  /// set, one of several a modifier named after it whose contexts are its modes, a light one first; sets first,
  /// then modifiers, each in name order.
  static func document(_ path: String, collections: [String: [(mode: String, file: String)]]) -> ResolverDocument {
    var sets: [ResolverDocument.Step] = []
    var modifiers: [ResolverDocument.Step] = []
    for name in collections.keys.sorted() {
      let modes = collections[name]!.sorted { defaultFirst($0.mode, $1.mode) }
      let sources = modes.map { ResolverSource.file($0.file, range: .file($0.file)) }
      guard modes.count > 1 else {
        sets.append(.set(ResolverSet(name: name, sources: sources)))
        continue
      }
      let contexts = zip(modes, sources).map { (name: $0.mode, sources: [$1]) }
      modifiers.append(
        .modifier(
          ResolverModifier(
            name: ResolverPlan.word(name), range: .file(modes[0].file), contexts: contexts, defaultContext: nil,
            swatchAppearances: nil)))
    }
    return ResolverDocument(path: path, steps: sets + modifiers)
  }

  /// Modes ordered with a light one first, then one named as a default (`ModifierTraits.defaultNames`:
  /// `Default`, `Mode 1`, `Base`, `Normal`, not dark), then the rest, each by name: the first is the default
  /// context, which a file per mode does not say.
  static func defaultFirst(_ a: String, _ b: String) -> Bool {
    let (aRank, bRank) = (defaultRank(a), defaultRank(b))
    return aRank != bRank ? aRank < bRank : a < b
  }

  /// 0 for a light mode, 1 for one named as a default, 2 for any other.
  private static func defaultRank(_ mode: String) -> Int {
    let lowered = mode.lowercased()
    if lowered.contains("light") { return 0 }
    let words = lowered.split { !$0.isLetter }.map(String.init)
    guard !words.contains("dark") else { return 2 }
    return ModifierTraits.isDefaultName(mode) || words.contains(where: ModifierTraits.defaultNames.contains) ? 1 : 2
  }
}
