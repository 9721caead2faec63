/// Binding's last step: each value read as its token's settled type, the last reading of the file's YAML.
///
/// A literal becomes a `TokenValue`; a value whose parts alias tokens (a composite's members, references
/// inside a string, Tokens Studio math or a color modifier) becomes a `ValueTemplate`, each part checked
/// against its target's type, and one with parts of other values in it through DTCG pointers a `PartsTemplate`
/// (`ValueReading+Parts`), filled and read per appearance; a whole alias is kept for the type pass to check, but
/// for one that converts a design tool's loosely typed token (`LooseMember`), which becomes a template too.
/// Composites are read member by member (`CompositeReader`). Reports: invalid literals and members (at the
/// member), member aliases to a token of another type, aliases inside values that are not composites, and
/// references inside texts that are not strings (or whose targets have no obvious text).
struct ValueReading {
  /// Every token's type, settled.
  let types: [TokenType?]
  /// The tokens' paths and places, for diagnostics.
  let catalog: TokenCatalog
  /// Every token's linked candidates, for the values a loosely typed member target can take.
  let linked: [[LinkedCandidate]]

  /// The value `candidate` of a token of `type` holds.
  func read(_ candidate: LinkedCandidate, type: TokenType?, diagnostics: inout [Diagnostic]) -> BoundExpression {
    switch candidate.expression {
    case .invalid: return .invalid
    case .absent: return .absent
    case .alias(let target, let alpha):
      guard let type else { return .alias(target: target, alpha: alpha) }
      return readAlias(target: target, alpha: alpha, type: type, at: candidate.range, &diagnostics)
    case .literal(let node):
      guard let type else { return .invalid }
      let unfollowed = Self.unfollowedReferences(in: node)
      guard unfollowed.isEmpty else {
        diagnostics += unfollowed
        return .invalid
      }
      return readLiteral(node, type: type, diagnostics: &diagnostics)
    case .structured(let node, let references):
      let unfollowed = Self.unfollowedReferences(in: node)
      guard unfollowed.isEmpty else {
        diagnostics += unfollowed
        return .rejected(targets: references.map(\.target))
      }
      let read = type.map { readStructured(node, type: $0, references: references, &diagnostics) } ?? .invalid
      guard case .invalid = read else { return read }
      return .rejected(targets: references.map(\.target))
    }
  }

  private func readLiteral(_ node: YAMLNode, type: TokenType, diagnostics: inout [Diagnostic]) -> BoundExpression {
    if type.isComposite {
      return readComposite(node, type: type, references: [], diagnostics: &diagnostics)
    }
    if type == .color, let modifier = node.text.flatMap(ToolColorModifier.init) {
      // A Tokens Studio color modifier over literals only: computed once.
      guard let color = modifier.value(at: node.range, reference: { _, _ in nil }) else {
        diagnostics.append(Diagnostic(.valueInvalid(.color, reason: ToolColorModifier.unreadable), at: node.range))
        return .invalid
      }
      return .literal(.color(color))
    }
    switch LiteralReader.read(node, as: type) {
    case .success(let value): return .literal(value)
    case .failure(let failure):
      diagnostics.append(Self.unfollowedReference(in: node) ?? Diagnostic(failure.message, at: node.range))
      return .invalid
    }
  }

  /// A `$value` that is `{"$ref": …}` naming no token nor a part of one's value (`#/base/a.b`,
  /// `#/base/blue/$value/`), which `PointerReferences` left as written, said to be one at the pointer; nil for any
  /// other value.
  private static func unfollowedReference(in node: YAMLNode) -> Diagnostic? {
    guard let pairs = node.pairs, pairs.count == 1, pairs[0].key.text == "$ref", let text = pairs[0].value.text,
      case .failure(let problem) = TokenReference.path(text)
    else { return nil }
    return Diagnostic(.referenceInvalid(text, reason: problem.reason), at: pairs[0].value.range)
  }

