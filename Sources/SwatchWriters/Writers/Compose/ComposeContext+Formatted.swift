/// The formatted color values of the Compose context: formatting a color (a conversion to 8-bit sRGB, or a
/// gamut mapping into Display P3) costs far more than comparing two values, so the wide colors' texts are made
/// once per token's distinct value before rendering, and each ARGB literal once per distinct value of the
/// graph, when an entry showing it renders (`ComposeContext.argbLiterals`).
extension ComposeContext {
  /// The formatted values of `tokens`, one row per token of one entry per appearance (entry
  /// `row * appearances + appearance.index`); an appearance whose value equals the default appearance's or
  /// the one before reuses its text.
  static func formatted<Text>(_ tokens: [Int], in graph: ResolvedTokenGraph, _ format: (TokenValue) -> Text)
    -> [Text]
  {
    var table: [Text] = []
    table.reserveCapacity(tokens.count * graph.appearances.count)
    for token in tokens {
      let (values, start) = (graph.tokens[token].values, table.count)
      for index in values.indices {
        if index > 0 && values[index] == values[0] {
          table.append(table[start])
        } else if index > 0 && values[index] == values[index - 1] {
          table.append(table[start + index - 1])
        } else {
          table.append(format(values[index]))
        }
      }
    }
    return table
  }

  /// `0xFF007AFFL`, or empty for a value that is not a color (a color token has none).
  static func argbLiteral(_ value: TokenValue) -> String {
    guard case .color(let color) = value else { return "" }
    return KotlinName.argbLiteral(color)
  }
}
