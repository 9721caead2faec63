/// Leaves out, for writers whose platform has no such unit, the tokens with a dimension in `em`, `%`, `vw`
/// or `vh` (beyond DTCG 2025.10); a typography's letter spacing in `em` stays for Android and Compose,
/// which have it, and for Swift when the typography has a font size in points to multiply it by.
///
/// Reads: the resolved graph and the writer's name.
/// Produces: the graph without those tokens, alias targets renumbered.
/// Reports: `unit.unsupported`, one warning naming the writer, the units and the tokens.
enum UnitSupport {
  /// How a writer takes a typography's letter spacing in `em`.
  enum EmLetterSpacing {
    /// As is (Android's `android:letterSpacing`, Compose's `.em`).
    case native
    /// Multiplied by the typography's font size (Swift's points).
    case fromFontSize
  }

  /// The writers that write dimensions in points only, and how each takes letter spacing in `em`.
  static let pointWriters: [String: EmLetterSpacing] = ["swift": .fromFontSize, "android": .native, "compose": .native]

  /// `graph` as writer `name` can write it, with the warning if tokens were left out. Color tokens, most of
  /// any set, hold no dimensions and are passed over without looking at their values.
  static func filter(_ graph: ResolvedTokenGraph, writer name: String, at range: SourceRange?) -> (
    ResolvedTokenGraph, Diagnostic?
  ) {
    guard let emLetterSpacing = pointWriters[name] else { return (graph, nil) }
    var units: Set<String> = []
    var left: Set<Int> = []
    for (index, token) in graph.tokens.enumerated() where token.type != .color {
      let unwritable = token.values.flatMap { value in
        value.dimensions.filter { dimension, isLetterSpacing in
          guard dimension.points == nil else { return false }
          guard isLetterSpacing, dimension.unit == .em else { return true }
          guard case .typography(let typography) = value, emLetterSpacing == .fromFontSize else { return false }
          return typography.fontSize?.points == nil
        }
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