  /// `unfollowedReference` for each `{"$ref": …}` object in `node`, the value itself or a member at any depth: said
  /// as such, rather than as a member that is a mapping. Scalars, most values, return at once.
  static func unfollowedReferences(in node: YAMLNode) -> [Diagnostic] {
    guard node.scalar == nil else { return [] }
    var found: [Diagnostic] = []
    var work = [node]
    while let next = work.popLast() {
      if let diagnostic = unfollowedReference(in: next) {
        found.append(diagnostic)
      } else if let pairs = next.pairs {
        work += pairs.reversed().map(\.value)
      } else if let items = next.items {
        work += items.reversed()
      }
    }
    return found
  }

  private func readStructured(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    if node.scalar != nil {
      guard node.valuePart == nil else { return readParts(node, type: type, references: references, &diagnostics) }
      return readEmbedded(node, type: type, references: references, &diagnostics)
    }
    // An object of keys no value of the type has (`{min, max}` as a dimension) is said to be so, rather than
    // each alias inside it.
    if !type.isComposite, let keys = node.pairs?.compactMap(\.key.text),
      !keys.allSatisfy(Self.objectKeys(of: type).contains),
      case .failure(let failure) = LiteralReader.read(node, as: type)
    {
      diagnostics.append(Diagnostic(failure.message, at: node.range))
      return .invalid
    }
    if Self.readsAsParts(node, type: type, references: references) {
      return readParts(node, type: type, references: references, &diagnostics)
    }
    return readComposite(node, type: type, references: references, diagnostics: &diagnostics)
  }

  /// The keys an object value of a type that is no composite may have: a color's and a size's; none for others.
  static func objectKeys(of type: TokenType) -> Set<String> {
    switch type {
    case .color: Set(ColorLiteral.objectKeys)
    case .dimension, .duration: ["value", "unit"]
    default: []
    }
  }

  /// A text with references inside: read in a string token (each target must have an obvious text), with a
  /// warning naming the idiom; an error in a token of any other type.
  private func readEmbedded(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    if ToolMath.types.contains(type), let text = node.text, ToolMath.isOverReferences(text) {
      return readMath(node, type: type, references: references, &diagnostics)
    }
    if type == .color, let modifier = node.text.flatMap(ToolColorModifier.init) {
      return readColorModifier(modifier, node: node, references: references, &diagnostics)
    }
    // A design tool's color function over numbers (`hsl({hue} {sat} {light})`), which DTCG files do not write.
    if type == .color, catalog.looseTypeFiles.contains(node.range.file), let text = node.text,
      ToolColorFunction.matches(text)
    {
      // A text token holding a number or a percentage (Tokens Studio's `other` `3%`, a saturation) is substituted
      // as the tool substitutes it.
      let valid = targetsHave(withoutNumberText(references), [.number], &diagnostics) { path, found in
        .aliasTypeMismatch(path, found: found, expected: .number)
      }
      guard valid else { return .invalid }
      let template = Self.textTemplate(node, references)
      guard ToolColorFunction.isColor(withNumbersIn: template) else {
        diagnostics.append(Diagnostic(.aliasEmbeddedInText(text, type: type), at: node.range))
        return .invalid
      }
      return .template(ValueTemplate(.colorFunction(template), targets: Self.targets(references)))
    }
    if type == .dimension, catalog.looseTypeFiles.contains(node.range.file), let unit = Self.unitSuffix(node),
      references.count == 1
    {
      // `{scale.10}rem`: Tokens Studio and Style Dictionary join the texts, the target's number and the unit.
      let valid = targetsHave(references, [.number, .dimension], &diagnostics) { path, found in
        .aliasTypeMismatch(path, found: found, expected: .number)
      }
      guard valid else { return .invalid }
      return .template(ValueTemplate(.unitSuffixed(references[0].target, unit), targets: Self.targets(references)))
    }
    if type == .fontFamily {
      switch fontStack(node, references: references, &diagnostics) {
      case .template(.fontStack(let stack)):
        return .template(ValueTemplate(.fontStack(stack), targets: Self.targets(references)))
      case .invalid, .template: return .invalid
      case .none: break
      }
    }
    guard type == .string else {
      diagnostics.append(Diagnostic(.aliasEmbeddedInText(node.text ?? "", type: type), at: node.range))
      return .invalid
    }
    // A design tool's file puts colors in such text too (Style Dictionary's `{width} solid {color.gray}`), as the
    // CSS text of the color (`EmbeddedReferences.text(of:)`).
    let isLoose = catalog.looseTypeFiles.contains(node.range.file)
    let allowed = EmbeddedReferences.substitutableTypes.union(isLoose ? [.color] : [])
    let valid = targetsHave(references, allowed, &diagnostics) { path, found in
      .aliasEmbeddedTarget(path, type: found)
    }
    guard valid else { return .invalid }
    // A design tool's file writes them so by design (Tokens Studio, Style Dictionary): nothing to say there.
    if !isLoose {
      diagnostics.append(Diagnostic(.aliasEmbeddedInString(node.text ?? ""), at: node.range))
    }
    var template = Self.textTemplate(node, references)
    // Tokens Studio evaluates it; Style Dictionary writes text as it is (`{size.font}/{lh}` in a `font`).
    template.isArithmetic = catalog.toolReadings[node.range] == .arithmeticText
    return .template(ValueTemplate(.text(template), targets: Self.targets(references)))
  }

