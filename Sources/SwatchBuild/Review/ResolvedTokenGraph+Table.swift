extension ResolvedTokenGraph {
  /// The width the default table keeps within: a terminal or a review tool's 100 columns.
  public static let tableWidth = 100

  /// A plain-text table of `tokens` (all when nil) by `appearances`, one row per token; `absent` where a
  /// token has no value.
  ///
  /// Unless `wide`, a table with several appearances whose lines would pass `tableWidth` shows one
  /// appearance per row instead, under a line with the token's path and type.
  public func table(
    tokens selected: [ResolvedToken]? = nil, appearances columns: [Appearance]? = nil, wide: Bool = true
  ) -> String {
    let rows = selected ?? tokens
    let columns = columns ?? appearances
    let header = ["token", "type"] + columns.map(\.name)
    let body = rows.map { token in
      [token.path.string, token.type.rawValue] + columns.map { cell(token, $0) }
    }
    let table = TextTable(header: header, rows: body).rendered
    guard !wide, columns.count > 1, table.split(separator: "\n").contains(where: { $0.count > Self.tableWidth })
    else { return table }
    return tallTable(rows, columns)
  }

  private func tallTable(_ rows: [ResolvedToken], _ columns: [Appearance]) -> String {
    rows.map { token in
      let values = columns.map { [$0.name, cell(token, $0)] }
      return "\(token.path.string) (\(token.type.rawValue))\n" + TextTable(rows: values, indent: 2).rendered
    }.joined()
  }

  /// For one token, each appearance's value and the chain of aliases that led to it:
  /// `dark normal elevated  #1C1C1EFF  [dark elevated] → palette.gray6.dark-elevated`.
  public func chains(of token: ResolvedToken, appearances columns: [Appearance]? = nil) -> String {
    var text = "\(token.path.string) (\(token.type.rawValue))\n"
    if let description = token.description { text += "  \(description)\n" }
    let rows = (columns ?? appearances).map { appearance in
      [appearance.name, cell(token, appearance), chain(of: token, in: appearance)]
    }
    text += TextTable(header: nil, rows: rows, indent: 2).rendered
    return text
  }

  private func cell(_ token: ResolvedToken, _ appearance: Appearance) -> String {
    token.isPresent(in: appearance.index) ? token.values[appearance.index].displayText : Self.absentText
  }

  /// What a table shows where a token has no value.
  static let absentText = "absent"

  /// The hops from `token` to its literal in `appearance`: the first hop's source (`$value` or the winning
  /// mode key in brackets, with any alpha), then each aliased token, with its mode key when one chose it; a value
  /// taking parts of others names them after `←` (`$value ← color.black, opacity.half`).
  func chain(of token: ResolvedToken, in appearance: Appearance) -> String {
    var text = Self.hopLabel(token.origins[appearance.index], isFirst: true)
    if !token.partSources.isEmpty, token.origins[appearance.index].aliasTarget == nil {
      text += " ← " + token.partSources.map { tokens[$0].path.string }.joined(separator: ", ")
    }
    // Resolution leaves no cycle; the count of hops bounds the walk all the same.
    var (current, hops) = (token, 0)
    while let target = current.origins[appearance.index].aliasTarget, hops < tokens.count {
      (current, hops) = (tokens[target], hops + 1)
      text += " → " + current.path.string + Self.hopLabel(current.origins[appearance.index], isFirst: false)
    }
    return text
  }

  /// Where a hop's value comes from: `$value` (the first hop's own) or its mode key in brackets, with any alpha.
  static func hopLabel(_ origin: ValueOrigin, isFirst: Bool) -> String {
    var label = origin.mode.map { "[\($0)]" } ?? (isFirst ? "$value" : "")
    if let alpha = origin.alpha { label += " / \(NumberText.shortest(alpha))" }
    return isFirst || label.isEmpty ? label : " " + label
  }
}
