extension ColorMath {
  /// `degrees` turned into 0..<360, the way CSS reads hue angles.
  package static func normalizedHue(_ degrees: Double) -> Double {
    var hue = degrees.truncatingRemainder(dividingBy: 360)
    if hue < 0 { hue += 360 }
    return hue >= 360 ? 0 : hue + 0
  }
}
