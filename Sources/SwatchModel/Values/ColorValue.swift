/// A color as written: its color space, its components in that space's DTCG ranges, and its alpha.
///
/// Values keep their space and full precision; conversion to 8-bit sRGB happens only at output
/// (see `ColorValue+Conversion.swift` for the gamut mapping).
public struct ColorValue: Hashable, Sendable {
  /// The color spaces Swatch reads, named as DTCG names them: all fourteen of DTCG 2025.10.
  public enum Space: String, CaseIterable, Sendable {
    /// sRGB, components 0...1.
    case srgb
    /// Display P3, components 0...1.
    case displayP3 = "display-p3"
    /// HSL over sRGB: hue in degrees 0..<360, saturation and lightness 0...100.
    case hsl
    /// OKLCH: lightness 0...1, chroma 0...(about 0.4), hue in degrees 0..<360.
    case oklch
    /// sRGB's primaries in linear light, components 0...1.
    case srgbLinear = "srgb-linear"
    /// HWB over sRGB: hue in degrees 0..<360, whiteness and blackness 0...100.
    case hwb
    /// CIE Lab (D50): lightness 0...100, a and b signed (about -125...125 for visible colors).
    case lab
    /// CIE LCH (D50): lightness 0...100, chroma 0 or more (about 0...150), hue in degrees 0..<360.
    case lch
    /// OKLab: lightness 0...1, a and b signed (about -0.4...0.4).
    case oklab
    /// Adobe RGB (1998), components 0...1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (D50), components 0...1.
    case proPhotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, components 0...1.
    case rec2020
    /// CIE XYZ with the D65 white point, components 0...1.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ with the D50 white point, components 0...1.
    case xyzD50 = "xyz-d50"

    /// Whether the space is sRGB's gamut or part of it however its components are written (sRGB, HSL, HWB
    /// and linear sRGB read within their ranges), so a color in it never needs a wide-gamut form.
    public var isWithinSRGB: Bool { [.srgb, .hsl, .hwb, .srgbLinear].contains(self) }
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
