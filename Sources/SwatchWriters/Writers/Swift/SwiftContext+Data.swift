/// What every object of one Swift context reads, computed once before rendering: the token lists, each
/// token's name and whether it is constant, each distinct value's texts, the palette, the context's small fields (options, traits, runtime parts) already as JSON, and the
/// salt of the lists' reuse keys (`SwiftContext+Keys.swift`).
/// Rendering reads it from every core, so it is immutable; every string a template reads from it is one clean
/// line (`CommentText.singleLine`).
///
/// Reads: the graph, the assigned names, the options. Produces: the tables `SwiftContext.Root`, `Color` and
/// `Constant` make their fields from.
extension SwiftContext {
  final class Data: Sendable {
    let graph: ResolvedTokenGraph
    /// Per token, its Swift name as one clean line.
    let names: [String]
    /// Per token, whether its value is the same in every appearance (`ResolvedToken.isConstant`, which
    /// compares every value on each call).
    let isConstant: [Bool]
    /// The positions in `graph.tokens` of the color tokens, in row order, and of every other token.
    let colors: [Int]
    let others: [Int]
    /// The non-color tokens that differ between appearances, and the shadows and typographies.
    let dynamics: [Int]
    let shadows: [Int]
    let typographies: [Int]
    /// Each distinct value's texts, and each token's values' positions among them.
    let values: SwiftValueTable
    let palette: SwiftPalette
    /// The palette's lines, each one clean line, made when an item shows it.
    let paletteLines: LazyTable<String>
    /// Per token, its Swift name as assigned (`accessorLine(_:)` links to it).
    let swiftNames: [String]
    /// The namespace of the token enum the accessor lines link into.
    let namespace: String
    /// The root's fields other than the token lists, by shape position, each string one clean line.
    let small: [MustacheValue?]
    /// What every token list item's reuse key mixes in besides its token (`keySalt(_:)`).
    let keySalt: UInt64
    /// Per token, the part of its items' keys every list shares (`tokenKey(_:)`), made once: the colors are
    /// keyed in every one of the five sections that list them.
    let tokenKeys: [UInt64]
    var appearanceCount: Int { graph.appearances.count }

    init(_ context: SwiftContext) {
      let graph = context.graph
      self.graph = graph
      names = context.names.names.map(CommentText.singleLine)
      let tokens = graph.tokens
      let isConstant = tokens.map(\.isConstant)
      self.isConstant = isConstant
      colors = tokens.indices.filter { tokens[$0].type == .color }
      others = tokens.indices.filter { tokens[$0].type != .color }
      dynamics = others.filter { !isConstant[$0] }
      shadows = others.filter { tokens[$0].type == .shadow }
      typographies = others.filter { tokens[$0].type == .typography }
      values = SwiftValueTable(graph)
      palette = SwiftPalette(colors, values: values)
      let palette = self.palette
      paletteLines = LazyTable(count: palette.count) { CommentText.singleLine(palette.line($0)) }
      swiftNames = context.names.names
      namespace = context.options.tokensNamespace
      small = Self.small(context, colors: colors)
      let keySalt = Self.keySalt(graph)
      self.keySalt = keySalt
      let (names, swiftNames, records, namespace) = (names, swiftNames, graph.recordKeys, namespace)
      tokenKeys = tokens.indices.map {
        Self.tokenKey(
          keySalt, record: records[$0], name: names[$0],
          accessorLine: isConstant[$0] ? nil : (swiftName: swiftNames[$0], namespace: namespace))
      }
    }

    /// ` `path`, by appearance: ``SwatchTokens/ColorToken/name``.`: where a varying token's accessors link
    /// to the list of its values, on the `ColorToken` case (or, for other tokens, the `Dynamic` member); the
    /// last line of its accessors' doc comments (`accessorDocLines`). Made as an item renders, so an item
    /// copied from the last build never makes it.
    func accessorLine(_ index: Int) -> String {
      let token = graph.tokens[index]
      let container = token.type == .color ? "ColorToken" : "Dynamic"
      let symbol = swiftNames[index].filter { $0 != "`" }
      return CommentText.singleLine(
        " `\(token.path.string)`, by appearance: ``\(namespace)/\(container)/\(symbol)``.")
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
