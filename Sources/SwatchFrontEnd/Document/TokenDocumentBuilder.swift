/// Reads one file's YAML tree into a `TokenDocument`.
///
/// Reads: a `YAMLNode` tree. Reports: invalid names, a `$value` beside child tokens, a `$type` that is not a name,
/// `$modes` and `$deprecated`, and unknown `$` properties. The walk uses an explicit work list, so a deep
/// tree cannot overflow the stack.
public struct TokenDocumentBuilder: Sendable {
  /// How deeply groups may nest. Real token sets stay under ten levels; the bound keeps a hostile file from
  /// making path handling, which grows with depth, take unbounded time.
  public static let maximumDepth = 100

  /// Creates a builder.
  public init() {}

  /// The document `root` of `path` describes, and the problems found.
  public func build(_ root: YAMLNode, path: String) -> (TokenDocument, [Diagnostic]) {
    var state = State()
    // A JSON file has no shorthand tokens, so a scalar beside `$value` there is no child but metadata.
    state.scalarsAreMetadata = YAMLReader.readsAsJSON(path)
    guard root.pairs != nil else {
      if root.items?.first?["valuesByMode"] != nil {
        // A plugin's bare list of Figma's variables: the collections it left out name their modes.
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let expected =
          "the variables with their collections ('variableCollections' or 'collections'), as Figma's REST API and "
          + "most plugins write them: the collections name the modes"
        state.diagnostics.append(
          Diagnostic(.formatEmpty(name, format: "Figma's variables", expected: expected), at: root.range))
      } else if !root.isNull {
        state.diagnostics.append(Diagnostic(.documentNotMapping(found: root.kindName), at: root.range))
      }
      return (TokenDocument(path: path, tokens: [], groups: []), state.diagnostics)
    }
    if let order = root["resolutionOrder"], order.items != nil {
      // A resolver a folder's walk met (`src/tokens/resolver.json`): its keys are no tokens, and reading the
      // files it names as plain ones would merge every context's values into one.
      state.diagnostics.append(Diagnostic(.formatResolverInFolder(path), at: order.range))
      return (TokenDocument(path: path, tokens: [], groups: []), state.diagnostics)
    }
    var work: [Visit] = [Visit(node: root, path: TokenPath([]), nameRange: root.range, type: nil)]
    while let visit = work.popLast() {
      let children = state.readGroup(visit)
      work.append(contentsOf: children.reversed())
    }
    if let rootType = state.groups.first(where: { $0.path.components.isEmpty })?.type?.value {
      for index in state.tokens.indices { state.tokens[index].rootType = rootType }
    }
    // Each idiom read as what it means is said once per file, at its first token, counting the others.
    let idioms: [([(path: String, range: SourceRange)], (String, Int) -> DiagnosticMessage)] = [
      (state.lightDarkPairs, DiagnosticMessage.tokenLightDarkPair),
      (state.extensionModes, DiagnosticMessage.tokenExtensionModes),
      (state.modeObjects, DiagnosticMessage.tokenModeObject),
      (state.colorAlphaObjects, DiagnosticMessage.tokenColorAlphaObject),
      (state.metadataMembers, DiagnosticMessage.tokenAttributesMember),
    ]
    for (found, message) in idioms {
      guard let first = found.first else { continue }
      state.diagnostics.append(Diagnostic(message(first.path, found.count), at: first.range))
    }
    var document = TokenDocument(path: path, tokens: state.tokens, groups: state.groups)
    document.leftOutTokens = state.leftOutTokens
    return (document, state.diagnostics)
  }
}

extension TokenDocumentBuilder {
  /// A group to read: its node, path and name, and the type this file declares on it or on a group above it.
  fileprivate struct Visit {
    var node: YAMLNode
    var path: TokenPath
    var nameRange: SourceRange
    var type: TokenType?
    /// The `$deprecated` of the nearest group above that writes one: `.some(nil)` for `false`, which takes a
    /// deprecation back.
    var deprecation: Deprecation?? = nil
  }

