/// The typed forms of a value for templates that compute with it rather than print it: numbers with their
/// units, Bézier control points, font family lists and image paths. One list (`numericFields`) feeds both the
/// context's JSON form and the lazily rendered `Value`, so the two cannot disagree.
extension TemplateContext {
  /// The typed fields' names and shapes, in the order they follow the other value fields.
  static let numericShapeFields: [(String, MustacheShape.Kind)] = [
    ("number", .text), ("unit", .text), ("points", .text), ("dp", .text), ("ms", .text),
    ("bezier", .object(MustacheShape("Bezier", ["x1", "y1", "x2", "y2"].map { ($0, .text) }))),
    ("families", .list(.text)), ("path", .text),
  ]

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
