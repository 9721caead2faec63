/// Settles each token's type and reads its literals as values of that type.
///
/// Reads: `BoundTokenGraph`. Produces: `TypedTokenGraph`. A token's type is its own `$type`, else the
/// type of the token its `$value` aliases, else the nearest group's `$type`; Swatch never guesses a type
/// from a value. Composites are read member by member (`CompositeReader`), each member alias checked
/// against its member's type. A value whose parts alias tokens (a composite's members, references inside a
/// string, Tokens Studio math or a color modifier) is read here once into a `ValueTemplate`, the last
/// reading of its YAML. Reports: tokens with no type, invalid literals and members (at the member),
/// aliases to a token of another type, aliases inside values that are not composites, and alpha modifiers
/// on values that are not colors.
public struct TypeResolutionPass: Sendable {
  /// Creates the pass.
  public init() {}

  /// The typed graph and the problems found.
  public func run(_ bound: BoundTokenGraph) -> (TypedTokenGraph, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let types = resolveTypes(bound)
    let catalog = bound.catalog
    for (index, type) in types.enumerated() where type == nil && !hasInvalidValue(bound.candidates[index]) {
      diagnostics.append(Diagnostic(.tokenNoType(catalog.paths[index].string), at: catalog.nameRanges[index]))
    }
    // Each token's literals are read on its own, on every core; diagnostics keep token order.
    let (candidates, literalDiagnostics) = ChunkedMap.map(bound.candidates.count) { index, diagnostics in
      bound.candidates[index].map { candidate in
        TypedCandidate(
          mode: candidate.mode,
          expression: read(
            candidate, type: types[index], types: types, catalog: bound.catalog,
            diagnostics: &diagnostics),
          range: candidate.range)
      }
    }
    diagnostics += literalDiagnostics
    return (
      TypedTokenGraph(catalog: bound.catalog, traits: bound.traits, types: types, candidates: candidates),
      diagnostics
    )
  }

  private func hasInvalidValue(_ candidates: [BoundCandidate]) -> Bool {
    if case .invalid = candidates[0].expression { return true }
    return false
  }

  /// Every token's type, following `$value` aliases iteratively so a long chain cannot overflow the stack.
  ///
  /// A token caught in an alias cycle falls back to its group's type; the cycle is reported later, by
  /// the pass that resolves values.
  func resolveTypes(_ bound: BoundTokenGraph) -> [TokenType?] {
    let catalog = bound.catalog
    var types = [TokenType?](repeating: nil, count: catalog.count)
    var settled = [Bool](repeating: false, count: catalog.count)
    var onPath = [Bool](repeating: false, count: catalog.count)
    for start in 0..<catalog.count where !settled[start] {
      var path = [start]
      onPath[start] = true
      while let current = path.last {
        if let own = catalog.declaredTypes[current] {
          types[current] = own
        } else if case .alias(let target, _) = Self.typeSource(bound.candidates[current]), !settled[target],
          !onPath[target]
        {
          path.append(target)
          onPath[target] = true
          continue
        } else if case .alias(let target, _) = Self.typeSource(bound.candidates[current]), settled[target] {
          types[current] = types[target] ?? catalog.inheritedType(of: current)
        } else {
          types[current] = catalog.inheritedType(of: current)
        }
        settled[current] = true
        onPath[current] = false
        path.removeLast()
      }
    }
    return types
  }

  /// The expression a token without `$type` takes its type from: `$value`, or for a context-only token
  /// its first `$modes` entry.
  static func typeSource(_ candidates: [BoundCandidate]) -> BoundExpression {
    if case .absent = candidates[0].expression, candidates.count > 1 { return candidates[1].expression }
    return candidates[0].expression
  }

