/// The texts of each distinct value of the Swift context's tokens (`ResolvedTokenGraph.distinctValues`), each
/// made once, the first time an item that shows it renders: aliases share their targets' values, so most
/// values repeat, and after a one-token edit the renderer copies nearly every item from the last build, so
/// nearly no text is made at all (formatting every value's numbers was half of the Swift writer's work).
///
/// Reads: every token's value in every appearance. Produces: the value texts `SwiftContext.Data` hands out.
struct SwiftValueTable: Sendable {
  /// The graph's distinct values (`ResolvedTokenGraph.distinctValues`): the tables below are by their positions.
  let distinct: DistinctValues
  /// Per distinct value, its doc text (`SwiftContext.docValue`), cleaned with the doc line it goes into.
  let docValues: LazyTable<String>
  /// Per distinct value, its Swift color texts when it is a color.
  let colors: LazyTable<SwiftValueCache.Color?>
  /// Per distinct color value, its `RGBA` row arguments (`SwiftContext.tableRow`); empty for other values.
  let tableRows: LazyTable<String>

  init(_ graph: ResolvedTokenGraph) {
    let distinct = graph.distinctValues
    self.distinct = distinct
    let values = distinct.values
    docValues = LazyTable(count: values.count) { SwiftContext.docValue(values[$0]) }
    let colors = LazyTable<SwiftValueCache.Color?>(count: values.count) { position in
      guard case .color = values[position] else { return nil }
      return SwiftValueCache.Color(values[position])
    }
    self.colors = colors
    tableRows = LazyTable(count: values.count) { colors[$0].map { CommentText.singleLine($0.tableRow) } ?? "" }
  }

  /// The Swift color texts of the distinct value at `position`; opaque black for a value that is not a color
  /// (as `SwiftContext.appleColor`), which a color token never has.
  func color(_ position: Int) -> SwiftValueCache.Color { colors[position] ?? Self.black }

  /// The Apple form of the distinct value at `position`, without its texts (`color(_:)`'s `apple`).
  func apple(_ position: Int) -> AppleColor { SwiftContext.appleColor(distinct.values[position]) }

  private static let black = SwiftValueCache.Color(.color(ColorValue(space: .srgb, components: [0, 0, 0])))

  /// The position of the value of the token at `token` in `appearance`.
  func position(_ token: Int, _ appearance: Int) -> Int { distinct.position(token, appearance) }
}
