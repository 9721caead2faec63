import Foundation

/// The themes an export without `$themes` implies, so that sets meant as alternatives are not merged one over
/// another (Tokens Studio applies every set it has; with no themes, a designer switches them by hand).
///
/// Reads: the sets' names and, for sets in one folder or named light and dark, the paths of the tokens they
/// define (`SetTokenPaths`: each set's file parsed once for every check of the export). Produces: themes of a
/// group `Mode`, light and dark, for sets named with `light` or `dark` in any part of their name (`Dark Mode`,
/// `dark/colors`); and for the other sets of one folder that define mostly the same tokens as another of them
/// (at least half of the larger's: `responsive/pc` and `responsive/mobile`, `mode/light` and
/// `mode/high-contrast`), one theme each of a group named after the folder. The other sets stay shared, a later one winning, as a base set and a set overriding a few of its
/// tokens are (`global` and `Profile Blue`); sets at the top are never grouped.
extension TokensStudioProject {
  static func impliedThemes(_ order: [String], sources: [String: ResolverSource], paths: SetTokenPaths) -> [Theme] {
    let modes = modeThemes(order, sources: sources, paths: paths)
    let taken = Set(modes.flatMap(\.selected))
    return modes + folderThemes(order.filter { !taken.contains($0) }, sources: sources, paths: paths)
  }

  /// The light and dark themes the set names say; none when no set is named with `dark`.
  private static func modeThemes(_ order: [String], sources: [String: ResolverSource], paths: SetTokenPaths)
    -> [Theme]
  {
    let named = { (word: String) in
      order.filter { set in set.split(separator: "/").contains { $0.lowercased().contains(word) } }
    }
    let (light, dark) = (named("light"), named("dark"))
    guard let first = dark.first, let source = sources[first] else { return [] }
    // Light sets that define the same tokens are alternatives, each with its dark twin (`Colors/Mode A - Light`
    // and `Colors/Mode B - Light`): a theme each, named after the set (the folder all share left out), which
    // `ModifierTraits` makes `appearance` and a trait of the kinds.
    let sets = order.filter { light.contains($0) || dark.contains($0) }
    let folders = Set(sets.map { $0.split(separator: "/").dropLast() })
    let names = sets.map { folders.count == 1 ? String($0.split(separator: "/").last ?? "") : $0 }
    if light.count > 1, alternatives(light, paths), alternatives(dark, paths),
      ModifierTraits.gridKinds(names, modifier: "Mode") != nil
    {
      return zip(sets, names).map { set, name in
        Theme(name: name, group: "Mode", range: range(of: source), selected: [set], enabled: [set])
      }
    }
    return [
      Theme(name: "light", group: "Mode", range: range(of: source), selected: light, enabled: Set(light)),
      Theme(name: "dark", group: "Mode", range: range(of: source), selected: dark, enabled: Set(dark)),
    ]
  }

  /// Whether every two of `sets` define mostly the same tokens (at least half of the larger's).
  private static func alternatives(_ sets: [String], _ pathsOf: SetTokenPaths) -> Bool {
    let paths = sets.map { pathsOf($0) }
    return paths.indices.allSatisfy { a in
      paths.indices.allSatisfy { b in
        a == b || (!paths[a].isEmpty && alike(paths[a], paths[b]))
      }
    }
  }

  private static func alike(_ a: Set<String>, _ b: Set<String>) -> Bool {
    a.intersection(b).count * 2 >= max(a.count, b.count)
  }

  /// For each folder, its sets that redefine a token another of them defines, one theme each.
  private static func folderThemes(_ order: [String], sources: [String: ResolverSource], paths pathsOf: SetTokenPaths)
    -> [Theme]
  {
    let folders = Dictionary(grouping: order) { set in set.split(separator: "/").dropLast().joined(separator: "/") }
    var themes: [Theme] = []
    for folder in folders.keys.sorted() where !folder.isEmpty && folders[folder]!.count > 1 {
      let sets = folders[folder]!
      let paths = sets.map { pathsOf($0) }
      let overlapping = sets.indices.filter { index in
        sets.indices.contains { $0 != index && !paths[index].isEmpty && alike(paths[index], paths[$0]) }
      }
      guard overlapping.count > 1, let source = sources[sets[overlapping[0]]] else { continue }
      let group = folder
      for index in overlapping {
        let name = String(sets[index].split(separator: "/").last ?? "")
        themes.append(
          Theme(name: name, group: group, range: range(of: source), selected: [sets[index]], enabled: [sets[index]]))
      }
    }
    return themes
  }

  /// A `format.set-overrides-mode` warning for each shared set that comes after a light or dark set in `order`
  /// and redefines tokens of it (Astro's `theme-wireframe` after `theme-light`): the later set wins in every
  /// appearance, as it does in Tokens Studio with every set applied, so the mode's values never show.
  static func overriddenModeSets(
    _ order: [String], themes: [Theme], shared: Set<String>, sources: [String: ResolverSource],
    paths pathsOf: SetTokenPaths
  ) -> [Diagnostic] {
    let modeSets = themes.filter { $0.group == "Mode" }.flatMap(\.selected)
    guard !modeSets.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    for (position, set) in order.enumerated() where shared.contains(set) {
      for mode in order[..<position] where modeSets.contains(mode) {
        let redefined = pathsOf(set).intersection(pathsOf(mode)).sorted()
        guard let first = redefined.first, let source = sources[set] else { continue }
        diagnostics.append(
          Diagnostic(
            .formatSetOverridesMode(set, mode: mode, first: first, count: redefined.count), at: range(of: source)))
      }
    }
    return diagnostics
  }

  /// Where a set is written: its file, or its tree in the one file.
  private static func range(of source: ResolverSource) -> SourceRange {
    switch source {
    case .file(_, let range): range
    case .inline(let node): node.range
    }
  }
}
