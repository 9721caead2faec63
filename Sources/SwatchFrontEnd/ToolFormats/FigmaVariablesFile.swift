/// Figma's variables as its REST API returns them (`GET /v1/files/:key/variables/local`: `meta.variables` and
/// `meta.variableCollections`, keyed by id) or as a plugin dumps them (the same objects in lists, a variable's
/// collection named `collectionId`, or its variables listed inside each collection; a collection's modes as a
/// list or as an object of names by id, a variable's type as `resolvedType` or `type`; a file per collection,
/// its root the collection, as the Export/Import Variables plugin writes them), as a resolver document.
///
/// Reads: the files' trees, together, so an alias names a variable of any of them. Produces: one DTCG tree per
/// collection and mode, inline: a collection with one mode is a set, one with several a modifier named after it
/// whose contexts are its modes in the file's order, its default mode (`defaultModeId`) first, else a light
/// one. A variable's name is its path (`color/bg/primary` is `color.bg.primary`), its value per mode a DTCG
/// value: `COLOR` an sRGB color object, `FLOAT` a number, or px when every scope it has is a size's (`GAP`,
/// `CORNER_RADIUS`, `FONT_SIZE`, …), or a font weight when its scope is `FONT_WEIGHT`; `STRING` a string, or a
/// font family when its one scope is `FONT_FAMILY`; `VARIABLE_ALIAS` an alias to the variable it names. Reports
/// (as `format.unmapped`, one warning per kind): `BOOLEAN` variables and aliases to variables the file does not
/// hold, which are left out.
enum FigmaVariablesFile {
  /// Whether `text`, a JSON file's beginning, holds Figma's variables.
  static func matches(_ text: String) -> Bool {
    FigmaModeTrees.matches(text)
      || text.containsBytes("\"valuesByMode\"")
        && (text.containsBytes("\"variableCollections\"") || text.containsBytes("\"collections\"")
          || (text.containsBytes("\"variables\"") && text.containsBytes("\"modes\"")))
  }

  /// The scopes of a number variable that make it a size in px.
  static let sizeScopes: Set<String> = [
    "WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
    "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
  ]

  /// The DTCG type of a Figma variable of `type` (`COLOR`, `STRING`, `FLOAT`, or a plugin's `NUMBER`) with
  /// `scopes`: a float scoped to sizes alone is a dimension, one scoped to `FONT_WEIGHT` a weight, a string
  /// scoped to `FONT_FAMILY` a font family. Nil for a type with no DTCG counterpart (a boolean, or unknown).
  static func dtcgType(_ type: String, scopes: [String]) -> String? {
    switch type {
    case "COLOR": return "color"
    case "STRING": return scopes == ["FONT_FAMILY"] ? "fontFamily" : "string"
    case "FLOAT", "NUMBER":
      if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
      return !scopes.isEmpty && scopes.allSatisfy(sizeScopes.contains) ? "dimension" : "number"
    default: return nil
    }
  }

  /// A size's value as px, as Figma measures sizes and writes them as bare numbers; nil for anything but a
  /// decimal number (an alias stays one).
  static func pixels(_ node: YAMLNode) -> YAMLNode? {
    decimal(node).map { .string(NumberText.shortest($0) + "px", at: node.range) }
  }

  /// The finite decimal number `node` writes (`16`, `-0.5`, `1e3`), or nil for anything else: no `0x10`,
  /// `nan` or `1e400`, which `Double(_:)` would read.
  static func decimal(_ node: YAMLNode) -> Double? {
    guard let text = node.scalar?.text, text.allSatisfy({ "0123456789.-+eE".contains($0) }),
      let number = Double(text), number.isFinite
    else { return nil }
    return number
  }

  /// How many values (a variable in one mode) a file may give; real files give thousands.
  static let maximumModeValues = 2_000_000

  static let booleanLeftOut = "Figma boolean variables have no DTCG type and are left out"
  static let remoteAliasLeftOut = "an alias to a variable this file does not hold (from a library) is left out"

