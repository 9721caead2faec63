import Foundation

/// A Tokens Studio project (its sync folder or single file) as a resolver document.
///
/// Sets are taken in `$metadata.json`'s `tokenSetOrder` (then any others, sorted); a later set overrides an
/// earlier one, as in Tokens Studio. Each `$themes.json` group is a modifier whose contexts are its themes.
/// A set a theme marks `enabled` or `source` is in that theme; `disabled` (or not named) leaves it out. A set
/// that every theme of some group selects is a plain set, shared by all; the others are the sources of the
/// contexts that select them. A group of one theme adds its sets to the plain ones. Without themes every set
/// is a plain set. Steps keep the set order: a group's modifier stands where its last set does, and a plain set
/// between a theme's first set and there is read again in that theme's context, after the sets before it, so each
/// theme's sets apply in the set order, as in Tokens Studio; a group whose sets another group's interleave stands
/// at its first set (`modifierPlaces`).
enum TokensStudioProject {
  /// One theme of `$themes.json`.
  struct Theme {
    var name: String
    var group: String
    var range: SourceRange
    var selected: [String]
    /// The selected sets marked `enabled` (the others are `source`: read for references only).
    var enabled: Set<String>
    /// Where each set is named in `selectedTokenSets`.
    var setRanges: [String: SourceRange] = [:]
  }

  /// The files of sets that every theme naming them marks `source`: their tokens are for references only
  /// and are not written, as in Tokens Studio. Empty without themes.
  static func referenceOnlyFiles(_ path: String, themes: YAMLNode?) -> Set<String> {
    Set(referenceOnlySets(themes).map { FilePath.join(path, $0 + ".json") })
  }

  /// The sets some theme selects as `source` and none as `enabled`, by name: read for references only.
  static func referenceOnlySets(_ themes: YAMLNode?) -> Set<String> {
    let list = (themes?.items ?? []).compactMap(theme)
    let named = Set(list.flatMap(\.selected))
    let enabled = list.reduce(into: Set<String>()) { $0.formUnion($1.enabled) }
    return named.subtracting(enabled)
  }

  static func folder(
    _ path: String, described: inout [SourceText], diagnostics: inout [Diagnostic]
  ) -> ResolverDocument? {
    let metadata = read(FilePath.join(path, "$metadata.json"), described: &described, diagnostics: &diagnostics)
    let themes = read(FilePath.join(path, "$themes.json"), described: &described, diagnostics: &diagnostics)
    var sources: [String: ResolverSource] = [:]
    for file in setFiles(path) {
      let name = String(file.dropLast(".json".count))
      sources[name] = .file(FilePath.join(path, file), range: .file(FilePath.join(path, file)))
    }
    return document(path, sources: sources, metadata: metadata, themes: themes, diagnostics: &diagnostics)
  }

  /// The project written as one file at `path`; the tokens its sets leave out as each is rewritten join
  /// `leftOutTokens` (`TokenDocument.leftOutTokens`), and where each set some theme selects only as `source` is
  /// written joins `referenceOnly` (`TokenInput.referenceOnlyTrees`).
  static func file(
    _ path: String, described: inout [SourceText], diagnostics: inout [Diagnostic],
    leftOutTokens: inout [String: LeftOutToken], toolReadings: inout [SourceRange: ToolReading],
    referenceOnly: inout Set<SourceRange>
  ) -> ResolverDocument? {
    guard let root = read(path, described: &described, diagnostics: &diagnostics) else { return nil }
    var sources: [String: ResolverSource] = [:]
    var order: [String] = []
    let sourceOnly = referenceOnlySets(root["$themes"])
    for pair in root.pairs ?? [] {
      guard let name = pair.key.text, !name.hasPrefix("$"), pair.value.pairs != nil else { continue }
      let rewritten = ToolTokenTree.rewrite(pair.value, dialect: FileDialect(tokensStudio: true))
      diagnostics += rewritten.diagnostics
      leftOutTokens.merge(rewritten.leftOutTokens) { first, _ in first }
      toolReadings.merge(rewritten.toolReadings) { first, _ in first }
      sources[name] = .inline(rewritten.tree)
      if sourceOnly.contains(name) { referenceOnly.insert(rewritten.tree.range) }
      order.append(name)
    }
    return document(
      path, sources: sources, metadata: root["$metadata"], themes: root["$themes"], fileOrder: order,
      diagnostics: &diagnostics)
  }