  /// What the walk has found so far.
  struct State {
    var tokens: [TokenDefinition] = []
    var groups: [GroupDefinition] = []
    var diagnostics: [Diagnostic] = []
    /// The colors written as `[light, dark]` lists, read as a value and a `dark` mode, reported once.
    var lightDarkPairs: [(path: String, range: SourceRange)] = []
    /// The tokens whose modes are written as Terrazzo writes them, in `$extensions.mode`, reported once.
    var extensionModes: [(path: String, range: SourceRange)] = []
    /// The values written as objects of modes, `{light: …, dark: …}`, reported once (`readModeObject`).
    var modeObjects: [(path: String, range: SourceRange)] = []
    /// The colors written as `{color: …, alpha: …}`, reported once (`readColorAlphaObjects`).
    var colorAlphaObjects: [(path: String, range: SourceRange)] = []
    /// Style Dictionary's metadata beside `$value` (`attributes`, `group: palette`, `private: true`): no DTCG
    /// property and no child token, ignored and reported once, naming the first key.
    var metadataMembers: [(path: String, range: SourceRange)] = []
    /// Whether a key holding a scalar or a list beside `$value` is metadata (in JSON, which has no shorthand
    /// tokens) rather than a child token (`hover: "#0062CC"` in a YAML file, an error there).
    var scalarsAreMetadata = false
    /// The tokens below a name that is invalid, by path: no token is made of them.
    var leftOutTokens: [String: LeftOutToken] = [:]

    /// Records the group `visit` names and returns its child groups to visit.
    fileprivate mutating func readGroup(_ visit: Visit) -> [Visit] {
      let (node, path) = (visit.node, visit.path)
      var group = GroupDefinition(path: path, nameRange: visit.nameRange)
      let type = node["$type"]?.text.flatMap(TokenType.init(rawValue:)) ?? visit.type
      // A group's `$deprecated` extends to every token below it that does not say otherwise (DTCG groups).
      let deprecation = node["$deprecated"].map { readDeprecation($0) } ?? visit.deprecation
      var childGroups: [Visit] = []
      for pair in node.pairs ?? [] {
        guard let name = pair.key.text else { continue }  // the reader reported it
        if name.hasPrefix("$") && name != "$root" {
          readGroupProperty(name, pair, into: &group, isRoot: path.components.isEmpty)
          continue
        }
        guard validateName(name, at: pair.key.range) else {
          recordLeftOut(pair.value, path: path.components + [name], invalidName: name)
          continue
        }
        let childPath = path.appending(name)
        if let pairs = pair.value.pairs, !Self.holdsValue(pairs) {
          guard childPath.components.count <= TokenDocumentBuilder.maximumDepth else {
            diagnostics.append(Diagnostic(.groupTooDeep(TokenDocumentBuilder.maximumDepth), at: pair.key.range))
            continue
          }
          childGroups.append(
            Visit(node: pair.value, path: childPath, nameRange: pair.key.range, type: type, deprecation: deprecation))
        } else {
          readToken(pair.value, path: childPath, nameRange: pair.key.range, groupType: type)
          if let inherited = deprecation, tokens.last?.path == childPath, pair.value["$deprecated"] == nil {
            tokens[tokens.count - 1].deprecation = inherited
          }
        }
      }
      groups.append(group)
      return childGroups
    }

    /// Whether an object of `pairs` is a token: it holds `$value`, or `$ref` in its place.
    static func holdsValue(_ pairs: [YAMLPair]) -> Bool {
      pairs.contains { $0.key.text == "$value" || $0.key.text == "$ref" }
    }

    /// Records each token at or below `node`, whose path `path` holds the invalid name `invalidName`, as left out
    /// for it (a reference to one says why; keeping going counts them), the first 10,000 of them.
    mutating func recordLeftOut(_ node: YAMLNode, path: [String], invalidName: String) {
      let reason = "below the invalid name \(DiagnosticMessage.quoted(invalidName)); left out"
      var work = [(node, path)]
      while let (node, path) = work.popLast(), leftOutTokens.count < 10_000 {
        guard path.count <= TokenDocumentBuilder.maximumDepth else { continue }
        // A YAML file's scalar or list below a group is a token written short.
        let pairs = node.pairs ?? []
        if Self.holdsValue(pairs) || (node.pairs == nil && !scalarsAreMetadata) {
          let key = path.joined(separator: ".")
          leftOutTokens[key] = LeftOutToken(definedAt: node.range, reason: reason, isError: true)
          continue
        }
        for pair in pairs.reversed() {
          guard let name = pair.key.text, !name.hasPrefix("$") || name == "$root" else { continue }
          work.append((pair.value, path + [name]))
        }
      }
    }

