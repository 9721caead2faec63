/// A fully resolved token value: no aliases, no modifiers, full precision.
///
/// The composite cases whose payloads are large (typography, border, transition, image, material) are `indirect`, boxed
/// once, so that the enum stays small: every graph holds a value per token and appearance, and the writers copy
/// and compare values in their inner loops.
public enum TokenValue: Hashable, Sendable {
  case color(ColorValue)
  case dimension(DimensionValue)
  case number(Double)
  case fontWeight(Int)
  case fontFamily([String])
  case duration(DurationValue)
  case cubicBezier(CubicBezierValue)
  case string(String)
  indirect case typography(TypographyValue)
  indirect case border(BorderValue)
  /// One or more layers, drawn first to last.
  case shadow([ShadowLayer])
  /// Two or more stops in order.
  case gradient([GradientStop])
  indirect case transition(TransitionValue)
  case strokeStyle(StrokeStyleValue)
  /// An image file, copied as it is by the writers that take images.
  indirect case image(ImageValue)
  /// A blur material, its tint and its opaque fallback (docs/materials.md).
  indirect case material(MaterialValue)

  /// The type a value of this kind has.
  public var type: TokenType {
    switch self {
    case .color: return .color
    case .dimension: return .dimension
    case .number: return .number
    case .fontWeight: return .fontWeight
    case .fontFamily: return .fontFamily
    case .duration: return .duration
    case .cubicBezier: return .cubicBezier
    case .string: return .string
    case .typography: return .typography
    case .border: return .border
    case .shadow: return .shadow
    case .gradient: return .gradient
    case .transition: return .transition
    case .strokeStyle: return .strokeStyle
    case .image: return .image
    case .material: return .material
    }
  }
}
