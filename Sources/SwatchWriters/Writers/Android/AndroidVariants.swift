import SwatchFrontEnd
import SwatchModel

/// Which appearances of a token get an Android resource of their own, and how each is named: the one recipe
/// the values (`AndroidResourceSet`), the drawables (`AndroidDrawables`) and Compose's drawable accessors
/// (`ComposeDrawablesFile`) share, so a resource and the accessor that picks it always agree.
///
/// Android's only appearance qualifier is `-night`. So the `appearance` trait's default and `dark` values are
/// one resource, its dark value under `values-night/`, and every other trait value a token depends on (high
/// contrast, elevated, a team's theme, an appearance value besides the default and `dark` such as `dim`) is a
/// name suffix: `bg_high_contrast`, `bg_dim`. A token gets a resource in its default appearance and in each
/// appearance whose non-default values all change it; a suffixed appearance has no night twin.
///
/// Reads: the trait set, then one token at a time. Produces: per token, its appearances with resources; per
/// appearance, its suffix and night twin.
final class AndroidVariants: Sendable {
  let traits: TraitSet
  /// The position of the `appearance` trait, if the set has one.
  let appearanceTrait: Int?
  /// Each appearance's name suffix, by appearance index: each non-default value in trait order, snake_cased;
  /// the appearance trait only at a suffixed value (`_high_contrast_elevated`, `_dim`).
  let suffixes: [String]
  /// The `appearance` trait's `dark` value, if any.
  private let darkValue: Int?
  /// The `appearance` trait's values besides its default and `dark`, which no qualifier holds.
  private let suffixedValues: Set<Int>
  /// The traits other than `appearance`.
  private let otherTraits: Set<Int>
  private let dependencies: TraitDependencies
  private let strides: [Int]

  /// The variants over `traits`.
  init(_ traits: TraitSet) {
    self.traits = traits
    let appearanceTrait = traits.traits.firstIndex { $0.name == "appearance" }
    self.appearanceTrait = appearanceTrait
    let values = appearanceTrait.map { traits.traits[$0].values } ?? []
    darkValue = values.firstIndex(of: "dark")
    let suffixedValues = Set(values.indices.dropFirst()).subtracting(darkValue.map { [$0] } ?? [])
    self.suffixedValues = suffixedValues
    otherTraits = Set(traits.traits.indices).subtracting(appearanceTrait.map { [$0] } ?? [])
    dependencies = TraitDependencies(traits)
    strides = traits.appearanceStrides
    suffixes = traits.appearances.map { appearance in
      Self.suffixValues(appearance, appearanceTrait, suffixedValues).map { trait, value in
        "_" + NameStyle.words(traits.traits[trait].values[value]).map { $0.lowercased() }.joined(separator: "_")
      }.joined()
    }
  }

  /// The appearances in which `token` gets a resource of its own, in appearance order: the default one, and each
  /// whose every non-default value changes the token (the appearance trait's `dark` value aside, which is the
  /// night twin of the same resource).
  func appearances(of token: ResolvedToken) -> LazyFilterSequence<[Appearance]> {
    let changing = dependencies.of(token, among: otherTraits)
    let (values, appearanceTrait) = (changingAppearanceValues(token), appearanceTrait)
    return traits.appearances.lazy.filter { appearance in
      appearance.values.enumerated().allSatisfy { trait, value in
        value == 0 || (trait == appearanceTrait ? values.contains(value) : changing.contains(trait))
      }
    }
  }

  /// The non-default values `appearance` names in its suffix, as (trait, value) pairs in trait order.
  func suffixValues(of appearance: Appearance) -> [(trait: Int, value: Int)] {
    Self.suffixValues(appearance, appearanceTrait, suffixedValues)
  }

  /// `suffixValues(of:)` from the parts `init` reads before the variants are made.
  private static func suffixValues(
    _ appearance: Appearance, _ appearanceTrait: Int?, _ suffixedValues: Set<Int>
  ) -> [(trait: Int, value: Int)] {
    appearance.values.enumerated().filter { trait, value in
      value != 0 && (trait != appearanceTrait || suffixedValues.contains(value))
    }.map { (trait: $0.offset, value: $0.element) }
  }

  /// The index of the appearance that is `appearance` with the `appearance` trait at `dark`, whose value goes to
  /// the same resource under `-night`; nil when there is no `dark` value or `appearance` holds a suffixed one.
  func night(of appearance: Appearance) -> Int? {
    guard let trait = appearanceTrait, let darkValue, appearance.values[trait] == 0 else { return nil }
    return appearance.index + darkValue * strides[trait]
  }

  /// The suffixed values of the appearance trait that change `token` somewhere: some appearance with that value
  /// holds another value than the same appearance at the trait's default.
  private func changingAppearanceValues(_ token: ResolvedToken) -> Set<Int> {
    guard let trait = appearanceTrait, !suffixedValues.isEmpty, !token.hasOneValueClass else { return [] }
    let stride = strides[trait]
    return suffixedValues.filter { value in
      traits.appearances.contains { appearance in
        appearance.values[trait] == value
          && token.valueClass(appearance.index) != token.valueClass(appearance.index - value * stride)
      }
    }
  }
}