  /// Whether every reference's target is of one of `allowed`; each that is not is reported with `message`
  /// (its path and type) at the reference. False at once, reporting nothing more, for a target whose type is
  /// unknown (it has problems of its own).
  private func targetsHave(
    _ references: [MemberReference], _ allowed: Set<TokenType>, _ diagnostics: inout [Diagnostic],
    message: (String, TokenType) -> DiagnosticMessage
  ) -> Bool {
    var isValid = true
    for reference in references {
      guard let targetType = types[reference.target] else { return false }
      guard !allowed.contains(targetType) else { continue }
      let target = reference.target
      diagnostics.append(
        Diagnostic(
          message(catalog.paths[target].string, targetType), at: reference.range,
          notes: [AliasTypeCheck.definedHere(target, in: catalog)]))
      isValid = false
    }
    return isValid
  }

  /// Math over references (Tokens Studio's `{size.base} * 2`) in a numeric token: every target must be numeric
  /// too; each appearance evaluates it (`ToolMath`).
  private func readMath(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    // A design tool's text token holding a number or a size as text (Tokens Studio's `other` `0.5rem`) is an
    // operand as the tool substitutes it.
    let valid = targetsHave(withoutNumberText(references, sizes: true), ToolMath.types, &diagnostics) { path, found in
      .aliasTypeMismatch(path, found: found, expected: type)
    }
    guard valid else { return .invalid }
    return .template(ValueTemplate(.math(Self.textTemplate(node, references), type), targets: Self.targets(references)))
  }

  /// A Tokens Studio color modifier over references (`ToolColorModifier`): a color part's target must be a
  /// color, an amount's a number (or dimension, font weight or duration, as in math); each appearance
  /// evaluates it.
  private func readColorModifier(
    _ modifier: ToolColorModifier, node: YAMLNode, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    guard let template = colorModifier(modifier, node: node, references: references, &diagnostics) else {
      return .invalid
    }
    return .template(ValueTemplate(.colorModifier(template), targets: Self.targets(references)))
  }

