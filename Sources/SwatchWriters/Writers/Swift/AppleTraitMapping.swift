/// How a project's traits meet Apple's appearance traits.
///
/// The rule: a trait named `appearance` maps to UIKit's `userInterfaceStyle` (values `light`, `dark`), one named
/// `contrast` to `accessibilityContrast` (`normal`; `high` or `high-contrast`), one named `level` to
/// `userInterfaceLevel` (`base`, `elevated`). A value with no UIKit counterpart is never selected by UIKit, and
/// `.unspecified` (or any value Swatch does not know) selects the trait's first value, its default. Every other
/// trait becomes a custom trait: an iOS 17 `UITraitDefinition` whose default is the trait's first value.
/// AppKit and asset catalogs know only light/dark and normal/high contrast; they use the defaults for the rest.
public struct AppleTraitMapping: Sendable {
  /// One project trait and what it is on Apple platforms.
  public struct Entry: Sendable {
    /// The project trait.
    public var trait: Trait
    /// The UIKit trait-collection property it reads, or nil for a custom trait.
    public var systemProperty: String?
    /// For each trait value (by index), the UIKit enum case it is, if any.
    public var platformCases: [String?]
  }

  /// Every project trait, in order.
  public var entries: [Entry]

  /// The mapping of `traits` under the rule above.
  public init(_ traits: TraitSet) {
    entries = traits.traits.map { trait in
      guard let system = Self.system[trait.name] else {
        return Entry(trait: trait, systemProperty: nil, platformCases: trait.values.map { _ in nil })
      }
      return Entry(trait: trait, systemProperty: system.property, platformCases: trait.values.map { system.cases[$0] })
    }
  }

  private static let system: [String: (property: String, cases: [String: String])] = [
    "appearance": ("userInterfaceStyle", ["light": "light", "dark": "dark"]),
    "contrast": ("accessibilityContrast", ["normal": "normal", "high": "high", "high-contrast": "high"]),
    "level": ("userInterfaceLevel", ["base": "base", "elevated": "elevated"]),
  ]

  /// The value index of the trait named `name` for the UIKit case `platformCase`, if the trait maps it.
  func valueIndex(trait name: String, platformCase: String) -> (trait: Int, value: Int)? {
    for (t, entry) in entries.enumerated() where entry.trait.name == name {
      if let v = entry.platformCases.firstIndex(of: platformCase) { return (t, v) }
    }
    return nil
  }

  /// The appearance an asset catalog variant (or an AppKit appearance) selects: `isDark` and `isHighContrast`
  /// set the appearance and contrast traits where they map; every other trait stays at its default.
  public func appearanceIndex(in traits: TraitSet, isDark: Bool, isHighContrast: Bool) -> Int? {
    var values = [Int](repeating: 0, count: traits.traits.count)
    if isDark {
      guard let index = valueIndex(trait: "appearance", platformCase: "dark") else { return nil }
      values[index.trait] = index.value
    }
    if isHighContrast {
      guard let index = valueIndex(trait: "contrast", platformCase: "high") else { return nil }
      values[index.trait] = index.value
    }
    return traits.appearances.first { $0.values == values }?.index
  }
}
