/// The texts of each distinct literal value of the page rules, made once and found by the value's position
/// among the graph's distinct values (`ResolvedTokenGraph.distinctValues`): aliases written as literals
/// (`references: false`) and values repeated across appearances share their target's value, so most values
/// repeat.
///
/// Reads: the literal values `CSSStylesheet.pageRules` declares. Produces: each one's declaration text (the
/// sRGB fallback for a wide gamut color) and, for a wide gamut color, its `color(display-p3 …)` text.
struct CSSValueTexts {
  /// A value's texts: the declaration's, and the Display P3 override's or nil.
  typealias Texts = (plain: String, p3: String?)

  private let values: [TokenValue]
  private var known: [Texts?]

  /// The table of `values`, the distinct values positions refer to.
  init(values: [TokenValue]) {
    self.values = values
    known = [Texts?](repeating: nil, count: values.count)
  }

  /// The texts of the value at `position` of `values`, formatted the first time it is asked for.
  mutating func texts(at position: Int) -> Texts {
    if let texts = known[position] { return texts }
    let texts = Self.format(values[position])
    known[position] = texts
    return texts
  }

  /// The texts of `value`: `CSSValue.hex` and `CSSValue.displayP3` for a wide gamut color
  /// (`CSSValue.isWideGamut`), else `CSSValue.format` and no override.
  static func format(_ value: TokenValue) -> Texts {
    if case .color(let color) = value, CSSValue.isWideGamut(color) {
      return (CSSValue.hex(color), CSSValue.displayP3(color))
    }
    return (CSSValue.format(value), nil)
  }
}
