extension ColorLiteral {
  /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (any case) into sRGB with components `n / 255`.
  static func parseHex(_ literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    if let color = plainHex(literal) { return .success(color) }
    let digits = literal.dropFirst()
    // A function or words after `#` (`#rgba(255,255,255,0)`, a CSS color pasted after a hex one; `#fff fff`) is
    // no hex color at all: counting its characters as digits would say nothing of what it is.
    if digits.contains(where: { !$0.isHexDigit }), digits.contains(where: { "(, ".contains($0) }) {
      return .failure(
        ValueSyntaxError(
          "\(DiagnosticMessage.quoted(literal)) is not a hex color; '#' is followed by 3, 4, 6 or 8 hex digits"))
    }
    guard [3, 4, 6, 8].contains(digits.count) else {
      let noun = digits.count == 1 ? "digit" : "digits"
      return .failure(
        ValueSyntaxError("\(DiagnosticMessage.quoted(literal)) has \(digits.count) hex \(noun); expected 3, 4, 6 or 8"))
    }
    if let bad = digits.first(where: { !$0.isHexDigit }) {
      return .failure(
        ValueSyntaxError(
          "\(DiagnosticMessage.quoted(literal)) has \(DiagnosticMessage.quoted(String(bad))), which is not a hex digit; expected 0-9 or a-f"
        ))
    }
    let bytes = hexBytes(digits)
    let channels = bytes.map { Double($0) / 255 }
    return .success(
      ColorValue(space: .srgb, components: Array(channels.prefix(3)), alpha: channels.count == 4 ? channels[3] : 1))
  }

  /// `#` and 3, 4, 6 or 8 ASCII hex digits, read byte by byte, as nearly every hex color is written; nil
  /// for anything else. For such text each byte is one Character, so this is what the rules above read.
  private static func plainHex(_ literal: Substring) -> ColorValue? {
    let utf8 = literal.utf8
    guard [4, 5, 7, 9].contains(utf8.count), utf8.first == UInt8(ascii: "#") else { return nil }
    // Each channel is one digit doubled (`f` being `ff`, n * 17) for 3 or 4 digits, else two digits.
    let perChannel = utf8.count <= 5 ? 1 : 2
    var channels: [Double] = []
    channels.reserveCapacity(4)
    var byte: UInt8 = 0
    for (offset, character) in utf8.dropFirst().enumerated() {
      guard let value = asciiHexValue(character) else { return nil }
      byte = perChannel == 1 ? value * 17 : (offset % 2 == 0 ? value * 16 : byte + value)
      if perChannel == 1 || offset % 2 == 1 { channels.append(Double(byte) / 255) }
    }
    let alpha = channels.count == 4 ? channels.removeLast() : 1
    return ColorValue(space: .srgb, components: channels, alpha: alpha)
  }

  private static func asciiHexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// The bytes `digits` spell: one digit per byte (doubled, `f` being `ff`) for 3 or 4 digits, else two.
  private static func hexBytes(_ digits: Substring) -> [UInt8] {
    let values = digits.compactMap { $0.hexDigitValue }.map(UInt8.init)
    if values.count <= 4 { return values.map { $0 * 17 } }
    return stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
  }
}
