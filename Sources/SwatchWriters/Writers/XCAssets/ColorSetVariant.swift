/// The seeds of this file's keys, each domain hashed once rather than per item.
private let xcassetsColorsetSeed = StableHash("xcassets colorset 2")
private let xcassetsValueSeed = StableHash("xcassets value 1")

/// One entry of a color set: the appearances Xcode matches it under and the Swatch appearance it shows.
struct ColorSetVariant {
  /// `luminosity: dark` and/or `contrast: high`; empty for Any.
  var isDark: Bool
  var isHighContrast: Bool
  /// The Swatch appearance whose value the entry holds.
  var appearance: Int

  /// The variants `traits` can fill, in Xcode's order: Any, Dark, High Contrast, Dark + High Contrast.
  static func all(for traits: TraitSet) -> [ColorSetVariant] {
    let mapping = AppleTraitMapping(traits)
    return [(false, false), (true, false), (false, true), (true, true)].compactMap { dark, high in
      mapping.appearanceIndex(in: traits, isDark: dark, isHighContrast: high).map {
        ColorSetVariant(isDark: dark, isHighContrast: high, appearance: $0)
      }
    }
  }

  /// The reuse key of a color set holding the values whose `valueKey`s are `valueKeys`, in `variants`
  /// (`XCAssetsWriter.colorSetContents`'s inputs): the variants' appearance flags and each value. Bump the
  /// domain's number when the layout changes.
  static func reuseKey(_ valueKeys: [UInt64], variants: [ColorSetVariant]) -> UInt64 {
    var hash = xcassetsColorsetSeed
    for (variant, valueKey) in zip(variants, valueKeys) {
      hash.combine(flag: variant.isDark)
      hash.combine(flag: variant.isHighContrast)
      hash.combine(valueKey)
    }
    return hash.value
  }

  /// The part of a reuse key one value contributes: its `StableHash`, made once per distinct value of the
  /// graph, since a palette color fills the sets of every token that aliases it.
  static func valueKey(_ value: TokenValue) -> UInt64 {
    var hash = xcassetsValueSeed
    hash.combine(value)
    return hash.value
  }

  /// The entry for `value` (a color).
  func entry(_ value: TokenValue) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    var appearances: [JSONValue] = []
    if isDark { appearances.append(Self.appearance("luminosity", "dark")) }
    if isHighContrast { appearances.append(Self.appearance("contrast", "high")) }
    if !appearances.isEmpty { fields.append(("appearances", .array(appearances))) }
    fields.append(("color", Self.color(value)))
    fields.append(("idiom", .string("universal")))
    return .object(fields)
  }

  static func appearance(_ kind: String, _ value: String) -> JSONValue {
    .object([("appearance", .string(kind)), ("value", .string(value))])
  }

  static func color(_ value: TokenValue) -> JSONValue {
    guard case .color(let color) = value else { return .null }
    let apple = AppleColor(color)
    let channels = zip(["red", "green", "blue", "alpha"], apple.components + [apple.alpha])
    return .object([
      ("color-space", .string(apple.space.rawValue)),
      ("components", .object(channels.map { ($0, .string(NumberText.threeDecimals($1))) })),
    ])
  }

  /// For each appearance (by index), its projection: the appearance with every trait but light/dark and
  /// normal/high contrast at its default, the one whose value a catalog shows there; nil when there is none.
  static func projections(for traits: TraitSet) -> [Int?] {
    let mapping = AppleTraitMapping(traits)
    return traits.appearances.map { appearance in
      let projected = zip(mapping.entries, appearance.values).map { entry, value in
        Self.isRepresentable(entry, value) ? value : 0
      }
      return traits.appearances.first(where: { $0.values == projected })?.index
    }
  }

  /// Whether `token` has a value in some appearance that no variant can show: an appearance that differs from
  /// its projection (from `projections(for:)`) in value.
  static func losesValues(_ token: ResolvedToken, projections: [Int?]) -> Bool {
    projections.enumerated().contains { appearance, target in
      guard let target else { return false }
      return token.values[appearance] != token.values[target]
    }
  }

  private static func isRepresentable(_ entry: AppleTraitMapping.Entry, _ value: Int) -> Bool {
    switch (entry.trait.name, entry.platformCases[value]) {
    case ("appearance", "dark"?), ("contrast", "high"?): return true
    default: return false
    }
  }
}
