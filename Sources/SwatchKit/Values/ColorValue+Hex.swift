extension ColorValue {
  /// The color as 8-bit sRGB, gamut-mapped first (see `gamutMapped(to:)`).
  ///
  /// Each channel, alpha included, is `(c * 255)` rounded to nearest with ties away from zero; alpha is
  /// clamped to 0...1 first.
  public var srgb8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let rgb = gamutMapped(to: .srgb).vector
    return (Self.byte(rgb.x), Self.byte(rgb.y), Self.byte(rgb.z), Self.byte(alpha))
  }

  /// The 8-bit sRGB color as `#RRGGBBAA`, uppercase.
  public var hexRGBA: String {
    let bytes = srgb8
    return "#" + [bytes.red, bytes.green, bytes.blue, bytes.alpha].map(Self.hexPair).joined()
  }

  /// The 8-bit sRGB color as `#RRGGBB`, uppercase, without alpha.
  public var hexRGB: String {
    let bytes = srgb8
    return "#" + [bytes.red, bytes.green, bytes.blue].map(Self.hexPair).joined()
  }

  private static func byte(_ unit: Double) -> UInt8 {
    UInt8((clamped(unit) * 255).rounded(.toNearestOrAwayFromZero))
  }

  private static func hexPair(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte / 16)], digits[Int(byte % 16)]])
  }
}
