/// A DTCG 2025.10 `typography` value. Every member is optional: real design systems leave out
/// `letterSpacing` or `lineHeight`, and a writer sets only what a token gives.
public struct TypographyValue: Hashable, Sendable {
  /// The font family names, most preferred first.
  public var fontFamily: [String]?
  /// The font size.
  public var fontSize: DimensionValue?
  /// The weight, 1 to 1000.
  public var fontWeight: Int?
  /// The tracking.
  public var letterSpacing: DimensionValue?
  /// The line height as a multiple of the font size.
  public var lineHeight: Double?

  /// Creates a typography value.
  public init(
    fontFamily: [String]? = nil, fontSize: DimensionValue? = nil, fontWeight: Int? = nil,
    letterSpacing: DimensionValue? = nil, lineHeight: Double? = nil
  ) {
    (self.fontFamily, self.fontSize, self.fontWeight) = (fontFamily, fontSize, fontWeight)
    (self.letterSpacing, self.lineHeight) = (letterSpacing, lineHeight)
  }
}

/// A DTCG `strokeStyle`: a CSS keyword such as `dashed`, or dashes with a line cap.
public enum StrokeStyleValue: Hashable, Sendable {
  /// The keywords DTCG 2025.10 allows.
  public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
  /// The line caps DTCG 2025.10 allows.
  public static let lineCaps = ["round", "butt", "square"]

  /// One of `keywords`.
  case keyword(String)
  /// Dash and gap lengths, alternating, and how each dash ends.
  case dashes([DimensionValue], lineCap: String)
}

/// A DTCG `border`.
public struct BorderValue: Hashable, Sendable {
  /// The color.
  public var color: ColorValue
  /// The width.
  public var width: DimensionValue
  /// The line style.
  public var style: StrokeStyleValue

  /// Creates a border.
  public init(color: ColorValue, width: DimensionValue, style: StrokeStyleValue) {
    (self.color, self.width, self.style) = (color, width, style)
  }
}

/// One layer of a DTCG `shadow`; a shadow token holds one or more, drawn first to last.
public struct ShadowLayer: Hashable, Sendable {
  /// The color.
  public var color: ColorValue
  /// The horizontal offset.
  public var offsetX: DimensionValue
  /// The vertical offset.
  public var offsetY: DimensionValue
  /// The blur radius.
  public var blur: DimensionValue
  /// How far the shadow grows (negative: shrinks).
  public var spread: DimensionValue
  /// Whether the shadow is drawn inside the shape.
  public var inset: Bool

  /// Creates a layer.
  public init(
    color: ColorValue, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue,
    spread: DimensionValue, inset: Bool = false
  ) {
    (self.color, self.offsetX, self.offsetY, self.blur, self.spread) = (color, offsetX, offsetY, blur, spread)
    self.inset = inset
  }
}

/// One stop of a DTCG `gradient`.
public struct GradientStop: Hashable, Sendable {
  /// The color.
  public var color: ColorValue
  /// Where the stop sits, 0 to 1: a position written outside that range is clamped to it, as DTCG 2025.10
  /// says it must be treated (`-0.5` is 0, `1.5` is 1), whether written or reached through an alias.
  public var position: Double {
    get { clampedPosition }
    set { clampedPosition = min(max(newValue, 0), 1) }
  }
  private var clampedPosition: Double

  /// Creates a stop.
  public init(color: ColorValue, position: Double) {
    self.color = color
    clampedPosition = min(max(position, 0), 1)
  }
}

/// A DTCG `transition`.
public struct TransitionValue: Hashable, Sendable {
  /// How long it runs.
  public var duration: DurationValue
  /// How long it waits first.
  public var delay: DurationValue
  /// Its easing curve.
  public var timingFunction: CubicBezierValue

  /// Creates a transition.
  public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
    (self.duration, self.delay, self.timingFunction) = (duration, delay, timingFunction)
  }
}
