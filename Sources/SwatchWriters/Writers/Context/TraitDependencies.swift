/// Which traits change a token's value: the basis for emitting a variant only where it can differ.
struct TraitDependencies {
  private let set: TraitSet
  /// `set.appearanceStrides`: the neighbours of an appearance are found by arithmetic, with no lookup of an
  /// appearance by its values for every token.
  private let strides: [Int]

  /// The dependencies of tokens over `set`.
  init(_ set: TraitSet) {
    self.set = set
    self.strides = set.appearanceStrides
  }

  /// The traits among `traits` (by position in the trait set) such that changing that trait alone, from
  /// some appearance, changes `token`'s value (or whether it has one).
  func of(_ token: ResolvedToken, among traits: Set<Int>) -> Set<Int> {
    var result = Set<Int>()
    for appearance in set.appearances {
      for trait in traits where !result.contains(trait) {
        let current = appearance.values[trait]
        for other in set.traits[trait].values.indices where other != current {
          let changed = appearance.index + (other - current) * strides[trait]
          if token.values[changed] != token.values[appearance.index]
            || token.isPresent(in: changed) != token.isPresent(in: appearance.index)
          {
            result.insert(trait)
          }
        }
      }
    }
    return result
  }
}
