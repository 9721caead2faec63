/// Each distinct value of the Swift context's tokens once, with its texts, and per token and appearance the
/// position of its value: aliases share their targets' values, so most values repeat, and one hash per token
/// and appearance finds every text made from the value (before, one per text).
///
/// Reads: every token's value in every appearance. Produces: the value texts `SwiftContext.Data` hands out.
struct SwiftValueTable: Sendable {
  /// Per token and appearance (`appearanceCount` per token), the position of its value in the tables below.
  let positions: [Int32]
  let appearanceCount: Int
  /// Per distinct value, its doc text (`SwiftContext.docValue`), cleaned with the doc line it goes into.
  let docValues: [String]
  /// Per distinct value, its Swift color texts when it is a color.
  let colors: [SwiftValueCache.Color?]
  /// Per distinct color value, its `RGBA` row arguments (`SwiftContext.tableRow`); empty for other values.
  let tableRows: [String]

  init(_ graph: ResolvedTokenGraph) {
    var known: [TokenValue: Int32] = [:]
    var values: [TokenValue] = []
    var positions: [Int32] = []
    positions.reserveCapacity(graph.tokens.count * graph.appearances.count)
    for token in graph.tokens {
      for (appearance, value) in token.values.enumerated() {
        // Most tokens hold one value in several appearances: compare with the last before hashing.
        if appearance > 0, value == token.values[appearance - 1], let last = positions.last {
          positions.append(last)
          continue
        }
        let next = Int32(values.count)
        let position = known[value, default: next]
        if position == next {
          known[value] = next
          values.append(value)
        }
        positions.append(position)
      }
    }
    self.positions = positions
    appearanceCount = graph.appearances.count
    docValues = values.map(SwiftContext.docValue)
    colors = values.map { value in
      guard case .color = value else { return nil }
      return SwiftValueCache.Color(value)
    }
    tableRows = colors.map { $0.map { CommentText.singleLine($0.tableRow) } ?? "" }
  }

  /// The Swift color texts of the distinct value at `position`; opaque black for a value that is not a color
  /// (as `SwiftContext.appleColor`), which a color token never has.
  func color(_ position: Int) -> SwiftValueCache.Color { colors[position] ?? Self.black }

  private static let black = SwiftValueCache.Color(.color(ColorValue(space: .srgb, components: [0, 0, 0])))

  /// The position of the value of the token at `token` in `appearance`.
  func position(_ token: Int, _ appearance: Int) -> Int { Int(positions[token * appearanceCount + appearance]) }
}
