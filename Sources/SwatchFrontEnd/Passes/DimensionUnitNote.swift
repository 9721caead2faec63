/// Warns of dimension units beyond DTCG 2025.10 (`em`, `dp`, `vw`, `%`, `pt`, a unitless `0`), which the
/// value parser accepts because real design systems write them.
///
/// Reads: the resolved graph (literal values only, so an alias is not counted twice).
/// Produces: nothing.
/// Reports: `unit.beyond-dtcg`, one warning per unit per file, at the first token in it that uses the unit.
enum DimensionUnitNote {
  /// The warnings for `graph`.
  static func diagnostics(_ graph: ResolvedTokenGraph) -> [Diagnostic] {
    var found: [String: (at: SourceRange, unit: DimensionValue.Unit, paths: [String])] = [:]
    var order: [String] = []
    for token in graph.tokens {
      // Most tokens are colors, with no dimension at all: nothing is allocated for them.
      var units: [DimensionValue.Unit] = []
      for (value, origin) in zip(token.values, token.origins) where origin.aliasTarget == nil {
        for use in value.dimensions where !use.dimension.unit.isDTCG && !units.contains(use.dimension.unit) {
          units.append(use.dimension.unit)
        }
      }
      for unit in units.sorted(by: { $0.rawValue < $1.rawValue }) {
        let key = token.definedAt.file + "\u{0}" + unit.rawValue
        if found[key] == nil {
          found[key] = (token.definedAt, unit, [])
          order.append(key)
        } else if token.definedAt.start < found[key]!.at.start {
          found[key]!.at = token.definedAt
        }
        found[key]!.paths.append(token.path.string)
      }
    }
    return order.map { key in
      let entry = found[key]!
      return Diagnostic(.unitBeyondDTCG(entry.unit, paths: entry.paths), at: entry.at)
    }
  }
}
