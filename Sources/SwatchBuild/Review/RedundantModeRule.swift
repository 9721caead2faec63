/// `mode-redundant`: a `$modes` key whose value is the one it overrides, such as a dark value equal to the
/// light one.
///
/// Works from the resolved graph: the keys seen are those that win in some appearance. In an appearance
/// where key M wins, the overridden candidate is the heaviest other key (or `$value`) that also holds there.
/// Two aliases are the same when they name the same token with the same alpha; two literals when their
/// values are equal.
struct RedundantModeRule: LintRule {
  let id = "mode-redundant"
  let defaultSeverity = LintSeverity.warning
  let summary = "a '$modes' value identical to the value it overrides"

  func check(_ context: LintContext) -> (findings: [LintFinding], errors: [Diagnostic]) {
    var findings: [LintFinding] = []
    for token in context.graph.tokens where token.origins.contains(where: { $0.mode != nil }) {
      for key in redundantKeys(token, traits: context.graph.traits) {
        findings.append(
          LintFinding(
            rule: id, token: token.path.string, message: .lintModeRedundant(key), range: token.definedAt))
      }
    }
    return (findings, [])
  }

  private func redundantKeys(_ token: ResolvedToken, traits: TraitSet) -> [String] {
    let texts = Set(token.origins.compactMap(\.mode)).sorted()
    let keys = texts.compactMap { ModeKey.parse($0, traits: traits, at: token.definedAt).0 }
    var redundant: [String] = []
    for key in keys {
      let winning = traits.appearances.filter { token.origins[$0.index].mode == key.text }
      let isRedundant = winning.contains { appearance in
        let overridden = keys.filter { $0 != key && $0.weight < key.weight && $0.holds(in: appearance) }
          .max { $0.weight < $1.weight }
        guard let other = traits.appearances.first(where: { token.origins[$0.index].mode == overridden?.text })
        else { return false }
        return same(token, appearance.index, other.index)
      }
      if isRedundant { redundant.append(key.text) }
    }
    return redundant
  }

  private func same(_ token: ResolvedToken, _ first: Int, _ second: Int) -> Bool {
    let (a, b) = (token.origins[first], token.origins[second])
    switch (a.aliasTarget, b.aliasTarget) {
    case (let x?, let y?): return x == y && a.alpha == b.alpha
    case (nil, nil): return token.values[first] == token.values[second]
    default: return false
    }
  }
}
