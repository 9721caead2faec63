/// Where each token's alias chain ends in each appearance, and in how many hops: found in one pass per
/// appearance, since every token on a chain shares its tail. A preview row shows a long chain's first hops, a
/// count and its end, and its key reads the same hops, so a row costs the same however long its chain is (a
/// chain of 3,000 aliases made a 415 MB page when each row listed its whole chain).
///
/// Reads: the resolved graph. Produces: each chain's end and length, and its text as a row shows it.
struct AliasChains: Sendable {
  /// Chains of at most this many hops are shown whole; a longer one shows its first `shownHops`, a count and
  /// its end.
  static let shownWhole = 20
  static let shownHops = 10

  /// By appearance index, then token index: the index of the token the chain ends at, and its hop count.
  private let ends: [[(end: Int32, hops: Int32)]]

  init(_ graph: ResolvedTokenGraph) {
    var ends = Array(repeating: [(end: Int32, hops: Int32)](), count: (graph.appearances.map(\.index).max() ?? -1) + 1)
    for appearance in graph.appearances {
      ends[appearance.index] = Self.ends(in: graph, appearance: appearance.index)
    }
    self.ends = ends
  }

  /// Each token's chain end in the appearance at `slot`: a token's walk stops at the first token whose end is
  /// known, and every token it passed gets that end. Resolution leaves no cycle; the count of tokens bounds
  /// each walk all the same.
  private static func ends(in graph: ResolvedTokenGraph, appearance slot: Int) -> [(end: Int32, hops: Int32)] {
    var table = [(end: Int32, hops: Int32)](repeating: (-1, 0), count: graph.tokens.count)
    var walked: [Int] = []
    for start in graph.tokens.indices where table[start].end < 0 {
      var current = start
      walked.removeAll(keepingCapacity: true)
      while table[current].end < 0, let target = graph.tokens[current].origins[slot].aliasTarget,
        walked.count < graph.tokens.count
      {
        walked.append(current)
        current = target
      }
      if table[current].end < 0 { table[current] = (Int32(current), 0) }
      let tail = table[current]
      for (offset, token) in walked.reversed().enumerated() { table[token] = (tail.end, tail.hops + Int32(offset) + 1) }
    }
    return table
  }

  /// The hop count of `token`'s chain in the appearance at `slot`.
  func hops(of token: Int, in slot: Int) -> Int { Int(ends[slot][token].hops) }

  /// The tokens a row shows for `token`'s chain in the appearance at `slot`, in order: every hop of a chain of
  /// up to `shownWhole`, else the first `shownHops` and the end.
  func shownTargets(of token: Int, in slot: Int, graph: ResolvedTokenGraph) -> [Int] {
    let (end, hops) = ends[slot][token]
    var shown: [Int] = []
    var current = token
    while shown.count < min(Int(hops), hops > Self.shownWhole ? Self.shownHops : Self.shownWhole),
      let target = graph.tokens[current].origins[slot].aliasTarget
    {
      shown.append(target)
      current = target
    }
    if hops > Self.shownWhole { shown.append(Int(end)) }
    return shown
  }

  /// The chain of `token` in `appearance` as a row shows it: where its value comes from (`$value` or a mode
  /// key, with an alpha), then each alias hop; a chain past `shownWhole` hops shows its first `shownHops`,
  /// `… (N more)` and its end.
  func text(of token: Int, in appearance: Appearance, graph: ResolvedTokenGraph) -> String {
    let slot = appearance.index
    var text = ResolvedTokenGraph.hopLabel(graph.tokens[token].origins[slot], isFirst: true)
    let shown = shownTargets(of: token, in: slot, graph: graph)
    let skipped = hops(of: token, in: slot) - shown.count
    for (position, target) in shown.enumerated() {
      if skipped > 0 && position == shown.count - 1 { text += " → … (\(skipped) more)" }
      text +=
        " → " + graph.tokens[target].path.string
        + ResolvedTokenGraph.hopLabel(graph.tokens[target].origins[slot], isFirst: false)
    }
    return text
  }
}
