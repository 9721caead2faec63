/// The typed forms of a value for templates that compute with it rather than print it: numbers with their
/// units, Bézier control points, font family lists and image paths. One list (`numericFields(_:)`) feeds both
/// the context's JSON form and the declared `Value`, so the two cannot disagree.
extension TemplateContext.Value {
  /// The typed fields, in the order they follow the other value fields.
  static let numericFields: [ContextField<Item>] = [
    number(
      "number",
      "dimensions, durations, numbers and font weights: the number as written (`1.5` for `1.5rem`, `200` for "
        + "`200ms`, `700`)"),
    member(
      "unit", .text, typeName: "string",
      "dimensions and durations: the unit as written, `px`, `rem`, `em`, `pt`, `dp`, `vw`, `vh`, `%`, `\"\"` for a "
        + "unitless 0, `ms`, `s`", of: TemplateContext.numericFields),
    number("points", pointsMeaning),
    number("dp", pointsMeaning),
    number("ms", "durations: milliseconds (`500` for `0.5s`)"),
    member(
      "bezier", .object(MustacheShape("Bezier", ["x1", "y1", "x2", "y2"].map { ($0, .text) })), typeName: "object",
      "cubic Béziers: `x1`, `y1`, `x2`, `y2`: `{{#bezier}}Cubic({{x1}}, {{y1}}, {{x2}}, {{y2}}){{/bezier}}`",
      of: TemplateContext.numericFields),
    member(
      "families", .list(.text), typeName: "[string]",
      "font families: the names in order, unquoted: `{{#families}}'{{.}}', {{/families}}`",
      of: TemplateContext.numericFields),
    member(
      "path", .text, typeName: "string",
      "images: the file, relative to the working directory (the token file's folder joined with the path it "
        + "writes), one per appearance in `values`", of: TemplateContext.numericFields),
  ]

  private static let pointsMeaning =
    "dimensions in an absolute unit: the length in density-independent points (the same number: `px`, `pt` and "
    + "`dp` as written, `rem` × 16: `24` for `1.5rem`); absent for `em`, `%`, `vw`, `vh`, so "
    + "`{{#points}}…{{/points}}` chooses"

  private static func number(_ name: String, _ meaning: String) -> ContextField<Item> {
    member(name, .text, typeName: "number", meaning, of: TemplateContext.numericFields)
  }
}

extension TemplateContext {
  /// The typed fields `value` has: `number` for a dimension, number, font weight or duration; `unit` for a
  /// dimension or duration; `points` and `dp` (equal: rem at 16) for a dimension in an absolute unit; `ms` for
  /// a duration; `bezier` for a cubic Bézier; `families` for a font family; `path` for an image.
  static func numericFields(_ value: TokenValue) -> [(String, JSONValue)] {
    switch value {
    case .dimension(let dimension):
      let points = dimension.points.map { [("points", JSONValue.number($0)), ("dp", .number($0))] } ?? []
      return [("number", .number(dimension.value)), ("unit", .string(dimension.unit.rawValue))] + points
    case .number(let number): return [("number", .number(number))]
    case .fontWeight(let weight): return [("number", .number(Double(weight)))]
    case .duration(let duration):
      return [
        ("number", .number(duration.value)), ("unit", .string(duration.unit.rawValue)),
        ("ms", .number(duration.milliseconds)),
      ]
    case .cubicBezier(let curve):
      let points = [("x1", curve.x1), ("y1", curve.y1), ("x2", curve.x2), ("y2", curve.y2)]
      return [("bezier", .object(points.map { ($0.0, JSONValue.number($0.1)) }))]
    case .fontFamily(let families): return [("families", .array(families.map(JSONValue.string)))]
    case .image(let image): return [("path", .string(image.path))]
    default: return []
    }
  }
}