  private func read(
    _ candidate: BoundCandidate, type: TokenType?, types: [TokenType?], catalog: TokenCatalog,
    diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    guard let type else { return .invalid }
    switch candidate.expression {
    case .invalid: return .invalid
    case .absent: return .absent
    case .alias(let target, let alpha):
      return checkAlias(
        target: target, alpha: alpha, type: type, types: types, catalog: catalog,
        at: candidate.range, diagnostics: &diagnostics)
    case .literal(let node) where type.isComposite:
      return readComposite(node, type: type, references: [], types: types, catalog: catalog, diagnostics: &diagnostics)
    case .literal(let node) where type == .color && node.text.flatMap(ToolColorModifier.init) != nil:
      // A Tokens Studio color modifier over literals only: computed once.
      let modifier = ToolColorModifier(node.text!)!
      guard let color = modifier.value(at: node.range, reference: { _, _ in nil }) else {
        diagnostics.append(Diagnostic(.valueInvalid(.color, reason: ToolColorModifier.unreadable), at: node.range))
        return .invalid
      }
      return .literal(.color(color))
    case .structured(let node, let references) where node.scalar != nil:
      return readEmbedded(node, type: type, references: references, types: types, catalog: catalog, &diagnostics)
    case .structured(let node, let references):
      guard type.isComposite else {
        diagnostics += references.map { Diagnostic(.aliasEmbeddedInValue(type), at: $0.range) }
        return .invalid
      }
      return readComposite(
        node, type: type, references: references, types: types, catalog: catalog, diagnostics: &diagnostics)
    case .literal(let node):
      switch LiteralReader.read(node, as: type) {
      case .success(let value): return .literal(value)
      case .failure(let failure):
        diagnostics.append(Diagnostic(failure.message, at: node.range))
        return .invalid
      }
    }
  }

