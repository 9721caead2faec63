/// Checks each whole alias against the type of its token, now that binding has settled types and read
/// every value: it reads no YAML.
///
/// Reads: `BoundTokenGraph`. Produces: `TypedTokenGraph`. A `$value` or `$modes` entry that aliases a token
/// must alias one of the same type, and only a color alias may carry an alpha. Every other value passes
/// through as binding read it (member aliases and references inside texts were checked there, as their
/// templates were made). Reports: what binding found reading each token still in the graph
/// (`BoundTokenGraph.readDiagnostics`), aliases to a token of another type, and alpha modifiers on values
/// that are not colors.
public struct TypeResolutionPass: Sendable {
  /// Creates the pass.
  public init() {}

  /// The typed graph and the problems found.
  public func run(_ bound: BoundTokenGraph) -> (TypedTokenGraph, [Diagnostic]) {
    let (types, catalog) = (bound.types, bound.catalog)
    // What binding found reading each token kept is reported first, in token order.
    var diagnostics = bound.readDiagnostics.keys.sorted().flatMap { bound.readDiagnostics[$0]! }
    // An alias to a token whose value did not read as its type is that token's error alone: its type may be
    // what is wrong (a group's `$type` from another file), and the alias then fits.
    let failed = Set(bound.readDiagnostics.filter { $0.value.contains { $0.id == "value.invalid" } }.keys)
    // Each token is checked on its own, on every core; diagnostics keep token order.
    let (candidates, checkDiagnostics) = ChunkedMap.map(bound.candidates.count) { index, diagnostics in
      bound.candidates[index].map { candidate in
        if case .alias(let target, _) = candidate.expression, failed.contains(target) {
          return TypedCandidate(mode: candidate.mode, expression: .invalid, range: candidate.range)
        }
        return TypedCandidate(
          mode: candidate.mode,
          expression: check(candidate, type: types[index], types: types, catalog: catalog, diagnostics: &diagnostics),
          range: candidate.range)
      }
    }
    diagnostics += checkDiagnostics
    return (TypedTokenGraph(catalog: catalog, traits: bound.traits, types: types, candidates: candidates), diagnostics)
  }

  private func check(
    _ candidate: BoundCandidate, type: TokenType?, types: [TokenType?], catalog: TokenCatalog,
    diagnostics: inout [Diagnostic]
  ) -> TypedExpression {
    guard let type else { return .invalid }
    switch candidate.expression {
    case .alias(let target, let alpha):
      let fits = AliasTypeCheck.fits(
        target: target, alpha: alpha, type: type, types: types, catalog: catalog, at: candidate.range,
        diagnostics: &diagnostics)
      return fits ? .alias(target: target, alpha: alpha) : .invalid
    case .literal(let value): return .literal(value)
    case .template(let template): return .template(template)
    case .invalid, .rejected: return .invalid
    case .absent: return .absent
    }
  }
}
