extension ColorValue {
  /// The same color in `target`, at full precision and without gamut mapping.
  ///
  /// HSL and sRGB convert into each other directly (exact math); every other pair goes through linear light
  /// and CIE XYZ D65 with the CSS Color 4 matrices, OKLCH through OKLab. A color outside the target's
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
    case .oklch: return ColorMath.xyz(fromOKLab: ColorMath.okLab(fromOKLCH: vector))
    }
  }

  /// Components `vector` of `space` in OKLab.
  static func okLab(of vector: ColorMath.Vector, in space: Space) -> ColorMath.Vector {
    space == .oklch ? ColorMath.okLab(fromOKLCH: vector) : ColorMath.okLab(fromXYZ: xyz(of: vector, in: space))
  }

  static func components(fromXYZ xyz: ColorMath.Vector, in space: Space) -> ColorMath.Vector {
    switch space {
    case .srgb: return ColorMath.encoded(ColorMath.xyzToLinearSRGB * xyz)
    case .displayP3: return ColorMath.encoded(ColorMath.xyzToLinearP3 * xyz)
    case .hsl: return ColorMath.hsl(fromSRGB: ColorMath.encoded(ColorMath.xyzToLinearSRGB * xyz))
    case .oklch: return ColorMath.okLCH(fromOKLab: ColorMath.okLab(fromXYZ: xyz))
    }
  }
}