  /// One collection: its name, its modes (id and name, a light one first) and where it is written.
  struct Collection {
    var name: String
    var modes: [(id: String, name: String)]
    var range: SourceRange
    /// Whether it is a library's (`remote: true`), whose variables the file's own of the same name replace.
    var isRemote = false

    /// Where the collection merges: single-mode collections (sets) before the others (modifiers), a library's
    /// before the file's own, each kind by name, so the later one wins for a name both give.
    var mergeRank: (Int, Int, String) { (modes.count > 1 ? 1 : 0, isRemote ? 0 : 1, name) }
  }

  /// One variable as the file writes it.
  struct Variable {
    var path: [String]
    var nameRange: SourceRange
    var collection: String
    var type: String
    var scopes: [String]
    var description: YAMLNode?
    /// Its value in each mode, by mode id.
    var values: [String: YAMLNode]
    var range: SourceRange
  }

  /// The document the files whose trees are `roots` describe together, named `path`; nil when they hold no
  /// collection.
  static func document(_ roots: [YAMLNode], path: String, diagnostics: inout [Diagnostic]) -> ResolverDocument? {
    // A plugin's list of collections, each a token tree per mode (`FigmaModeTrees`).
    if roots.allSatisfy(FigmaModeTrees.isList) {
      let steps = FigmaModeTrees.steps(roots, diagnostics: &diagnostics)
      return steps.isEmpty ? nil : ResolverDocument(path: path, steps: steps)
    }
    var collectionNodes: [(YAMLNode, key: String?)] = []
    var writtenCount = 0  // the variables written, read or not
    var listed: [(String, Variable)] = []
    for root in roots {
      let body = root["meta"] ?? root
      // A file of one collection is that collection (the Export/Import Variables plugin's, one file each).
      let isCollection = body["variableCollections"] == nil && body["collections"] == nil && body["modes"] != nil
      collectionNodes += isCollection ? [(body, nil)] : keyedObjects(body["variableCollections"] ?? body["collections"])
      if !isCollection {
        let written = keyedObjects(body["variables"])
        writtenCount += written.count
        listed += written.compactMap { variable($0.0, key: $0.1) }
      }
    }
    let read = collectionNodes.map { collection($0.0, key: $0.key) }
    let collections = read.compactMap { $0 }
    let held = Set(collections.map(\.0))
    // Some plugins list each collection's variables inside it, naming no collection in them.
    let nestedNodes = collectionNodes.map { keyedObjects($0.0["variables"]) }
    writtenCount += nestedNodes.reduce(0) { $0 + $1.count }
    let nested = zip(nestedNodes, read).flatMap { nodes, collection in
      nodes.compactMap { variable($0.0, key: $0.1, collection: collection?.0) }
    }
    // A variable of a collection the file does not hold (a library's) is no token, and aliases to it are left out.
    var variables = (listed + nested).filter { held.contains($0.1.collection) }
    // Variables none of which is of a collection the file holds are a shape Swatch does not read (`format.empty`),
    // never an empty build.
    guard !collections.isEmpty, !variables.isEmpty || writtenCount == 0 else { return nil }
    // A name of more groups than a token file may nest is reported as a file's would be, and not read.
    let limit = TokenDocumentBuilder.maximumDepth
    for (_, variable) in variables where variable.path.count > limit {
      diagnostics.append(Diagnostic(.groupTooDeep(limit), at: variable.nameRange))
    }
    variables.removeAll { $0.1.path.count > limit }
    variables = withoutNamesakes(variables, diagnostics: &diagnostics)
    diagnostics += replacedAcrossCollections(variables, collections: Dictionary(collections) { first, _ in first })
    // Each mode is a tree of its collection's variables: a hostile file of many modes and many variables is
    // stopped before it makes them all.
    let counts = Dictionary(grouping: variables, by: \.1.collection).mapValues(\.count)
    let values = collections.reduce(0) { $0 + $1.1.modes.count * (counts[$1.0] ?? 0) }
    guard values <= maximumModeValues else {
      let problem =
        "Figma's variables take \(values) values over their modes, more than the limit of \(maximumModeValues)"
      diagnostics.append(Diagnostic(.traitsLimit(problem), at: roots[0].range))
      return nil
    }
    var builder = TreeBuilder(variables: variables)
    var sets: [ResolverDocument.Step] = []
    var modifiers: [ResolverDocument.Step] = []
    let sorted = collections.sorted(by: { $0.1.mergeRank < $1.1.mergeRank })
    // Collections of names that make one word would be one modifier, the second's tokens lost.
    let words = ResolverPlan.distinctWords(sorted.map(\.1.name))
    for ((id, collection), word) in zip(sorted, words) {
      let trees = collection.modes.map { mode in builder.tree(collection: id, mode: mode.id, at: collection.range) }
      guard collection.modes.count > 1 else {
        sets.append(.set(ResolverSet(name: collection.name, sources: trees.map { .inline($0) })))
        continue
      }
      // Modes of names that make one word (`Mode 1`, `Mode-1`) would be one trait value.
      let modeNames = ResolverPlan.distinctWords(collection.modes.map(\.name))
      let contexts = zip(modeNames, trees).map { (name: $0, sources: [ResolverSource.inline($1)]) }
      modifiers.append(
        .modifier(
          ResolverModifier(
            name: word, range: collection.range, contexts: contexts,
            defaultContext: nil, swatchAppearances: nil)))
    }
    diagnostics += builder.unmapped.diagnostics
    return ResolverDocument(path: path, steps: sets + modifiers)
  }

