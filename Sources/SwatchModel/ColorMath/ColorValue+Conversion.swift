extension ColorValue {
  /// The same color in `target`, at full precision and without gamut mapping.
  ///
  /// HSL and sRGB convert into each other directly (exact math); every other pair goes through linear light
  /// and CIE XYZ D65 with the CSS Color 4 matrices, OKLCH through OKLab, the D50 spaces (Lab, LCH, ProPhoto
  /// RGB, XYZ D50) through CSS Color 4's Bradford adaptation. A color outside the target's
  /// gamut keeps components outside 0...1; use `gamutMapped(to:)` to bring it inside. Alpha is kept.
  public func converted(to target: Space) -> ColorValue {
    guard target != space else { return self }
    let result = Self.converted(vector, from: space, to: target)
    return ColorValue(space: target, components: [result.x, result.y, result.z], alpha: alpha)
  }

  /// `converted(to:)` on the three components alone, so that the gamut search allocates nothing.
  static func converted(_ vector: ColorMath.Vector, from space: Space, to target: Space) -> ColorMath.Vector {
    guard target != space else { return vector }
    switch (space, target) {
    case (.hsl, .srgb): return ColorMath.srgb(fromHSL: vector)
    case (.srgb, .hsl): return ColorMath.hsl(fromSRGB: vector)
    default: return components(fromXYZ: xyz(of: vector, in: space), in: target)
    }
  }

  /// The first three components as a vector; missing ones read as 0.
  var vector: ColorMath.Vector {
    func component(_ index: Int) -> Double { index < components.count ? components[index] : 0 }
    return ColorMath.Vector(component(0), component(1), component(2))
  }

  /// The color in CIE XYZ with the D65 white point.
  var xyz: ColorMath.Vector { Self.xyz(of: vector, in: space) }

  /// The color in OKLab, for distances.
  var okLab: ColorMath.Vector { Self.okLab(of: vector, in: space) }

  /// Components `vector` of `space` in CIE XYZ with the D65 white point.
  static func xyz(of vector: ColorMath.Vector, in space: Space) -> ColorMath.Vector {
    switch space {
    case .srgb: return ColorMath.linearSRGBToXYZ * ColorMath.linearized(vector)
    case .displayP3: return ColorMath.linearP3ToXYZ * ColorMath.linearized(vector)
    case .hsl: return ColorMath.linearSRGBToXYZ * ColorMath.linearized(ColorMath.srgb(fromHSL: vector))
    case .oklch: return ColorMath.xyz(fromOKLab: ColorMath.lab(fromPolar: vector))
    case .srgbLinear: return ColorMath.linearSRGBToXYZ * vector
    case .hwb: return ColorMath.linearSRGBToXYZ * ColorMath.linearized(ColorMath.srgb(fromHWB: vector))
    case .lab: return ColorMath.xyzD50ToD65 * ColorMath.xyzD50(fromLab: vector)
    case .lch: return ColorMath.xyzD50ToD65 * ColorMath.xyzD50(fromLab: ColorMath.lab(fromPolar: vector))
    case .oklab: return ColorMath.xyz(fromOKLab: vector)
    case .a98RGB: return ColorMath.linearA98ToXYZ * ColorMath.linearizedA98(vector)
    case .proPhotoRGB:
      return ColorMath.xyzD50ToD65 * (ColorMath.linearProPhotoToXYZD50 * ColorMath.linearizedProPhoto(vector))
    case .rec2020: return ColorMath.linearRec2020ToXYZ * ColorMath.linearizedRec2020(vector)
    case .xyzD65: return vector
    case .xyzD50: return ColorMath.xyzD50ToD65 * vector
    }
  }

  /// Components `vector` of `space` in OKLab.
  static func okLab(of vector: ColorMath.Vector, in space: Space) -> ColorMath.Vector {
    switch space {
    case .oklch: return ColorMath.lab(fromPolar: vector)
    case .oklab: return vector
    default: return ColorMath.okLab(fromXYZ: xyz(of: vector, in: space))
    }
  }

  static func components(fromXYZ xyz: ColorMath.Vector, in space: Space) -> ColorMath.Vector {
    switch space {
    case .srgb: return ColorMath.encoded(ColorMath.xyzToLinearSRGB * xyz)
    case .displayP3: return ColorMath.encoded(ColorMath.xyzToLinearP3 * xyz)
    case .hsl: return ColorMath.hsl(fromSRGB: ColorMath.encoded(ColorMath.xyzToLinearSRGB * xyz))
    case .oklch: return ColorMath.polar(fromLab: ColorMath.okLab(fromXYZ: xyz))
    case .srgbLinear: return ColorMath.xyzToLinearSRGB * xyz
    case .hwb: return ColorMath.hwb(fromSRGB: ColorMath.encoded(ColorMath.xyzToLinearSRGB * xyz))
    case .lab: return ColorMath.lab(fromXYZD50: ColorMath.xyzD65ToD50 * xyz)
    case .lch: return ColorMath.polar(fromLab: ColorMath.lab(fromXYZD50: ColorMath.xyzD65ToD50 * xyz))
    case .oklab: return ColorMath.okLab(fromXYZ: xyz)
    case .a98RGB: return ColorMath.encodedA98(ColorMath.xyzToLinearA98 * xyz)
    case .proPhotoRGB:
      return ColorMath.encodedProPhoto(ColorMath.xyzD50ToLinearProPhoto * (ColorMath.xyzD65ToD50 * xyz))
    case .rec2020: return ColorMath.encodedRec2020(ColorMath.xyzToLinearRec2020 * xyz)
    case .xyzD65: return xyz
    case .xyzD50: return ColorMath.xyzD65ToD50 * xyz
    }
  }
}