    mutating func readGroupProperty(_ name: String, _ pair: YAMLPair, into group: inout GroupDefinition, isRoot: Bool) {
      switch name {
      case "$type": (group.type, group.unsupportedType) = readType(pair.value)
      case "$description": group.description = readString(pair.value, key: name)
      case "$deprecated", "$extensions": break
      case "$extends": group.extends = readReference(pair.value, key: name)
      case "$modes": diagnostics.append(Diagnostic(.tokenNoValue(group.path.string), at: pair.key.range))
      // An exporter's own notes at the top (its name, version, source): Tokens Studio's and Figma Variables API
      // exporters' `$metadata`.
      case "$schema" where isRoot, "$metadata" where isRoot: break
      case "$meta" where isRoot && pair.value["variableCollections"] != nil:
        // Tokens Brücke 1 writes its settings here, and a collection's modes as groups.
        let collections = pair.value["variableCollections"]?.items?.compactMap(\.text) ?? []
        diagnostics.append(Diagnostic(.formatModeGroups(collections), at: pair.key.range))
      default: diagnostics.append(unknownProperty(name, at: pair.key.range, known: Self.groupProperties))
      }
    }

    /// Records a token written as a mapping with `$value`, or as a shorthand leaf; `groupType` is the type
    /// this file declares on a group above it.
    mutating func readToken(_ node: YAMLNode, path: TokenPath, nameRange: SourceRange, groupType: TokenType?) {
      var token = TokenDefinition(path: path, nameRange: nameRange, value: node, modes: [])
      guard let pairs = node.pairs else { return tokens.append(token) }
      let hasValue = pairs.contains { $0.key.text == "$value" }
      var alpha: YAMLPair?
      for pair in pairs {
        guard let key = pair.key.text else { continue }
        switch key {
        case "alpha": alpha = pair
        case "attributes": metadataMembers.append((key, pair.key.range))
        case "$ref" where hasValue: diagnostics.append(Diagnostic(.referenceWithValue(), at: pair.key.range))
        default: readTokenProperty(key, pair, into: &token)
        }
      }
      // A `$ref` that names nothing was reported; the token is left out rather than read as a color object.
      if token.reference == nil, !hasValue, pairs.contains(where: { $0.key.text == "$ref" }) { return }
      // Read as the aliases they are before the idioms below look at the value's shape.
      token.value = PointerReferences.aliases(in: token.value)
      if let alpha { readAlphaMember(alpha, into: &token) }
      if (token.declaredType?.value ?? groupType) == .color { readLightDarkPair(into: &token) }
      readModeObject(into: &token)
      readExtensionModes(pairs, into: &token)
      for index in token.modes.indices {
        token.modes[index].value = PointerReferences.aliases(in: token.modes[index].value)
      }
      readColorAlphaObjects(into: &token)
      tokens.append(token)
    }

    /// Modes written as Terrazzo (Cobalt) writes them, `"$extensions": {"mode": {"light": …, "dark": …}}`,
    /// read as the token's `$modes` (each mode's name its mode key, or where that names no trait values the key a
    /// design tool's name reads as, `ExtensionModeName`) when it has none of its own, reported once per file;
    /// `$extensions` is kept as written.
    mutating func readExtensionModes(_ pairs: [YAMLPair], into token: inout TokenDefinition) {
      guard token.modes.isEmpty, let extensions = pairs.first(where: { $0.key.text == "$extensions" })?.value,
        let modes = extensions.pairs?.first(where: { $0.key.text == "mode" }), let entries = modes.value.pairs,
        !entries.isEmpty
      else { return }
      extensionModes.append((token.path.string, modes.key.range))
      token.modes = readModes(modes.value)
      for (index, key) in ExtensionModeName.keys(token.modes.map(\.key)).enumerated()
      where key != token.modes[index].key {
        token.modes[index].toolKey = key
      }
    }

    /// A color written as a list of two (`[light, dark]`, Red Hat's colors for CSS `light-dark()`) read as its
    /// first value with the second as its `dark` mode, reported once per file; any other list is left for the
    /// value reader to reject.
    mutating func readLightDarkPair(into token: inout TokenDefinition) {
      guard token.modes.isEmpty, case .sequence(let items) = token.value.kind, items.count == 2,
        items.allSatisfy({ $0.text.map { !$0.trimmingWhitespace().isEmpty } == true })
      else { return }
      lightDarkPairs.append((token.path.string, token.value.range))
      token.value = items[0]
      token.modes = [ModeEntry(key: "dark", keyRange: items[1].range, keyIsQuoted: false, value: items[1])]
    }

