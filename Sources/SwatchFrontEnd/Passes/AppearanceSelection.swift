/// For every appearance, which candidate each token takes there.
public struct AppearanceSelection: Sendable {
  /// `winners[appearance][token]` is the index of the winning candidate in that token's candidate list.
  public var winners: [[Int]]
}

/// Picks, for each token in each appearance, the candidate that applies.
///
/// Reads: `TypedTokenGraph`. Produces: `AppearanceSelection`. The candidates are `$value` (weight 0)
/// and every mode key whose values all hold; the heaviest wins. Mode keys with the same weight name
/// the same traits, so two that both hold would name the same values, which the bind pass rejects: the
/// winner is always unique. Reports nothing.
public struct AppearanceResolutionPass: Sendable {
  /// Creates the pass.
  public init() {}

  /// The winning candidate of each token in each appearance.
  public func run(_ typed: TypedTokenGraph) -> AppearanceSelection {
    let zeros = [Int](repeating: 0, count: typed.candidates.count)
    // A token with only `$value` takes it everywhere, which the zeros already say.
    let withModes = typed.candidates.indices.filter { typed.candidates[$0].count > 1 }
    let none = AppearanceSelection(winners: [[Int]](repeating: zeros, count: typed.traits.appearances.count))
    return run(typed, carrying: none, changed: withModes)
  }

  /// The winners of a graph patched from the one `previous` was chosen for (`GraphPatch`): the tokens in
  /// `changed`, whose mode keys may differ, are chosen again; every other one has the same mode keys and the
  /// appearances are the same, so it keeps its winners.
  func run(_ typed: TypedTokenGraph, carrying previous: AppearanceSelection, changed: [Int]) -> AppearanceSelection {
    var winners = previous.winners
    for token in changed {
      let modes = typed.candidates[token].map(\.mode)
      for appearance in typed.traits.appearances {
        winners[appearance.index][token] = Self.winner(of: modes, in: appearance)
      }
    }
    return AppearanceSelection(winners: winners)
  }

  /// The position of the heaviest of `modes` that holds in `appearance`; 0, the `$value`, if none does.
  static func winner(of modes: [ModeKey?], in appearance: Appearance) -> Int {
    var best = 0
    var bestWeight = 0
    for index in modes.indices.dropFirst() {
      guard let mode = modes[index], mode.weight > bestWeight, mode.holds(in: appearance) else { continue }
      best = index
      bestWeight = mode.weight
    }
    return best
  }
}
