/// How one DTCG resolver modifier becomes traits, from the `modifiers:` section of `swatch.yaml`.
///
/// ```yaml
/// modifiers:
///   theme:
///     light: { appearance: light }
///     dark: { appearance: dark }
///     light-hc: { appearance: light, contrast: high-contrast }
///     sepia: ignore
///     global: shared
///   size: keep
/// ```
///
/// A modifier the section does not name becomes a trait of its own, except one whose contexts are exactly
/// a light and a dark context, which maps to `appearance`, and one of a light and a dark context of each of
/// several kinds, which maps to `appearance` and a trait of the kinds (see `ModifierTraits`).
public struct ModifierMapping: Sendable {
  /// What the modifier becomes.
  public enum Rule: Sendable {
    /// A trait named after the modifier, its contexts as values: `keep`.
    case keep
    /// Each context mapped to trait values, or ignored.
    case contexts([ContextMapping])
  }

  /// The modifier's name, where `swatch.yaml` writes it.
  public var modifier: Located<String>
  /// What the modifier becomes.
  public var rule: Rule

  /// Creates a mapping.
  public init(modifier: Located<String>, rule: Rule) {
    self.modifier = modifier
    self.rule = rule
  }

  /// The traits the mapping names: its contexts' traits, or the modifier's own name when kept.
  static func traitNames(_ mapping: ModifierMapping) -> [String] {
    switch mapping.rule {
    case .keep: [mapping.modifier.value]
    case .contexts(let list): list.flatMap { ($0.values ?? []).map(\.trait) }
    }
  }
}

/// One context's entry in a modifier mapping.
public struct ContextMapping: Sendable {
  /// The context's name, where it is written.
  public var context: Located<String>
  /// The trait values the context stands for, `(trait, value)` in the order written; nil for `ignore`,
  /// which leaves the context's tokens out, and none for `shared`, whose tokens are in every appearance (a
  /// Tokens Studio theme `Global` beside `Light` and `Dark`).
  public var values: [(trait: String, value: Located<String>)]?

  /// Creates a context mapping.
  public init(context: Located<String>, values: [(trait: String, value: Located<String>)]?) {
    self.context = context
    self.values = values
  }
}

extension ModifierMapping {
  /// The mappings a `modifiers:` node holds, reporting every entry of the wrong shape at its place.
  package static func read(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> [ModifierMapping] {
    guard let pairs = node.pairs else {
      diagnostics.append(mismatch("modifiers", "a mapping of modifier names to context mappings or 'keep'", node))
      return []
    }
    return pairs.compactMap { pair in
      guard let name = pair.key.text else { return nil }
      let modifier = Located(name, at: pair.key.range)
      if pair.value.text == "keep" { return ModifierMapping(modifier: modifier, rule: .keep) }
      guard let contexts = pair.value.pairs, !contexts.isEmpty else {
        diagnostics.append(
          mismatch(name, "'keep' or a mapping of context names to trait values, 'shared' or 'ignore'", pair.value))
        return nil
      }
      return ModifierMapping(modifier: modifier, rule: .contexts(contexts.compactMap { context($0, &diagnostics) }))
    }
  }

  private static func context(_ pair: YAMLPair, _ diagnostics: inout [Diagnostic]) -> ContextMapping? {
    guard let name = pair.key.text else { return nil }
    let context = Located(name, at: pair.key.range)
    if pair.value.text == "ignore" { return ContextMapping(context: context, values: nil) }
    if pair.value.text == "shared" { return ContextMapping(context: context, values: []) }
    guard let traits = pair.value.pairs, !traits.isEmpty else {
      diagnostics.append(
        mismatch(
          name, "a mapping of trait names to values, such as '{appearance: dark}', 'shared' or 'ignore'", pair.value))
      return nil
    }
    var values: [(trait: String, value: Located<String>)] = []
    for trait in traits {
      guard let traitName = trait.key.text, isWord(traitName) else {
        diagnostics.append(
          Diagnostic(.configTraitValueInvalid(trait.key.text ?? trait.key.kindName), at: trait.key.range))
        continue
      }
      guard let value = trait.value.text, isWord(value) else {
        diagnostics.append(
          Diagnostic(.configTraitValueInvalid(trait.value.text ?? trait.value.kindName), at: trait.value.range))
        continue
      }
      values.append((traitName, Located(value, at: trait.value.range)))
    }
    return ContextMapping(context: context, values: values)
  }

  /// Whether `text` can be a trait name or value: letters, digits, `-` and `_`.
  package static func isWord(_ text: String) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      }
  }

  private static func mismatch(_ key: String, _ expected: String, _ node: YAMLNode) -> Diagnostic {
    let found = node.pairs?.isEmpty == true ? "mapping with no entries" : node.kindName
    return Diagnostic(.configExpected(key, expected: expected, found: found), at: node.range)
  }
}