  /// `variables` less each that a collection names as it names one before it: Figma tells variables apart by
  /// id, a token by its path, and an alias to the later one would take the first one's values (SEED's two
  /// `fg/brand-contrast`). Each is `token.duplicate` at its name, with a note at the first; an alias to it is to a
  /// variable the file does not hold.
  private static func withoutNamesakes(_ variables: [(String, Variable)], diagnostics: inout [Diagnostic])
    -> [(String, Variable)]
  {
    var first: [[String]: (id: String, range: SourceRange)] = [:]
    return variables.filter { id, variable in
      let key = [variable.collection] + variable.path
      guard let earlier = first[key] else {
        first[key] = (id, variable.nameRange)
        return true
      }
      let first = earlier.id.hasPrefix("(no id) ") ? "a variable before it" : DiagnosticMessage.quoted(earlier.id)
      let note = "\(first) has that name first; Figma tells them apart by id, a token by its name: rename one in Figma"
      diagnostics.append(
        Diagnostic(
          .tokenDuplicate(variable.path.joined(separator: ".")), at: variable.nameRange,
          notes: [.init(note, at: earlier.range)]))
      return false
    }
  }

  /// A `token.override` warning for each variable a variable of the same name in a later collection replaces
  /// without aliasing it: a token is known by its name, and collections merge as sets (`Collection.mergeRank`:
  /// single-mode ones first, a library's before the file's own, each kind by name), so the earlier one's values
  /// are lost (FigVar's `SM`, a radius in `Corner_Radius` and a gap in `Spacing_Tokens`). A later namesake aliasing it in some mode (a theme's `color/white` over the
  /// primitive) is the tool's way of overriding it, and says nothing.
  private static func replacedAcrossCollections(
    _ variables: [(String, Variable)], collections: [String: Collection]
  ) -> [Diagnostic] {
    let rank = { (id: String) in collections[id]?.mergeRank ?? (0, 0, "") }
    let aliased = Set(
      variables.flatMap { _, variable in
        variable.values.values.compactMap { $0["type"]?.text == "VARIABLE_ALIAS" ? $0["id"]?.text : nil }
      })
    var diagnostics: [Diagnostic] = []
    for namesakes in Dictionary(grouping: variables, by: { $0.1.path }).values where namesakes.count > 1 {
      let ordered = namesakes.sorted { rank($0.1.collection) < rank($1.1.collection) }
      for (earlier, later) in zip(ordered, ordered.dropFirst()) where earlier.1.collection != later.1.collection {
        // The file's own variable over a library's of its name is what the file shows, unless something aliases
        // the library's: that alias takes the file's own value then.
        if collections[earlier.1.collection]?.isRemote == true, collections[later.1.collection]?.isRemote == false,
          !aliased.contains(earlier.0)
        {
          continue
        }
        let aliases = later.1.values.values.contains {
          $0["type"]?.text == "VARIABLE_ALIAS" && $0["id"]?.text == earlier.0
        }
        guard !aliases else { continue }
        let (lost, kept) = (collections[earlier.1.collection]?.name ?? "", collections[later.1.collection]?.name ?? "")
        let note = "the variable of collection \(DiagnosticMessage.quoted(kept)) replaces it; rename one in Figma"
        diagnostics.append(
          Diagnostic(
            .tokenOverrideByCollection(earlier.1.path.joined(separator: "."), collection: lost, by: kept),
            at: earlier.1.nameRange, notes: [.init(note, at: later.1.nameRange)]))
      }
    }
    return diagnostics.sorted()
  }

