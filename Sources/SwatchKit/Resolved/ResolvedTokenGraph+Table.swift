extension ResolvedTokenGraph {
  /// A plain-text table of `tokens` (all when nil) by `appearances`, one row per token.
  public func table(tokens selected: [ResolvedToken]? = nil, appearances columns: [Appearance]? = nil) -> String {
    let rows = selected ?? tokens
    let columns = columns ?? appearances
    let header = ["token", "type"] + columns.map(\.name)
    let body = rows.map { token in
      [token.path.string, token.type.rawValue] + columns.map { token.values[$0.index].displayText }
    }
    return TextTable(header: header, rows: body).rendered
  }

  /// For one token, each appearance's value and the chain of aliases that led to it:
  /// `dark normal elevated  #1C1C1EFF  [dark elevated] → palette.gray6.dark-elevated`.
  public func chains(of token: ResolvedToken, appearances columns: [Appearance]? = nil) -> String {
    var text = "\(token.path.string) (\(token.type.rawValue))\n"
    if let description = token.description { text += "  \(description)\n" }
    let rows = (columns ?? appearances).map { appearance in
      [appearance.name, token.values[appearance.index].displayText, chain(of: token, in: appearance)]
    }
    text += TextTable(header: nil, rows: rows, indent: 2).rendered
    return text
  }

  /// The hops from `token` to its literal in `appearance`, each with the mode key that chose it.
  func chain(of token: ResolvedToken, in appearance: Appearance) -> String {
    var hops: [String] = []
    var current = token
    var visited = Set<String>()
    while visited.insert(current.path.string).inserted {
      let origin = current.origins[appearance.index]
      var hop = origin.mode.map { "[\($0)]" } ?? "$value"
      if let alpha = origin.alpha { hop += " / \(JSONSerializer.number(alpha))" }
      hops.append(hop)
      guard let target = origin.aliasTarget else { break }
      current = tokens[target]
      hops.append("→ \(current.path.string)")
    }
    return hops.joined(separator: " ")
  }
}
