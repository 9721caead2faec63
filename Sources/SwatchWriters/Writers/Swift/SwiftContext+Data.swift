/// The seeds of the palette lines' keys and of the tokens' key inputs, hashed once rather than per item.
private let swiftPaletteSeed = StableHash("swift.palette 2")
private let swiftNameSeed = StableHash("swift.name 1")
private let swiftAccessorSeed = StableHash("swift.accessor 1")

/// What every object of one Swift context reads, computed once before rendering: the token lists, each
/// token's name and whether it is constant, each distinct value's texts, the palette, the root's settings
/// (options, traits, runtime parts) already as JSON, and what the items' reuse keys share (each token's record,
/// the appearances).
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
    /// The tokens' doc lines.
    let docs: SwiftDocLines
    /// Per token, its accessors' doc lines, made once for the UIKit, AppKit and SwiftUI accessors that show them.
    let accessorDocs: LazyTable<MustacheValue>
    /// The root's settings (`SwiftContext.Root.settings`), in order, each string one clean line.
    let settings: [MustacheValue]
    /// The hash of the appearances' indices and names, which every token's doc lines list.
    let appearancesKey: UInt64
    /// Per token, the hash of its record (`ResolvedTokenGraph.recordKeys`).
    let recordKeys: [UInt64]
    /// Per token, the hashes of its Swift name and of what its accessor line is made of besides its record
    /// (`accessorLine(_:)`: the assigned name and the namespace, for a varying token), made once: the key
    /// inputs `TokenInput.name` and `TokenInput.accessorLine`, read by every list that shows the token.
    let nameKeys: [UInt64]
    let accessorKeys: [UInt64]
    var appearanceCount: Int { graph.appearances.count }

    init(_ context: SwiftContext) {
      let graph = context.graph
      self.graph = graph
      let names = context.names.names.map(CommentText.singleLine)
      self.names = names
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
      let (swiftNames, namespace) = (context.names.names, context.options.tokensNamespace)
      let docs = SwiftDocLines(
        graph: graph, isConstant: isConstant, values: values, swiftNames: swiftNames, namespace: namespace)
      self.docs = docs
      accessorDocs = LazyTable(count: tokens.count) { docs.accessorDocLines($0) }
      settings = SwiftContext.Root.settings.map { .json($0.make(context).singleLineStrings()) }
      appearancesKey = Self.appearancesKey(graph)
      recordKeys = graph.recordKeys
      nameKeys = names.map { name in
        var hash = swiftNameSeed
        hash.combine(name)
        return hash.value
      }
      accessorKeys = tokens.indices.map { token in
        var hash = swiftAccessorSeed
        hash.combine(flag: isConstant[token])
        guard !isConstant[token] else { return hash.value }
        hash.combine(swiftNames[token])
        hash.combine(namespace)
        return hash.value
      }
    }

    /// Each appearance's index and name, which every token's doc lines list, hashed once.
    static func appearancesKey(_ graph: ResolvedTokenGraph) -> UInt64 {
      var hash = StableHash("swift.appearances 1")
      hash.combine(UInt64(graph.appearances.count))
      for appearance in graph.appearances {
        hash.combine(UInt64(appearance.index))
        hash.combine(appearance.name)
      }
      return hash.value
    }

    /// The reuse key of the palette line at `index`: its form (`SwiftPalette.Form`), equal exactly when its
    /// text is.
    func paletteKey(_ index: Int) -> UInt64 {
      var hash = swiftPaletteSeed
      let form = palette.forms[index]
      hash.combine(flag: form.isSRGB)
      hash.combine(UInt64(form.numbers.count))
      for number in form.numbers { hash.combine(number) }
      return hash.value
    }
  }
}

extension SwiftContext.Data {
  /// The doc lines of the token at `tokenIndex` (`SwiftDocLines.docLines(_:)`).
  func docLines(_ tokenIndex: Int) -> MustacheValue { docs.docLines(tokenIndex) }

  /// The doc lines of the accessors of the token at `tokenIndex` (`SwiftDocLines.accessorDocLines(_:)`).
  func accessorDocLines(_ tokenIndex: Int) -> MustacheValue { accessorDocs[tokenIndex] }

  /// The last line of the accessors' doc lines of the token at `index` (`SwiftDocLines.accessorLine(_:)`).
  func accessorLine(_ index: Int) -> String { docs.accessorLine(index) }
}
