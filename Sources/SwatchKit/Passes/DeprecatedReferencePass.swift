/// Warns where an alias names a deprecated token.
///
/// Reads: the resolved graph (which value each appearance took, and the token it aliases) and the token graph
/// (where each `$value` and `$modes` entry is written). Produces nothing. Reports: one warning per alias
/// written to a deprecated token, at the alias, with the deprecation's reason and a note at the deprecated
/// token; none for a token that is itself deprecated (it goes away with the one it names), including tokens a
/// `$extends` inherits from a deprecated token.
struct DeprecatedReferencePass {
  func run(_ resolved: ResolvedTokenGraph, graph: TokenGraph) -> [Diagnostic] {
    guard resolved.tokens.contains(where: { $0.deprecation != nil }) else { return [] }
    var diagnostics: [Diagnostic] = []
    for token in resolved.tokens where token.deprecation == nil {
      var seen = Set<String?>()  // one warning per `$value` or mode entry, however many appearances use it
      for origin in token.origins {
        guard let target = origin.aliasTarget, let deprecation = resolved.tokens[target].deprecation,
          seen.insert(origin.mode).inserted,
          let definition = graph.indexByPath[token.path.string].map({ graph.tokens[$0] })
        else { continue }
        let written =
          origin.mode.flatMap { mode in definition.modes.first { $0.key == mode }?.value } ?? definition.value
        let other = resolved.tokens[target]
        let reason = DeprecationText.reason(deprecation).map(DeprecationText.oneLine)
        diagnostics.append(
          Diagnostic(
            .aliasDeprecated(other.path.string, reason: reason), at: written.range,
            notes: [.init("'\(other.path.string)' is deprecated here", at: other.definedAt)]))
      }
    }
    return diagnostics
  }
}
