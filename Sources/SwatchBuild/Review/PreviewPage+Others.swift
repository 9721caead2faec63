extension PreviewPage {
  /// Tokens other than colors, one table per type: a column per appearance, each cell a picture of the value
  /// (see `PreviewSpecimen`) over its text; a token whose value never varies has one cell across the row. Rows
  /// but images' (which read their files) are copied from `memory` where the last page made them alike.
  func appendOtherSections(to text: inout String, images: PreviewImages, memory: PreviewRowMemory?) {
    let others = graph.tokens.indices.filter { graph.tokens[$0].type != .color }
    guard !others.isEmpty else { return }
    let (page, records) = memory == nil ? (nil, []) : (pageKey, graph.recordKeys)
    text += "<h2 class=\"kind\" id=\"others\">Other tokens</h2>\n"
    for type in TokenType.allCases {
      let indices = others.filter { graph.tokens[$0].type == type }
      guard !indices.isEmpty else { continue }
      text += "<section class=\"group\">\n<h3>\(type.rawValue)</h3>\n<div class=\"scroll\">\n<table class=\"others\">\n"
      text += appearanceHeader + "<tbody>\n"
      for index in indices {
        guard let memory, let page, type != .image else {
          text += row(graph.tokens[index], images: images)
          continue
        }
        text += memory.row(rowKey(index, page: page, records: records)) { row(graph.tokens[index], images: images) }
      }
      text += "</tbody>\n</table>\n</div>\n</section>\n"
    }
  }

  private func row(_ token: ResolvedToken, images: PreviewImages) -> String {
    let path = HTMLText.escape(token.path.string)
    let change = change(of: token.path.string)
    var text = "<tr data-path=\"\(path)\"\(change.map { " class=\"\($0.kind.rawValue)\"" } ?? "")>"
    text += "<th class=\"name\"><code>\(path)</code>"
    if let change { text += "<span class=\"mark\">\(HTMLText.escape(change.kind.rawValue))</span>" }
    if let description = token.description { text += "<p>\(HTMLText.escape(description))</p>" }
    text += "</th>"
    if token.isConstant, token.absentAppearances.isEmpty, graph.appearances.count > 1 {
      text += "<td class=\"same\" colspan=\"\(graph.appearances.count)\">"
      text += value(token.values[0], images: images) + "<div class=\"note\">same in every appearance</div></td>"
    } else {
      for appearance in graph.appearances {
        guard let value = token.presentValue(appearance.index) else {
          text += Self.absentCell(cellStyle(appearance))
          continue
        }
        text += "<td\(cellStyle(appearance))>\(self.value(value, images: images))</td>"
      }
    }
    return text + "</tr>\n"
  }

  /// The cell of an appearance where the token has no value (a Tokens Studio token only one theme's set
  /// defines): said so, as the outputs hold none there (CSS `initial`), never the token's `$value`.
  static func absentCell(_ style: String) -> String {
    "<td\(style)><div class=\"absent\">absent</div></td>"
  }

  private func value(_ value: TokenValue, images: PreviewImages) -> String {
    PreviewSpecimen.html(value, images: images) + "<div class=\"value\">\(HTMLText.escape(value.displayText))</div>"
  }
}
