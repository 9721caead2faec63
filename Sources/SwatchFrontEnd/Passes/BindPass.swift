/// Reads every value: parses mode keys against the traits, links aliases to tokens, settles each token's
/// type and reads its values as that type; no stage after this one reads YAML.
///
/// Reads: `TokenGraph`. Produces: `BoundTokenGraph`. Runs in three steps: linking (per token, in
/// parallel), settling types (`settleTypes`: a token's type is its own `$type`, else the type of the token
/// its `$value` aliases, else the nearest group's `$type`; Swatch never guesses a type from a value), and
/// reading values (`ValueReading`, per token, in parallel). Reports: unknown words and conflicting values in
/// mode keys, two mode keys naming the same values, aliases to unknown tokens (with a did-you-mean note)
/// or to groups, malformed references and invalid alpha modifiers. What settling types and reading values
/// find (tokens with no type, what `ValueReading` reports) is kept by token in the graph, for the type
/// pass to report, so a token taken out later takes it with it. A scalar holding references inside a
/// larger text (`"inset 0 0 0 {width}"`) has them linked as member references, accepted in a string token
/// (or as Tokens Studio math or a color modifier) and rejected elsewhere. A value written as an object or a
/// list has each of its scalars bound the same way: those that alias tokens become member references.
public struct BindPass: Sendable {
  /// The traits mode keys are read against.
  public var traits: TraitSet

  /// Creates the pass.
  public init(traits: TraitSet) {
    self.traits = traits
  }

  /// The bound graph and the problems found.
  public func run(_ graph: TokenGraph) -> (BoundTokenGraph, [Diagnostic]) {
    // Tokens bind on every core, each chunk with its own cache of parsed mode keys; diagnostics keep token order.
    let (candidates, diagnostics) = ChunkedMap.map(graph.tokens.count, state: [String: ModeKey]()) {
      index, keys, diagnostics in
      bindCandidates(of: index, in: graph, keys: &keys, diagnostics: &diagnostics)
    }
    return (read(candidates, of: graph), diagnostics)
  }

  /// The candidates of the token at `index`, whose value and modes are read in place: copying the whole
  /// definition would retain every field of it. `keys` holds the mode keys already read without problems,
  /// by text: a few keys recur on most tokens.
  private func bindCandidates(
    of index: Int, in graph: TokenGraph, keys: inout [String: ModeKey], diagnostics: inout [Diagnostic]
  ) -> [LinkedCandidate] {
    let value = graph.tokens[index].value
    let base =
      graph.tokens[index].isContextOnly ? LinkedExpression.absent : bind(value, of: index, in: graph, &diagnostics)
    var result = [LinkedCandidate(mode: nil, expression: base, range: value.range)]
    let modes = graph.tokens[index].modes
    guard !modes.isEmpty else { return result }
    result.reserveCapacity(modes.count + 1)
    var unknownToolWords: [Int] = []
    for entry in modes {
      let reported = diagnostics.count
      defer {
        if entry.toolKey != nil {
          unknownToolWords += (reported..<diagnostics.count).filter { diagnostics[$0].id == "mode.unknown" }
        }
      }
      guard let key = modeKey(entry, known: &keys, diagnostics: &diagnostics) else { continue }
      // A token has a handful of modes: comparing with each one kept so far beats hashing.
      if let first = result.dropFirst().first(where: { $0.mode?.requirements == key.requirements }) {
        diagnostics.append(Diagnostic(.modeDuplicate(entry.key, first.mode!.text), at: entry.keyRange))
        continue
      }
      let expression = bind(entry.value, of: index, in: graph, &diagnostics)
      result.append(LinkedCandidate(mode: key, expression: expression, range: entry.value.range))
    }
    noteAlternatives(at: unknownToolWords, in: &diagnostics)
    return result
  }

  /// Notes at each of the `mode.unknown` errors at `indices`, a design tool's modes of one token, the words they
  /// name as one trait's alternatives, when they name two or more (`swatch init` declares them so).
  private func noteAlternatives(at indices: [Int], in diagnostics: inout [Diagnostic]) {
    var words: [String] = []
    for index in indices {
      guard let word = DiagnosticMessage.unknownModeWord(in: diagnostics[index].message), !words.contains(word) else {
        continue
      }
      words.append(word)
    }
    guard words.count > 1 else { return }
    for index in indices { diagnostics[index].notes.append(.init(DiagnosticMessage.modeAlternatives(words))) }
  }

