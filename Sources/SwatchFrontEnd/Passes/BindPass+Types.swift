/// Binding's second and third steps: each token's type settled from the links, then its values read.
extension BindPass {
  /// The linked `candidates` of `graph`'s tokens read once each token's type is settled; `linkDiagnostics`
  /// (what linking reported) come first.
  func read(_ linked: [[LinkedCandidate]], of graph: TokenGraph, diagnostics linkDiagnostics: [Diagnostic])
    -> (BoundTokenGraph, [Diagnostic])
  {
    let catalog = TokenCatalog(graph)
    let types = Self.settleTypes(linked, catalog: catalog)
    var diagnostics = linkDiagnostics
    for (index, type) in types.enumerated() where type == nil && !Self.hasInvalidValue(linked[index]) {
      diagnostics.append(Diagnostic(.tokenNoType(catalog.paths[index].string), at: catalog.nameRanges[index]))
    }
    // Each token's values are read on their own, on every core; diagnostics keep token order.
    let reading = ValueReading(types: types, catalog: catalog)
    let (candidates, readDiagnostics) = ChunkedMap.map(linked.count) { index, diagnostics in
      linked[index].map { candidate in
        BoundCandidate(
          mode: candidate.mode, expression: reading.read(candidate, type: types[index], diagnostics: &diagnostics),
          range: candidate.range)
      }
    }
    let bound = BoundTokenGraph(graph: graph, traits: traits, candidates: candidates, types: types, catalog: catalog)
    return (bound, diagnostics + readDiagnostics)
  }

  /// Every token's type, following `$value` aliases iteratively so a long chain cannot overflow the stack.
  ///
  /// A token caught in an alias cycle falls back to its group's type; the cycle is reported later, by
  /// the pass that resolves values.
  static func settleTypes(_ linked: [[LinkedCandidate]], catalog: TokenCatalog) -> [TokenType?] {
    var types = [TokenType?](repeating: nil, count: catalog.count)
    var settled = [Bool](repeating: false, count: catalog.count)
    var onPath = [Bool](repeating: false, count: catalog.count)
    for start in 0..<catalog.count where !settled[start] {
      var path = [start]
      onPath[start] = true
      while let current = path.last {
        if let own = catalog.declaredTypes[current] {
          types[current] = own
        } else if case .alias(let target, _) = Self.typeSource(linked[current]), !settled[target],
          !onPath[target]
        {
          path.append(target)
          onPath[target] = true
          continue
        } else if case .alias(let target, _) = Self.typeSource(linked[current]), settled[target] {
          types[current] = types[target] ?? catalog.inheritedType(of: current)
        } else {
          types[current] = catalog.inheritedType(of: current)
        }
        settled[current] = true
        onPath[current] = false
        path.removeLast()
      }
    }
    return types
  }

  /// The expression a token without `$type` takes its type from: `$value`, or for a context-only token
  /// its first `$modes` entry.
  static func typeSource(_ candidates: [LinkedCandidate]) -> LinkedExpression {
    if case .absent = candidates[0].expression, candidates.count > 1 { return candidates[1].expression }
    return candidates[0].expression
  }

  static func hasInvalidValue(_ candidates: [LinkedCandidate]) -> Bool {
    if case .invalid = candidates[0].expression { return true }
    return false
  }
}
