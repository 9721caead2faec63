/// The image sets an image token needs beyond its own: one per combination of the traits an asset catalog
/// cannot hold (the elevated level, custom traits) in which the token shows other files.
///
/// Reads: the token and the traits. Produces: for each such combination, in appearance order, the image set name
/// suffix (`-elevated`, `-sepia`, `-elevated-sepia`: the non-default values) and the catalog variants (Any, Dark,
/// High Contrast, Dark + High Contrast) with those traits set. The `xcassets` writer writes the sets
/// (`<name>-elevated.imageset`); the `swift` writer registers each in a `UIImageAsset` for its trait collection
/// (`SwiftImagesFile`), so the image follows those traits as the catalog makes it follow dark mode and contrast.
/// Reports nothing.
struct AppleImageVariants {
  /// One combination of the traits a catalog cannot hold.
  struct Combination {
    /// Every trait's value: the catalog's traits at their defaults.
    var values: [Int]
    /// `-elevated`: a dash, then each non-default value's words joined by dashes.
    var suffix: String
    /// The catalog variants with these traits set.
    var variants: [ColorSetVariant]
  }

  /// The traits an asset catalog holds: appearance (dark) and contrast (high), where they map.
  let catalogTraits: Set<Int>
  let traits: TraitSet
  private let byValues: [[Int]: Int]

  init(_ traits: TraitSet) {
    let mapping = AppleTraitMapping(traits)
    catalogTraits = Set(
      [
        mapping.valueIndex(trait: "appearance", platformCase: "dark"),
        mapping.valueIndex(trait: "contrast", platformCase: "high"),
      ]
      .compactMap { $0?.trait })
    self.traits = traits
    byValues = Dictionary(uniqueKeysWithValues: traits.appearances.map { ($0.values, $0.index) })
  }

  /// The combinations in which `token` shows another file than in the base one.
  func combinations(of token: ResolvedToken) -> [Combination] {
    let base = ColorSetVariant.all(for: traits)
    var seen: Set<[Int]> = []
    return traits.appearances.compactMap { appearance -> Combination? in
      let values = appearance.values.enumerated().map { catalogTraits.contains($0.offset) ? 0 : $0.element }
      guard values.contains(where: { $0 != 0 }), seen.insert(values).inserted else { return nil }
      let variants = base.map { variant in
        var mapped = traits.appearances[variant.appearance].values
        for trait in mapped.indices where !catalogTraits.contains(trait) { mapped[trait] = values[trait] }
        return ColorSetVariant(
          isDark: variant.isDark, isHighContrast: variant.isHighContrast, appearance: byValues[mapped]!)
      }
      guard zip(base, variants).contains(where: { token.values[$0.appearance] != token.values[$1.appearance] }) else {
        return nil
      }
      return Combination(values: values, suffix: suffix(values), variants: variants)
    }
  }

  /// `-elevated-sepia`: the non-default values, letters and digits kept.
  private func suffix(_ values: [Int]) -> String {
    let words = values.enumerated().filter { $0.element != 0 }.map { traits.traits[$0.offset].values[$0.element] }
    return words.map { "-" + String($0.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) }.joined()
  }
}
