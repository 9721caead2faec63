/// Turns a `CSSCascade` into the rules of the token file: selectors, media queries and value text.
struct CSSStylesheet: Sendable {
  let cascade: CSSCascade

  /// The rules inside the `swatch-page` layer: the `:root` defaults, the forced `color-scheme` rules, then
  /// one group of rules per page block in cascade order, each followed by its Display P3 overrides
  /// (for Display P3 tokens and HSL or OKLCH colors outside sRGB).
  var pageRules: [CSSRule] {
    var rules: [CSSRule] = []
    var texts = CSSValueTexts(values: cascade.distinct.values)
    for (position, block) in cascade.pageBlocks.enumerated() {
      guard position == 0 || !block.declarations.isEmpty else { continue }
      var plain: [(name: String, value: String)] = []
      var wide: [(name: String, value: String)] = []
      if position == 0, hasLightAndDark { plain.append(("color-scheme", "light dark")) }
      for declaration in block.declarations {
        let (own, p3) = text(of: declaration.value, property: declaration.property, texts: &texts)
        plain += declarations(of: declaration.property, declaration.value, text: own)
        if let p3 { wide.append((name(of: declaration.property), p3)) }
      }
      let variants = self.variants(of: block.state)
      rules += variants.map { CSSRule(media: $0.media, selectors: $0.selectors, declarations: plain) }
      if !wide.isEmpty {
        rules += variants.map { CSSRule(media: Self.p3Media($0.media), selectors: $0.selectors, declarations: wide) }
      }
      if position == 0 { rules += forcedColorSchemes }
    }
    return rules
  }

  /// The rules inside the `swatch-scope` layer: one per scoped block, setting each token to its variant.
  var scopeRules: [CSSRule] {
    cascade.scopedBlocks.map { block in
      CSSRule(
        media: nil, selectors: [scopedSelector(block.state)],
        declarations: block.declarations.flatMap { declaration in
          let name = tokenName(declaration.token)
          let variant = self.name(of: declaration.variant)
          let parts = CSSTokenParts.parts(of: cascade.graph.tokens[declaration.token])
          return [(name, "var(\(variant))")] + CSSTokenParts.references(parts, name: name, target: variant)
        })
    }
  }

  /// The utility classes (`CSSTokenParts`): `.name { font-*: var(--name-font-*) }` per typography token and
  /// `.name { background-color: …; backdrop-filter: … }` per material, in token order.
  var utilityRules: [CSSRule] {
    cascade.graph.tokens.indices.flatMap { token in
      CSSTokenParts.utilityRules(of: cascade.graph.tokens[token], name: tokenName(token), in: cascade.graph)
    }
  }

  /// A root property's declaration, and for a typography or material token its parts beside it.
  private func declarations(of property: Int, _ declared: CSSCascade.Declared, text: String) -> [(String, String)] {
    let name = name(of: property)
    let parts = CSSTokenParts.parts(of: cascade.graph.tokens[cascade.properties[property].token])
    let own = (name, text)
    guard !parts.isEmpty else { return [own] }
    switch declared {
    case .reference(let target):
      return [own] + CSSTokenParts.references(parts, name: name, target: self.name(of: target))
    case .literal(let position):
      return [own] + CSSTokenParts.declarations(parts, name: name, value: cascade.distinct.values[position])
    case .members(let property, let offset):
      let texts = cascade.written(property, offset: offset)?.parts ?? []
      return [own] + CSSTokenParts.declarations(parts, name: name, texts: texts)
    case .absent:
      return [own] + parts.map { ("\(name)-\($0.property)", "initial") }
    }
  }

  // MARK: - Selectors

  /// The selector lists of a page state, grouped by the media query they need, the unconditional group first.
  /// Each `:root` selector is followed by its subtree form (`subtreeSelector`) when it has one.
  private func variants(of state: [Int]) -> [(media: String?, selectors: [String])] {
    var combinations: [[(trait: String, condition: CSSCondition)]] = [[]]
    for (scope, value) in zip(cascade.pageTraits, state) where value != 0 {
      combinations = combinations.flatMap { prefix in
        scope.pageConditions(value).map { prefix + [(scope.trait.name, $0)] }
      }
    }
    var groups: [(media: String?, selectors: [String])] = []
    for conditions in combinations {
      let media = conditions.compactMap(\.condition.media)
      let key = media.isEmpty ? nil : media.joined(separator: " and ")
      let selectors =
        [":root" + conditions.map(\.condition.selector).joined()] + [subtreeSelector(conditions)].compactMap { $0 }
      if let index = groups.firstIndex(where: { $0.media == key }) {
        groups[index].selectors += selectors
      } else {
        groups.append((key, selectors))
      }
    }
    return groups
  }

