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
    let classes = Self.valueClasses(token)
    guard classes.contains(where: { $0 != 0 }) else { return [] }  // one value everywhere
    return traits.filter { depends(classes, on: $0) }
  }

  /// Whether changing `trait` alone, from some appearance, moves to another value class.
  private func depends(_ classes: [Int], on trait: Int) -> Bool {
    let stride = strides[trait]
    let values = set.traits[trait].values.indices
    return set.appearances.contains { appearance in
      let current = appearance.values[trait]
      return values.contains { other in
        other != current && classes[appearance.index + (other - current) * stride] != classes[appearance.index]
      }
    }
  }

  /// For each appearance, the first appearance where `token` has the same value (or is absent alike): two
  /// appearances hold the same value exactly when their classes are equal. A value is first compared with the
  /// one before it, then with one value of each class found so far, so a token with one value costs one
  /// comparison per appearance.
  private static func valueClasses(_ token: ResolvedToken) -> [Int] {
    let values = token.values
    let everywhere = token.absentAppearances.isEmpty
    let present = { (appearance: Int) in everywhere || token.isPresent(in: appearance) }
    var classes = [Int](repeating: 0, count: values.count)
    var representatives: [Int] = [0]
    for appearance in values.indices.dropFirst() {
      let isPresent = present(appearance)
      if isPresent == present(appearance - 1) && values[appearance] == values[appearance - 1] {
        classes[appearance] = classes[appearance - 1]
        continue
      }
      var match = appearance
      for candidate in representatives where present(candidate) == isPresent && values[candidate] == values[appearance]
      {
        match = candidate
        break
      }
      if match == appearance { representatives.append(appearance) }
      classes[appearance] = match
    }
    return classes
  }
}
