/// Which traits change a token's value: the basis for emitting a variant only where it can differ.
enum TraitDependencies {
  /// The traits among `traits` (by position in the trait set) such that changing that trait alone, from
  /// some appearance, changes `token`'s value.
  static func of(_ token: ResolvedToken, among traits: Set<Int>, in set: TraitSet) -> Set<Int> {
    var result = Set<Int>()
    let index = Dictionary(uniqueKeysWithValues: set.appearances.map { ($0.values, $0.index) })
    for appearance in set.appearances {
      for trait in traits where !result.contains(trait) {
        for other in set.traits[trait].values.indices where other != appearance.values[trait] {
          var changed = appearance.values
          changed[trait] = other
          if let i = index[changed], token.values[i] != token.values[appearance.index] { result.insert(trait) }
        }
      }
    }
    return result
  }
}