    mutating func readTokenProperty(_ key: String, _ pair: YAMLPair, into token: inout TokenDefinition) {
      switch key {
      case "$value": token.value = pair.value
      case "$ref": readTokenReference(pair, into: &token)
      case "$type": (token.declaredType, token.unsupportedType) = readType(pair.value)
      case "$description": token.description = readString(pair.value, key: key)
      case "$deprecated": token.deprecation = readDeprecation(pair.value)
      case "$extensions": token.extensions = JSONValue(yaml: pair.value)
      case "$modes": token.modes = readModes(pair.value)
      case _ where key.hasPrefix("$"):
        diagnostics.append(unknownProperty(key, at: pair.key.range, known: Self.tokenProperties))
      // In JSON a scalar or a list is no token, so no child, nor is an object holding no `$value` at any depth
      // (`"docs": {"category": …}`): metadata a tool keeps beside the value.
      case _ where scalarsAreMetadata && (pair.value.pairs == nil || !Self.holdsToken(pair.value)):
        metadataMembers.append((key, pair.key.range))
      default:
        diagnostics.append(Diagnostic(.tokenMixed(key), at: pair.key.range))
      }
    }

    /// Whether `node` or an object inside it holds `$value`: a child token, where an object beside `$value` in
    /// JSON would be one.
    static func holdsToken(_ node: YAMLNode) -> Bool {
      var work = [node]
      while let next = work.popLast() {
        guard let pairs = next.pairs else { continue }
        if pairs.contains(where: { $0.key.text == "$value" }) { return true }
        work += pairs.map(\.value)
      }
      return false
    }

    /// GitHub Primer's `alpha` beside `$value`: the value's alpha replaced, which Swatch writes
    /// `"{path} / 0.2"`. Read so when `$value` is an alias or color text without an alpha, or a color
    /// object (its `alpha` member replaced), and `alpha` is a number from 0 to 1, with a warning; anything
    /// else is an error naming the idiom.
    mutating func readAlphaMember(_ pair: YAMLPair, into token: inout TokenDefinition) {
      // A number, or text that is one (HashiCorp writes `"alpha": "0.4"`).
      let number = pair.value.plainNumber ?? pair.value.text.flatMap { NumericText.double($0.trimmingWhitespace()) }
      if let alpha = number, (0...1).contains(alpha), let members = token.value.pairs,
        members.contains(where: { $0.key.text == "components" })
      {
        return replaceObjectAlpha(alpha, members, at: pair, into: &token)
      }
      guard let alpha = number, (0...1).contains(alpha), let scalar = token.value.scalar,
        !scalar.text.contains("/"), !scalar.text.trimmingWhitespace().isEmpty
      else {
        diagnostics.append(Diagnostic(.tokenAlphaMember(nil), at: pair.key.range))
        return
      }
      let text = "\(scalar.text) / \(NumberText.shortest(alpha))"
      diagnostics.append(Diagnostic(.tokenAlphaMember(text), at: pair.key.range))
      token.value = YAMLNode(.scalar(YAMLScalar(text, style: .doubleQuoted)), range: token.value.range)
    }

    /// A color object's `alpha` member set to `alpha` (Primer: `"alpha": 0` beside a color whose own is 1).
    private mutating func replaceObjectAlpha(
      _ alpha: Double, _ members: [YAMLPair], at pair: YAMLPair, into token: inout TokenDefinition
    ) {
      let number = NumberText.shortest(alpha)
      let value = YAMLNode(.scalar(YAMLScalar(number, style: .plain)), range: pair.value.range)
      var replaced = members.filter { $0.key.text != "alpha" }
      replaced.append(YAMLPair(key: pair.key, value: value))
      diagnostics.append(
        Diagnostic(.tokenAlphaMember("\"alpha\": \(number) inside the color object"), at: pair.key.range))
      token.value = token.value.replacing(.mapping(replaced))
    }

    static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
    static let tokenProperties = [
      "$value", "$ref", "$type", "$description", "$deprecated", "$extensions", "$modes",
    ]

    /// An unknown `$` key: `$` names are reserved by DTCG, so a typo such as `$decription` or a token named
    /// `$accent` is an error rather than something silently dropped.
    func unknownProperty(_ key: String, at range: SourceRange, known: [String]) -> Diagnostic {
      let notes =
        Suggestion.closest(to: key, in: known).map {
          [Diagnostic.Note("did you mean \(DiagnosticMessage.quoted($0))?")]
        } ?? []
      return Diagnostic(.propertyUnknown(key), at: range, notes: notes)
    }

    /// A `$ref` read as the alias it stands for, so resolution, cycles and types treat both alike; a pointer into
    /// another token's value (`#/color/blue/$value/components/0`, as the 2025.10 schema's description of `$ref`
    /// gives it) is that part, as inside a `$value` (`PointerReferences`).
    mutating func readTokenReference(_ pair: YAMLPair, into token: inout TokenDefinition) {
      if let text = pair.value.text, let (path, steps) = TokenReference.part(text) {
        token.reference = Located(path, at: pair.value.range)
        token.value = YAMLNode(
          .scalar(YAMLScalar("{\(path.string)}", style: .doubleQuoted)), range: pair.value.range, valuePart: steps)
        return
      }
      guard let path = readReference(pair.value, key: "$ref") else { return }
      token.reference = path
      // A pointer's names are taken as written (`valuePart`), a curly-brace path as any alias.
      let isPointer = pair.value.text?.hasPrefix("#/") == true
      token.value = YAMLNode(
        .scalar(YAMLScalar("{\(path.value.string)}", style: .doubleQuoted)), range: pair.value.range,
        valuePart: isPointer ? [] : nil)
    }

