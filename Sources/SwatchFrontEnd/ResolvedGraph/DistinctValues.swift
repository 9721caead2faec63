/// Each distinct value of a resolved graph once, and per token and appearance the position of its value:
/// aliases share their targets' values, so most values repeat, and a writer that formats each value once
/// indexes its texts by position instead of hashing every token's value in every appearance again.
///
/// Reads: every token's value in every appearance. Produces: `values` and `position(_:_:)`.
public struct DistinctValues: Sendable {
  /// Each distinct value, in the order first met (token by token, appearance by appearance).
  public let values: [TokenValue]
  private let positions: [Int32]
  /// How many appearances each token has a value in.
  public let appearanceCount: Int

  /// The distinct values of `tokens`, each holding `appearanceCount` values.
  init(_ tokens: [ResolvedToken], appearanceCount: Int) {
    // Most tokens hold a value of their own: the table is sized for one each, so it rarely grows.
    var known: [TokenValue: Int32] = [:]
    known.reserveCapacity(tokens.count)
    var values: [TokenValue] = []
    var positions: [Int32] = []
    positions.reserveCapacity(tokens.count * appearanceCount)
    for token in tokens {
      let tokenValues = token.values
      let start = positions.count
      for appearance in 0..<appearanceCount {
        // Most tokens hold one value in several appearances: an appearance whose value class is an earlier
        // appearance holds that appearance's value.
        let same = token.valueClass(appearance)
        if same != appearance {
          positions.append(positions[start + same])
          continue
        }
        let value = tokenValues[appearance]
        let next = Int32(values.count)
        let position = known[value, default: next]
        if position == next {
          known[value] = next
          values.append(value)
        }
        positions.append(position)
      }
    }
    (self.values, self.positions, self.appearanceCount) = (values, positions, appearanceCount)
  }

  /// The position in `values` of the value of the token at `token` in `appearance`.
  public func position(_ token: Int, _ appearance: Int) -> Int {
    Int(positions[token * appearanceCount + appearance])
  }
}
