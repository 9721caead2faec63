/// `deprecated-reference`: a token that aliases a `$deprecated` one, in any appearance: its value, a composite's
/// member, or a part of its value (`ResolvedToken.partSources`).
struct DeprecatedReferenceRule: LintRule {
  let id = "deprecated-reference"
  let defaultSeverity = LintSeverity.warning
  let summary = "an alias to a '$deprecated' token"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let tokens = context.graph.tokens
    var findings: [LintFinding] = []
    for token in tokens {
      for target in token.referencedTokens {
        guard let deprecation = tokens[target].deprecation else { continue }
        let reason: String?
        if case .deprecatedBecause(let text) = deprecation { reason = text } else { reason = nil }
        var finding = LintFinding(
          rule: id, token: token.path.string,
          message: .lintDeprecatedReference(tokens[target].path.string, reason: reason), range: token.definedAt)
        finding.notes.append(.init("'\(tokens[target].path.string)' is deprecated here", at: tokens[target].definedAt))
        findings.append(finding)
      }
    }
    return (findings, [])
  }
}
