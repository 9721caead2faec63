/// How a material token reaches CSS (docs/materials.md): its own custom property is the fill color, the
/// translucent layer over the blur (`--surface-sheet: #f2f2f7a6`); beside it `-backdrop-filter`
/// (`blur(24px) saturate(180%)`, `none` under Reduce Transparency) and `-fallback` (the opaque color); and a
/// utility class (`.surface-sheet`) setting `background-color` and `backdrop-filter` from them.
///
/// With a `transparency` trait the reduced appearance's values are the fallback and `none`, so the page rules
/// follow `prefers-reduced-transparency` themselves. Without one, the class has its own
/// `@media (prefers-reduced-transparency: reduce)` rule drawing the fallback. Every text is made from numbers
/// and colors, never from the token's words.
package enum CSSMaterial {
  /// How much a material saturates what is behind it, as Apple's materials do.
  static let saturation = "180%"

  /// `thin, fill #f2f2f780, fallback #f2f2f7` (`thin, opaque, fallback #f2f2f7` under Reduce Transparency),
  /// for tables, diffs and the preview.
  static func displayText(_ value: MaterialValue) -> String {
    let fallback = "fallback " + CSSValue.hex(value.fallback)
    let appKit = value.appKit.map { ", appKit \($0)" } ?? ""
    let fill = value.isOpaque ? "opaque" : "fill " + self.fill(value)
    return "\(value.thickness.rawValue), \(fill), \(fallback)\(appKit)"
  }

  /// The fill color's text, in sRGB (`CSSValue.hex`): a translucent layer needs no Display P3 override.
  package static func fill(_ value: MaterialValue) -> String { CSSValue.hex(MaterialSupport.fill(value)) }

  /// The `backdrop-filter` value: `blur(…) saturate(…)`, or `none` when opaque.
  package static func backdropFilter(_ value: MaterialValue) -> String {
    guard !value.isOpaque else { return "none" }
    return "blur(\(CSSValue.number(MaterialSupport.blur(value)))px) saturate(\(saturation))"
  }

  /// The parts beside a material's own property.
  static let parts: [CSSTokenParts.Part] = [
    CSSTokenParts.Part(property: "backdrop-filter") { $0.material.map(backdropFilter) },
    CSSTokenParts.Part(property: "fallback") { $0.material.map { CSSValue.hex($0.fallback) } },
  ]

  /// The utility class for the material property `name` (with its `--`), and its Reduce Transparency rule
  /// when no trait decides it (`followsTrait` false).
  static func utilityRules(name: String, followsTrait: Bool) -> [CSSRule] {
    let selector = "." + name.dropFirst(2)
    let filter = "var(\(name)-backdrop-filter)"
    let rule = CSSRule(
      media: nil, selectors: [selector],
      declarations: [
        ("background-color", "var(\(name))"), ("-webkit-backdrop-filter", filter), ("backdrop-filter", filter),
      ])
    guard !followsTrait else { return [rule] }
    let reduced = CSSRule(
      media: "(prefers-reduced-transparency: reduce)", selectors: [selector],
      declarations: [
        ("background-color", "var(\(name)-fallback)"), ("-webkit-backdrop-filter", "none"),
        ("backdrop-filter", "none"),
      ])
    return [rule, reduced]
  }
}
