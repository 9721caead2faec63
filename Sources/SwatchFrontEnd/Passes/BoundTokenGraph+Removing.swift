extension BoundTokenGraph {
  /// `start` and every token that reaches one of them through an alias, a member alias or a reference inside
  /// its text, transitively: read from the links binding made, so no alias text is parsed again.
  func aliasClosure(of start: Set<Int>) -> Set<Int> {
    var dependents: [Int: [Int]] = [:]
    for (index, token) in candidates.enumerated() {
      for candidate in token {
        for target in candidate.expression.targets { dependents[target, default: []].append(index) }
      }
    }
    var removed = start
    var work = Array(start)
    while let next = work.popLast() {
      for dependent in dependents[next] ?? [] where removed.insert(dependent).inserted {
        work.append(dependent)
      }
    }
    return removed
  }

  /// The graph without the tokens at `positions`, whose every dependent must be among them too
  /// (`aliasClosure`): the links of the others are renumbered.
  func removing(_ positions: Set<Int>) -> BoundTokenGraph {
    guard !positions.isEmpty else { return self }
    var newIndex = [Int](repeating: -1, count: candidates.count)
    var kept = 0
    for index in candidates.indices where !positions.contains(index) {
      newIndex[index] = kept
      kept += 1
    }
    let renumbered = candidates.indices.filter { !positions.contains($0) }.map { index in
      candidates[index].map { candidate in
        var copy = candidate
        copy.expression = candidate.expression.renumbered { newIndex[$0] }
        return copy
      }
    }
    let remaining = graph.removing(positions)
    let problems = readDiagnostics.filter { !positions.contains($0.key) }
    return BoundTokenGraph(
      graph: remaining, traits: traits, candidates: renumbered,
      types: types.indices.filter { !positions.contains($0) }.map { types[$0] }, catalog: TokenCatalog(remaining),
      readDiagnostics: Dictionary(uniqueKeysWithValues: problems.map { (newIndex[$0.key], $0.value) }))
  }

  /// `diagnostics` without those located in one of the tokens at `positions`: what binding reported of tokens
  /// that are then left out.
  func dropping(_ diagnostics: [Diagnostic], locatedIn positions: Set<Int>) -> [Diagnostic] {
    guard !positions.isEmpty, !diagnostics.isEmpty else { return diagnostics }
    let ranges = positions.flatMap { graph.tokens[$0].ownRanges }
    return diagnostics.filter { diagnostic in
      guard let range = diagnostic.range else { return true }
      return !ranges.contains { $0.contains(range) }
    }
  }
}

extension BoundExpression {
  /// The tokens the expression links to, as a whole or in its members or text.
  var targets: [Int] {
    switch self {
    case .alias(let target, _): return [target]
    case .template(let template): return template.targets
    case .rejected(let targets): return targets
    case .literal, .invalid, .absent: return []
    }
  }

  /// The same expression with each linked token's position mapped by `position`, which keeps their order.
  func renumbered(_ position: (Int) -> Int) -> BoundExpression {
    switch self {
    case .alias(let target, let alpha): return .alias(target: position(target), alpha: alpha)
    case .template(let template): return .template(template.renumbered(position))
    case .rejected(let targets): return .rejected(targets: targets.map(position))
    case .literal, .invalid, .absent: return self
    }
  }
}