  /// The id given to a collection or variable written without one: where it is written, which no other has and
  /// no id Figma gives out looks like.
  private static func unnamed(_ node: YAMLNode) -> String {
    "(no id) \(node.range.file):\(node.range.start.line):\(node.range.start.column)"
  }

  /// The objects of a mapping keyed by id (the REST API's), each with its key, or of a list (a plugin's).
  private static func keyedObjects(_ node: YAMLNode?) -> [(YAMLNode, String?)] {
    node?.pairs?.map { ($0.value, $0.key.text) } ?? node?.items?.map { ($0, nil) } ?? []
  }

  /// The collection `node` describes, its id its own or, when it writes none, the key it is listed under (the
  /// REST API's objects by id), else one made from where it is written: a plugin may write no ids (Confetti's
  /// export), and only an alias needs one.
  private static func collection(_ node: YAMLNode, key: String?) -> (String, Collection)? {
    guard let name = node["name"]?.text, let modes = node["modes"] else { return nil }
    let id = node["id"]?.text ?? key ?? unnamed(node)
    // A list of `{modeId, name}` (the REST API's), or an object of names by mode id (a plugin's).
    let list =
      modes.items?.compactMap { mode -> (id: String, name: String)? in
        guard let id = mode["modeId"]?.text, let name = mode["name"]?.text else { return nil }
        return (id, name)
      } ?? modes.pairs?.compactMap { pair in pair.key.text.flatMap { id in pair.value.text.map { (id, $0) } } } ?? []
    guard !list.isEmpty else { return nil }
    var collection = Collection(
      name: name, modes: ordered(list, default: node["defaultModeId"]?.text), range: node.range)
    collection.isRemote = node["remote"]?.text == "true"
    return (id, collection)
  }

  /// `modes` in the file's order with the default first: the one `defaultID` names, else the first named light.
  static func ordered(_ modes: [(id: String, name: String)], default defaultID: String?) -> [(id: String, name: String)]
  {
    let first =
      modes.firstIndex { $0.id == defaultID } ?? modes.firstIndex { $0.name.lowercased().contains("light") } ?? 0
    return [modes[first]] + modes.indices.filter { $0 != first }.map { modes[$0] }
  }

  /// The variable `node` describes, of the collection it names (`variableCollectionId`, or a plugin's
  /// `collectionId`), else of `collection`, the one it is listed in.
  private static func variable(_ node: YAMLNode, key: String?, collection listedIn: String? = nil) -> (
    String, Variable
  )? {
    guard let nameNode = node["name"], let name = nameNode.text,
      let collection = node["variableCollectionId"]?.text ?? node["collectionId"]?.text ?? listedIn,
      let type = node["resolvedType"]?.text ?? node["type"]?.text
    else { return nil }
    let id = node["id"]?.text ?? key ?? unnamed(node)
    let path = name.split(separator: "/", omittingEmptySubsequences: false).map {
      String(String($0).trimmingWhitespace())
    }
    let description = node["description"].flatMap { $0.text?.isEmpty == false ? $0 : nil }
    let variable = Variable(
      path: path, nameRange: nameNode.range, collection: collection, type: type,
      scopes: node["scopes"]?.items?.compactMap(\.text) ?? [], description: description,
      values: Dictionary(
        (node["valuesByMode"]?.pairs ?? []).compactMap { pair in pair.key.text.map { ($0, pair.value) } }
      ) {
        first, _ in first
      }, range: node.range)
    return (id, variable)
  }
}

