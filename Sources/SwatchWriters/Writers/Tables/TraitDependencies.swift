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
    guard !token.hasOneValueClass else { return [] }  // one value everywhere
    return traits.filter { depends(token, on: $0) }
  }

  /// Whether changing `trait` alone, from some appearance, moves to another value class.
  private func depends(_ token: ResolvedToken, on trait: Int) -> Bool {
    let stride = strides[trait]
    let values = set.traits[trait].values.indices
    return set.appearances.contains { appearance in
      let current = appearance.values[trait]
      return values.contains { other in
        other != current
          && token.valueClass(appearance.index + (other - current) * stride) != token.valueClass(appearance.index)
      }
    }
  }
}
