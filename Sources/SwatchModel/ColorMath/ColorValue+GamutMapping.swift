extension ColorValue {
  /// How far outside 0...1 an RGB component may be and still count as inside the gamut, so that colors
  /// that are in gamut on paper but pick up rounding noise in conversion are not needlessly mapped.
  static let gamutEpsilon = 1e-6

  /// Whether the color is inside sRGB, each component within 0...1 up to `gamutEpsilon`.
  public var isInSRGBGamut: Bool { Self.hasUnitComponents(Self.converted(vector, from: space, to: .srgb)) }

  /// The color converted to `target` and brought inside its gamut with the CSS Color 4 gamut mapping
  /// algorithm (section 13.2, "CSS Gamut Mapping to an RGB Destination").
  ///
  /// A color already inside the gamut (up to `gamutEpsilon`) is only converted, then clamped to 0...1.
  /// Otherwise, working in OKLCH, lightness and hue stay fixed while a binary search on chroma finds the most
  /// colorful color whose clipped version (components clamped to 0...1) is less than the just-noticeable
  /// difference (deltaEOK 0.02) away from it; the clipped version is the result. A lightness of 1 or more
  /// gives white and 0 or less black. `.hsl` and `.hwb` map into sRGB then convert; OKLCH, OKLab, Lab, LCH and
  /// XYZ have no gamut to map into. Alpha is kept.
  public func gamutMapped(to target: Space) -> ColorValue {
    switch target {
    case .oklch, .oklab, .lab, .lch, .xyzD65, .xyzD50: return converted(to: target)
    case .hsl, .hwb: return gamutMapped(to: .srgb).converted(to: target)
    case .srgb, .displayP3, .srgbLinear, .a98RGB, .proPhotoRGB, .rec2020: break
    }
    let destination = Self.converted(vector, from: space, to: target)
    let mapped =
      Self.hasUnitComponents(destination)
      ? Self.clipped(destination)
      : GamutSearchCache.shared.mapped(self, to: target) { mappedOutside(target, destination: destination) }
    return ColorValue(space: target, components: [mapped.x, mapped.y, mapped.z], alpha: alpha)
  }

  /// The mapping of a color whose conversion to `target`, `destination`, is outside the gamut.
  private func mappedOutside(_ target: Space, destination: ColorMath.Vector) -> ColorMath.Vector {
    let origin = Self.converted(vector, from: space, to: .oklch)
    if origin.x >= 1 { return ColorMath.Vector(1, 1, 1) }
    if origin.x <= 0 { return ColorMath.Vector(0, 0, 0) }
    let clipped = Self.clipped(destination)
    let originLab = ColorMath.lab(fromPolar: origin)
    if ColorMath.deltaEOK(Self.okLab(of: clipped, in: target), originLab) < Self.justNoticeableDifference {
      return clipped
    }
    return Self.searchChroma(from: origin, in: target, clipped: clipped)
  }

  private static let justNoticeableDifference = 0.02
  private static let chromaPrecision = 0.0001

  /// The binary search of the CSS algorithm, from an OKLCH color whose clipped form is too far from it.
  ///
  /// It stays whole so that it reads side by side with the specification's pseudo-code, step by step.
  private static func searchChroma(
    from origin: ColorMath.Vector, in target: Space, clipped start: ColorMath.Vector
  ) -> ColorMath.Vector {
    var current = origin
    var clipped = start
    var low = 0.0
    var high = origin.y
    var lowIsInGamut = true
    while high - low > chromaPrecision {
      let chroma = (low + high) / 2
      current.y = chroma
      let candidate = converted(current, from: .oklch, to: target)
      if lowIsInGamut && hasUnitComponents(candidate) {
        low = chroma
        continue
      }
      clipped = Self.clipped(candidate)
      let difference = ColorMath.deltaEOK(okLab(of: clipped, in: target), ColorMath.lab(fromPolar: current))
      if difference < justNoticeableDifference {
        if justNoticeableDifference - difference < chromaPrecision { return clipped }
        lowIsInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// Whether every component is within 0...1 up to `gamutEpsilon`; meaningful for RGB spaces.
  private static func hasUnitComponents(_ vector: ColorMath.Vector) -> Bool {
    isUnit(vector.x) && isUnit(vector.y) && isUnit(vector.z)
  }

  private static func isUnit(_ value: Double) -> Bool {
    value >= -gamutEpsilon && value <= 1 + gamutEpsilon
  }

  /// The color with every component clamped to 0...1 (NaN becoming 0).
  package var clipped: ColorValue {
    ColorValue(space: space, components: components.map(Self.clamped), alpha: alpha)
  }

  private static func clipped(_ vector: ColorMath.Vector) -> ColorMath.Vector {
    ColorMath.Vector(clamped(vector.x), clamped(vector.y), clamped(vector.z))
  }

  /// `value` clamped to 0...1, NaN and negative values becoming 0.
  package static func clamped(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    return min(value, 1)
  }
}
