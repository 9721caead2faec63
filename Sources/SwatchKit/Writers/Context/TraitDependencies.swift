/// Which traits change a token's value: the basis for emitting a variant only where it can differ.
struct TraitDependencies {
  private let set: TraitSet
  /// For each trait, how far apart in `appearances` two appearances are that differ by one in that trait alone:
  /// appearances come in trait order with the first trait varying slowest, so an index is mixed-radix arithmetic
  /// and no appearance has to be looked up by its values for every token.
  private let strides: [Int]

  /// The dependencies of tokens over `set`.
  init(_ set: TraitSet) {
    self.set = set
    var strides = [Int](repeating: 1, count: set.traits.count)
    for trait in set.traits.indices.reversed().dropFirst() {
      strides[trait] = strides[trait + 1] * set.traits[trait + 1].values.count
    }
    self.strides = strides
  }

  /// The traits among `traits` (by position in the trait set) such that changing that trait alone, from
  /// some appearance, changes `token`'s value.
  func of(_ token: ResolvedToken, among traits: Set<Int>) -> Set<Int> {
    var result = Set<Int>()
    for appearance in set.appearances {
      for trait in traits where !result.contains(trait) {
        let current = appearance.values[trait]
        for other in set.traits[trait].values.indices where other != current {
          let changed = appearance.index + (other - current) * strides[trait]
          if token.values[changed] != token.values[appearance.index] { result.insert(trait) }
        }
      }
    }
    return result
  }
}
