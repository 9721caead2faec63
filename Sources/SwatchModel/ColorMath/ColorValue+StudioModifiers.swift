import Foundation

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`), computed as
/// `@tokens-studio/sd-transforms` 2.x computes them with colorjs.io 0.5 (`src/color-modifiers/*.ts`).
///
/// - `lighten` moves each sRGB or Display P3 channel `amount` of the way to 1, or HSL's lightness `amount` of
///   the way to 100; in CIE LCH it does so to lightness and also scales chroma by `1 - amount`.
/// - `darken` scales each channel, HSL's lightness, or CIE LCH's lightness and chroma, by `1 - amount`.
/// - `mix` interpolates from the color (amount 0) to another (amount 1, the amount clamped to 0...1) in the
///   space: channel by channel in sRGB and Display P3 (gamma-encoded), lightness and saturation or chroma with
///   the shorter hue arc in HSL and CIE LCH (a gray's hue takes the other color's); alpha linearly.
/// - `alpha` replaces the alpha with `amount` clamped to 0...1.
///
/// The result is in the modifier's space: sRGB, HSL or Display P3; CIE LCH, which Swatch has no space for,
/// is written as OKLCH (the same color). CIE LCH is CIE Lab D50 reached from XYZ D65 by Bradford adaptation,
/// as in CSS Color 4.
package enum StudioColorModifier {
  /// A modifier's `type`.
  package enum Kind: String, Sendable, CaseIterable {
    case lighten, darken, mix, alpha
  }

  /// A modifier's `space`.
  package enum Space: String, Sendable, CaseIterable {
    case srgb, hsl, lch, p3
  }

  /// `color` with the modifier applied; `other` is `mix`'s second color (ignored by the rest).
  package static func apply(
    _ kind: Kind, space: Space, amount: Double, to color: ColorValue, mixing other: ColorValue? = nil
  ) -> ColorValue {
    switch kind {
    case .alpha: return color.withAlpha(min(1, max(0, amount)))
    case .lighten, .darken: return scaled(color, lighter: kind == .lighten, space: space, amount: amount)
    case .mix:
      guard let other else { return color }
      return mixed(color, other, space: space, amount: min(1, max(0, amount)))
    }
  }

  private static func scaled(_ color: ColorValue, lighter: Bool, space: Space, amount: Double) -> ColorValue {
    func channel(_ value: Double) -> Double {
      lighter ? min(1, value + amount * (1 - value)) : max(0, value - amount * value)
    }
    switch space {
    case .srgb, .p3:
      let target: ColorValue.Space = space == .srgb ? .srgb : .displayP3
      let rgb = color.converted(to: target)
      return ColorValue(space: target, components: rgb.components.map(channel), alpha: color.alpha)
    case .hsl:
      var hsl = color.converted(to: .hsl)
      let lightness = hsl.components[2]
      hsl.components[2] =
        lighter ? min(100, lightness + (100 - lightness) * amount) : max(0, lightness - lightness * amount)
      return hsl
    case .lch:
      var lch = cieLCH(of: color)
      lch.x = lighter ? min(100, lch.x + (100 - lch.x) * amount) : max(0, lch.x - lch.x * amount)
      lch.y = max(0, lch.y - amount * lch.y)
      return oklch(fromCIELCH: lch, alpha: color.alpha)
    }
  }

  private static func mixed(_ first: ColorValue, _ second: ColorValue, space: Space, amount: Double) -> ColorValue {
    let alpha = first.alpha + (second.alpha - first.alpha) * amount
    func linear(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
    switch space {
    case .srgb, .p3:
      let target: ColorValue.Space = space == .srgb ? .srgb : .displayP3
      let a = first.converted(to: target).vector
      let b = second.converted(to: target).vector
      return ColorValue(
        space: target, components: [linear(a.x, b.x), linear(a.y, b.y), linear(a.z, b.z)], alpha: alpha)
    case .hsl:
      // A gray (no saturation) has no hue: colorjs reads it as NaN, which takes the other color's.
      var a = first.converted(to: .hsl).vector
      var b = second.converted(to: .hsl).vector
      if a.y == 0 { a.x = .nan }
      if b.y == 0 { b.x = .nan }
      let hue = shorterHue(a.x, b.x, amount)
      return ColorValue(space: .hsl, components: [hue, linear(a.y, b.y), linear(a.z, b.z)], alpha: alpha)
    case .lch:
      let a = cieLCH(of: first)
      let b = cieLCH(of: second)
      let lch = ColorMath.Vector(linear(a.x, b.x), linear(a.y, b.y), shorterHue(a.z, b.z, amount))
      return oklch(fromCIELCH: lch, alpha: alpha)
    }
  }

  /// The hue `amount` of the way from `a` to `b` along the shorter arc; a NaN hue takes the other's, and 0
  /// when both are NaN.
  private static func shorterHue(_ a: Double, _ b: Double, _ amount: Double) -> Double {
    var (a, b) = (a.isNaN ? b : a, b.isNaN ? a : b)
    guard !a.isNaN else { return 0 }
    (a, b) = (ColorMath.normalizedHue(a), ColorMath.normalizedHue(b))
    if b - a > 180 {
      a += 360
    } else if b - a < -180 {
      b += 360
    }
    return ColorMath.normalizedHue(a + (b - a) * amount)
  }

  // MARK: CIE LCH (D50)

  /// Bradford chromatic adaptation from D65 to D50 and back, as CSS Color 4 and colorjs.io write them.
  private static let d65ToD50 = ColorMath.Matrix(
    ColorMath.Vector(1.0479298208405488, 0.022946793341019088, -0.05019222954313557),
    ColorMath.Vector(0.029627815688159344, 0.990434484573249, -0.01707382502938514),
    ColorMath.Vector(-0.009243058152591178, 0.015055144896577895, 0.7518742899580008))
  private static let d50ToD65 = ColorMath.Matrix(
    ColorMath.Vector(0.9554734527042182, -0.023098536874261423, 0.0632593086610217),
    ColorMath.Vector(-0.028369706963208136, 1.0099954580058226, 0.021041398966943008),
    ColorMath.Vector(0.012314001688319899, -0.020507696433477912, 1.3303659366080753))
  private static let whiteD50 = ColorMath.Vector(0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)
  private static let epsilon = 216.0 / 24389
  private static let kappa = 24389.0 / 27

  /// `color` in CIE LCH: lightness 0...100, chroma, hue in degrees (NaN for an achromatic color, as colorjs
  /// reads one whose a and b are both under 0.02).
  package static func cieLCH(of color: ColorValue) -> SIMD3<Double> {
    let xyz = (d65ToD50 * color.xyz) / whiteD50
    let f = ColorMath.Vector(
      xyz.x > epsilon ? cbrt(xyz.x) : (kappa * xyz.x + 16) / 116,
      xyz.y > epsilon ? cbrt(xyz.y) : (kappa * xyz.y + 16) / 116,
      xyz.z > epsilon ? cbrt(xyz.z) : (kappa * xyz.z + 16) / 116)
    let lightness = 116 * f.y - 16
    let a = 500 * (f.x - f.y)
    let b = 200 * (f.y - f.z)
    let isAchromatic = abs(a) < 0.02 && abs(b) < 0.02
    let hue = isAchromatic ? Double.nan : ColorMath.normalizedHue(atan2(b, a) * 180 / .pi)
    return ColorMath.Vector(lightness, (a * a + b * b).squareRoot(), hue)
  }

  /// The color with CIE LCH components `lch`, as OKLCH.
  private static func oklch(fromCIELCH lch: ColorMath.Vector, alpha: Double) -> ColorValue {
    let hue = lch.z.isNaN ? 0 : lch.z * .pi / 180
    let a = lch.y * cos(hue)
    let b = lch.y * sin(hue)
    let fy = (lch.x + 16) / 116
    let fx = a / 500 + fy
    let fz = fy - b / 200
    func inverse(_ f: Double) -> Double { f * f * f > epsilon ? f * f * f : (116 * f - 16) / kappa }
    let y = lch.x > kappa * epsilon ? fy * fy * fy : lch.x / kappa
    let xyz = d50ToD65 * (ColorMath.Vector(inverse(fx), y, inverse(fz)) * whiteD50)
    let v = ColorValue.components(fromXYZ: xyz, in: .oklch)
    return ColorValue(space: .oklch, components: [v.x, v.y, v.z], alpha: alpha)
  }
}
