import SwatchFrontEnd
import SwatchModel

/// The values a platform's number types cannot hold: an Android `<integer>` and a Kotlin `Int` hold durations
/// up to 2,147,483,647 ms (about 24 days); an Android float resource and a Kotlin `Float` hold numbers and sizes
/// up to about 3.4e38; an Android `<dimen>` is a complex value of 24 signed bits, so its number is at most
/// 8,388,607 (aapt2 wraps a larger one around: 8388608dp becomes -8388608dp). A value
/// past them would be written clamped (Compose) or refused by the platform's tool (aapt2), so the writer reports
/// it at the token, once per token, and writes nothing.
///
/// Reads: every duration, transition, number and dimension in every appearance. Produces: the diagnostics.
enum PlatformRange {
  /// The largest duration in ms an Android integer or a Kotlin `Int` holds.
  static let largestMilliseconds = Double(Int32.max)

  /// The largest number an Android dimension resource holds: 2^23 - 1.
  static let largestAndroidDimension = 8_388_607.0

  /// One `value.out-of-range` per token holding a value `writer` cannot write: durations always, numbers and
  /// sizes (a composite's too, and a typography's line height) when `checksFloats`, sizes past
  /// `largestDimension` when given.
  static func problems(
    _ graph: ResolvedTokenGraph, writer: String, checksFloats: Bool, largestDimension: Double? = nil,
    output: SourceRange?
  ) -> [Diagnostic] {
    graph.tokens.compactMap { token -> Diagnostic? in
      let found = token.values.lazy.compactMap {
        outOfRange($0, checksFloats: checksFloats, largestDimension: largestDimension)
      }
      guard let (value, limit) = found.first
      else { return nil }
      let notes = output.map { [Diagnostic.Note("in this \(writer) output", at: $0)] } ?? []
      return Diagnostic(
        .valueOutOfRange(token.path.string, value: value, limit: limit, writer: writer), at: token.definedAt,
        notes: notes)
    }
  }

  /// The text of a value past what the platform holds, and the limit's text; nil when it fits.
  private static func outOfRange(_ value: TokenValue, checksFloats: Bool, largestDimension: Double?) -> (
    String, String
  )? {
    let milliseconds: [Double]
    switch value {
    case .duration(let duration): milliseconds = [duration.milliseconds]
    case .transition(let transition): milliseconds = [transition.duration.milliseconds, transition.delay.milliseconds]
    case .number(let number) where checksFloats:
      return abs(number) > Double(Float.greatestFiniteMagnitude) ? (NumberText.shortest(number), floatLimit) : nil
    case .dimension(let size) where checksFloats:
      let points = size.points ?? size.value
      if let largest = largestDimension, points > largest || points < -largest - 1 {
        return (NumberText.shortest(points), "\(Int(largest)), the largest an Android dimension resource holds")
      }
      return abs(points) > Double(Float.greatestFiniteMagnitude) ? (NumberText.shortest(points), floatLimit) : nil
    case .typography, .border, .shadow, .strokeStyle:
      // A composite's sizes and a typography's line height, which the platform holds as floats too.
      guard checksFloats else { return nil }
      let members = value.dimensions.map { TokenValue.dimension($0.dimension) } + value.lineHeights
      return members.lazy.compactMap {
        outOfRange($0, checksFloats: checksFloats, largestDimension: largestDimension)
      }.first
    default: return nil
    }
    guard let past = milliseconds.first(where: { abs($0.rounded()) > largestMilliseconds }) else { return nil }
    return (NumberText.shortest(past) + " ms", "2147483647 ms, an integer's largest")
  }

  /// One `value.precision` warning per token holding a whole number or size that a 32-bit float changes: past
  /// 2^24 a float holds only every second whole number, then every fourth, so the platform reads `16777217` as
  /// `16777216` and a `2147483647` z-index as `2147483648`. Fractions are left alone: a float keeps about seven
  /// digits of them, which no design value needs more of.
  static func precisionWarnings(_ graph: ResolvedTokenGraph, writer: String, output: SourceRange?) -> [Diagnostic] {
    graph.tokens.compactMap { token -> Diagnostic? in
      guard token.type == .number || token.type == .dimension,
        let number = token.values.lazy.compactMap(changedByFloat).first
      else { return nil }
      let notes = output.map { [Diagnostic.Note("in this \(writer) output", at: $0)] } ?? []
      return Diagnostic(
        .valuePrecision(
          token.path.string, value: NumberText.shortest(number), written: NumberText.shortest(Double(Float(number))),
          writer: writer), at: token.definedAt, notes: notes)
    }
  }

  /// The number of `value`, a whole number past 2^24 that a 32-bit float does not hold exactly; nil otherwise.
  private static func changedByFloat(_ value: TokenValue) -> Double? {
    let number: Double
    switch value {
    case .number(let plain): number = plain
    case .dimension(let size): number = size.points ?? size.value
    default: return nil
    }
    guard abs(number) > 16_777_216, abs(number) <= Double(Float.greatestFiniteMagnitude), number == number.rounded(),
      Double(Float(number)) != number
    else { return nil }
    return number
  }

  /// What a 32-bit float holds at most, as said in a message.
  private static let floatLimit = "3.4e+38, a 32-bit float's largest"
}

extension TokenValue {
  /// A typography's line height as Android and Compose write it: the multiple, and its size over the font size
  /// (`16000000sp` for 1e6 over 16px); none for any other value.
  fileprivate var lineHeights: [TokenValue] {
    guard case .typography(let typography) = self, let height = typography.lineHeight else { return [] }
    guard let size = typography.fontSize else { return [.number(height)] }
    let written = DimensionValue(value: height * (size.points ?? size.value), unit: .px)
    return [.number(height), .dimension(written)]
  }
}
