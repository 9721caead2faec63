extension ColorValue {
  /// The color as 8-bit sRGB, gamut-mapped first (see `gamutMapped(to:)`).
  ///
  /// Each channel, alpha included, is `(c * 255)` rounded to nearest with ties away from zero (`byte`); alpha
  /// is clamped to 0...1 first.
  public var srgb8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let rgb = gamutMapped(to: .srgb).vector
    return (Self.byte(rgb.x), Self.byte(rgb.y), Self.byte(rgb.z), Self.byte(alpha))
  }

  /// The 8-bit sRGB color as `#RRGGBBAA`, uppercase.
  public var hexRGBA: String {
    let bytes = srgb8
    return Self.hex(bytes.red, bytes.green, bytes.blue, bytes.alpha)
  }

  /// The 8-bit sRGB color as `#RRGGBB`, uppercase, without alpha.
  public var hexRGB: String {
    let bytes = srgb8
    return Self.hex(bytes.red, bytes.green, bytes.blue, nil)
  }

  /// A channel's byte. The channel is first taken to a millionth of a step, so a value that is a half step in
  /// exact arithmetic rounds up however the conversion's last bits fell: `color(display-p3 0.5 0.5 0.5)` is
  /// 127.5 in each sRGB channel, which came out as 127.49999999999997 or 127.50000000000003 by channel, and
  /// the neutral gray as `#7F8080`.
  static func byte(_ unit: Double) -> UInt8 {
    let steps = clamped(unit) * 255
    return UInt8(((steps * 1e6).rounded() / 1e6).rounded(.toNearestOrAwayFromZero))
  }

  /// `#` and two uppercase hex digits per byte, written straight into the string's storage: this runs for
  /// every color of every appearance in every writer.
  private static func hex(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8?) -> String {
    let bytes = alpha.map { [red, green, blue, $0] } ?? [red, green, blue]
    return String(unsafeUninitializedCapacity: 1 + 2 * bytes.count) { buffer in
      let digits: StaticString = "0123456789ABCDEF"
      buffer[0] = UInt8(ascii: "#")
      for (index, byte) in bytes.enumerated() {
        buffer[1 + 2 * index] = digits.utf8Start[Int(byte >> 4)]
        buffer[2 + 2 * index] = digits.utf8Start[Int(byte & 0xF)]
      }
      return 1 + 2 * bytes.count
    }
  }
}
