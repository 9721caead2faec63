/// Reads decimal number text the same way for CSS components, units and YAML scalars.
///
/// `Double.init(_:)` alone also accepts `nan`, `inf` and hexadecimal floats; a token file never means those,
/// so only an optional sign, digits with an optional fraction and an optional exponent are numbers here.
enum NumericText {
  /// The finite value of `text`, or nil when it is not a plain decimal number.
  static func double<S: StringProtocol>(_ text: S) -> Double? {
    guard isDecimal(text.utf8), let value = Double(String(text)), value.isFinite else { return nil }
    return value + 0  // turns -0 into 0 so output never shows a negative zero
  }

  /// The most significant digits a number may have: a `Double` keeps 15 to 17, so a longer number would be
  /// read as a different one (35 digits silently became `1e+35`).
  static let maximumDigits = 17

  /// Why `text` cannot be read exactly enough, or nil: more significant digits than `maximumDigits`.
  static func precisionProblem<S: StringProtocol>(_ text: S) -> ValueSyntaxError? {
    let mantissa = text.utf8.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
    let digits = mantissa.filter(isDigit).drop { $0 == UInt8(ascii: "0") }
    let significant = Array(digits.reversed().drop { $0 == UInt8(ascii: "0") }).count
    guard significant > maximumDigits else { return nil }
    return ValueSyntaxError(
      "\(DiagnosticMessage.quoted(String(text))) has \(significant) significant digits; at most \(maximumDigits) are kept"
    )
  }

  private static func isDecimal<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
    var rest = bytes[...]
    rest = dropSign(rest)
    let integerDigits = rest.prefix(while: isDigit).count
    rest = rest.dropFirst(integerDigits)
    var fractionDigits = 0
    if rest.first == UInt8(ascii: ".") {
      rest = rest.dropFirst()
      fractionDigits = rest.prefix(while: isDigit).count
      rest = rest.dropFirst(fractionDigits)
    }
    guard integerDigits + fractionDigits > 0 else { return false }
    if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
      rest = dropSign(rest.dropFirst())
      let exponentDigits = rest.prefix(while: isDigit).count
      guard exponentDigits > 0 else { return false }
      rest = rest.dropFirst(exponentDigits)
    }
    return rest.isEmpty
  }

  private static func dropSign<S: Collection>(_ bytes: S) -> S.SubSequence where S.Element == UInt8 {
    bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
