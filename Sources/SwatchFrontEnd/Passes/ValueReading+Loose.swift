/// How binding reads values that alias tokens a design tool typed loosely (`LooseMember`): a whole alias
/// that converts its target's value, a composite member's target followed through its aliases, and a
/// typography's line height that is a size.
extension ValueReading {
  /// A whole alias: kept for the type pass to check, unless it names a token a design tool typed loosely
  /// whose every value converts to `type` (`LooseMember`), which makes it a template filled per appearance.
  ///
  /// A size aliasing a design tool's number written as a percentage in every value it takes is that
  /// percentage, a letter spacing (`ToolReading.letterSpacing`, the alias at `range`) that many em: the text the
  /// tool passes on.
  func readAlias(
    target: Int, alpha: Double?, type: TokenType, at range: SourceRange, _ diagnostics: inout [Diagnostic]
  ) -> BoundExpression {
    switch looseReading(target: target, alpha: alpha, as: type, use: .whole) {
    case .none: return .alias(target: target, alpha: alpha)
    case .converts(let percentages, _)
    where percentages && type == .dimension
      && catalog.toolReadings[range] != .borderWidth:
      let unit: DimensionValue.Unit = catalog.toolReadings[range] == .letterSpacing ? .em : .percent
      return .template(ValueTemplate(.percentage(target, unit), targets: [target]))
    case .converts(_, let mixed):
      // Written as a percentage in some themes only: one reading serves every appearance, px, and says so.
      if mixed, type == .dimension {
        let kind = "a size aliasing a number written as a percentage in some values only reads px in every one"
        diagnostics.append(Diagnostic(.formatUnmapped(kind, first: catalog.paths[target].string, count: 1), at: range))
      }
      return .template(ValueTemplate(.converted(target, type), targets: [target]))
    case .fails(let literal, let found):
      diagnostics.append(looseMismatch(target, literal, found: found, expected: type, at: range))
      return .invalid
    case .broken: return .invalid
    }
  }

  /// The error, at the line height (`range`), for a typography whose line height aliases a size
  /// (`LooseMember.lineHeight`) with no font size to divide it by: none, or one written in a unit other than px
  /// or rem; nil when there is one, or the line height is no size or only ever in %.
  func lineHeightWithoutFontSize(_ value: TokenValue, _ reader: CompositeReader, at range: SourceRange?)
    -> Diagnostic?
  {
    guard case .typography(let typography) = value,
      let lineHeight = reader.aliasedMembers.first(where: { $0.member == "lineHeight" }),
      types[lineHeight.target] == .dimension, !reader.aliasedMembers.contains(where: { $0.member == "fontSize" }),
      typography.fontSize?.unit != .px, typography.fontSize?.unit != .rem
    else { return nil }
    let reading = looseReading(
      target: lineHeight.target, alpha: nil, as: .number, use: .percentLineHeight, anyFile: true)
    if case .converts = reading {
      return nil
    }
    let path = catalog.paths[lineHeight.target].string
    let reason = "a line height that is a size is divided by the font size, which this typography does not give"
    return Diagnostic(
      .aliasTypeMismatch(path, found: .dimension, expected: .number),
      at: range,
      notes: [AliasTypeCheck.definedHere(lineHeight.target, in: catalog), .init(reason + " in px or rem")])
  }

  /// The longest alias chain a loosely typed member target's values are followed through.
  static let looseChainLimit = 64

  /// What a loosely typed member target gives (`LooseMember`).
  enum LooseReading {
    /// The target is not loosely typed, or its type does not convert, or a value is not literal.
    case none
    /// Every value the target takes converts; `percentages` when each is a design tool's number written as a
    /// percentage (`ToolReading.percentNumber`), `mixed` when some are and some are not.
    case converts(percentages: Bool, mixed: Bool)
    /// The literal, of the target's type `found`, that does not convert.
    case fails(YAMLNode, found: TokenType)
    /// A value along the target's chain was already reported as wrong (an alias to no token): the alias fails
    /// with it, and saying its type does not fit would blame the wrong token.
    case broken
  }

