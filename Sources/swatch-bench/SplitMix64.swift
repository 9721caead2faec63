/// A small, fast pseudo-random generator (Steele, Lea and Flood's SplitMix64), so a seed always gives the
/// same token set on every machine and Swift version.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from `seed`.
  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`; the tiny modulo bias does not matter for test data.
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// An index into `weights`, each picked in proportion to its weight.
  mutating func weighted(_ weights: [Int]) -> Int {
    var roll = below(weights.reduce(0, +))
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }
}
