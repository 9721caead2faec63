/// A typography token paired with the color token its text is drawn in (docs/text-styles.md).
public struct TextStyle: Hashable, Sendable {
  /// The typography token, by position in `ResolvedTokenGraph.tokens`.
  public let typography: Int
  /// The color token its `$extensions["dev.swatch.textColor"]` names, by position.
  public let color: Int
}

/// The graph's text styles, made once and shared by the writers (`GraphMemo`).
struct TextStyles: Sendable {
  let styles: [TextStyle]
}

extension ResolvedTokenGraph {
  /// The text styles, in token order. A pairing the front end reports (`TextStyleCheck`) never reaches a
  /// writer; one whose color token a writer has left out of its graph is left out with it.
  public var textStyles: [TextStyle] {
    memo.value(TextStyles.self) { TextStyles(styles: tokens.indices.compactMap(textStyle)) }.styles
  }

  /// The text style of the token at `index`, if it is one.
  private func textStyle(at index: Int) -> TextStyle? {
    guard tokens[index].type == .typography,
      case .reference(let path)? = TextStyleColor.reading(tokens[index].extensions),
      let color = self.index(of: path), tokens[color].type == .color
    else { return nil }
    return TextStyle(typography: index, color: color)
  }

  /// For each token, by position, the position of the color token it is a text style in, or nil.
  public var textStyleColors: [Int?] {
    var colors = [Int?](repeating: nil, count: tokens.count)
    for style in textStyles { colors[style.typography] = style.color }
    return colors
  }
}
