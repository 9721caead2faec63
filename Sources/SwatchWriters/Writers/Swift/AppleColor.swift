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
    case .hsl, .oklch, .srgbLinear, .hwb, .lab, .lch, .oklab, .a98RGB, .proPhotoRGB, .rec2020, .xyzD65, .xyzD50:
      let fits = color.isInSRGBGamut
      space = fits ? .sRGB : .displayP3
      components = color.gamutMapped(to: fits ? .srgb : .displayP3).components.map(Self.rounded)
    }
  }

  /// The components and alpha as Swift literals, each the shortest text that reads back as the same Double.
  public var literals: [String] { (components + [alpha]).map(NumberText.shortest) }

  private static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}
