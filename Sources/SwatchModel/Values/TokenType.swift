/// A token's DTCG type, which decides how its value is read and written.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
  case color
  case dimension
  case number
  case fontWeight
  case fontFamily
  case duration
  case cubicBezier
  case string
  case typography
  case border
  case shadow
  case gradient
  case transition
  case strokeStyle
  /// A Swatch type beyond DTCG: an image file (docs/images.md).
  case image

  /// Whether a value of this type is made of members (DTCG's composite types).
  public var isComposite: Bool {
    switch self {
    case .typography, .border, .shadow, .gradient, .transition, .strokeStyle: return true
    default: return false
    }
  }
}

/// A fully resolved token value: no aliases, no modifiers, full precision.
///
/// The composite cases whose payloads are large (typography, border, transition, image) are `indirect`, boxed
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
    }
  }
}

/// A length with its unit as written: `16px`, `1.5rem`, or one of the units real design systems use beyond
/// DTCG 2025.10 (`0.5em`, `4dp`, `50vw`, `10%`, `12pt`, a unitless `0`).
public struct DimensionValue: Hashable, Sendable {
  /// The units read: DTCG 2025.10's `px` and `rem`, then the idioms accepted with a warning.
  public enum Unit: String, CaseIterable, Sendable {
    case px, rem, em, pt, dp, vw, vh
    case percent = "%"
    /// A unitless `0` (`{value: 0, unit: ""}`), which is 0 in every unit.
    case unitless = ""

    /// Whether DTCG 2025.10 allows the unit.
    public var isDTCG: Bool { self == .px || self == .rem }

    /// How many density-independent points (px at 1x, Android dp, Apple points) one of this unit is, or
    /// nil for a unit relative to something a platform value cannot know (`em`, `%`, `vw`, `vh`).
    public var points: Double? {
      switch self {
      case .px, .pt, .dp, .unitless: return 1
      case .rem: return 16
      case .em, .vw, .vh, .percent: return nil
      }
    }
  }
  /// The number.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a dimension.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The length in density-independent points (rem at 16), or nil for a relative unit.
  public var points: Double? { unit.points.map { value * $0 } }
}

/// A length of time with its unit as written: `200ms`, `0.3s`.
public struct DurationValue: Hashable, Sendable {
  /// The supported units.
  public enum Unit: String, CaseIterable, Sendable { case ms, s }
  /// The number.
  public var value: Double
  /// The unit.
  public var unit: Unit

  /// Creates a duration.
  public init(value: Double, unit: Unit) {
    self.value = value
    self.unit = unit
  }

  /// The duration in milliseconds.
  public var milliseconds: Double { unit == .ms ? value : value * 1000 }
}

/// A cubic Bézier timing curve's two control points, `[x1, y1, x2, y2]` with x in 0...1.
public struct CubicBezierValue: Hashable, Sendable {
  public var x1: Double, y1: Double, x2: Double, y2: Double

  /// Creates a curve from its control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
  }
}
