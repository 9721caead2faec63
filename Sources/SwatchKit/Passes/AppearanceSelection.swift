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
    let winners = typed.traits.appearances.map { appearance in
      typed.candidates.map { candidates in Self.winner(of: candidates, in: appearance) }
    }
    return AppearanceSelection(winners: winners)
  }

  static func winner(of candidates: [TypedCandidate], in appearance: Appearance) -> Int {
    var best = 0
    var bestWeight = 0
    for (index, candidate) in candidates.enumerated().dropFirst() {
      guard let mode = candidate.mode, mode.weight > bestWeight, mode.holds(in: appearance) else { continue }
      best = index
      bestWeight = mode.weight
    }
    return best
  }
}
