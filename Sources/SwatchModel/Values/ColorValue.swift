/// A color as written: its color space, its components in that space's DTCG ranges, and its alpha.
///
/// Values keep their space and full precision; conversion to 8-bit sRGB happens only at output
/// (see `ColorValue+Conversion.swift` for the gamut mapping).
public struct ColorValue: Hashable, Sendable {
  /// The color spaces Swatch reads, named as DTCG names them.
  public enum Space: String, CaseIterable, Sendable {
    /// sRGB, components 0...1.
    case srgb
    /// Display P3, components 0...1.
    case displayP3 = "display-p3"
    /// HSL over sRGB: hue in degrees 0..<360, saturation and lightness 0...100.
    case hsl
    /// OKLCH: lightness 0...1, chroma 0...(about 0.4), hue in degrees 0..<360.
    case oklch
  }

  /// The color space the components are in.
  public var space: Space
  /// The three components, in the space's DTCG ranges.
  public var components: [Double]
  /// Opacity from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// Creates a color.
  public init(space: Space, components: [Double], alpha: Double = 1) {
    self.space = space
    self.components = components
    self.alpha = alpha
  }

  /// The same color with its alpha replaced (not multiplied), as the `/ alpha` modifier does.
  public func withAlpha(_ alpha: Double) -> ColorValue {
    var copy = self
    copy.alpha = alpha
    return copy
  }
}
