/// A Figma plugin's export of variables as a list of collections, each a tree of DTCG-like tokens per mode:
/// `[{"Primitives": {"modes": {"Mode 1": {"blue": {"500": {"$type": "color", "$value": "#0d6efd",
/// "$scopes": ["ALL_SCOPES"]}}}}}}, {"Theme": {"modes": {"Light": {…}, "Dark": {…}}}}]` (Bullhorn's Novo
/// writes its themes so). Types are Figma's (`float`, `string`, `boolean`, `color`), with the variable's
/// `$scopes` beside them.
///
/// A collection with one mode is a set, one with several a modifier whose contexts are its modes, a light one
/// first (so `Light` and `Dark` become `appearance`), as for Figma's variables in other layouts
/// (`FigmaVariablesFile`): a `float` scoped to sizes is a dimension in px, one scoped to `FONT_WEIGHT` a weight,
/// a `string` scoped to `FONT_FAMILY` a font family; a `boolean` has no DTCG type and is left out (counted in
/// one `format.unmapped` warning). `$scopes`, `$codeSyntax` and `$hiddenFromPublishing` drive Figma alone, and
/// an alias's `$libraryName` and `$collectionName` say where Figma found its variable: the alias names it by
/// path among every file read together, as any alias does.
///
/// Reads: the file's tree. Produces: the resolver steps, sets first. Reports: what is left out.
enum FigmaModeTrees {
  /// Whether `text`, a JSON file's beginning, is such a list.
  static func matches(_ text: String) -> Bool {
    text.drop(while: \.isWhitespace).first == "[" && text.containsBytes("\"modes\"") && text.containsBytes("\"$value\"")
  }

  /// Whether `root` is such a list: every item an object of one collection holding its `modes`.
  static func isList(_ root: YAMLNode) -> Bool {
    guard let items = root.items, !items.isEmpty else { return false }
    return items.allSatisfy { item in item.pairs?.count == 1 && item.pairs?[0].value["modes"]?.pairs != nil }
  }

  /// The sets and modifiers of the lists `roots`, in collection name order.
  static func steps(_ roots: [YAMLNode], diagnostics: inout [Diagnostic]) -> [ResolverDocument.Step] {
    var tally = UnmappedTally()
    var collections: [(name: String, modes: [(name: String, tree: YAMLNode)], range: SourceRange)] = []
    for item in roots.flatMap({ $0.items ?? [] }) {
      guard let pair = item.pairs?.first, let name = pair.key.text, let modes = pair.value["modes"]?.pairs else {
        continue
      }
      let named = modes.compactMap { mode in mode.key.text.map { ($0, mode.value) } }
      // Two modes of names that make one word (`Mode 1`, `Mode-1`) would be one trait value.
      let trees = zip(ResolverPlan.distinctWords(named.map(\.0)), named).map { word, mode in
        (name: word, tree: tokens(mode.1, path: [], tally: &tally))
      }
      collections.append((name, trees.sorted { FigmaExport.defaultFirst($0.name, $1.name) }, pair.key.range))
    }
    collections.sort { $0.name < $1.name }
    // Two collections of names that make one word would be one modifier, the second's tokens lost.
    for (index, word) in ResolverPlan.distinctWords(collections.map(\.name)).enumerated() {
      collections[index].name = word
    }
    var sets: [ResolverDocument.Step] = []
    var modifiers: [ResolverDocument.Step] = []
    for collection in collections where !collection.modes.isEmpty {
      guard collection.modes.count > 1 else {
        sets.append(.set(ResolverSet(name: collection.name, sources: [.inline(collection.modes[0].tree)])))
        continue
      }
      modifiers.append(
        .modifier(
          ResolverModifier(
            name: collection.name, range: collection.range,
            contexts: collection.modes.map { (name: $0.name, sources: [ResolverSource.inline($0.tree)]) },
            defaultContext: nil, swatchAppearances: nil)))
    }
    diagnostics += tally.diagnostics
    return sets + modifiers
  }

  /// The keys Figma writes beside a variable's value that drive Figma alone or say where an alias's variable is.
  private static let figmaKeys: Set<String> = [
    "$scopes", "$codeSyntax", "$hiddenFromPublishing", "$libraryName", "$collectionName",
  ]

  /// `node`, a group of one mode's tree, with its tokens in DTCG's types and without Figma's own keys.
  private static func tokens(_ node: YAMLNode, path: [String], tally: inout UnmappedTally) -> YAMLNode {
    guard let pairs = node.pairs, path.count < TokenDocumentBuilder.maximumDepth else { return node }
    if node["$value"] != nil { return node }
    var kept: [YAMLPair] = []
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      if pair.value["$value"] != nil {
        if let token = token(pair.value, path: path + [name], tally: &tally) {
          kept.append(YAMLPair(key: pair.key, value: token))
        }
      } else {
        kept.append(YAMLPair(key: pair.key, value: tokens(pair.value, path: path + [name], tally: &tally)))
      }
    }
    var copy = node
    copy.kind = .mapping(kept)
    return copy
  }

  /// A variable's token as DTCG, or nil when its type has none (a boolean), counted in `tally`.
  private static func token(_ node: YAMLNode, path: [String], tally: inout UnmappedTally) -> YAMLNode? {
    let scopes = node["$scopes"]?.items?.compactMap(\.text) ?? []
    let figmaType = node["$type"]?.text?.lowercased()
    guard figmaType != "boolean" else {
      tally.add(FigmaVariablesFile.booleanLeftOut, path: path.joined(separator: "."), at: node.range)
      return nil
    }
    // Another type (DTCG's own, or one the type pass reports) is kept as written.
    let type = FigmaVariablesFile.dtcgType(figmaType?.uppercased() ?? "", scopes: scopes) ?? figmaType
    var pairs: [YAMLPair] = []
    for pair in node.pairs ?? [] {
      switch pair.key.text {
      case let key? where figmaKeys.contains(key): continue
      case "$type":
        pairs.append(YAMLPair(key: pair.key, value: YAMLNode.string(type ?? "", at: pair.value.range)))
      case "$value" where type == "dimension":
        pairs.append(YAMLPair(key: pair.key, value: FigmaVariablesFile.pixels(pair.value) ?? pair.value))
      default: pairs.append(pair)
      }
    }
    var copy = node
    copy.kind = .mapping(pairs)
    return copy
  }
}
