/// The texts of each distinct value of the Swift context's tokens (`ResolvedTokenGraph.distinctValues`), made
/// once per value: aliases share their targets' values, so most values repeat.
///
/// Reads: every token's value in every appearance. Produces: the value texts `SwiftContext.Data` hands out.
struct SwiftValueTable: Sendable {
  /// The graph's distinct values (`ResolvedTokenGraph.distinctValues`): the tables below are by their positions.
  let distinct: DistinctValues
  /// Per distinct value, its doc text (`SwiftContext.docValue`), cleaned with the doc line it goes into.
  let docValues: [String]
  /// Per distinct value, its Swift color texts when it is a color.
  let colors: [SwiftValueCache.Color?]
  /// Per distinct color value, its `RGBA` row arguments (`SwiftContext.tableRow`); empty for other values.
  let tableRows: [String]

  init(_ graph: ResolvedTokenGraph) {
    distinct = graph.distinctValues
    let values = distinct.values
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
  func position(_ token: Int, _ appearance: Int) -> Int { distinct.position(token, appearance) }
}