  /// Whether an alias to `target` with `alpha`, wanting a `type` read as `use` says, names a token of a
  /// design tool's dialect whose loose type converts (`LooseMember`), with every value it takes in any mode,
  /// through its aliases, too.
  ///
  /// With `anyFile`, the target may be in any file: a DTCG typography's line height aliasing a size, which
  /// reads as the same size written in place does (`CompositeReader`), with a warning.
  func looseReading(
    target start: Int, alpha: Double?, as type: TokenType, use: LooseMember.Use, anyFile: Bool = false
  ) -> LooseReading {
    guard alpha == nil, let found = types[start], found != type, LooseMember.converts(found, to: type, as: use),
      anyFile || catalog.looseTypeFiles.contains(catalog.nameRanges[start].file)
    else { return .none }
    var (pending, seen) = ([start], Set([start]))
    var (percentages, somePercentages) = (found == .number, false)
    while let token = pending.popLast() {
      for candidate in linked[token] {
        switch candidate.expression {
        case .absent: continue
        case .literal(let node):
          guard case .success(let literal) = LiteralReader.read(node, as: found) else { return .none }
          guard LooseMember.converts(literal, to: type, as: use) else { return .fails(node, found: found) }
          let isPercentage = catalog.toolReadings[node.range] == .percentNumber
          (percentages, somePercentages) = (percentages && isPercentage, somePercentages || isPercentage)
        case .alias(let next, let alpha):
          // A token of the type wanted further down the chain (a `number` letter spacing aliasing a size in px,
          // which it takes the number of): its value is already of that type.
          if alpha == nil, types[next] == type {
            percentages = false
            continue
          }
          guard alpha == nil, types[next] == found else { return .none }
          guard seen.insert(next).inserted else { continue }
          guard seen.count <= Self.looseChainLimit else { return .none }
          pending.append(next)
        case .structured(let node, let references):
          // Math or references inside: its values are known per appearance, so only a conversion that takes
          // every value of the type will do (a line height takes a size that math gives in px or rem), or math
          // of no unit over sizes that convert and numbers (`{base} * 0.5`, px when `base` is).
          percentages = false
          if LooseMember.takesEvery(found, to: type) || (use == .lineHeight && found == .dimension) { continue }
          guard found == .dimension, Self.isUnitlessMath(node),
            references.allSatisfy({ $0.alpha == nil && (types[$0.target] == .number || types[$0.target] == found) })
          else { return .none }
          for reference in references where types[reference.target] == found && seen.insert(reference.target).inserted {
            guard seen.count <= Self.looseChainLimit else { return .none }
            pending.append(reference.target)
          }
        case .invalid: return .broken
        }
      }
    }
    return .converts(percentages: percentages, mixed: somePercentages && !percentages)
  }

  /// Whether every value the text token at `target` takes, in every mode and through its aliases, is a number or
  /// a percentage written as text (`"3%"`, `"210"`): what a design tool's color function may substitute; with
  /// `sizes`, a size in px or rem too (`"0.5rem"`), which its math may.
  func takesOnlyNumberText(_ target: Int, sizes: Bool = false) -> Bool {
    var (pending, seen) = ([target], Set([target]))
    while let token = pending.popLast() {
      for candidate in linked[token] {
        switch candidate.expression {
        case .absent: continue
        case .literal(let node):
          guard let text = node.text?.trimmingWhitespace() else { return false }
          let suffix = (sizes ? ["px", "rem"] : ["%"]).first { text.hasSuffix($0) }
          guard NumericText.double(text.dropLast(suffix?.count ?? 0)) != nil else { return false }
        case .alias(let next, nil) where types[next] == .number: continue
        case .alias(let next, nil) where types[next] == .string:
          guard seen.insert(next).inserted else { continue }
          guard seen.count <= Self.looseChainLimit else { return false }
          pending.append(next)
        default: return false
        }
      }
    }
    return true
  }

  /// `references` but for those naming a text token that holds a number as text in every value
  /// (`takesOnlyNumberText`): a design tool substitutes those as numbers, so only the others are type-checked.
  func withoutNumberText(_ references: [MemberReference], sizes: Bool = false) -> [MemberReference] {
    references.filter { !(types[$0.target] == .string && takesOnlyNumberText($0.target, sizes: sizes)) }
  }

  /// Whether `node` is math over references that writes no unit itself (`{base} * 0.5`, not `{base} * 1rem`):
  /// its result is in its references' unit.
  static func isUnitlessMath(_ node: YAMLNode) -> Bool {
    guard let text = node.text, ToolMath.isOverReferences(text), let (pieces, _) = EmbeddedReferences.split(text)
    else { return false }
    return !pieces.contains { $0.contains(where: \.isLetter) }
  }

  /// The type mismatch of an alias at `range` to `target`, of the loose type `found`, whose value `literal`
  /// does not convert to `expected`, with a note at that value.
  func looseMismatch(
    _ target: Int, _ literal: YAMLNode, found: TokenType, expected: TokenType, at range: SourceRange
  ) -> Diagnostic {
    var mismatch = AliasTypeCheck.mismatch(target, found: found, expected: expected, in: catalog, at: range)
    let reason = "\(literal.quotedForMessage) cannot be read as a \(expected.rawValue)"
    mismatch.notes.append(Diagnostic.Note(reason, at: literal.range))
    return mismatch
  }
}
