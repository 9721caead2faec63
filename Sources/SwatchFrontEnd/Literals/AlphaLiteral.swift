/// Reads an opacity written as a number (`0.6`) or a percentage (`60%`).
public enum AlphaLiteral {
  /// The opacity from 0 to 1 that `text` names, or nil when it is not a number in 0...1 or a percentage in
  /// 0%...100%. Surrounding whitespace is ignored.
  public static func parse(_ text: String) -> Double? {
    if let percent = wholePercent(text) { return percent <= 100 ? Double(percent) / 100 : nil }
    let trimmed = text.trimmingWhitespace()
    if trimmed.hasSuffix("%") {
      guard let percent = NumericText.double(trimmed.dropLast()), (0...100).contains(percent) else { return nil }
      return percent / 100
    }
    guard let value = NumericText.double(trimmed), (0...1).contains(value) else { return nil }
    return value
  }

  /// The number in text that is exactly one to nine ASCII digits and `%`, the way nearly every alpha is
  /// written; nil for anything else. Such a whole number is exact as a Double, so dividing it by 100 gives
  /// what reading it as decimal text does.
  private static func wholePercent(_ text: String) -> Int? {
    let utf8 = text.utf8
    guard utf8.count >= 2, utf8.count <= 10, utf8.last == UInt8(ascii: "%") else { return nil }
    var value = 0
    for byte in utf8.dropLast() {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }
}
