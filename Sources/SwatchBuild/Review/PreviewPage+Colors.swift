extension PreviewPage {
  /// One table per group of color tokens: a row per token, a column per appearance; rows are copied from
  /// `memory` where the last page made them with the same inputs.
  func appendColorSections(to text: inout String, memory: PreviewRowMemory?) {
    let colors = graph.tokens.indices.filter { graph.tokens[$0].type == .color }
    guard !colors.isEmpty else { return }
    // Each token's checks, found once rather than by a search per cell.
    let checks = Dictionary(grouping: measurements, by: \.foreground)
    let (page, records) = memory == nil ? (nil, []) : (pageKey, graph.recordKeys)
    text += "<h2 class=\"kind\" id=\"colors\">Colors</h2>\n"
    for (group, indices) in groups(of: colors) {
      text += "<section class=\"group\">\n<h3>\(HTMLText.escape(group.isEmpty ? "(top level)" : group))</h3>\n"
      text += "<div class=\"scroll\">\n<table class=\"colors\">\n" + appearanceHeader + "<tbody>\n"
      for index in indices {
        let own = checks[graph.tokens[index].path.string] ?? []
        guard let memory, let page else {
          text += row(index, checks: own)
          continue
        }
        text += memory.row(rowKey(index, page: page, records: records, checks: own)) { row(index, checks: own) }
      }
      text += "</tbody>\n</table>\n</div>\n</section>\n"
    }
  }

  private func row(_ index: Int, checks: [ContrastMeasurement]) -> String {
    let token = graph.tokens[index]
    let path = HTMLText.escape(token.path.string)
    let change = change(of: token.path.string)
    var text = "<tr data-path=\"\(path)\"\(change.map { " class=\"\($0.kind.rawValue)\"" } ?? "")>"
    text += "<th class=\"name\"><code>\(path)</code>"
    if let change { text += "<span class=\"mark\">\(changeLabel(change))</span>" }
    if let description = token.description { text += "<p>\(HTMLText.escape(description))</p>" }
    text += "</th>"
    for appearance in graph.appearances {
      let own = checks.isEmpty ? checks : checks.filter { $0.appearance == appearance.name }
      text += cell(index, path: path, appearance, change: change, checks: own)
    }
    return text + "</tr>\n"
  }

  private func changeLabel(_ change: TokenChange) -> String {
    switch change.kind {
    case .renamed: return "renamed from \(HTMLText.escape(change.from ?? ""))"
    default: return change.kind.rawValue
    }
  }

  /// The appearance's background and a text color readable on it, as a cell's attributes.
  func cellStyle(_ appearance: Appearance) -> String { cellStyles[appearance.index] }

  /// `cellStyle`, made from the background token.
  func makeCellStyle(_ appearance: Appearance) -> String {
    let base = backgroundColor(appearance)
    let ink = ContrastMath.relativeLuminance(base) > 0.18 ? "#1d1d1f" : "#f5f5f7"
    let hex = ColorValue(space: .srgb, components: [base.red, base.green, base.blue]).hexRGB
    let token = background.map { " data-background=\"\(HTMLText.escape($0.path.string))\"" } ?? ""
    return " class=\"appearance\" style=\"background:\(hex);color:\(ink)\"\(token)"
  }

  /// The column's color: the background token's value made opaque (over white), or a neutral.
  func backgroundColor(_ appearance: Appearance) -> ContrastMath.RGB {
    guard let background, case .color(let color)? = background.presentValue(appearance.index) else {
      // A trait value naming dark: `dark`, and Primer's `dark-hc`, `dark_dimmed`, `darkHC`.
      let dark = appearance.name.lowercased().contains("dark")
      return dark ? ContrastMath.RGB(red: 0, green: 0, blue: 0) : ContrastMath.RGB(red: 1, green: 1, blue: 1)
    }
    return ContrastMath.composite(color, over: ContrastMath.RGB(red: 1, green: 1, blue: 1))
  }

  /// `path` is the token's path, escaped.
  private func cell(
    _ index: Int, path: String, _ appearance: Appearance, change: TokenChange?,
    checks: [ContrastMeasurement]
  ) -> String {
    guard case .color(let color)? = graph.tokens[index].presentValue(appearance.index) else {
      return graph.tokens[index].isPresent(in: appearance.index) ? "<td></td>" : Self.absentCell(cellStyle(appearance))
    }
    let previous = change?.appearances.first { $0.appearance == appearance.name && $0.old != nil }
    var text = "<td\(cellStyle(appearance))\(previous != nil ? " data-changed" : "")>"
    let hex = color.hexRGBA
    text += "<div class=\"swatch\" data-token=\"" + path + "\" data-appearance=\"" + appearanceNames[appearance.index]
    text += "\" style=\"background:" + hex + "\"></div><div class=\"hex\">" + hex + "</div>"
    if color.space != .srgb { text += "<div class=\"wide\">\(HTMLText.escape(Self.written(color)))</div>" }
    if case .color(let old)? = previous?.old { text += "<div class=\"was\">was \(old.hexRGBA)</div>" }
    let chain = chains.text(of: index, in: appearance, graph: graph)
    if chain != "$value" { text += "<div class=\"chain\">\(HTMLText.escape(chain))</div>" }
    text += badges(checks)
    return text + "</td>"
  }

  /// The color in the space it was written in, to 4 decimals: `display-p3 0.4 0.28 1`.
  static func written(_ color: ColorValue) -> String {
    let numbers = color.components.map { NumberText.shortest(($0 * 10_000).rounded() / 10_000) }
    let alpha = color.alpha < 1 ? " / \(NumberText.shortest((color.alpha * 10_000).rounded() / 10_000))" : ""
    return "\(color.space.rawValue) \(numbers.joined(separator: " "))\(alpha)"
  }

  /// Failing contrast checks as red badges, passing ones as one count whose tooltip lists them.
  private func badges(_ own: [ContrastMeasurement]) -> String {
    guard !own.isEmpty else { return "" }
    var text = "<div class=\"badges\">"
    for failing in own where !failing.passes {
      let title = "below \(failing.minimumText) on \(failing.background)"
      text += "<span class=\"badge fail\" title=\"\(HTMLText.escape(title))\">\(failing.valueText) on "
      text += "\(HTMLText.escape(failing.background))</span>"
    }
    let passing = own.filter(\.passes)
    if !passing.isEmpty {
      let title = passing.map { "\($0.valueText) on \($0.background) (min \($0.minimumText))" }
        .joined(separator: "\n")
      text += "<span class=\"badge pass\" title=\"\(HTMLText.escape(title))\">\(passing.count) pass</span>"
    }
    return text + "</div>"
  }
}
