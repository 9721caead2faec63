/// One formatted value of the template context, declared once: each form is made when a template reads it, so
/// a value read in one form costs that form only, and nothing is kept once the text is rendered. Its JSON form
/// is `formatted(_:)`, with `appearance` first inside `values`.
///
/// Reads: one token value and, inside `values`, its appearance. Produces: `value` and the items of `values`,
/// covered by their token's key.
extension TemplateContext {
  final class Value: DeclaredObject {
    /// A value, and its appearance inside `values` (nil for `value`).
    struct Item: Sendable {
      let value: TokenValue
      let appearance: JSONValue?
    }

    /// The value, which every form but `appearance` is made from.
    static let value = KeyInput<Item>("value") { $1.combine($0.value) }
    /// The appearance's context.
    static let appearance = KeyInput<Item>.text("appearance") { $0.appearance.map { String(reflecting: $0) } }

    static let declaration = ItemDeclaration<Item>(
      "Value",
      [
        ContextField(
          "appearance", .object(appearanceShape), typeName: "Appearance",
          "inside `values`: the appearance, as in `appearances`", reads: [appearance]
        ) { $0.appearance.map(MustacheValue.json) },
        .text("text", "readable form: `#1C1C1EFF`, `16px`, `200ms`", reads: [value]) { $0.value.displayText },
        .text(
          "css",
          "the CSS form: `#1c1c1e`, `color(display-p3 1 0.2 0.1)` for a wide gamut color (below), `cubic-bezier(…)`, "
            + "font families as a comma list, strings bare when a CSS value", reads: [value]
        ) { CSSValue.format($0.value) },
      ] + colorFields + compositeFields + numericFields)

    /// The fields of a color only: its hex texts, opacity and space, then the forms of `ColorForms`.
    private static let colorFields: [ContextField<Item>] =
      [
        colorText("hex", "colors only: gamut-mapped 8-bit sRGB, `#RRGGBBAA` and `#RRGGBB`") { $0.hexRGBA },
        colorText("hexRGB", "colors only: gamut-mapped 8-bit sRGB, `#RRGGBBAA` and `#RRGGBB`") { $0.hexRGB },
        ContextField("isOpaque", .flag, typeName: "bool", "colors only: alpha is 1", reads: [value]) {
          color($0).map { .bool($0.alpha >= 1) }
        },
        colorText(
          "colorSpace", "colors only: the DTCG color space as written (`srgb`, `display-p3`, `oklch`, `lab`, …)"
        ) { $0.space.rawValue },
        colorForm(
          "argb", .text, "string",
          "colors only: the bytes of `hex` as an ARGB integer literal, alpha first: `0xFF341E80` (Flutter "
            + "`Color(…)`, Android, Kotlin `Color(0xFF341E80)`)"),
      ]
      + ["red", "green", "blue", "alpha"].map {
        colorForm(
          $0, .text, "number",
          "colors only: the gamut-mapped sRGB components and alpha, 0 to 1, rounded to 6 decimals: `0.203922`")
      }
      + ["red255", "green255", "blue255", "alpha255"].map {
        colorForm($0, .text, "number", "colors only: the bytes of `hex`, 0 to 255: `52`")
      } + [
        colorForm(
          "isWideGamut", .flag, "bool",
          "colors only: a Display P3 token, or a color of another space outside sRGB; the colors Swift and the asset "
            + "catalog write as Display P3 and CSS as `color(display-p3 …)`"),
        colorForm(
          "p3", .object(MustacheShape("Components", ["red", "green", "blue", "alpha"].map { ($0, .text) })),
          "object",
          "wide gamut colors only: `red`, `green`, `blue`, `alpha` in Display P3, 0 to 1 (gamut-mapped into P3 "
            + "when outside it, 6 decimals for converted colors): the components `UIColor(displayP3Red:…)` gets. "
            + "Absent otherwise, so `{{#p3}}…{{/p3}}{{^p3}}…{{/p3}}` chooses"),
      ]

    /// The color of `item`, or nil for another value.
    private static func color(_ item: Item) -> ColorValue? {
      guard case .color(let color) = item.value else { return nil }
      return color
    }

    private static func colorText(
      _ name: String, _ meaning: String, _ text: @escaping @Sendable (ColorValue) -> String
    ) -> ContextField<Item> {
      .text(name, meaning, reads: [value]) { color($0).map(text) }
    }

    /// A form of `ColorForms.fields(of:)`.
    private static func colorForm(_ name: String, _ kind: MustacheShape.Kind, _ typeName: String, _ meaning: String)
      -> ContextField<Item>
    {
      ContextField(name, kind, typeName: typeName, meaning, reads: [value]) { item in
        color(item).flatMap { ColorForms.fields(of: $0).first { $0.0 == name } }.map { .json($0.1) }
      }
    }

    /// A field of `fields(value)` by name, absent when the value has none.
    static func member(
      _ name: String, _ kind: MustacheShape.Kind, typeName: String, _ meaning: String,
      of fields: @escaping @Sendable (TokenValue) -> [(String, JSONValue)]
    ) -> ContextField<Item> {
      ContextField(name, kind, typeName: typeName, meaning, reads: [value]) { item in
        fields(item.value).first { $0.0 == name }.map { .json($0.1) }
      }
    }

    let item: Item

    init(_ item: Item) { self.item = item }
  }
}