  /// The sets the themes of the Tokens Studio folder `path` select, by name: the only sets it reads; nil when it
  /// has no themes, and so reads every set. Themes none of which selects a set the folder holds are none
  /// (`format.empty-theme`): left as the plugin made them, or naming sets since moved.
  static func selectedSets(_ path: String) -> Set<String>? {
    selectedSets(path, of: themes(path))
  }

  /// The sets `themes`, those of the folder `path`, select, when one of them is a set the folder holds.
  private static func selectedSets(_ path: String, of themes: [Theme]) -> Set<String>? {
    let selected = Set(themes.flatMap(\.selected))
    let held = Set(setFiles(path).map { String($0.dropLast(".json".count)) })
    return selected.isDisjoint(with: held) ? nil : selected
  }

  /// Whether the Tokens Studio folder `path` has themes that select sets, none of which it holds: a
  /// `$themes.json` left behind when the sets moved (to `themes/global` from `global`).
  package static func selectsOnlyMissingSets(_ path: String) -> Bool {
    let themes = themes(path)
    return !themes.allSatisfy(\.selected.isEmpty) && selectedSets(path, of: themes) == nil
  }

  /// The themes of the Tokens Studio folder `path`'s `$themes.json`; none when it is missing or unreadable.
  private static func themes(_ path: String) -> [Theme] {
    let file = FilePath.join(path, "$themes.json")
    guard let data = InputFile.data(at: file) else { return [] }
    return YAMLReader().read(String(decoding: data, as: UTF8.self), path: file).0?.items?.compactMap(theme) ?? []
  }

  /// The token files below `path`, relative to it: JSON files not starting with `$` or `.`, outside the folders
  /// a Swatch build writes (those holding its `.swatch-manifest`: a folder synced to the project's root has the
  /// outputs below it).
  static func setFiles(_ path: String) -> [String] {
    var (files, outputs) = ([String](), [String]())
    FolderWalk.entries(below: path) { relative, name, isFolder in
      if isFolder, FolderWalk.holdsSwatchOutput(FilePath.join(path, relative)) { outputs.append(relative + "/") }
      if !isFolder, !name.hasPrefix("$"), !name.hasPrefix("."), name.lowercased().hasSuffix(".json"),
        !outputs.contains(where: relative.hasPrefix)
      {
        files.append(relative)
      }
      return true
    }
    return files.sorted()
  }

  /// A description file's tree, recorded for quoting; nil when absent or unreadable (reported).
  static func read(
    _ path: String, described: inout [SourceText], diagnostics: inout [Diagnostic]
  ) -> YAMLNode? {
    let data: Data
    switch InputFile.bytes(at: path) {
    case .success(let bytes): data = Data(bytes)
    case .failure(.tooLarge(let size)):
      diagnostics.append(InputFile.diagnostic(.tooLarge(size: size), path: path))
      return nil
    case .failure: return nil
    }
    switch UTF8Text.decode(data, path: path) {
    case .failure(let diagnostic):
      diagnostics.append(diagnostic)
      return nil
    case .success(let text):
      described.append(SourceText(path: path, text: text))
      let (root, readDiagnostics) = YAMLReader().read(text, path: path)
      diagnostics += readDiagnostics
      return root
    }
  }

