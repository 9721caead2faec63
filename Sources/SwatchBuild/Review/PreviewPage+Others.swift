extension PreviewPage {
  /// Tokens other than colors, one table per type: a value column per appearance when the value varies,
  /// one value otherwise.
  var otherSections: String {
    let others = graph.tokens.filter { $0.type != .color }
    guard !others.isEmpty else { return "" }
    var text = "<h2 class=\"kind\">Other tokens</h2>\n"
    for type in TokenType.allCases {
      let tokens = others.filter { $0.type == type }
      guard !tokens.isEmpty else { continue }
      text += "<section class=\"group\">\n<h3>\(type.rawValue)</h3>\n<table class=\"others\">\n<tbody>\n"
      for token in tokens { text += row(token) }
      text += "</tbody>\n</table>\n</section>\n"
    }
    return text
  }

  private func row(_ token: ResolvedToken) -> String {
    let path = HTMLText.escape(token.path.string)
    let change = change(of: token.path.string)
    var text = "<tr data-path=\"\(path)\"\(change.map { " class=\"\($0.kind.rawValue)\"" } ?? "")>"
    text += "<th class=\"name\"><code>\(path)</code>"
    if let change { text += "<span class=\"mark\">\(HTMLText.escape(change.kind.rawValue))</span>" }
    text += "</th><td>"
    if token.isConstant {
      text += "<code>\(HTMLText.escape(token.values[0].displayText))</code>"
    } else {
      text += graph.appearances.map { appearance in
        "<span class=\"per\">\(HTMLText.escape(appearance.name)): "
          + "<code>\(HTMLText.escape(token.values[appearance.index].displayText))</code></span>"
      }.joined()
    }
    return text + "</td></tr>\n"
  }
}
