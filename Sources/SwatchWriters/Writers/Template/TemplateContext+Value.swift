extension TemplateContext {
  /// One formatted value (`valueShape`), each form made when a template reads it: a value read in one form
  /// costs that form only, and nothing is kept once the text is rendered. Its JSON form is `formatted(_:)`,
  /// with `appearance` first inside `values`.
  final class Value: MustacheObject {
    static var shape: MustacheShape { TemplateContext.valueShape }
    /// The positions in the shape of the fields every value has, of the color forms, and of the composite
    /// members (one of which a composite has).
    private static let colorForms = 7...17
    private static let composite = 18...22
    /// The typed numbers, units, curves, families and paths (`TemplateContext+Numbers.swift`).
    private static let numeric = 23...(22 + TemplateContext.numericShapeFields.count)

    let value: TokenValue
    /// The appearance, inside `values`; nil for `value`.
    let appearance: JSONValue?

    init(_ value: TokenValue, appearance: JSONValue?) {
      (self.value, self.appearance) = (value, appearance)
    }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: return appearance.map(MustacheValue.json)
      case 1: return .text(value.displayText)
      case 2: return .text(CSSValue.format(value))
      case Self.composite:
        guard let (key, members) = TemplateContext.members(value), key == Self.shape.fields[index].name else {
          return nil
        }
        return .json(members)
      case Self.numeric:
        let name = Self.shape.fields[index].name
        return TemplateContext.numericFields(value).first { $0.0 == name }.map { .json($0.1) }
      default:
        guard case .color(let color) = value else { return nil }
        return Self.colorField(index, of: color)
      }
    }

    /// `hex`, `hexRGB`, `isOpaque`, `colorSpace`, then the forms of `ColorForms`, by position in the shape.
    private static func colorField(_ index: Int, of color: ColorValue) -> MustacheValue? {
      switch index {
      case 3: return .text(color.hexRGBA)
      case 4: return .text(color.hexRGB)
      case 5: return .bool(color.alpha >= 1)
      case 6: return .text(color.space.rawValue)
      case colorForms:
        let name = shape.fields[index].name
        return ColorForms.fields(of: color).first { $0.0 == name }.map { .json($0.1) }
      default: return nil
      }
    }
  }
}