  private func modeKey(_ entry: ModeEntry, known: inout [String: ModeKey], diagnostics: inout [Diagnostic])
    -> ModeKey?
  {
    if let key = known[entry.key] { return key }
    let (key, keyDiagnostics) = ModeKey.parse(
      entry.key, traits: traits, at: entry.keyRange, isQuoted: entry.keyIsQuoted)
    // A design tool's mode name (`Dark mode`) that names no trait value as written reads as its tool key; what it
    // reads as depends on the token's other modes, so it is not kept for other tokens. One that names none either
    // is reported as the tool key (`Brand A` as the one word `Brand-A`, the value to declare).
    if !keyDiagnostics.isEmpty, let tool = entry.toolKey {
      let (toolKey, toolDiagnostics) = ModeKey.parse(
        tool, traits: traits, at: entry.keyRange, isQuoted: entry.keyIsQuoted)
      diagnostics += toolDiagnostics
      return toolDiagnostics.isEmpty ? toolKey : nil
    }
    diagnostics += keyDiagnostics
    if let key, keyDiagnostics.isEmpty { known[entry.key] = key }
    return key
  }

  /// The expression `node` holds: an alias (with its alpha) when its text references a token, an object or
  /// list with its member aliases linked, else a literal. With `token`, the index of the token whose value or
  /// mode value `node` is, a slash after an alias in a numeric token divides (`dividesAfterAlias`).
  private func bind(
    _ node: YAMLNode, of token: Int? = nil, in graph: TokenGraph, _ diagnostics: inout [Diagnostic]
  ) -> LinkedExpression {
    if node.scalar == nil { return bindMembers(node, in: graph, &diagnostics) }
    if let part = node.valuePart { return bindPart(node, part, in: graph, &diagnostics) }
    // Only `{` opens a reference: a text with a `}` alone (`"a } b"`) is read as written.
    guard let text = node.scalar?.text, ValueSyntax.mentionsBrace(text), text.utf8.contains(UInt8(ascii: "{")) else {
      return .literal(node)
    }
    if let plain = ValueSyntax.plainAlias(text) {
      if plain.alpha != nil, let division = division(node, text, of: token, aliasing: plain.path, graph, &diagnostics) {
        return division
      }
      return link(plain.path, alpha: plain.alpha, at: node.range, in: graph, &diagnostics)
    }
    let split = ValueSyntax.splitAlpha(text)
    let base = split?.base ?? text
    let aliased = ValueSyntax.aliasPath(base)
    if split != nil, let aliased, let division = division(node, text, of: token, aliasing: aliased, graph, &diagnostics)
    {
      return division
    }
    guard let path = aliased else {
      if let token, isLiteralText(node, of: token, in: graph) { return .literal(node) }
      if let occurrences = EmbeddedReferences.scan(text), !occurrences.isEmpty {
        return bindEmbedded(occurrences, in: node, graph: graph, &diagnostics)
      }
      let isMalformed = base.trimmingWhitespace().hasPrefix("{")
      diagnostics.append(Diagnostic(isMalformed ? .aliasMalformed(text) : .aliasEmbedded(text), at: node.range))
      return .invalid
    }
    return link(path, alpha: split?.alpha, at: node.range, in: graph, &diagnostics)
  }