extension FigmaVariablesFile {
  /// Builds each collection's tree per mode, and counts what it leaves out.
  struct TreeBuilder {
    let pathByID: [String: String]
    var unmapped = UnmappedTally()
    /// The variables counted so far, by kind: a variable is counted once however many modes leave it out.
    private var counted: Set<[String]> = []

    /// Each collection's variables, in the file's order.
    let byCollection: [String: [Variable]]
    /// The type a path's variables are read as where a variable aliases its namesake of another collection and
    /// one of the two is a plain number: the other's (a `FONT_SIZE` float over an unscoped one is a size in
    /// px), as the two are one token.
    let unifiedType: [String: String]
    /// The variables with a value of their own in some mode, not an alias to a variable of the same name: an
    /// alias to such a namesake lets its values show; namesakes aliasing only each other are a cycle.
    let definesValues: Set<String>
    /// The paths of variables that other variables' names continue (`pad/h` beside `pad/h/regular`): each is its
    /// group's `$root` token, as DTCG writes a group's own value, rather than one of the two left out.
    let rootedPaths: Set<String>

    init(variables: [(String, Variable)]) {
      let pathByID = Dictionary(variables.map { ($0.0, $0.1.path.joined(separator: ".")) }) { first, _ in first }
      self.pathByID = pathByID
      byCollection = Dictionary(grouping: variables.map(\.1), by: \.collection)
      let byID = Dictionary(variables) { first, _ in first }
      var unified: [String: String] = [:]
      for (id, variable) in variables {
        let path = pathByID[id]
        for value in variable.values.values where value["type"]?.text == "VARIABLE_ALIAS" {
          guard let target = value["id"]?.text, target != id, pathByID[target] == path, let path,
            let namesake = byID[target]
          else { continue }
          let types = [Self.type(of: variable), Self.type(of: namesake)]
          if types[0] != types[1], let specific = types.first(where: { $0 != "number" }), types.contains("number") {
            unified[path] = specific
          }
        }
      }
      unifiedType = unified
      definesValues = Set(
        variables.filter { id, variable in
          variable.values.values.contains { value in
            value["type"]?.text != "VARIABLE_ALIAS"
              || value["id"].flatMap { $0.text }.flatMap { pathByID[$0] } != pathByID[id]
          }
        }.map(\.0))
      // In name order by components a name another continues comes right before the first that does, so one
      // pass over neighbours finds them all (listing every prefix of every name costs its depth squared).
      let names = variables.map(\.1.path).sorted { $0.lexicographicallyPrecedes($1) }
      let continued = zip(names, names.dropFirst()).filter { $1.count > $0.count && $1.starts(with: $0) }
      // Not where a variable is itself named `…/$root`: the two would be one token.
      let paths = Set(pathByID.values)
      rootedPaths = Set(continued.map { $0.0.joined(separator: ".") }).filter { !paths.contains($0 + ".$root") }
    }

    /// The token path of the variable at `path` (dotted): its group's `$root` where other names continue it.
    func tokenPath(_ path: String) -> String { rootedPaths.contains(path) ? path + ".$root" : path }

    /// The DTCG tree of collection `collection` in mode `mode`.
    mutating func tree(collection: String, mode: String, at range: SourceRange) -> YAMLNode {
      var root = GroupTree()
      for variable in byCollection[collection] ?? [] {
        guard let token = token(variable, mode: mode) else { continue }
        let rooted = rootedPaths.contains(variable.path.joined(separator: "."))
        root.insert(token, at: (rooted ? variable.path + ["$root"] : variable.path)[...], nameRange: variable.nameRange)
      }
      return root.node(at: range)
    }

