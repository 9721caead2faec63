/// Reads an opacity written as a number (`0.6`) or a percentage (`60%`).
public enum AlphaLiteral {
  /// The opacity from 0 to 1 that `text` names, or nil when it is not a number in 0...1 or a percentage in
  /// 0%...100%. Surrounding whitespace is ignored.
  public static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingWhitespace()
    if trimmed.hasSuffix("%") {
      guard let percent = NumericText.double(trimmed.dropLast()), (0...100).contains(percent) else { return nil }
      return percent / 100
    }
    guard let value = NumericText.double(trimmed), (0...1).contains(value) else { return nil }
    return value
  }
}
