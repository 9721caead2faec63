extension PreviewPage {
  /// What every row of the page shows alike: the appearances' names and cell attributes (their backgrounds),
  /// the seed of each row's key.
  var pageKey: StableHash {
    var hash = StableHash("preview.row 1")
    hash.combine(UInt64(graph.appearances.count))
    for appearance in graph.appearances {
      hash.combine(appearance.name)
      hash.combine(cellStyle(appearance))
    }
    return hash
  }

  /// The key of the row of the token at `index` (`PreviewRowMemory`): the page's, the token's record, the
  /// record of each token its alias chains show in each appearance (their paths and how each hop was reached;
  /// `AliasChains`) and the chain's length, and its contrast checks. A row with the same key shows the same HTML.
  ///
  /// `records` is `graph.recordKeys`, passed in so it is looked up once per page.
  func rowKey(_ index: Int, page: StableHash, records: [UInt64], checks: [ContrastMeasurement] = []) -> UInt64 {
    var hash = page
    hash.combine(records[index])
    for appearance in graph.appearances {
      for target in chains.shownTargets(of: index, in: appearance.index, graph: graph) {
        hash.combine(records[target])
      }
      hash.combine(UInt64(chains.hops(of: index, in: appearance.index)))
    }
    hash.combine(UInt64(checks.count))
    for check in checks {
      hash.combine(check.background)
      hash.combine(check.appearance)
      hash.combine(number: check.value)
      hash.combine(number: check.minimum)
      hash.combine(check.algorithm.rawValue)
    }
    return hash.value
  }
}
