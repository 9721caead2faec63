import Foundation

extension ColorMath {
  /// sRGB (or Display P3) gamma-encoded channels to linear light.
  static func linearized(_ encoded: Vector) -> Vector {
    Vector(linearized(encoded.x), linearized(encoded.y), linearized(encoded.z))
  }

  private static func linearized(_ value: Double) -> Double {
    let magnitude = abs(value)
    guard magnitude > 0.04045 else { return value / 12.92 }
    return copysign(pow((magnitude + 0.055) / 1.055, 2.4), value)
  }

  /// Linear light to sRGB (or Display P3) gamma-encoded channels.
  static func encoded(_ linear: Vector) -> Vector {
    Vector(encoded(linear.x), encoded(linear.y), encoded(linear.z))
  }

  private static func encoded(_ value: Double) -> Double {
    let magnitude = abs(value)
    guard magnitude > 0.0031308 else { return value * 12.92 }
    return copysign(1.055 * pow(magnitude, 1 / 2.4) - 0.055, value)
  }

  /// CIE XYZ (D65) to OKLab `[L, a, b]`.
  static func okLab(fromXYZ xyz: Vector) -> Vector {
    let lms = xyzToLMS * xyz
    return lmsToOKLab * Vector(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z))
  }

  /// OKLab `[L, a, b]` to CIE XYZ (D65).
  static func xyz(fromOKLab lab: Vector) -> Vector {
    let root = okLabToLMS * lab
    return lmsToXYZ * (root * root * root)
  }

  /// A Lab-like `[L, a, b]` in its polar form `[L, C, H]`: OKLCH over OKLab, CIE LCH over CIE Lab. Hue in
  /// 0..<360; an achromatic color (chroma below 1e-9) gets hue 0.
  static func polar(fromLab lab: Vector) -> Vector {
    let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
    guard chroma >= 1e-9 else { return Vector(lab.x, chroma, 0) }
    return Vector(lab.x, chroma, ColorMath.normalizedHue(atan2(lab.z, lab.y) * 180 / .pi))
  }

  /// A polar `[L, C, H]` back to its Lab-like `[L, a, b]`: OKLab from OKLCH, CIE Lab from CIE LCH.
  static func lab(fromPolar lch: Vector) -> Vector {
    let radians = lch.z * .pi / 180
    return Vector(lch.x, lch.y * cos(radians), lch.y * sin(radians))
  }

  /// The Euclidean distance of two OKLab colors, CSS Color 4's deltaEOK.
  static func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
    let d = a - b
    return (d * d).sum().squareRoot()
  }
}
