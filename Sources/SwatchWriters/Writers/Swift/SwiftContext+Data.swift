/// What every object of one Swift context reads, computed once before rendering: the token lists, each
/// token's name, each color's table rows and palette line, each value's doc text, and the context's small
/// fields (options, traits, runtime parts) already as JSON. Rendering reads it from every core, so it is
/// immutable; every string in it is one clean line (`CommentText.singleLine`).
///
/// Reads: the graph, the assigned names, the options. Produces: the tables `SwiftContext.Root`, `Color` and
/// `Constant` make their fields from.
extension SwiftContext {
  final class Data: Sendable {
    let graph: ResolvedTokenGraph
    /// Per token, its Swift name as one clean line.
    let names: [String]
    let tokensNamespace: String
    /// The positions in `graph.tokens` of the color tokens, in row order, and of every other token.
    let colors: [Int]
    let others: [Int]
    /// The non-color tokens that differ between appearances, and the shadows and typographies.
    let dynamics: [Int]
    let shadows: [Int]
    let typographies: [Int]
    /// Per color row, its colors' `tableRow` in every appearance (`appearanceCount` per row).
    let tableRows: [String]
    /// Per color row, its color in the first appearance, for the initializer arguments.
    let firstColors: [SwiftValueCache.Color]
    /// Per token, the doc text of its value in every appearance (`appearanceCount` per token).
    let docValues: [String]
    let palette: SwiftPalette
    /// The palette's lines, each one clean line.
    let paletteLines: [String]
    /// The root's fields other than the token lists, by shape position, each string one clean line.
    let small: [MustacheValue?]
    var appearanceCount: Int { graph.appearances.count }

    init(_ context: SwiftContext) {
      let graph = context.graph
      self.graph = graph
      names = context.names.names.map(CommentText.singleLine)
      tokensNamespace = CommentText.singleLine(context.options.tokensNamespace)
      let tokens = graph.tokens
      colors = tokens.indices.filter { tokens[$0].type == .color }
      others = tokens.indices.filter { tokens[$0].type != .color }
      dynamics = others.filter { !tokens[$0].isConstant }
      shadows = others.filter { tokens[$0].type == .shadow }
      typographies = others.filter { tokens[$0].type == .typography }
      let cache = context.cache
      let colorValues = colors.map { tokens[$0].values.map(cache.color) }
      tableRows = colorValues.flatMap { $0.map { CommentText.singleLine($0.tableRow) } }
      firstColors = colorValues.map { $0[0] }
      docValues = tokens.flatMap { $0.values.map(cache.docValue) }
      palette = SwiftPalette(colorValues)
      paletteLines = palette.lines.map(CommentText.singleLine)
      small = Self.small(context, colors: colors)
    }

    /// The root's small fields as its JSON form had them, by shape position; nil for the token lists.
    private static func small(_ context: SwiftContext, colors: [Int]) -> [MustacheValue?] {
      let fields = context.smallFields(exampleName: colors.first.map { context.names.names[$0] } ?? "")
      var values = [MustacheValue?](repeating: nil, count: SwiftContext.shape.fields.count)
      for (name, value) in fields {
        guard let index = SwiftContext.shape.index(of: name) else { continue }
        values[index] = .json(value.singleLineStrings())
      }
      return values
    }
  }
}
