extension ColorMath {
  /// HSL `[h, s, l]` (degrees, 0...100, 0...100) to sRGB, CSS Color 4's `hslToRgb`.
  static func srgb(fromHSL hsl: Vector) -> Vector {
    let saturation = hsl.y / 100
    let lightness = hsl.z / 100
    let hue = ColorMath.normalizedHue(hsl.x)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return Vector(channel(0), channel(8), channel(4))
  }

  /// sRGB to HSL `[h, s, l]`, CSS Color 4's `rgbToHsl`; an achromatic color gets hue 0.
  ///
  /// Colors far outside sRGB can come out with negative saturation; as in CSS, the hue then turns half a
  /// circle and the saturation becomes positive.
  static func hsl(fromSRGB rgb: Vector) -> Vector {
    let high = rgb.max()
    let low = rgb.min()
    let lightness = (high + low) / 2
    let delta = high - low
    guard delta != 0 else { return Vector(0, 0, lightness * 100) }
    var saturation = lightness == 0 || lightness == 1 ? 0 : (high - lightness) / min(lightness, 1 - lightness)
    var hue: Double
    switch high {
    case rgb.x: hue = (rgb.y - rgb.z) / delta + (rgb.y < rgb.z ? 6 : 0)
    case rgb.y: hue = (rgb.z - rgb.x) / delta + 2
    default: hue = (rgb.x - rgb.y) / delta + 4
    }
    hue *= 60
    if saturation < 0 {
      hue += 180
      saturation = -saturation
    }
    return Vector(ColorMath.normalizedHue(hue), saturation * 100, lightness * 100)
  }
}
