/// How a typography token reaches CSS: beside its `font` shorthand property, one custom property per member
/// (`--type-body-font-size`) and a utility class (`.type-body`) setting the `font-*` properties from them.
/// `CSSTokenParts` writes the parts.
enum CSSTypography {
  /// One member: the suffix of its custom property, the CSS property it feeds, the DTCG member it holds and
  /// its text in a value.
  struct Part: Sendable {
    let property: String
    let member: String
    let text: @Sendable (TypographyValue) -> String?
  }

  static let parts: [Part] = [
    Part(property: "font-family", member: "fontFamily") { $0.fontFamily.map { CSSValue.format(.fontFamily($0)) } },
    Part(property: "font-size", member: "fontSize") { $0.fontSize.map { CSSValue.format(.dimension($0)) } },
    Part(property: "font-weight", member: "fontWeight") { $0.fontWeight.map(String.init) },
    Part(property: "letter-spacing", member: "letterSpacing") {
      $0.letterSpacing.map { CSSValue.format(.dimension($0)) }
    },
    Part(property: "line-height", member: "lineHeight") { $0.lineHeight.map(CSSValue.number) },
  ]

  /// The parts `token` has in some appearance, in `parts` order; none for a token that is not typography.
  static func parts(of token: ResolvedToken) -> [Part] {
    guard token.type == .typography else { return [] }
    let values = token.values.compactMap { value -> TypographyValue? in
      if case .typography(let typography) = value { return typography }
      return nil
    }
    return parts.filter { part in values.contains { part.text($0) != nil } }
  }

  /// The utility class for the typography property `name` (with its `--`).
  static func utilityRule(_ parts: [Part], name: String) -> CSSRule {
    CSSRule(
      media: nil, selectors: ["." + name.dropFirst(2)],
      declarations: parts.map { ($0.property, "var(\(name)-\($0.property))") })
  }
}
