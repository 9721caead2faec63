extension TokenDiff {
  /// Markdown for a pull-request comment: a summary, a table with a color chip and the hex of each color, and
  /// the contrast changes.
  ///
  /// GitHub strips `style` attributes from HTML in comments, so a chip is a TeX color square
  /// (`$\color{#RRGGBB}{\blacksquare}$`), which GitHub renders; the hex beside it keeps the text readable
  /// wherever math is not rendered. Token text is escaped so it cannot break the table or inject markup.
  public var markdown: String {
    guard !isEmpty else { return "**Tokens:** no differences.\n" }
    let counts = TokenChange.Kind.allKinds.compactMap { kind -> String? in
      let count = changes.filter { $0.kind == kind }.count
      return count == 0 ? nil : "\(count) \(kind.rawValue)"
    }
    var text = "**Tokens:** " + (counts.isEmpty ? "no token changes" : counts.joined(separator: ", ")) + "\n"
    if !changes.isEmpty {
      text += "\n| | token | appearance | old | new |\n| --- | --- | --- | --- | --- |\n"
      for change in changes {
        for row in markdownRows(change) { text += "| " + row.joined(separator: " | ") + " |\n" }
      }
    }
    if !contrast.isEmpty { text += "\n**Contrast:**\n\n" + contrastItems.map { "- " + $0 + "\n" }.joined() }
    return text
  }

  /// The contrast changes as `contrastLines` says them, token paths and the appearance in code spans: in a
  /// pull-request comment, text outside code can mention people (`@team`) and link issues (`#12`).
  private var contrastItems: [String] {
    contrast.map { change in
      let m = change.measurement
      let verb = change.appeared ? "new contrast finding" : "contrast finding fixed"
      let (foreground, background) = (Self.span(m.foreground, inTable: false), Self.span(m.background, inTable: false))
      return "\(verb): \(foreground) on \(background) in \(Self.span(m.appearance, inTable: false)): "
        + Self.escape("\(m.valueText), minimum \(m.minimumText)")
    }
  }

  private func markdownRows(_ change: TokenChange) -> [[String]] {
    let token = Self.span(change.token)
    switch change.kind {
    case .renamed: return [["renamed", token, "", Self.span(change.from ?? ""), ""]]
    case .changed:
      return change.appearances.map {
        let (old, new) = Self.texts($0.old, $0.new)
        return ["changed", token, Self.escape($0.appearance), Self.cell($0.old, old), Self.cell($0.new, new)]
      }
    case .added, .removed:
      let values = change.appearances.map { $0.new ?? $0.old }
      if change.isEverywhere, Set(values.map(Self.text)).count == 1, let first = change.appearances.first {
        return [[change.kind.rawValue, token, "all", Self.cell(first.old), Self.cell(first.new)]]
      }
      return change.appearances.map {
        [change.kind.rawValue, token, Self.escape($0.appearance), Self.cell($0.old), Self.cell($0.new)]
      }
    }
  }

  /// A value's cell: a color's swatch and `text` (its hex, unless given), other values' text, in code.
  private static func cell(_ value: TokenValue?, _ text: String? = nil) -> String {
    guard let value else { return text.map { span($0) } ?? "" }
    guard case .color(let color) = value else { return span(text ?? value.displayText) }
    return "$\\color{\(color.hexRGB)}{\\blacksquare}$ " + span(text ?? color.hexRGBA)
  }

  /// `text` as a code span that shows it as it is: fenced by one backtick more than its longest run of them,
  /// padded with a space where it starts or ends with one (CommonMark), pipes escaped in a table's cell.
  static func span(_ text: String, inTable: Bool = true) -> String {
    var (longest, run) = (0, 0)
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    // Every line break and control character is a space: a bare CR ends a Markdown line as LF does, and text
    // after it would be outside the span.
    let flat = String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.properties.generalCategory == .control || CommentText.isLineBreak($0) ? " " : $0 })
    )
    let body = inTable ? flat.replacingOccurrences(of: "|", with: "\\|") : flat
    let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
    return fence + pad + body + pad + fence
  }

  /// Plain text in Markdown: characters that start markup are backslash-escaped, HTML brackets become entities.
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "&": out += "&amp;"
      case "\n": out += " "
      case "\\", "`", "*", "_", "[", "]", "|", "$", "#", "!": out += "\\" + String(character)
      default: out.append(character)
      }
    }
    return out
  }
}

extension TokenChange.Kind {
  /// Every kind, in the order the summary lists them.
  static let allKinds: [Self] = [.changed, .added, .removed, .renamed]
}
