extension ColorLiteral {
  /// Reads `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (any case) into sRGB with components `n / 255`.
  static func parseHex(_ literal: Substring) -> Result<ColorValue, ValueSyntaxError> {
    let digits = literal.dropFirst()
    guard [3, 4, 6, 8].contains(digits.count) else {
      let noun = digits.count == 1 ? "digit" : "digits"
      return .failure(ValueSyntaxError("'\(literal)' has \(digits.count) hex \(noun); expected 3, 4, 6 or 8"))
    }
    if let bad = digits.first(where: { !$0.isHexDigit }) {
      return .failure(ValueSyntaxError("'\(literal)' has '\(bad)', which is not a hex digit; expected 0-9 or a-f"))
    }
    let bytes = hexBytes(digits)
    let channels = bytes.map { Double($0) / 255 }
    return .success(
      ColorValue(space: .srgb, components: Array(channels.prefix(3)), alpha: channels.count == 4 ? channels[3] : 1))
  }

  /// The bytes `digits` spell: one digit per byte (doubled, `f` being `ff`) for 3 or 4 digits, else two.
  private static func hexBytes(_ digits: Substring) -> [UInt8] {
    let values = digits.compactMap { $0.hexDigitValue }.map(UInt8.init)
    if values.count <= 4 { return values.map { $0 * 17 } }
    return stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
  }
}