  /// A text with references inside: read in a string token (each target must have an obvious text), with a
  /// warning naming the idiom; an error in a token of any other type.
  private func readEmbedded(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], types: [TokenType?], catalog: TokenCatalog,
    _ diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    if ToolMath.types.contains(type), let text = node.text, ToolMath.isOverReferences(text) {
      return readMath(node, type: type, references: references, types: types, catalog: catalog, &diagnostics)
    }
    if type == .color, let modifier = node.text.flatMap(ToolColorModifier.init) {
      return readColorModifier(
        modifier, node: node, references: references, types: types, catalog: catalog, &diagnostics)
    }
    guard type == .string else {
      diagnostics.append(Diagnostic(.aliasEmbeddedInText(node.text ?? "", type: type), at: node.range))
      return .invalid
    }
    var isValid = true
    for reference in references {
      guard let targetType = types[reference.target] else { return .invalid }
      guard !EmbeddedReferences.substitutableTypes.contains(targetType) else { continue }
      let target = reference.target
      diagnostics.append(
        Diagnostic(
          .aliasEmbeddedTarget(catalog.paths[target].string, type: targetType), at: reference.range,
          notes: [Self.definedHere(target, in: catalog)]))
      isValid = false
    }
    guard isValid else { return .invalid }
    diagnostics.append(Diagnostic(.aliasEmbeddedInString(node.text ?? ""), at: node.range))
    return .template(ValueTemplate(.text(Self.textTemplate(node, references)), targets: Self.targets(references)))
  }

  /// Math over references (Tokens Studio's `{size.base} * 2`) in a numeric token: every target must be numeric
  /// too; each appearance evaluates it (`ToolMath`).
  private func readMath(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], types: [TokenType?], catalog: TokenCatalog,
    _ diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    var isValid = true
    for reference in references {
      guard let targetType = types[reference.target] else { return .invalid }
      guard !ToolMath.types.contains(targetType) else { continue }
      let target = reference.target
      diagnostics.append(
        Diagnostic(
          .aliasTypeMismatch(catalog.paths[target].string, found: targetType, expected: type), at: reference.range,
          notes: [Self.definedHere(target, in: catalog)]))
      isValid = false
    }
    guard isValid else { return .invalid }
    return .template(ValueTemplate(.math(Self.textTemplate(node, references), type), targets: Self.targets(references)))
  }

  /// A Tokens Studio color modifier over references (`ToolColorModifier`): a color part's target must be a
  /// color, an amount's a number (or dimension, font weight or duration, as in math); each appearance
  /// evaluates it.
  private func readColorModifier(
    _ modifier: ToolColorModifier, node: YAMLNode, references: [MemberReference], types: [TokenType?],
    catalog: TokenCatalog, _ diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    let byRange = Dictionary(references.map { ($0.range, $0) }) { a, _ in a }
    var isValid = true
    for (part, role) in modifier.parts {
      for occurrence in EmbeddedReferences.scan(part.text) ?? [] {
        let range = EmbeddedReferences.range(
          ofOffset: part.offset + occurrence.offset, length: occurrence.path.unicodeScalars.count + 2, in: node)
        guard let reference = byRange[range], let targetType = types[reference.target] else { return .invalid }
        let fits = role == .color ? targetType == .color : ToolMath.types.contains(targetType)
        guard !fits else { continue }
        let target = reference.target
        diagnostics.append(
          Diagnostic(
            .aliasTypeMismatch(
              catalog.paths[target].string, found: targetType, expected: role == .color ? .color : .number),
            at: node.range,  // the text is Swatch's own, not the file's: point at the token's value
            notes: [Self.definedHere(target, in: catalog)]))
        isValid = false
      }
    }
    guard isValid else { return .invalid }
    // Literal colors are read once here, so that every appearance's evaluation succeeds.
    let template = ColorModifierTemplate(modifier, at: node.range) { offset, path in
      byRange[EmbeddedReferences.range(ofOffset: offset, length: path.unicodeScalars.count + 2, in: node)]?.target
    }
    guard let template else {
      diagnostics.append(Diagnostic(.valueInvalid(.color, reason: ToolColorModifier.unreadable), at: node.range))
      return .invalid
    }
    return .template(ValueTemplate(.colorModifier(template), targets: Self.targets(references)))
  }

  /// A composite literal read member by member; member aliases are type-checked against their members.
  private func readComposite(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], types: [TokenType?], catalog: TokenCatalog,
    diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    var memberDiagnostics: [Diagnostic] = []
    var reader = CompositeReader()
    reader.references = Dictionary(references.map { ($0.range, $0) }, uniquingKeysWith: { first, _ in first })
    reader.valueOf = { reference, memberType in
      let checked = checkAlias(
        target: reference.target, alpha: reference.alpha, type: memberType, types: types, catalog: catalog,
        at: reference.range, diagnostics: &memberDiagnostics)
      guard case .alias = checked else { return nil }
      return TokenValue.placeholder(of: memberType)
    }
    let value = reader.read(node, as: type)
    diagnostics += reader.diagnostics + memberDiagnostics
    guard let value else { return .invalid }
    guard !references.isEmpty else { return .literal(value) }
    let template = CompositeTemplate(value: value, origins: reader.aliasedMembers, dashes: reader.aliasedDashes)
    return .template(ValueTemplate(.composite(template), targets: Self.targets(references)))
  }

  private func checkAlias(
    target: Int, alpha: Double?, type: TokenType, types: [TokenType?], catalog: TokenCatalog, at range: SourceRange,
    diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    guard let targetType = types[target] else { return .invalid }
    if targetType != type {
      diagnostics.append(
        Diagnostic(
          .aliasTypeMismatch(catalog.paths[target].string, found: targetType, expected: type), at: range,
          notes: [Self.definedHere(target, in: catalog)]))
      return .invalid
    }
    if alpha != nil && type != .color {
      diagnostics.append(Diagnostic(.valueAlphaOnNonColor(type), at: range))
      return .invalid
    }
    return .alias(target: target, alpha: alpha)
  }

  /// The note pointing at where the token at `index`, the target of a reference that does not fit, is defined.
  private static func definedHere(_ index: Int, in catalog: TokenCatalog) -> Diagnostic.Note {
    .init("\(DiagnosticMessage.quoted(catalog.paths[index].string)) is defined here", at: catalog.nameRanges[index])
  }
}
