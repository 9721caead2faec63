extension ResolvedTokenGraph {
  /// The graph without the tokens at `positions`; aliases to them (and composite members aliasing them) lose
  /// their target, the others are renumbered. Writers that leave tokens out use it (`UnitSupport`,
  /// `AbsentTokens`, `ImageSupport`), and the image loader, which drops tokens whose files fail under
  /// `keepGoing`.
  package func removing(_ positions: Set<Int>) -> ResolvedTokenGraph {
    var newIndex: [Int: Int] = [:]
    var kept: [ResolvedToken] = []
    for (index, token) in tokens.enumerated() where !positions.contains(index) {
      newIndex[index] = kept.count
      kept.append(token)
    }
    let renumbered = kept.map { token in
      token.replacing(
        origins: token.origins.map {
          ValueOrigin(mode: $0.mode, aliasTarget: $0.aliasTarget.flatMap { newIndex[$0] }, alpha: $0.alpha)
        },
        memberOrigins: token.memberOrigins.map { members in
          members.compactMap { member in newIndex[member.target].map(member.retargeted) }
        }, partSources: token.partSources.compactMap { newIndex[$0] })
    }
    var filtered = ResolvedTokenGraph(traits: traits, tokens: renumbered, sourceFiles: sourceFiles)
    filtered.typesDifferingFromGroup = typesDifferingFromGroup
    filtered.valueTextFiles = valueTextFiles
    return filtered
  }
}
