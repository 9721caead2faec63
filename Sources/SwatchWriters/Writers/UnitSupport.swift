/// Leaves out, for writers whose platform has no such unit, the tokens with a dimension in `em`, `%`, `vw`
/// or `vh` (beyond DTCG 2025.10); a typography's letter spacing in `em` stays for Android and Compose,
/// which have it.
///
/// Reads: the resolved graph and the writer's name.
/// Produces: the graph without those tokens, alias targets renumbered.
/// Reports: `unit.unsupported`, one warning naming the writer, the units and the tokens.
enum UnitSupport {
  /// The writers that write dimensions in points only, and whether each takes letter spacing in `em`.
  static let pointWriters: [String: Bool] = ["swift": false, "android": true, "compose": true]

  /// `graph` as writer `name` can write it, with the warning if tokens were left out. Color tokens, most of
  /// any set, hold no dimensions and are passed over without looking at their values.
  static func filter(_ graph: ResolvedTokenGraph, writer name: String, at range: SourceRange?) -> (
    ResolvedTokenGraph, Diagnostic?
  ) {
    guard let emLetterSpacing = pointWriters[name] else { return (graph, nil) }
    var units: Set<String> = []
    var left: Set<Int> = []
    for (index, token) in graph.tokens.enumerated() where token.type != .color {
      let unwritable = token.values.flatMap(\.dimensions).filter { dimension, isLetterSpacing in
        dimension.points == nil && !(emLetterSpacing && isLetterSpacing && dimension.unit == .em)
      }
      guard !unwritable.isEmpty else { continue }
      left.insert(index)
      units.formUnion(unwritable.map(\.dimension.unit.rawValue))
    }
    guard !left.isEmpty else { return (graph, nil) }
    let filtered = graph.removing(left)
    let paths = left.sorted().map { graph.tokens[$0].path.string }
    return (filtered, Diagnostic(.unitUnsupported(writer: name, units: units.sorted(), paths: paths), at: range))
  }
}