  /// The alias Swatch wrote for a DTCG pointer (`PointerReferences`): to the whole token, or a reference to a part
  /// of its value, which the value holding it is filled with per appearance (`PartsTemplate`).
  private func bindPart(_ node: YAMLNode, _ part: [String], in graph: TokenGraph, _ diagnostics: inout [Diagnostic])
    -> LinkedExpression
  {
    // Written `{path}` from the pointer's names, which may hold any character but a brace (`grün`, `a/b`, a name
    // with a space at its end): taken as written, not trimmed as a curly-brace alias is.
    guard let text = node.text, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
      diagnostics.append(Diagnostic(.aliasMalformed(node.text ?? ""), at: node.range))
      return .invalid
    }
    let path = String(text.dropFirst().dropLast())
    guard case .alias(let target, _) = link(path, alpha: nil, at: node.range, in: graph, &diagnostics) else {
      return .invalid
    }
    guard !part.isEmpty else { return .alias(target: target, alpha: nil) }
    return .structured(node, references: [MemberReference(range: node.range, target: target, alpha: nil, part: part)])
  }

  /// Whether `node`, a value of the string token at `token` with braces inside it, is text as written: it is in
  /// a file of Figma's variables (`TokenGraph.literalTextFiles`), where an alias is a whole value.
  private func isLiteralText(_ node: YAMLNode, of token: Int, in graph: TokenGraph) -> Bool {
    !graph.literalTextFiles.isEmpty && graph.tokens[token].declaredType?.value == .string
      && graph.literalTextFiles.contains(node.range.file)
  }

  /// `text`, an alias followed by a slash, bound as math over its references when it divides
  /// (`dividesAfterAlias`) in the value of the token at `token`; nil when it is an alpha.
  private func division(
    _ node: YAMLNode, _ text: String, of token: Int?, aliasing path: String, _ graph: TokenGraph,
    _ diagnostics: inout [Diagnostic]
  ) -> LinkedExpression? {
    guard let token, dividesAfterAlias(text, in: token, aliasing: path, graph: graph),
      let occurrences = EmbeddedReferences.scan(text)
    else { return nil }
    return bindEmbedded(occurrences, in: node, graph: graph, &diagnostics)
  }

  /// Whether `text`, an alias followed by a slash (`{size.base} / 2`), is Tokens Studio's division rather than
  /// an alpha: the token at `token` is numeric (`ToolMath.types`) as far as binding can tell, by the rule types
  /// settle by (its own `$type`, else that of the token at `path`, else its group's), and `text` is math over
  /// references, or a design tool's text token holds arithmetic over references (`ToolMath
  /// .isArithmeticOverReferences`). An alpha applies to colors only, so a numeric token never means one; a
  /// token whose type is not known yet keeps the alpha reading, and the type pass reports it.
  private func dividesAfterAlias(_ text: String, in token: Int, aliasing path: String, graph: TokenGraph) -> Bool {
    // A percentage is an alpha's (`{gray} / 60%`), never a divisor: most alphas are answered here.
    guard text.utf8.last != UInt8(ascii: "%") else { return false }
    let type =
      graph.tokens[token].declaredType?.value ?? graph.index(ofReference: path).flatMap { Self.type(of: $0, in: graph) }
      ?? graph.inheritedType(of: token)
    // A design tool's text token (Tokens Studio's `other`) holding arithmetic divides too, as the tool's math
    // does (`{size.base} / 2`); only such text, never a word or a unit beside the slash.
    if graph.toolReadings[graph.tokens[token].value.range] == .arithmeticText {
      return ToolMath.isArithmeticOverReferences(text)
    }
    guard let type, ToolMath.types.contains(type) else { return false }
    return ToolMath.isOverReferences(text)
  }

  /// The type the token at `index` settles to as far as its definition says before binding: its own `$type`,
  /// else that of the token the first reference of its `$value` names (an alias or math), followed along at
  /// most `depth` references, else its group's.
  private static func type(of index: Int, in graph: TokenGraph, depth: Int = 32) -> TokenType? {
    if let own = graph.tokens[index].declaredType?.value { return own }
    if depth > 0, let text = graph.tokens[index].value.scalar?.text,
      let first = EmbeddedReferences.scan(text)?.first, let next = graph.index(ofReference: first.path), next != index,
      let type = type(of: next, in: graph, depth: depth - 1)
    {
      return type
    }
    return graph.inheritedType(of: index)
  }

  /// An object or list whose scalars may alias tokens, each of which is linked like a whole value; the
  /// value is invalid if any of them is.
  private func bindMembers(_ node: YAMLNode, in graph: TokenGraph, _ diagnostics: inout [Diagnostic])
    -> LinkedExpression
  {
    let node = withoutAutoLineHeight(node, in: graph, &diagnostics)
    var references: [MemberReference] = []
    var isValid = true
    for (next, key) in node.scalarsWithKeys() {
      switch bindMember(next, key: key, in: graph, &diagnostics) {
      case .alias(let target, let alpha):
        references.append(MemberReference(range: next.range, target: target, alpha: alpha))
      case .invalid: isValid = false
      case .structured(_, let inside) where next.valuePart != nil: references += inside
      case .structured(_, let inside)
      where next.text.map { ToolColorModifier($0) != nil || ToolMath.isOverReferences($0) } == true
        || (key.map(Self.isFontFamily) == true && next.text.map(FontStackTemplate.isStack) == true):
        // A Tokens Studio color modifier as a member's color, math as a numeric member, or a font stack listing
        // references: read with the member (`CompositeReader`), which reports it in a member of another type.
        references += inside
      case .structured:  // references inside a member's text: only a whole string token may hold them
        diagnostics.append(Diagnostic(.aliasEmbedded(next.text ?? ""), at: next.range))
        isValid = false
      case .literal, .absent: break
      }
    }
    guard isValid else { return .invalid }
    return references.isEmpty ? .literal(node) : .structured(node, references: references.reversed())
  }

  /// Whether a member's key names a font family (`fontFamily`, `font-family`, as `CompositeReader` spells it).
  private static func isFontFamily(_ key: String) -> Bool {
    CompositeReader.member(spelled: key, among: ["fontFamily"]) != nil
  }

  /// A member's scalar bound as `bind` binds it, except that an alias followed by a slash and a number in a member
  /// other than a color (`CompositeReader.colorMembers`; a shadow's `"y": "{size.base} / 2"`) divides, as Tokens
  /// Studio's math does: only a color has an alpha.
  private func bindMember(_ node: YAMLNode, key: String?, in graph: TokenGraph, _ diagnostics: inout [Diagnostic])
    -> LinkedExpression
  {
    // The member's name is folded last: most member scalars are no alias with a slash, and end here cheaply.
    guard let key, let text = node.scalar?.text, text.utf8.last != UInt8(ascii: "%"),
      ValueSyntax.plainAlias(text)?.alpha != nil,
      CompositeReader.member(spelled: key, among: CompositeReader.colorMembers) == nil, ToolMath.isOverReferences(text),
      let occurrences = EmbeddedReferences.scan(text)
    else { return bind(node, in: graph, &diagnostics) }
    return bindEmbedded(occurrences, in: node, graph: graph, &diagnostics)
  }

  /// `node` without a `lineHeight` member aliasing a line height of `AUTO`, which a design tool's file defined
  /// and which was left out (`TokenGraph.leftOutTokens`): a typography without one has the platform's line
  /// height, as `AUTO` asks. Reported as left out, at the member.
  private func withoutAutoLineHeight(_ node: YAMLNode, in graph: TokenGraph, _ diagnostics: inout [Diagnostic])
    -> YAMLNode
  {
    guard !graph.leftOutTokens.isEmpty, let pairs = node.pairs,
      let index = pairs.firstIndex(where: { $0.key.text == "lineHeight" }),
      let path = pairs[index].value.text.flatMap(ValueSyntax.plainAlias)?.path,
      graph.leftOutTokens[path]?.reason == ToolValue.autoLineHeight
    else { return node }
    let kind = "a typography's line height aliasing one of 'auto' has no DTCG value; left out"
    diagnostics.append(Diagnostic(.formatUnmapped(kind, first: path, count: 1), at: pairs[index].value.range))
    return node.removingPair(at: index)
  }

  /// A text with references inside, each linked at its own place in the text.
  private func bindEmbedded(
    _ occurrences: [EmbeddedReferences.Occurrence], in node: YAMLNode, graph: TokenGraph,
    _ diagnostics: inout [Diagnostic]
  ) -> LinkedExpression {
    var references: [MemberReference] = []
    var isValid = true
    // A Tokens Studio color modifier's text is Swatch's own, not the file's: errors point at the token's value.
    let isColorModifier = node.text.flatMap(ToolColorModifier.init) != nil
    // Every reference is linked, so each unknown one in the text is reported at once.
    for occurrence in occurrences {
      let range = EmbeddedReferences.range(
        ofOffset: occurrence.offset, length: occurrence.length, in: node)
      let linked = link(occurrence.path, alpha: nil, at: isColorModifier ? node.range : range, in: graph, &diagnostics)
      guard case .alias(let target, _) = linked else {
        isValid = false
        continue
      }
      references.append(MemberReference(range: range, target: target, alpha: nil))
    }
    return isValid ? .structured(node, references: references) : .invalid
  }

  /// The alias to `path` with the alpha `alphaText` gives, if any; reports a bad alpha or an unknown path.
  private func link(
    _ path: String, alpha alphaText: String?, at range: SourceRange, in graph: TokenGraph,
    _ diagnostics: inout [Diagnostic]
  ) -> LinkedExpression {
    var alpha: Double?
    if let alphaText {
      guard let value = AlphaLiteral.parse(alphaText) else {
        diagnostics.append(Diagnostic(.valueAlphaInvalid(alphaText), at: range))
        return .invalid
      }
      alpha = value
    }
    guard let target = graph.index(ofReference: path) else {
      diagnostics.append(unresolved(path, in: graph, at: range))
      return .invalid
    }
    return .alias(target: target, alpha: alpha)
  }

  private func unresolved(_ path: String, in graph: TokenGraph, at range: SourceRange) -> Diagnostic {
    if graph.groupPaths.contains(path) {
      return Diagnostic(.aliasToGroup(path), at: range)
    }
    if let leftOut = graph.leftOutTokens[path] {
      let note = "\(DiagnosticMessage.quoted(path)): \(leftOut.reason)"
      return Diagnostic(.aliasUnresolved(path, appearance: nil), at: range, notes: [.init(note, at: leftOut.definedAt)])
    }
    if let (set, definedAt) = graph.unselectedSets?.definition(of: path) {
      let quoted = (DiagnosticMessage.quoted(path), DiagnosticMessage.quoted(set))
      let note = "\(quoted.0) is defined in set \(quoted.1), which no theme selects"
      return Diagnostic(.aliasUnresolved(path, appearance: nil), at: range, notes: [.init(note, at: definedAt)])
    }
    guard let suggestion = Suggestion.closest(to: path, in: graph.indexByPath.keys) else {
      return Diagnostic(.aliasUnresolved(path, appearance: nil), at: range)
    }
    let target = graph.tokens[graph.indexByPath[suggestion]!]
    return Diagnostic(
      .aliasUnresolved(path, appearance: nil), at: range,
      notes: [.init("did you mean \(DiagnosticMessage.quoted(suggestion))?", at: target.nameRange)])
  }
}
