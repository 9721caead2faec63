/// `trait-value-unused`: a trait value, other than a trait's default, that no winning `$modes` key names.
struct UnusedTraitValueRule: LintRule {
  let id = "trait-value-unused"
  let defaultSeverity = LintSeverity.warning
  let summary = "a trait value no token's '$modes' names"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    var used = Set<Substring>()
    for token in context.graph.tokens {
      for mode in Set(token.origins.compactMap(\.mode)) {
        used.formUnion(mode.split(whereSeparator: \.isWhitespace))
      }
    }
    var findings: [LintFinding] = []
    for trait in context.graph.traits.traits {
      for value in trait.values.dropFirst() where !used.contains(Substring(value)) {
        let message = DiagnosticMessage.lintTraitValueUnused(value, trait: trait.name)
        findings.append(LintFinding(rule: id, token: "", message: message, range: context.traitsRange))
      }
    }
    return (findings, [])
  }
}
