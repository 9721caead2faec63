extension TokenDiff {
  /// The text a value shows in a diff: the `#RRGGBBAA` hex `swatch resolve --format json` prints for colors,
  /// the display text for other types, `-` for none.
  static func text(_ value: TokenValue?) -> String {
    guard let value else { return "-" }
    if case .color(let color) = value { return color.hexRGBA }
    return value.displayText
  }

  /// The texts of a changed value, old and new: `text` of each, but for two colors of one hex that differ in
  /// their space or beyond 8 bits (`color(display-p3 1 0 0)` to `… 0.0001 0`), each also written in its own
  /// space to every digit, so a reviewer sees what changed.
  static func texts(_ old: TokenValue?, _ new: TokenValue?) -> (old: String, new: String) {
    // A changed token without a value on one side there: the outputs hold none (CSS `initial`).
    let texts = (old.map { text($0) } ?? "absent", new.map { text($0) } ?? "absent")
    guard case .color(let before)? = old, case .color(let after)? = new, texts.0 == texts.1 else { return texts }
    return ("\(texts.0) (\(precise(before)))", "\(texts.1) (\(precise(after)))")
  }

  /// The color in its own space, each component to every digit: `display-p3 1 0.0001 0 / 0.5`.
  private static func precise(_ color: ColorValue) -> String {
    let alpha = color.alpha < 1 ? " / \(NumberText.shortest(color.alpha))" : ""
    return "\(color.space.rawValue) \(color.components.map(NumberText.shortest).joined(separator: " "))\(alpha)"
  }

  /// `{"changes": [...], "contrast": [...]}` for `swatch diff --format json`.
  ///
  /// Each change has `token`, `kind`, `from` for a rename, `appearances` (`appearance`, `old`, `new`) for a
  /// change and `values` (by appearance) for an addition or a removal.
  public var jsonValue: JSONValue {
    .object([
      ("changes", .array(changes.map(Self.json))),
      ("contrast", .array(contrast.map(Self.json))),
    ])
  }

  private static func json(_ change: TokenChange) -> JSONValue {
    var fields: [(String, JSONValue)] = [("token", .string(change.token)), ("kind", .string(change.kind.rawValue))]
    switch change.kind {
    case .renamed: fields.append(("from", .string(change.from ?? "")))
    case .changed:
      let entries = change.appearances.map { entry -> JSONValue in
        .object([
          ("appearance", .string(entry.appearance)), ("old", entry.old.map { .string(text($0)) } ?? .null),
          ("new", entry.new.map { .string(text($0)) } ?? .null),
        ])
      }
      fields.append(("appearances", .array(entries)))
    case .added, .removed:
      let values = change.appearances.map { ($0.appearance, JSONValue.string(text($0.new ?? $0.old))) }
      fields.append(("values", .object(values)))
    }
    return .object(fields)
  }

  private static func json(_ change: ContrastChange) -> JSONValue {
    let m = change.measurement
    return .object([
      ("kind", .string(change.appeared ? "appeared" : "disappeared")), ("foreground", .string(m.foreground)),
      ("background", .string(m.background)), ("appearance", .string(m.appearance)),
      (m.algorithm == .wcag ? "ratio" : "lc", .number(m.truncatedValue)), ("minimum", .number(m.minimum)),
    ])
  }

  /// One row per token and appearance: kind, token, appearance, old, new. Added and removed tokens with one
  /// value in every appearance take one row with the appearance `all`.
  var rows: [[String]] {
    changes.flatMap { change -> [[String]] in
      switch change.kind {
      case .renamed: return [["renamed", change.token, "", "from \(change.from ?? "")", ""]]
      case .changed:
        return change.appearances.map {
          let (old, new) = Self.texts($0.old, $0.new)
          return ["changed", change.token, $0.appearance, old, new]
        }
      case .added, .removed:
        let values = change.appearances.map { $0.new ?? $0.old }
        if change.isEverywhere, Set(values.map(Self.text)).count == 1, let first = change.appearances.first {
          return [[change.kind.rawValue, change.token, "all", Self.text(first.old), Self.text(first.new)]]
        }
        return change.appearances.map {
          [change.kind.rawValue, change.token, $0.appearance, Self.text($0.old), Self.text($0.new)]
        }
      }
    }
  }

  /// The contrast changes as sentences.
  var contrastLines: [String] {
    contrast.map { change in
      let m = change.measurement
      let verb = change.appeared ? "new contrast finding" : "contrast finding fixed"
      return
        "\(verb): '\(m.foreground)' on '\(m.background)' in \(m.appearance): \(m.valueText), minimum \(m.minimumText)"
    }
  }

  /// A plain-text table for a terminal, then the contrast changes.
  public var table: String {
    guard !isEmpty else { return "no differences\n" }
    var text =
      changes.isEmpty ? "" : TextTable(header: ["change", "token", "appearance", "old", "new"], rows: rows).rendered
    if !contrast.isEmpty { text += (text.isEmpty ? "" : "\n") + contrastLines.map { $0 + "\n" }.joined() }
    return text
  }
}