    /// The path a `$ref` or `$extends` value names; reports one that names none.
    mutating func readReference(_ node: YAMLNode, key: String) -> Located<TokenPath>? {
      guard let text = node.text, !node.isNull else {
        diagnostics.append(
          Diagnostic(.configExpected(key, expected: "a string", found: node.kindName), at: node.range))
        return nil
      }
      switch TokenReference.path(text) {
      case .success(let path): return Located(path, at: node.range)
      case .failure(let problem):
        diagnostics.append(Diagnostic(.referenceInvalid(text, reason: problem.reason), at: node.range))
        return nil
      }
    }

    mutating func readModes(_ node: YAMLNode) -> [ModeEntry] {
      guard let pairs = node.pairs else {
        diagnostics.append(Diagnostic(.modesNotMapping(found: node.kindName), at: node.range))
        return []
      }
      return pairs.compactMap { pair in
        pair.key.text.map {
          ModeEntry(
            key: $0, keyRange: pair.key.range, keyIsQuoted: pair.key.scalar?.isPlain == false, value: pair.value)
        }
      }
    }

    /// A type Swatch reads, or the name of one it cannot (reported later, by `UnsupportedTypeFilter`, which
    /// knows whether the project skips such tokens).
    mutating func readType(_ node: YAMLNode) -> (Located<TokenType>?, unsupported: Located<String>?) {
      guard let text = node.text, !text.isEmpty else {
        let note = Diagnostic.Note("write the type, or leave '$type' out to take the group's")
        diagnostics.append(Diagnostic(.typeUnknown(node.text ?? node.kindName), at: node.range, notes: [note]))
        return (nil, nil)
      }
      guard let type = TokenType(rawValue: text) else { return (nil, Located(text, at: node.range)) }
      return (Located(type, at: node.range), nil)
    }

    mutating func readString(_ node: YAMLNode, key: String) -> String? {
      guard let text = node.text else {
        diagnostics.append(Diagnostic(.configExpected(key, expected: "a string", found: node.kindName), at: node.range))
        return nil
      }
      return text
    }

    mutating func readDeprecation(_ node: YAMLNode) -> Deprecation? {
      guard let scalar = node.scalar else {
        diagnostics.append(
          Diagnostic(
            .configExpected("$deprecated", expected: "a boolean or a string", found: node.kindName),
            at: node.range))
        return nil
      }
      switch (scalar.isPlain, scalar.text) {
      case (true, "true"): return .deprecated
      case (true, "false"): return nil
      default: return .deprecatedBecause(scalar.text)
      }
    }

    /// Whether `name` may name a token or group; reports it if not.
    mutating func validateName(_ name: String, at range: SourceRange) -> Bool {
      if Self.isPlainASCIIName(name) { return true }
      let reason: String? =
        if name.isEmpty { "a name cannot be empty" } else if name.hasPrefix("$") && name != "$root" {
          "names starting with '$' are reserved"
        } else if name.unicodeScalars.contains(".") {
          "a name cannot contain '.', which separates path components"
        } else if name.unicodeScalars.contains("{") || name.unicodeScalars.contains("}") {
          "a name cannot contain '{' or '}', which mark aliases"
        } else if name.unicodeScalars.contains(where: {
          $0 == "\t" || CommentText.isLineBreak($0) || CommentText.isHidden($0)
        }) {
          "a name cannot contain a line break, tab or other control character"
        } else { nil }
      guard let reason else { return true }
      diagnostics.append(Diagnostic(.nameInvalid(name, reason: reason), at: range))
      return false
    }

    /// Whether `name` is ASCII, not empty, not `$`-prefixed and free of `.`, `{`, `}` and control characters:
    /// valid at a glance, byte by byte, which is how nearly every name is; others take the rules above.
    static func isPlainASCIIName(_ name: String) -> Bool {
      guard let first = name.utf8.first, first != UInt8(ascii: "$") else { return false }
      return !name.utf8.contains {
        $0 >= 0x80 || $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{")
          || $0 == UInt8(ascii: "}")
      }
    }
  }
}
