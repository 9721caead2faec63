extension PreviewPage {
  /// The text styles (docs/text-styles.md): a row per style, a column per appearance, each cell a line of text
  /// in the style's typography drawn in its color token's value there, on that appearance's background, so text
  /// that would not follow dark mode shows as it would in the app.
  var textStyleSection: String {
    let styles = graph.textStyles
    guard !styles.isEmpty else { return "" }
    var text = "<h2 class=\"kind\" id=\"text-styles\">Text styles</h2>\n<section class=\"group\">\n"
    text += "<div class=\"scroll\">\n<table class=\"others text-styles\">\n" + appearanceHeader + "<tbody>\n"
    for style in styles { text += textStyleRow(style) }
    return text + "</tbody>\n</table>\n</div>\n</section>\n"
  }

  private func textStyleRow(_ style: TextStyle) -> String {
    let token = graph.tokens[style.typography]
    let color = graph.tokens[style.color]
    let path = HTMLText.escape(token.path.string)
    // The typography token has a row among the other tokens too: the live page tells the two apart by section.
    var text = "<tr data-path=\"\(path)\" data-section=\"text-style\"><th class=\"name\"><code>\(path)</code>"
    text += "<p>in <code>\(HTMLText.escape(color.path.string))</code></p>"
    if let description = token.description { text += "<p>\(HTMLText.escape(description))</p>" }
    text += "</th>"
    for appearance in graph.appearances {
      guard case .typography(let type)? = token.presentValue(appearance.index),
        case .color(let ink)? = color.presentValue(appearance.index)
      else {
        text += Self.absentCell(cellStyle(appearance))
        continue
      }
      text += "<td\(cellStyle(appearance))>" + PreviewSpecimen.textStyle(type, color: ink)
      text += "<div class=\"value\">\(HTMLText.escape(ink.hexRGBA))</div></td>"
    }
    return text + "</tr>\n"
  }
}
