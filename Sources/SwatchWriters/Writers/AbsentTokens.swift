/// Leaves out, for writers whose platform needs a value in every appearance (a Swift color, an asset
/// catalog color set, an Android resource without a default, a Compose set), the tokens that are absent in
/// some appearance: Primer's context-only `*.auto` sizes and every alias to them.
///
/// Reads: the resolved graph and the writer. A writer opts in with one line,
/// `public static let needsEveryAppearance = true`; `AnyWriter` calls `filter` before it writes.
/// Produces: the graph without those tokens, alias targets renumbered.
/// Reports: `token.context-only`, one warning per writer with the count and the first few tokens.
enum AbsentTokens {
  /// The writers that write only some types: only their tokens are named as left out.
  static let writtenTypes: [String: Set<TokenType>] = ["xcassets": [.color]]

  /// `graph` without its partly absent tokens when `needsEveryAppearance`, with the warning if any were left out.
  static func filter(
    _ graph: ResolvedTokenGraph, writer name: String, needsEveryAppearance: Bool, at range: SourceRange?
  ) -> (ResolvedTokenGraph, Diagnostic?) {
    guard needsEveryAppearance else { return (graph, nil) }
    let writes = writtenTypes[name]
    let left = Set(
      graph.tokens.indices.filter {
        !graph.tokens[$0].absentAppearances.isEmpty && writes.map(graph.tokens[$0].type.isIn) ?? true
      })
    guard !left.isEmpty else { return (graph, nil) }
    let paths = left.sorted().map { graph.tokens[$0].path.string }
    return (graph.removing(left), Diagnostic(.tokenContextOnlyLeftOut(writer: name, paths: paths), at: range))
  }
}

extension TokenType {
  fileprivate func isIn(_ types: Set<TokenType>) -> Bool { types.contains(self) }
}
