/// `trait-incomplete`: a token that does not vary by a trait while every sibling of its type does, such as a
/// semantic color with no dark value among siblings that all have one.
///
/// Needs at least two such siblings, so a pair of unrelated tokens does not trigger it.
struct TraitCompletenessRule: LintRule {
  let id = "trait-incomplete"
  let defaultSeverity = LintSeverity.warning
  let summary = "a token that does not vary by a trait while all its siblings do (a likely missing value)"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    let graph = context.graph
    let variation = TraitVariation(graph.traits)
    let groups = Dictionary(grouping: graph.tokens.indices) {
      "\(graph.tokens[$0].path.parent?.string ?? "")\u{0}\(graph.tokens[$0].type.rawValue)"
    }
    var findings: [LintFinding] = []
    for members in groups.values where members.count >= 3 {
      for trait in graph.traits.traits.indices {
        let varying = members.filter { variation.varies(graph.tokens[$0], byTrait: trait) }
        guard varying.count == members.count - 1, let still = members.first(where: { !varying.contains($0) })
        else { continue }
        let token = graph.tokens[still]
        let message = DiagnosticMessage.lintTraitIncomplete(graph.traits.traits[trait].name, siblings: varying.count)
        findings.append(LintFinding(rule: id, token: token.path.string, message: message, range: token.definedAt))
      }
    }
    return (findings, [])
  }
}

/// Which appearances differ from each other in exactly one trait.
struct TraitVariation {
  let traits: TraitSet
  private let indexByValues: [[Int]: Int]

  init(_ traits: TraitSet) {
    self.traits = traits
    indexByValues = Dictionary(uniqueKeysWithValues: traits.appearances.map { ($0.values, $0.index) })
  }

  /// Whether changing `trait` alone changes the token's value in some appearance.
  func varies(_ token: ResolvedToken, byTrait trait: Int) -> Bool {
    traits.appearances.contains { appearance in
      traits.traits[trait].values.indices.contains { value in
        var values = appearance.values
        values[trait] = value
        guard let other = indexByValues[values] else { return false }
        return token.values[other] != token.values[appearance.index]
      }
    }
  }
}
