/// One axis of appearance, such as light or dark, with its values in order; the first is the default.
public struct Trait: Hashable, Sendable {
  /// The trait's name, such as `appearance`.
  public var name: String
  /// The trait's values; the first is the default.
  public var values: [String]

  /// Creates a trait.
  public init(name: String, values: [String]) {
    self.name = name
    self.values = values
  }
}

/// The traits a project declares, in order of weight, and every appearance they combine into.
///
/// Trait values are unique across traits, so a value's word alone names its trait.
public struct TraitSet: Hashable, Sendable {
  /// The traits, heaviest first.
  public let traits: [Trait]
  /// Every combination of one value per trait, in trait order with the first trait varying slowest.
  public let appearances: [Appearance]
  private let lookup: [String: TraitValueIndex]

  /// The three traits Swatch uses when a project declares none.
  public static let standard = TraitSet([
    Trait(name: "appearance", values: ["light", "dark"]),
    Trait(name: "contrast", values: ["normal", "high-contrast"]),
    Trait(name: "level", values: ["base", "elevated"]),
  ])

  /// Creates a trait set; values must already be unique across traits (the configuration checks).
  public init(_ traits: [Trait]) {
    self.traits = traits
    var lookup: [String: TraitValueIndex] = [:]
    for (t, trait) in traits.enumerated() {
      for (v, value) in trait.values.enumerated() where lookup[value] == nil {
        lookup[value] = TraitValueIndex(trait: t, value: v)
      }
    }
    self.lookup = lookup
    self.appearances = Self.combinations(of: traits)
  }

  /// Which trait a value word belongs to and its place there, if the word is a trait value.
  public func index(of word: String) -> TraitValueIndex? { lookup[word] }

  /// Every trait value, for did-you-mean suggestions.
  public var allValues: [String] { traits.flatMap(\.values) }

  /// The weight a mode key gains by naming a value of trait `trait`: 2^(T-1-i).
  public func weight(ofTrait trait: Int) -> Int { 1 << (traits.count - 1 - trait) }

  /// The default appearance: the first value of every trait.
  public var defaultAppearance: Appearance { appearances[0] }

  private static func combinations(of traits: [Trait]) -> [Appearance] {
    var result: [[Int]] = [[]]
    for trait in traits {
      result = result.flatMap { prefix in trait.values.indices.map { prefix + [$0] } }
    }
    return result.enumerated().map { index, values in
      // With no traits there is one appearance; it is named `default` rather than "" wherever it is shown.
      Appearance(
        index: index, values: values,
        name: traits.isEmpty ? "default" : zip(traits, values).map { $0.values[$1] }.joined(separator: " "))
    }
  }
}

/// A trait value's position: which trait, and which of its values.
public struct TraitValueIndex: Hashable, Sendable {
  /// The trait's position in the trait set.
  public var trait: Int
  /// The value's position within the trait.
  public var value: Int
}

/// One value of every trait: a complete appearance such as `dark high-contrast elevated`.
public struct Appearance: Hashable, Sendable {
  /// The appearance's position in `TraitSet.appearances`.
  public let index: Int
  /// For each trait, the position of the chosen value.
  public let values: [Int]
  /// The chosen values' words in trait order, separated by spaces.
  public let name: String

  /// Whether every trait is at its default value.
  public var isDefault: Bool { values.allSatisfy { $0 == 0 } }
}

extension TraitSet {
  /// The appearance whose values are the words of `text`, with every trait not named at its default.
  public func appearance(named text: String) -> Appearance? {
    var values = [Int](repeating: 0, count: traits.count)
    var named = Set<Int>()
    for word in text.split(whereSeparator: \.isWhitespace) {
      guard let index = index(of: String(word)), named.insert(index.trait).inserted else { return nil }
      values[index.trait] = index.value
    }
    return appearances.first { $0.values == values }
  }
}