  private static func document(
    _ path: String, sources: [String: ResolverSource], metadata: YAMLNode?, themes: YAMLNode?,
    fileOrder: [String] = [], diagnostics: inout [Diagnostic]
  ) -> ResolverDocument {
    var themeList = (themes?.items ?? []).compactMap(theme)
    // Themes none of which selects a set the export holds (left as the plugin made them, or naming sets since
    // moved) would leave every token out; one selecting none beside others that do is an appearance of no
    // overrides, and stays.
    if !themeList.isEmpty, themeList.allSatisfy({ $0.selected.allSatisfy { sources[$0] == nil } }) {
      diagnostics += themeList.map { Diagnostic(.formatEmptyTheme($0.name, missing: $0.selected.first), at: $0.range) }
      themeList = []
    }
    // Without `$metadata.json`, the order the themes name their sets in stands for `tokenSetOrder`, and
    // without themes either, the order a single file holds them in.
    var listed = metadata?["tokenSetOrder"]?.items?.compactMap(\.text) ?? []
    if listed.isEmpty {
      for set in themeList.flatMap(\.selected) where !listed.contains(set) { listed.append(set) }
    }
    if listed.isEmpty { listed = fileOrder }
    let order = listed.filter { sources[$0] != nil } + sources.keys.filter { !listed.contains($0) }.sorted()
    // Without themes every set is shared, but for the light and dark ones the set names say.
    var shared = Set(themeList.isEmpty ? order : [])
    let paths = SetTokenPaths(sources)
    if themeList.isEmpty {
      themeList = impliedThemes(order, sources: sources, paths: paths)
      shared.subtract(themeList.flatMap(\.selected))
      diagnostics += overriddenModeSets(order, themes: themeList, shared: shared, sources: sources, paths: paths)
    }
    let groups = Dictionary(grouping: themeList, by: \.group)
    let pinned = pinnedSets(groups, paths: paths)
    shared.formUnion(pinned)
    // Another set some themes of a group select and others do not varies with that group, whatever another
    // group does with it: a group of one theme selecting the light and the dark sets as `source`, for its shadows
    // to reference, does not make both of them shared.
    var varying: [String: String] = [:]  // set -> the first group it varies in, in the themes' order
    var visited = Set<String>()
    for theme in themeList where visited.insert(theme.group).inserted {
      let members = groups[theme.group]!
      let every = members.dropFirst().reduce(Set(members[0].selected)) { $0.intersection($1.selected) }
      shared.formUnion(every)
      for set in Set(members.flatMap(\.selected)).subtracting(every).subtracting(pinned).sorted() {
        guard let first = varying[set] else {
          varying[set] = theme.group
          continue
        }
        // Swatch gives a set to one group's themes; the second group's choice of it is lost, so it is said.
        let place = members.first { $0.selected.contains(set) }.flatMap { $0.setRanges[set] } ?? theme.range
        diagnostics.append(
          Diagnostic(.formatSetInTwoGroups(set, kept: first, lost: theme.group), at: place))
      }
    }
    shared.subtract(varying.keys)
    var modifierAt = varying  // set -> group whose contexts hold it
    for theme in themeList {
      for set in theme.selected where !shared.contains(set) && modifierAt[set] == nil { modifierAt[set] = theme.group }
    }
    diagnostics += uniformGroups(themeList, groups: groups)
    var steps: [ResolverDocument.Step] = []
    let places = modifierPlaces(order, modifierAt: modifierAt)
    for (index, set) in order.enumerated() {
      if shared.contains(set), let source = sources[set] {
        steps.append(.set(ResolverSet(name: set, sources: [source])))
      } else if let group = modifierAt[set], let place = places[group], place.at == index, let members = groups[group] {
        steps.append(
          .modifier(
            modifier(group, members, shared: shared, order: order, sources: sources, rereadUpTo: place.rereadUpTo)))
      }
    }
    diagnostics += missingSets(themeList, sources: sources)
    diagnostics += interleavedGroups(
      order, modifierAt: modifierAt, places: places, groups: groups, shared: shared, paths: paths)
    return ResolverDocument(path: path, steps: steps)
  }