  /// The template of a color modifier over the references among `references` written in `node`, each checked
  /// against its part's type; nil when one does not fit (reported).
  private func colorModifier(
    _ modifier: ToolColorModifier, node: YAMLNode, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> ColorModifierTemplate? {
    let byRange = Dictionary(references.map { ($0.range, $0) }) { a, _ in a }
    var isValid = true
    for (part, role) in modifier.parts {
      for occurrence in EmbeddedReferences.scan(part.text) ?? [] {
        let range = EmbeddedReferences.range(
          ofOffset: part.offset + occurrence.offset, length: occurrence.length, in: node)
        guard let reference = byRange[range], let targetType = types[reference.target] else { return nil }
        let fits = role == .color ? targetType == .color : ToolMath.types.contains(targetType)
        guard !fits else { continue }
        let target = reference.target
        diagnostics.append(
          Diagnostic(
            .aliasTypeMismatch(
              catalog.paths[target].string, found: targetType, expected: role == .color ? .color : .number),
            at: node.range,  // the text is Swatch's own, not the file's: point at the token's value
            notes: [AliasTypeCheck.definedHere(target, in: catalog)]))
        isValid = false
      }
    }
    guard isValid else { return nil }
    // Literal colors are read once here, so that every appearance's evaluation succeeds.
    let template = ColorModifierTemplate(modifier, at: node.range) { offset, length in
      byRange[EmbeddedReferences.range(ofOffset: offset, length: length, in: node)]?.target
    }
    guard let template else {
      diagnostics.append(Diagnostic(.valueInvalid(.color, reason: ToolColorModifier.unreadable), at: node.range))
      return nil
    }
    return template
  }

  /// The unit written right after the one reference that starts `node`'s text (`{scale.10}rem`, `{gap}px`); nil
  /// for any other text.
  private static func unitSuffix(_ node: YAMLNode) -> DimensionValue.Unit? {
    guard let text = node.text, let (pieces, occurrences) = EmbeddedReferences.split(text), occurrences.count == 1,
      pieces.count == 2, pieces[0].isEmpty, let unit = DimensionValue.Unit(rawValue: pieces[1]), unit != .unitless
    else { return nil }
    return unit
  }

  /// A font family listing references among its names (`"{font.primary}, {font.fallback}, sans-serif"`,
  /// `FontStackTemplate`), whose targets are font families or texts; `none` when a reference is not a whole item
  /// of the list. The references are those among `references` written in `node`.
  private func fontStack(
    _ node: YAMLNode, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> CompositeReader.ModifierReading {
    let inside = Set(EmbeddedReferences.ranges(in: node))
    let own = references.filter { inside.contains($0.range) }
    guard own.allSatisfy({ $0.alpha == nil }), let stack = FontStackTemplate(Self.textTemplate(node, own)) else {
      return .none
    }
    let valid = targetsHave(own, [.fontFamily, .string], &diagnostics) { path, found in
      .aliasTypeMismatch(path, found: found, expected: .fontFamily)
    }
    return valid ? .template(.fontStack(stack)) : .invalid
  }

  /// A composite's member written as math over references (`{size.border} * -1`), in a numeric member: each
  /// reference written in it must be numeric.
  private func memberMath(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], _ diagnostics: inout [Diagnostic]
  ) -> CompositeReader.ModifierReading {
    let inside = Set(EmbeddedReferences.ranges(in: node))
    let own = references.filter { inside.contains($0.range) }
    let valid = targetsHave(own, ToolMath.types, &diagnostics) { path, found in
      .aliasTypeMismatch(path, found: found, expected: type)
    }
    guard valid else { return .invalid }
    return .template(.math(Self.textTemplate(node, references), type))
  }

  /// A composite read member by member; member aliases are type-checked against their members.
  private func readComposite(
    _ node: YAMLNode, type: TokenType, references: [MemberReference], diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    var memberDiagnostics: [Diagnostic] = []
    var reader = CompositeReader()
    reader.zeroesMissingLengths = catalog.styleDictionaryFiles.contains(node.range.file)
    reader.references = Dictionary(references.map { ($0.range, $0) }, uniquingKeysWith: { first, _ in first })
    reader.modifierOf = { [self] node, memberType in
      guard let text = node.text, EmbeddedReferences.scan(text)?.isEmpty == false else { return .none }
      if memberType == .fontFamily { return fontStack(node, references: references, &memberDiagnostics) }
      // Its references are found by where they are written in the member, among the composite's.
      if memberType != .color {
        guard ToolMath.isOverReferences(text) else { return .none }
        return memberMath(node, type: memberType, references: references, &memberDiagnostics)
      }
      guard let modifier = ToolColorModifier(text) else { return .none }
      let template = colorModifier(modifier, node: node, references: references, &memberDiagnostics)
      return template.map { .template(.colorModifier($0)) } ?? .invalid
    }
    reader.valueOf = { [self, types, catalog] reference, memberType, member in
      var reading = looseReading(target: reference.target, alpha: reference.alpha, as: memberType, use: .member)
      if case .none = reading, type == .typography, member == "lineHeight" {
        // A size in px, rem or %, as Tokens Studio and Figma write line heights (`LooseMember.lineHeight`); in a
        // DTCG file aliasing a DTCG size too, as the same size written in place is read, with the same warning.
        reading = looseReading(
          target: reference.target, alpha: reference.alpha, as: memberType, use: .lineHeight, anyFile: true)
        let isDTCG = { (file: String) in !catalog.looseTypeFiles.contains(file) }
        if case .converts = reading, isDTCG(node.range.file), isDTCG(catalog.nameRanges[reference.target].file) {
          let text = "{\(catalog.paths[reference.target].string)}"
          memberDiagnostics.append(
            Diagnostic(.valueLineHeightSize(text, multiplier: nil, over: nil), at: reference.range))
        }
      }
      switch reading {
      case .converts: return TokenValue.placeholder(of: memberType)
      case .fails(let literal, let found):
        memberDiagnostics.append(
          looseMismatch(reference.target, literal, found: found, expected: memberType, at: reference.range))
        return nil
      case .broken: return nil
      case .none: break
      }
      let fits = AliasTypeCheck.fits(
        target: reference.target, alpha: reference.alpha, type: memberType, types: types, catalog: catalog,
        at: reference.range, diagnostics: &memberDiagnostics)
      return fits ? TokenValue.placeholder(of: memberType) : nil
    }
    var value = reader.read(node, as: type)
    if let read = value, let problem = lineHeightWithoutFontSize(read, reader, at: node["lineHeight"]?.range) {
      // The error says how the size is read; the warning saying so too is dropped.
      let others = memberDiagnostics.filter { $0.id != "value.line-height-size" }
      (value, memberDiagnostics) = (nil, others + [problem])
    }
    diagnostics += reader.diagnostics + memberDiagnostics
    guard let value else { return .invalid }
    guard !references.isEmpty else { return .literal(value) }
    // A member converts when its target's type is another (`LooseMember`); a color modifier is none.
    let converted = reader.aliasedMembers.indices.map { index -> TokenType? in
      let type = reader.aliasedTypes[index]
      return reader.aliasedModifiers[index] != nil || types[reader.aliasedMembers[index].target] == type ? nil : type
    }
    let percentages = reader.aliasedMembers.indices.map { index -> DimensionValue.Unit? in
      let origin = reader.aliasedMembers[index]
      // Only a letter spacing: a shadow's offset or a border's width in % is no CSS (nor DTCG) length.
      guard converted[index] == .dimension, origin.member == "letterSpacing",
        case .converts(true, _) = looseReading(target: origin.target, alpha: origin.alpha, as: .dimension, use: .member)
      else { return nil }
      return .em
    }
    let template = CompositeTemplate(
      value: value, origins: reader.aliasedMembers, dashes: reader.aliasedDashes, converted: converted,
      modifiers: reader.aliasedModifiers, percentages: percentages,
      lineHeightOverFontSize: reader.lineHeightOverFontSize,
      readsLargeNumberLineHeightsAsPixels: catalog.pixelLineHeightFiles.contains(node.range.file))
    return .template(ValueTemplate(.composite(template), targets: Self.targets(references)))
  }
}
