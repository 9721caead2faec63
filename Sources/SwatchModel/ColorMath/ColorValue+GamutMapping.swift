extension ColorValue {
  /// How far outside 0...1 an RGB component may be and still count as inside the gamut, so that colors
  /// that are in gamut on paper but pick up rounding noise in conversion are not needlessly mapped.
  static let gamutEpsilon = 1e-6

  /// Whether the color is inside sRGB, each component within 0...1 up to `gamutEpsilon`.
  public var isInSRGBGamut: Bool { converted(to: .srgb).hasUnitComponents }

  /// The color converted to `target` and brought inside its gamut with the CSS Color 4 gamut mapping
  /// algorithm (section 13.2, "CSS Gamut Mapping to an RGB Destination").
  ///
  /// A color already inside the gamut (up to `gamutEpsilon`) is only converted, then clamped to 0...1.
  /// Otherwise, working in OKLCH, lightness and hue stay fixed while a binary search on chroma finds the most
  /// colorful color whose clipped version (components clamped to 0...1) is less than the just-noticeable
  /// difference (deltaEOK 0.02) away from it; the clipped version is the result. A lightness of 1 or more
  /// gives white and 0 or less black. `.hsl` maps into sRGB then converts; `.oklch` has no gamut to map into.
  /// Alpha is kept.
  public func gamutMapped(to target: Space) -> ColorValue {
    switch target {
    case .oklch: return converted(to: .oklch)
    case .hsl: return gamutMapped(to: .srgb).converted(to: .hsl)
    case .srgb, .displayP3: break
    }
    let destination = converted(to: target)
    if destination.hasUnitComponents { return destination.clipped }
    let lch = converted(to: .oklch).vector  // through `vector`, so the search can rely on three components
    let origin = ColorValue(space: .oklch, components: [lch.x, lch.y, lch.z], alpha: alpha)
    if origin.components[0] >= 1 { return ColorValue(space: target, components: [1, 1, 1], alpha: alpha) }
    if origin.components[0] <= 0 { return ColorValue(space: target, components: [0, 0, 0], alpha: alpha) }
    let clipped = destination.clipped
    if ColorMath.deltaEOK(clipped.okLab, origin.okLab) < Self.justNoticeableDifference { return clipped }
    return origin.searchChroma(in: target, clipped: clipped)
  }

  private static let justNoticeableDifference = 0.02
  private static let chromaPrecision = 0.0001

  /// The binary search of the CSS algorithm, from an OKLCH color whose clipped form is too far from it.
  ///
  /// It stays whole so that it reads side by side with the specification's pseudo-code, step by step.
  private func searchChroma(in target: Space, clipped start: ColorValue) -> ColorValue {
    var current = self
    var clipped = start
    var low = 0.0
    var high = components[1]
    var lowIsInGamut = true
    while high - low > Self.chromaPrecision {
      let chroma = (low + high) / 2
      current.components[1] = chroma
      let candidate = current.converted(to: target)
      if lowIsInGamut && candidate.hasUnitComponents {
        low = chroma
        continue
      }
      clipped = candidate.clipped
      let difference = ColorMath.deltaEOK(clipped.okLab, current.okLab)
      if difference < Self.justNoticeableDifference {
        if Self.justNoticeableDifference - difference < Self.chromaPrecision { return clipped }
        lowIsInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  /// Whether every component is within 0...1 up to `gamutEpsilon`; meaningful for RGB spaces.
  var hasUnitComponents: Bool {
    components.allSatisfy { $0 >= -Self.gamutEpsilon && $0 <= 1 + Self.gamutEpsilon }
  }

  /// The color with every component clamped to 0...1 (NaN becoming 0).
  package var clipped: ColorValue {
    ColorValue(space: space, components: components.map(Self.clamped), alpha: alpha)
  }

  /// `value` clamped to 0...1, NaN and negative values becoming 0.
  package static func clamped(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    return min(value, 1)
  }
}