  /// The same page state on an element below `:root` that forces the appearance (`<section
  /// data-appearance="dark">`), the other page traits still decided on `:root`: `:root[data-contrast="…"]
  /// [data-appearance="dark"]`, and `:root :where([data-appearance])` for a state with the default appearance,
  /// so such an element starts again from every default value. The appearance attribute adds what it adds on
  /// `:root` (one attribute, or nothing through `:where`), so these rules cascade among themselves as the `:root`
  /// rules do. Nil when the state's appearance comes from a media query: a subtree has to force it.
  private func subtreeSelector(_ conditions: [(trait: String, condition: CSSCondition)]) -> String? {
    guard let scope = appearanceTrait else { return nil }
    let others = conditions.filter { $0.trait != "appearance" }.map(\.condition.selector).joined()
    guard let own = conditions.first(where: { $0.trait == "appearance" })?.condition else {
      return ":root\(others) :where(\(scope.anyAttribute))"
    }
    return own.media == nil ? ":root\(others) \(own.selector)" : nil
  }

  /// `[data-level="elevated"]` for one value; for several, the element carries one of them and each holds
  /// on the element or, when the element sets no value of that trait itself, on an ancestor. Every `:is()`
  /// of a trait adds the same specificity, so a block for more values is always the more specific.
  private func scopedSelector(_ state: [Int]) -> String {
    let pairs = zip(cascade.scopedTraits, state).filter { $1 != 0 }
    let attributes = pairs.map { $0.attribute($1) }
    guard attributes.count > 1 else { return attributes[0] }
    let held = pairs.map { scope, value in
      ":is(\(scope.attribute(value)), \(scope.attribute(value)) *:not(\(scope.anyAttribute)))"
    }
    return held.joined() + ":is(\(attributes.joined(separator: ", ")))"
  }

  private var appearanceTrait: CSSTraitScope? { cascade.pageTraits.first { $0.trait.name == "appearance" } }

  /// Whether the page says it supports both color schemes: the appearance trait has a light and a dark value
  /// and some token reads differently in a non-default appearance. Tokens the same in light and dark are one
  /// scheme, and `light dark` would let a dark system draw form controls and default text dark over them.
  private var hasLightAndDark: Bool {
    guard let position = cascade.pageTraits.firstIndex(where: { $0.trait.name == "appearance" }),
      Set(["light", "dark"]).isSubset(of: cascade.pageTraits[position].trait.values)
    else { return false }
    return cascade.pageBlocks.contains { $0.state[position] != 0 && !$0.declarations.isEmpty }
  }

  /// `:root[data-appearance="dark"], :root [data-appearance="dark"] { color-scheme: dark; }` and the same for
  /// light, so form controls and scroll bars follow a forced subtree too.
  private var forcedColorSchemes: [CSSRule] {
    guard hasLightAndDark, let scope = appearanceTrait else { return [] }
    return ["light", "dark"].map { word in
      let attribute = scope.attribute(scope.trait.values.firstIndex(of: word)!)
      return CSSRule(
        media: nil, selectors: [":root" + attribute, ":root " + attribute], declarations: [("color-scheme", word)])
    }
  }

  private static func p3Media(_ media: String?) -> String {
    (media.map { $0 + " and " } ?? "") + "(color-gamut: p3)"
  }

  // MARK: - Values

  private func name(of property: Int) -> String { cascade.properties[property].name }

  private func tokenName(_ token: Int) -> String { name(of: cascade.property(token: token, scoped: plain)) }

  private var plain: [Int] { cascade.scopedTraits.map { _ in 0 } }

  /// The declaration's text (`var()` for a reference, a composite's text with `var()` for its aliased members;
  /// the sRGB fallback for a wide gamut color) and, for a
  /// literal wide gamut color (`CSSValue.isWideGamut`), its `color(display-p3 …)` text.
  /// A string a design tool's file holds as a value's text (`ResolvedTokenGraph.valueTextFiles`) is written as
  /// it is when it is safe as a declaration's value (`CSSValue.isSafeValueText`, `isSafeURL`), as the tool writes
  /// it; not in the `content` category, Style Dictionary's text for CSS `content`, which needs a string.
  private func text(
    of declared: CSSCascade.Declared, property: Int, texts: inout CSSValueTexts
  ) -> CSSValueTexts.Texts {
    switch declared {
    case .reference(let property): return ("var(\(name(of: property)))", nil)
    case .members(let property, let offset): return (cascade.written(property, offset: offset)?.text ?? "", nil)
    case .literal(let position):
      guard case .string(let text) = cascade.distinct.values[position], !cascade.graph.valueTextFiles.isEmpty else {
        return texts.texts(at: position)
      }
      let token = cascade.graph.tokens[cascade.properties[property].token]
      let isValueText =
        cascade.graph.valueTextFiles.contains(token.definedAt.file) && token.path.components.first != "content"
      let isSafe = CSSValue.isSafeValueText(text) || CSSValue.isSafeURL(text)
      return isValueText && isSafe ? (text, nil) : texts.texts(at: position)
    case .absent: return ("initial", nil)
    }
  }
}