  /// A `format.interleaved-groups` warning for each two groups whose sets interleave in `order` and where, for
  /// some theme of each, Tokens Studio and Swatch pick another set's value for a token both define (zest's brand
  /// families `newventures` and `rte`): Tokens Studio takes the last set in the order that defines it, Swatch the
  /// last step (each group stands at its first set when interleaved, `modifierPlaces`; a shared set at its own
  /// place), so in the appearances combining those themes the later group's value shows where the earlier
  /// group's set comes last. Said at the earlier group, with the tokens' count, the first and its set.
  static func interleavedGroups(
    _ order: [String], modifierAt: [String: String], places: [String: (at: Int, rereadUpTo: Int?)],
    groups: [String: [Theme]], shared: Set<String>, paths pathsOf: SetTokenPaths
  ) -> [Diagnostic] {
    var setsOf: [String: [Int]] = [:]
    for (index, set) in order.enumerated() {
      if let group = modifierAt[set] { setsOf[group, default: []].append(index) }
    }
    let names = setsOf.keys.sorted { places[$0]!.at < places[$1]!.at }
    var diagnostics: [Diagnostic] = []
    var sharedLast: [String: Int]?  // each token's last shared set, made when a pair interleaves
    for (position, earlier) in names.enumerated() {
      for later in names.dropFirst(position + 1) {
        // Only interleaved groups can disagree: a set of the earlier step after one of the later step.
        guard let first = setsOf[earlier]!.last, let second = setsOf[later]!.first, first > second else { continue }
        if sharedLast == nil {
          sharedLast = lastSets(order.indices.filter { shared.contains(order[$0]) }, order, pathsOf)
        }
        var lost: [String: Int] = [:]  // token -> the earlier group's set Tokens Studio takes
        let laterThemes = groups[later]!.map { lastSets(ownSets($0, of: later, order, modifierAt), order, pathsOf) }
        for themeE in groups[earlier]! {
          let lastE = lastSets(ownSets(themeE, of: earlier, order, modifierAt), order, pathsOf)
          for lastL in laterThemes {
            for (token, e) in lastE {
              guard let l = lastL[token], e > l else { continue }
              let common = sharedLast?[token] ?? -1
              // Tokens Studio takes `e` unless a shared set comes later; Swatch the later step's `l` unless a
              // shared set stands after it.
              guard e > common, common < places[later]!.at else { continue }
              lost[token] = min(lost[token] ?? e, e)
            }
          }
        }
        guard let token = lost.keys.min(), let set = lost[token], let themes = groups[earlier] else { continue }
        diagnostics.append(
          Diagnostic(
            .formatInterleavedGroups(earlier, later: later, set: order[set], first: token, count: lost.count),
            at: themes[0].range))
      }
    }
    return diagnostics
  }

  /// The indices in `order` of the sets `theme` selects that its `group` holds (`modifierAt`).
  private static func ownSets(_ theme: Theme, of group: String, _ order: [String], _ modifierAt: [String: String])
    -> [Int]
  {
    let selected = Set(theme.selected)
    return order.indices.filter { selected.contains(order[$0]) && modifierAt[order[$0]] == group }
  }

  /// Each token the sets at `indices` define, with the last of them that does.
  private static func lastSets(_ indices: [Int], _ order: [String], _ pathsOf: SetTokenPaths) -> [String: Int] {
    var last: [String: Int] = [:]
    for index in indices.sorted() {
      for path in pathsOf(order[index]) { last[path] = index }
    }
    return last
  }

  /// The sets every theme of some group enables, which are enabled in every appearance, as Tokens Studio applies
  /// one theme of each group at once: a group of one theme `iOS` enabling `platform/ios` gives it to every theme
  /// of the other groups too, whichever of them also enable it. Not a set that is one of another group's
  /// alternatives, where a theme leaving it out selects a set defining some of its tokens (a group `All`
  /// enabling `light` and `dark` beside a group of `Light` and `Dark`): there that group says which applies.
  private static func pinnedSets(_ groups: [String: [Theme]], paths pathsOf: SetTokenPaths) -> Set<String> {
    let candidates = Set(groups.values.flatMap { $0.dropFirst().reduce($0[0].enabled) { $0.intersection($1.enabled) } })
    return candidates.filter { set in
      !groups.values.contains { members in
        members.contains { $0.selected.contains(set) }
          && members.contains { theme in
            !theme.selected.contains(set)
              && theme.selected.contains { $0 != set && !pathsOf($0).isDisjoint(with: pathsOf(set)) }
          }
      }
    }
  }

  /// The token paths each set defines, read once per set however many checks ask (`ResolverSource.tokenPaths`
  /// parses its file each time).
  final class SetTokenPaths {
    private let sources: [String: ResolverSource]
    private var known: [String: Set<String>] = [:]

    init(_ sources: [String: ResolverSource]) { self.sources = sources }

    func callAsFunction(_ set: String) -> Set<String> {
      if let paths = known[set] { return paths }
      let paths = sources[set].map(\.tokenPaths) ?? []
      known[set] = paths
      return paths
    }
  }

  /// A `format.uniform-group` note for each group of two themes or more that select the same sets (Daikin's AAF
  /// themes selecting only the shared `reference` set): the themes are alike, so the group makes no appearance and
  /// `format.detected` does not name it. Themes selecting different sets differ, though another group took the
  /// sets (`format.set-in-two-groups`).
  private static func uniformGroups(_ themes: [Theme], groups: [String: [Theme]]) -> [Diagnostic] {
    var seen = Set<String>()
    return themes.compactMap { theme in
      guard seen.insert(theme.group).inserted, let members = groups[theme.group], members.count > 1,
        members.allSatisfy({ Set($0.selected) == Set(members[0].selected) })
      else { return nil }
      return Diagnostic(.formatUniformGroup(theme.group, themes: members.map(\.name)), at: members[0].range)
    }
  }

