/// How Swatch writes numbers into every output: one place, so JSON, Swift, Kotlin, CSS, XML and the preview
/// agree on how a value reads.
public enum NumberText {
  /// The shortest text that reads back as the same `Double`: whole numbers without a fraction (`1`, `-0` as
  /// `0`), others as Swift prints them (`0.5`, `0.38823529411764707`), non-finite values as `null` (JSON's
  /// only spelling; no writer is given one).
  public static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// A number equal for two values exactly when their `shortest` texts are, made without the text: a whole
  /// number is written as an integer (so `-0` as `0`), any other finite one as its shortest round-trip text
  /// (one text per `Double`), and every non-finite one as `null`, which no finite bit pattern equals.
  package static func identity(_ value: Double) -> UInt64 {
    guard value.isFinite else { return UInt64.max }
    if value == value.rounded(), abs(value) < 1e15 { return Double(Int64(value)).bitPattern }
    return value.bitPattern
  }

  /// `value` with exactly three decimals, as Xcode writes asset catalog components: `1.000`, `0.388`.
  package static func threeDecimals(_ value: Double) -> String {
    let thousandths = Int((ColorValue.clamped(value) * 1000).rounded(.toNearestOrAwayFromZero))
    // The value is clamped, so the text is always one digit, a point and three digits: written as bytes, as
    // an asset catalog has four of these per variant of every color.
    return String(unsafeUninitializedCapacity: 5) { buffer in
      let zero = UInt8(ascii: "0")
      buffer[0] = zero + UInt8(thousandths / 1000)
      buffer[1] = UInt8(ascii: ".")
      buffer[2] = zero + UInt8(thousandths / 100 % 10)
      buffer[3] = zero + UInt8(thousandths / 10 % 10)
      buffer[4] = zero + UInt8(thousandths % 10)
      return 5
    }
  }
}
