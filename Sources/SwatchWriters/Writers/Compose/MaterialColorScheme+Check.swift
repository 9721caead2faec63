/// Checks the `materialColorScheme` option against the graph.
///
/// Reads: the option's entries and the graph. Produces: each role with the position of its color token, in
/// `MaterialColorScheme.roles` order. Reports: an unknown role (`compose.material-role`, with the closest role),
/// an unknown token (`compose.material-token`, with the closest path) and a token that is not a color
/// (`compose.material-type`), each where it is written, else at the `outputs:` entry.
extension MaterialColorScheme {
  /// A role and the position of the color token it takes.
  struct Mapping: Equatable {
    var role: String
    var token: Int
  }

  /// The mappings `graph` allows, in role order, and the problems found.
  func mappings(in graph: ResolvedTokenGraph, entryRange: SourceRange?) -> ([Mapping], [Diagnostic]) {
    var mappings: [Mapping] = []
    var diagnostics: [Diagnostic] = []
    for entry in entries {
      guard Self.roles.contains(entry.role) else {
        let suggestion = Suggestion.closest(to: entry.role, in: Self.roles)
        diagnostics.append(
          Diagnostic(.composeMaterialRole(entry.role), at: entry.roleRange ?? entryRange, notes: note(suggestion)))
        continue
      }
      let path = Self.path(entry.token)
      guard let token = graph.index(of: path) else {
        diagnostics.append(
          Diagnostic(
            .composeMaterialToken(path), at: entry.tokenRange ?? entryRange,
            notes: note(graph.suggestion(for: path))))
        continue
      }
      guard graph.tokens[token].type == .color else {
        let type = graph.tokens[token].type.rawValue
        diagnostics.append(Diagnostic(.composeMaterialType(path, type: type), at: entry.tokenRange ?? entryRange))
        continue
      }
      mappings.append(Mapping(role: entry.role, token: token))
    }
    let order = Dictionary(uniqueKeysWithValues: Self.roles.enumerated().map { ($1, $0) })
    return (mappings.sorted { order[$0.role]! < order[$1.role]! }, diagnostics)
  }

  /// `brand.accent` from `brand.accent` or `{brand.accent}`.
  static func path(_ written: String) -> String {
    let trimmed = written.trimmingWhitespace()
    guard trimmed.hasPrefix("{") && trimmed.hasSuffix("}") && trimmed.count >= 2 else { return String(trimmed) }
    return String(trimmed.dropFirst().dropLast())
  }

  private func note(_ suggestion: String?) -> [Diagnostic.Note] {
    suggestion.map { [Diagnostic.Note("did you mean \(DiagnosticMessage.quoted($0))?")] } ?? []
  }
}