    /// The variable's token in `mode`, or nil when it has no DTCG form there (counted).
    private mutating func token(_ variable: Variable, mode: String) -> YAMLNode? {
      guard let value = variable.values[mode] else { return nil }
      let path = variable.path.joined(separator: ".")
      if value["type"]?.text == "VARIABLE_ALIAS" {
        guard let id = value["id"]?.text, let target = pathByID[id] else {
          leaveOut(FigmaVariablesFile.remoteAliasLeftOut, path: path, at: value.range)
          return nil
        }
        // An alias to the variable of the same name in another collection (`color/white` over the primitive
        // `color/white`) would name the token itself, which the namesake's collection defines in each of its
        // modes: this mode adds nothing, so each of those shows through. Namesakes that only alias each other
        // stay aliases: a cycle, said as one.
        guard target != path || !definesValues.contains(id) else { return nil }
        return tokenNode(type(of: variable), .string("{\(tokenPath(target))}", at: value.range), variable)
      }
      switch variable.type {
      case "COLOR": return tokenNode("color", Self.color(value), variable)
      case "STRING": return tokenNode(type(of: variable), value, variable)
      case "FLOAT":
        let type = type(of: variable)
        guard type == "dimension", let pixels = FigmaVariablesFile.pixels(value) else {
          return tokenNode(type, value, variable)
        }
        return tokenNode(type, pixels, variable)
      default:
        leaveOut(FigmaVariablesFile.booleanLeftOut, path: path, at: variable.range)
        return nil
      }
    }

    /// Counts the variable at `path` as left out for `kind`, once.
    private mutating func leaveOut(_ kind: String, path: String, at range: SourceRange) {
      guard counted.insert([kind, path]).inserted else { return }
      unmapped.add(kind, path: path, at: range)
    }

    /// The DTCG type of a variable's values: its own, or the one its path takes with a namesake.
    private func type(of variable: Variable) -> String {
      let own = Self.type(of: variable)
      guard own == "number", let unified = unifiedType[variable.path.joined(separator: ".")] else { return own }
      return unified
    }

    private static func type(of variable: Variable) -> String {
      FigmaVariablesFile.dtcgType(variable.type, scopes: variable.scopes) ?? "number"
    }

    private func tokenNode(_ type: String, _ value: YAMLNode, _ variable: Variable) -> YAMLNode {
      var members: [(String, YAMLNode)] = [
        ("$type", .string(type, at: variable.nameRange)), ("$value", value),
      ]
      if let description = variable.description { members.append(("$description", description)) }
      return .mapping(members, at: variable.range)
    }

    /// Figma's `{r, g, b, a}` (0 to 1) as a DTCG sRGB color object; any other node as it is, for the value
    /// reader to report.
    static func color(_ node: YAMLNode) -> YAMLNode {
      guard let r = node["r"], let g = node["g"], let b = node["b"] else { return node }
      let components = YAMLNode(.sequence([r, g, b]), range: node.range)
      var members: [(String, YAMLNode)] = [("colorSpace", .string("srgb", at: node.range)), ("components", components)]
      if let a = node["a"] { members.append(("alpha", a)) }
      return .mapping(members, at: node.range)
    }
  }

  /// Groups and tokens as they are inserted, in the order first met.
  struct GroupTree {
    var order: [String] = []
    var children: [String: (node: Child, range: SourceRange)] = [:]

    indirect enum Child {
      case token(YAMLNode)
      case group(GroupTree)
    }

    /// Places `token` at `path` below this group; a name taken by both a token and a group keeps the first.
    mutating func insert(_ token: YAMLNode, at path: ArraySlice<String>, nameRange: SourceRange) {
      guard let name = path.first else { return }
      if children[name] == nil { order.append(name) }
      if path.count == 1 {
        if children[name] == nil { children[name] = (.token(token), nameRange) }
        return
      }
      var group: GroupTree
      switch children[name]?.node {
      case .group(let existing)?: group = existing
      case nil: group = GroupTree()
      case .token?: return
      }
      group.insert(token, at: path.dropFirst(), nameRange: nameRange)
      children[name] = (.group(group), nameRange)
    }

    func node(at range: SourceRange) -> YAMLNode {
      let pairs = order.map { name -> YAMLPair in
        let (child, nameRange) = children[name]!
        let value: YAMLNode
        switch child {
        case .token(let token): value = token
        case .group(let group): value = group.node(at: nameRange)
        }
        return YAMLPair(key: .string(name, at: nameRange), value: value)
      }
      return YAMLNode(.mapping(pairs), range: range)
    }
  }
}
