/// `type-through-alias`: a token without `$type` that takes a type from its alias other than its group's
/// `$type`. DTCG allows it; it is usually an alias to the wrong token.
struct AliasTypeRule: LintRule {
  let id = "type-through-alias"
  let defaultSeverity = LintSeverity.warning
  let summary = "a token whose type, taken from its alias, differs from its group's '$type'"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let findings = context.graph.typesDifferingFromGroup.keys.sorted().compactMap { path -> LintFinding? in
      guard let token = context.graph.token(path), let group = context.graph.typesDifferingFromGroup[path] else {
        return nil
      }
      return LintFinding(
        rule: id, token: path, message: .lintTypeThroughAlias(token.type, group: group), range: token.definedAt)
    }
    return (findings, [])
  }
}
