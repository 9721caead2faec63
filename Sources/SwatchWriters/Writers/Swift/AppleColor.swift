/// A color as Apple's color APIs take it: sRGB or Display P3 components and an alpha, each 0...1.
///
/// sRGB and Display P3 tokens keep their space and exact components (clamped to 0...1). HSL and OKLCH tokens
/// become sRGB when they fit in sRGB, else Display P3 through the CSS gamut mapping; their converted components
/// are rounded to 6 decimals, far below what a display shows, so the text is the same on every machine
/// whatever its math library's last bit.
public struct AppleColor: Hashable, Sendable {
  /// The two spaces Apple's `UIColor(red:…)` and `UIColor(displayP3Red:…)` take.
  public enum Space: String, Sendable {
    case sRGB = "srgb"
    case displayP3 = "display-p3"
  }

  /// The color space of the components.
  public var space: Space
  /// Red, green and blue, 0...1.
  public var components: [Double]
  /// Opacity, 0...1.
  public var alpha: Double

  /// The Apple form of `color`.
  public init(_ color: ColorValue) {
    alpha = ColorValue.clamped(color.alpha)
    switch color.space {
    case .srgb:
      (space, components) = (.sRGB, color.gamutMapped(to: .srgb).components)
    case .displayP3:
      (space, components) = (.displayP3, color.gamutMapped(to: .displayP3).components)
    case .hsl, .oklch:
      let fits = color.isInSRGBGamut
      space = fits ? .sRGB : .displayP3
      components = color.gamutMapped(to: fits ? .srgb : .displayP3).components.map(Self.rounded)
    }
  }

  /// The components and alpha as Swift literals, each the shortest text that reads back as the same Double.
  public var literals: [String] { (components + [alpha]).map(Self.literal) }

  /// `value` as a Swift floating-point literal: `1`, `0.5`, `0.38823529411764707`.
  public static func literal(_ value: Double) -> String { JSONSerializer.number(value) }

  /// A number equal for two values exactly when their `literal` texts are, made without the text: a whole
  /// number is written as an integer (so `-0` as `0`), any other finite one as its shortest round-trip text
  /// (one text per `Double`), and every non-finite one as `null`, which no finite bit pattern equals.
  static func literalIdentity(_ value: Double) -> UInt64 {
    guard value.isFinite else { return UInt64.max }
    if value == value.rounded(), abs(value) < 1e15 { return Double(Int64(value)).bitPattern }
    return value.bitPattern
  }

  /// `value` with exactly three decimals, as Xcode writes asset catalog components: `1.000`, `0.388`.
  public static func threeDecimals(_ value: Double) -> String {
    let thousandths = Int((ColorValue.clamped(value) * 1000).rounded(.toNearestOrAwayFromZero))
    // The value is clamped, so the text is always one digit, a point and three digits: written as bytes, as
    // an asset catalog has four of these per variant of every color.
    return String(unsafeUninitializedCapacity: 5) { buffer in
      let zero = UInt8(ascii: "0")
      buffer[0] = zero + UInt8(thousandths / 1000)
      buffer[1] = UInt8(ascii: ".")
      buffer[2] = zero + UInt8(thousandths / 100 % 10)
      buffer[3] = zero + UInt8(thousandths / 10 % 10)
      buffer[4] = zero + UInt8(thousandths % 10)
      return 5
    }
  }

  private static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}
