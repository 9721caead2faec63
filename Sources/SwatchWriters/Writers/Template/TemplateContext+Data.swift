/// What every object of one template context reads, found once before rendering: the tokens shown, the parts
/// every token shares, and the shared inputs of their reuse keys. Rendering reads it from every core, so it is
/// immutable.
///
/// Reads: the graph and the tokens the writer shows. Produces: the tables `TemplateContext.Root`, `Token` and
/// `Value` make their fields from.
extension TemplateContext {
  final class Data: Sendable {
    let graph: ResolvedTokenGraph
    /// The positions in `graph.tokens` of the tokens shown, in order.
    let tokens: [Int]
    let header: JSONValue
    let traits: JSONValue
    /// Each appearance's context, by index.
    let appearances: [JSONValue]
    /// What every token's `values` read besides the token (`appearancesKey(_:)`).
    let appearancesKey: UInt64
    /// The words of every token's path, which its `names` are made from (`ResolvedTokenGraph.pathWords`).
    let pathWords: [[String]]
    /// The hash of every token's record, which its reuse key holds (`ResolvedTokenGraph.recordKeys`).
    let recordKeys: [UInt64]

    init(_ graph: ResolvedTokenGraph, tokens: [Int]) {
      self.graph = graph
      pathWords = graph.pathWords
      recordKeys = graph.recordKeys
      self.tokens = tokens
      header = .array(GeneratedHeader.lines(for: graph).map(JSONValue.string))
      traits = .array(graph.traits.traits.map(TemplateContext.trait))
      appearances = graph.appearances.map(TemplateContext.appearance)
      appearancesKey = Self.appearancesKey(graph)
    }

    /// What every token's `values` read besides the token: each appearance's name (its `id` and `names` are
    /// made from it) and whether it is the default, hashed once.
    static func appearancesKey(_ graph: ResolvedTokenGraph) -> UInt64 {
      var hash = StableHash("template.appearances 1")
      hash.combine(UInt64(graph.appearances.count))
      for appearance in graph.appearances {
        hash.combine(appearance.name)
        hash.combine(flag: appearance.isDefault)
      }
      return hash.value
    }
  }
}
