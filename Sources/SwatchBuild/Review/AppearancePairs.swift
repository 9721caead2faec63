import SwatchModel

/// Which appearance of the old side each appearance of the new side is compared with, and the reverse, when
/// the two sides declare different traits or trait values.
///
/// An appearance's counterpart holds the same value of every trait the other side has, and the other side's
/// default for a trait whose value it lacks (a trait added on one side was at its default on the other, in
/// effect: high-contrast users saw the normal values before the `contrast` trait existed). Every new
/// appearance is paired, under its own name; then every old appearance no new one was paired with, under its
/// old name, so a trait value removed is compared with what its users see now. With the same traits on both
/// sides every appearance is paired with its namesake.
///
/// Reads: both sides' `TraitSet`s. Produces: the pairs, by appearance index on each side.
struct AppearancePairs {
  struct Pair {
    /// The name the diff reports: the new appearance's, or the old one's for an old appearance paired last.
    let name: String
    let old: Int
    let new: Int
  }

  let pairs: [Pair]

  init(old: TraitSet, new: TraitSet) {
    var pairs = new.appearances.map { appearance in
      Pair(name: appearance.name, old: Self.counterpart(of: appearance, in: old).index, new: appearance.index)
    }
    let paired = Set(pairs.map(\.old))
    pairs += old.appearances.filter { !paired.contains($0.index) }.map { appearance in
      Pair(name: appearance.name, old: appearance.index, new: Self.counterpart(of: appearance, in: new).index)
    }
    self.pairs = pairs
  }

  /// The appearance of `traits` holding each of `appearance`'s words that `traits` has, and the default of
  /// every other trait.
  static func counterpart(of appearance: Appearance, in traits: TraitSet) -> Appearance {
    var values = [Int](repeating: 0, count: traits.traits.count)
    for word in appearance.name.split(separator: " ") {
      if let index = traits.index(of: String(word)) { values[index.trait] = index.value }
    }
    return traits.appearances.first { $0.values == values } ?? traits.appearances[0]
  }
}