  /// A `format.missing-set` warning for each set a theme selects that the export does not hold, at the theme,
  /// with the sets below it when the name is a folder's (`base` for `base/palette`): its tokens are in no
  /// appearance, so a reference to one is unknown.
  private static func missingSets(_ themes: [Theme], sources: [String: ResolverSource]) -> [Diagnostic] {
    var reported = Set<String>()
    var diagnostics: [Diagnostic] = []
    for theme in themes {
      for set in theme.selected where sources[set] == nil && reported.insert(set).inserted {
        let below = sources.keys.filter { $0.hasPrefix(set + "/") }.sorted()
        let range = theme.setRanges[set] ?? theme.range
        diagnostics.append(Diagnostic(.formatMissingSet(set, theme: theme.name, below: below), at: range))
      }
    }
    return diagnostics
  }

  /// Where each group's modifier stands in `order`, and up to where its contexts read the shared sets again: a
  /// group whose sets no other group's set stands between stands at its last set, each theme reading again the
  /// shared sets between its first set and there, so each theme's sets apply in the set order; a group another
  /// group's set stands inside stands at its first set and reads nothing again, as one step of the resolution
  /// cannot interleave with another (the groups' shared tokens follow the step order).
  static func modifierPlaces(_ order: [String], modifierAt: [String: String]) -> [String: (at: Int, rereadUpTo: Int?)] {
    var spans: [String: (first: Int, last: Int)] = [:]
    for (index, set) in order.enumerated() {
      guard let group = modifierAt[set] else { continue }
      spans[group] = (spans[group]?.first ?? index, index)
    }
    return spans.mapValues { span in
      let group = modifierAt[order[span.first]]
      let interleaved = order[span.first...span.last].contains { modifierAt[$0].map { $0 != group } ?? false }
      return interleaved ? (span.first, nil) : (span.last, span.last)
    }
  }

  private static func modifier(
    _ group: String, _ themes: [Theme], shared: Set<String>, order: [String], sources: [String: ResolverSource],
    rereadUpTo end: Int?
  ) -> ResolverModifier {
    let contexts = themes.map { theme in
      let selected = Set(theme.selected)
      let own = order.filter { selected.contains($0) && !shared.contains($0) }
      // A shared set between the theme's first set and the modifier's place overrides the theme's sets before it,
      // as Tokens Studio orders each theme's sets: it is read again there (Rijkshuisstijl's `components/logo`
      // between `viewport/max` and `viewport/min`).
      let start = own.first.flatMap { order.firstIndex(of: $0) } ?? order.count
      let again = Set(
        order.indices.filter { $0 > start && $0 < (end ?? 0) && shared.contains(order[$0]) }.map { order[$0] })
      return (
        name: theme.name, sources: order.filter { own.contains($0) || again.contains($0) }.compactMap { sources[$0] }
      )
    }
    return ResolverModifier(
      name: ResolverPlan.word(group), range: themes[0].range, contexts: contexts, defaultContext: nil,
      swatchAppearances: nil)
  }

  private static func theme(_ node: YAMLNode) -> Theme? {
    guard let name = node["name"]?.text else { return nil }
    let selected = (node["selectedTokenSets"]?.pairs ?? []).compactMap { pair -> String? in
      guard let set = pair.key.text, let status = pair.value.text, status == "enabled" || status == "source" else {
        return nil
      }
      return set
    }
    let group = node["group"]?.text ?? "theme"
    let enabled = (node["selectedTokenSets"]?.pairs ?? []).compactMap { $0.value.text == "enabled" ? $0.key.text : nil }
    var ranges: [String: SourceRange] = [:]
    for pair in node["selectedTokenSets"]?.pairs ?? [] { if let set = pair.key.text { ranges[set] = pair.key.range } }
    return Theme(
      name: name, group: group, range: node["group"]?.range ?? node.range, selected: selected, enabled: Set(enabled),
      setRanges: ranges)
  }
}
