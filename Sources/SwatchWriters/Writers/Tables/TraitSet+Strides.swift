extension TraitSet {
  /// For each trait, how far apart in `appearances` two appearances are that differ by one in that trait alone.
  ///
  /// Appearances come in trait order with the first trait varying slowest, so an appearance's index is
  /// mixed-radix arithmetic on its values: writers that move between appearances per token use this rather
  /// than building a values array and looking it up.
  var appearanceStrides: [Int] {
    var strides = [Int](repeating: 1, count: traits.count)
    for trait in traits.indices.reversed().dropFirst() {
      strides[trait] = strides[trait + 1] * traits[trait + 1].values.count
    }
    return strides
  }
}
