/// What every writer of text styles needs to know of one style (docs/text-styles.md): its typography in each
/// appearance, the Dynamic Type style it scales like, and its letter spacing in points.
struct TextStyleFacts {
  /// One typography and the appearances (by index) that hold it.
  struct Variant {
    let appearances: [Int]
    let value: TypographyValue
  }

  /// The pairing.
  let style: TextStyle
  /// Each distinct typography; the first holds the default appearance (index 0). Usually one.
  let variants: [Variant]
  /// The Dynamic Type style, as UIKit names it (`body`, `title1`, `caption2`).
  let dynamicType: String

  /// The facts of `style` in `graph`.
  init(_ style: TextStyle, in graph: ResolvedTokenGraph) {
    self.style = style
    let token = graph.tokens[style.typography]
    var groups: [Int: [Int]] = [:]
    for appearance in token.values.indices { groups[token.valueClass(appearance), default: []].append(appearance) }
    variants = groups.keys.sorted().compactMap { key in
      guard case .typography(let value) = token.values[key] else { return nil }
      return Variant(appearances: groups[key] ?? [], value: value)
    }
    dynamicType = Self.dynamicType(token, in: graph)
  }

  /// The UIKit text styles, by the lowercased token names that select them.
  static let dynamicTypeStyles: [String: String] = [
    "largetitle": "largeTitle", "title": "title1", "title1": "title1", "title2": "title2", "title3": "title3",
    "headline": "headline", "subheadline": "subheadline", "body": "body", "callout": "callout",
    "footnote": "footnote", "caption": "caption1", "caption1": "caption1", "caption2": "caption2",
  ]

  /// The style the typography token's last name selects (`text.headline`), else that of the token it aliases
  /// (`type.headline`), else `body`.
  private static func dynamicType(_ token: ResolvedToken, in graph: ResolvedTokenGraph) -> String {
    var candidates = [token.path]
    if let target = token.origins.first?.aliasTarget { candidates.append(graph.tokens[target].path) }
    for path in candidates {
      if let name = path.components.last, let style = dynamicTypeStyles[name.lowercased()] { return style }
    }
    return "body"
  }

  /// The font size in points: 17 when the typography has none in points (iOS's body size).
  static func size(_ value: TypographyValue) -> Double { value.fontSize?.points ?? 17 }

  /// The letter spacing in points at the typography's size (`em` times the size), or nil without one.
  static func letterSpacing(_ value: TypographyValue) -> Double? {
    guard let spacing = value.letterSpacing else { return nil }
    if spacing.unit == .em { return spacing.value * size(value) }
    return spacing.points
  }

  /// The CSS weight, 400 when the typography has none.
  static func weight(_ value: TypographyValue) -> Int { value.fontWeight ?? 400 }

  /// The Apple weight nearest a CSS weight (`UIFont.Weight`, `NSFont.Weight`, SwiftUI's `Font.Weight`).
  static func appleWeight(_ weight: Int) -> String {
    let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
    return names[min(max((weight - 50) / 100, 0), names.count - 1)]
  }
}
