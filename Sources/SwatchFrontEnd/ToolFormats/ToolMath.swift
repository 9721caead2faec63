import Foundation

/// Tokens Studio's math in values (`8 * 2`, `{spacing.base} * 2`, `min(4px, 8px)`, `roundTo(2.4)`).
///
/// An expression of literals only is evaluated when the file is read: `+ - * /`, `^` (a power, binding
/// tighter than a sign: `-2^2` is -4), parentheses and the functions `min`, `max`, `round`, `roundTo`, `ceil`,
/// `floor`, `abs`, `sqrt` and `pow`, as Tokens Studio's evaluator (expr-eval) has them, over numbers that may
/// carry a unit. The result takes the first unit met; a number added, subtracted or compared in another unit
/// of the same kind is converted to it first (`4px + 0.5rem` is 12px, rem at 16px; `1s + 200ms` is 1.2s).
/// Units that do not convert (`em`, `%` beside `px`), or two units multiplied (`2px * 1rem`), make an
/// expression of literals unsupported. An expression with references, in a dimension, number, font weight or
/// duration token, is kept as text; binding accepts it, and each appearance evaluates it with each reference
/// replaced by its value there (`AppearanceResolver`).
struct ToolMath {
  /// What reading an expression gave.
  enum Reading: Equatable {
    /// Not an expression: a plain value.
    case notMath
    /// The value, with its unit (empty for none).
    case value(Double, unit: String)
    /// An expression Swatch does not evaluate.
    case unsupported
  }

  private let scalars: [Unicode.Scalar]
  private var position = 0
  /// Whether two numbers' units did not combine: added in units that do not convert, or multiplied in two units.
  private var mixesUnits = false
  /// How deeply the parser has recursed: parentheses, signs and powers nest, and a hostile value must not
  /// exhaust the stack.
  private var depth = 0

  /// How deeply an expression may nest; real math nests a few levels.
  static let maximumDepth = 200

  private init(_ text: String) { scalars = Array(text.unicodeScalars) }

  /// How `text` reads as math.
  static func read(_ text: String) -> Reading {
    let trimmed = String(text.trimmingWhitespace())
    guard isExpression(trimmed) else { return .notMath }
    guard let result = evaluate(trimmed), !result.mixesUnits else { return .unsupported }
    return .value(result.value, unit: result.unit)
  }

  /// `text` evaluated as math, whether or not it looks like an expression (the text of math over references
  /// once each holds a value, where `-{size}` became `--2px` or `-4px`): its value in the first unit met, and
  /// whether units did not combine (`1em + 2px`); nil when it does not evaluate.
  private static func evaluate(_ text: String) -> (value: Double, unit: String, mixesUnits: Bool)? {
    let trimmed = String(text.trimmingWhitespace())
    guard !trimmed.contains("{") else { return nil }
    var parser = ToolMath(trimmed)
    guard let result = parser.sum(), parser.atEnd, result.value.isFinite else { return nil }
    return (result.value, result.unit, parser.mixesUnits)
  }

  /// Whether `text`, a design tool's text token's value, is arithmetic over references: math over references
  /// (`isOverReferences`) whose text around them holds nothing but numbers, operators, parentheses and spaces
  /// (`{opacity.base} - 0.08`), never a word, a unit, a comma or a percent sign (`hsl({hue}, 40%, 50%)`,
  /// `{count}+`, `{a} / {b} items`), which stay text.
  static func isArithmeticOverReferences(_ text: String) -> Bool {
    guard isOverReferences(text), let (pieces, _) = EmbeddedReferences.split(text) else { return false }
    let allowed = "0123456789.+-*/() ".unicodeScalars
    return pieces.allSatisfy { $0.unicodeScalars.allSatisfy(allowed.contains) }
  }

  /// The result of `text`, arithmetic whose references were replaced by their values' texts, written as a
  /// number (to a billionth: `0.1 - 0.08` is `0.02`) followed by the values' unit (`4px * 2` is `8px`); nil
  /// when it does not evaluate, or mixes units (a reference's value that is a word, a color, `1em + 2px`).
  static func arithmeticResult(_ text: String) -> String? {
    guard let (number, unit, mixesUnits) = evaluate(text), !mixesUnits else { return nil }
    let rounded = (number * 1e9).rounded() / 1e9
    return NumberText.shortest(rounded == 0 ? 0 : rounded) + unit
  }

  /// The types a math expression may have, and may reference.
  static let types: Set<TokenType> = [.dimension, .number, .fontWeight, .duration]

  /// Whether `text` is math over references that evaluates once each reference is a number
  /// (`floor({size.step} / {size.base} * 16)`); `calc(…)` and other CSS functions are not.
  static func isOverReferences(_ text: String) -> Bool {
    guard text.contains("{"), isExpression(text) else { return false }
    let placeholders = EmbeddedReferences.interpolate(text) { _ in "1" }
    return evaluate(placeholders)?.mixesUnits == false
  }

  /// The value of `text`, math whose references were replaced by their values here, as a value of `type`;
  /// a bare result is px for a dimension, ms for a duration, and units that do not convert keep the first
  /// (`1em + 2px` is 3em); nil when it does not evaluate (division by 0).
  static func value(_ text: String, as type: TokenType) -> TokenValue? {
    guard let (number, unit, _) = evaluate(text) else { return nil }
    switch type {
    case .dimension:
      // A bare result is px: `Unit("")` is the unitless 0 of DTCG files, not a Tokens Studio size.
      let unit = unit.isEmpty ? .px : DimensionValue.Unit(rawValue: unit) ?? .px
      return .dimension(DimensionValue(value: number, unit: unit))
    case .duration: return .duration(DurationValue(value: number, unit: DurationValue.Unit(rawValue: unit) ?? .ms))
    case .fontWeight: return .fontWeight(Int(number.rounded()))
    default: return .number(number)
    }
  }

  /// A typography's line height from math (`{font.lineheight.xs} - 3`): a result in px, rem or % is a size
  /// divided by `fontSize` as a written one is (`LooseMember.lineHeight`), a bare result the multiplier; 0 when
  /// it does not evaluate.
  static func lineHeight(_ text: String, fontSize: DimensionValue?) -> Double {
    guard let (number, unit, _) = evaluate(text) else { return 0 }
    guard !unit.isEmpty, let sizeUnit = DimensionValue.Unit(rawValue: unit) else { return number }
    return LooseMember.lineHeight(DimensionValue(value: number, unit: sizeUnit), fontSize: fontSize)
  }

  /// Zero as a value of `type`, for math that does not evaluate in some appearance.
  static func zero(as type: TokenType) -> TokenValue {
    switch type {
    case .dimension: return .dimension(DimensionValue(value: 0, unit: .px))
    case .duration: return .duration(DurationValue(value: 0, unit: .ms))
    case .fontWeight: return .fontWeight(400)
    default: return .number(0)
    }
  }

  /// Whether `text` has an operator or function call past its first character (`-8px` is a number); a sign
  /// after a space is one too (`{space.md} -2`, which Tokens Studio's evaluator subtracts).
  static func isExpression(_ text: String) -> Bool {
    let body = text.unicodeScalars.dropFirst()
    return body.contains { "*/+(^".unicodeScalars.contains($0) } || text.contains(" - ") || hasSpacedSign(text)
      || isNegatedReference(text)
  }

  /// Whether `text` is a minus sign before a reference (`-{size.border}`), Tokens Studio's negation of its value.
  private static func isNegatedReference(_ text: String) -> Bool {
    guard text.unicodeScalars.first == "-" else { return false }
    return text.unicodeScalars.dropFirst().first { $0 != " " } == "{"
  }

  /// Whether a `-` follows a space and a value and comes before a number, a reference or a parenthesis.
  private static func hasSpacedSign(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 3 else { return false }
    for index in 2..<(scalars.count - 1) where scalars[index] == "-" && scalars[index - 1] == " " {
      let before = scalars[..<(index - 1)].last { $0 != " " }
      let after = scalars[index + 1]
      guard let before, !"*/+-(^,".unicodeScalars.contains(before) else { continue }
      if ("0"..."9").contains(after) || after == "{" || after == "(" || after == "." { return true }
    }
    return false
  }

  private var atEnd: Bool {
    mutating get {
      skipSpaces()
      return position == scalars.count
    }
  }

  private mutating func skipSpaces() {
    while position < scalars.count, scalars[position] == " " { position += 1 }
  }

  private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    skipSpaces()
    guard position < scalars.count, scalars[position] == scalar else { return false }
    position += 1
    return true
  }

  /// A number with its unit (empty for none), as each part of an expression evaluates.
  private struct Quantity {
    var value: Double
    var unit: String

    /// This quantity with `value`, its unit kept, or `other`'s when it has none.
    func with(_ value: Double, unitOf other: Quantity) -> Quantity {
      Quantity(value: value, unit: unit.isEmpty ? other.unit : unit)
    }
  }

  /// `other`'s number in `quantity`'s unit, to be added, subtracted or compared: converted when its unit is
  /// another of the same kind (`0.5rem` beside `4px` is 8), as it is when either has none; as it is, with
  /// `mixesUnits` set, when the units do not convert (`1em` beside `2px`).
  private mutating func comparable(_ other: Quantity, to quantity: Quantity) -> Double {
    guard !other.unit.isEmpty, !quantity.unit.isEmpty, other.unit != quantity.unit else { return other.value }
    guard let scale = Self.scale(from: other.unit, to: quantity.unit) else {
      mixesUnits = true
      return other.value
    }
    return other.value * scale
  }

  /// Notes that a product, quotient or power of two quantities in different units has no unit to give.
  private mutating func checkSameUnit(_ left: Quantity, _ right: Quantity) {
    if !left.unit.isEmpty, !right.unit.isEmpty, left.unit != right.unit { mixesUnits = true }
  }

  /// Terms added and subtracted. An operator whose operand does not read (`99+`, `3 - items`) is left unread,
  /// so the text is no expression, rather than the value before it.
  private mutating func sum() -> Quantity? {
    guard var total = product() else { return nil }
    while true {
      let mark = position
      if take("+"), let next = product() {
        total = total.with(total.value + comparable(next, to: total), unitOf: next)
        continue
      }
      position = mark
      if take("-"), let next = product() {
        total = total.with(total.value - comparable(next, to: total), unitOf: next)
        continue
      }
      position = mark
      return total
    }
  }

  /// Factors multiplied and divided; an operator whose operand does not read (`3 * items`) is left unread.
  private mutating func product() -> Quantity? {
    guard var total = factor() else { return nil }
    while true {
      let mark = position
      if take("*"), let next = factor() {
        checkSameUnit(total, next)
        total = total.with(total.value * next.value, unitOf: next)
        continue
      }
      position = mark
      if take("/"), let next = factor(), next.value != 0 {
        checkSameUnit(total, next)
        total = total.with(total.value / next.value, unitOf: next)
        continue
      }
      position = mark
      return total
    }
  }

  private mutating func factor() -> Quantity? {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { return nil }
    if take("-") { return factor().map { Quantity(value: -$0.value, unit: $0.unit) } }
    guard let base = primary() else { return nil }
    guard take("^") else { return base }
    guard let exponent = factor() else { return nil }
    checkSameUnit(base, exponent)
    let power = pow(base.value, exponent.value)
    return power.isFinite ? base.with(power, unitOf: exponent) : nil
  }

  private mutating func primary() -> Quantity? {
    if take("(") {
      let value = sum()
      return take(")") ? value : nil
    }
    skipSpaces()
    var word = ""
    while position < scalars.count, scalars[position].properties.isAlphabetic || scalars[position] == "%" {
      word.unicodeScalars.append(scalars[position])
      position += 1
    }
    if !word.isEmpty { return call(word) }
    return number()
  }

  private mutating func call(_ name: String) -> Quantity? {
    guard take("(") else { return nil }
    var arguments: [Quantity] = []
    repeat {
      guard let argument = sum() else { return nil }
      arguments.append(argument)
    } while take(",")
    guard take(")"), let first = arguments.first else { return nil }
    let value = { (number: Double?) in number.map { Quantity(value: $0, unit: first.unit) } }
    switch name {
    case "min", "max":
      // Compared in the first argument's unit, the others converted to it.
      var result = first
      for argument in arguments.dropFirst() {
        let number = comparable(argument, to: result)
        let isBeyond = name == "min" ? number < result.value : number > result.value
        if isBeyond { result = result.with(number, unitOf: argument) }
      }
      return result
    case "roundTo":
      let places = arguments.count > 1 ? arguments[1].value : 0
      let scale = pow10(places)
      return value((first.value * scale).rounded() / scale)
    case "round": return value((first.value + 0.5).rounded(.down))  // JavaScript's Math.round: a half goes up
    case "sqrt": return value(first.value >= 0 ? first.value.squareRoot() : nil)
    case "pow":
      guard arguments.count == 2 else { return nil }
      checkSameUnit(first, arguments[1])
      return first.with(pow(first.value, arguments[1].value), unitOf: arguments[1])
    case "ceil": return value(first.value.rounded(.up))
    case "floor": return value(first.value.rounded(.down))
    case "abs": return value(abs(first.value))
    default: return nil
    }
  }

  private func pow10(_ places: Double) -> Double {
    (0..<max(0, Int(places))).reduce(1.0) { value, _ in value * 10 }
  }

  /// A number and its unit, in lowercase (`1PX` is `1px`).
  private mutating func number() -> Quantity? {
    let start = position
    while position < scalars.count, ("0"..."9").contains(scalars[position]) || scalars[position] == "." {
      position += 1
    }
    skipExponent()
    guard let value = NumericText.double(String(String.UnicodeScalarView(scalars[start..<position]))) else {
      return nil
    }
    var suffix = ""
    while position < scalars.count, scalars[position].properties.isAlphabetic || scalars[position] == "%" {
      suffix.unicodeScalars.append(scalars[position])
      position += 1
    }
    return Quantity(value: value, unit: suffix.lowercased())
  }

  /// Moves past an exponent (`e+20`, `E-6`, `e3`), as a reference's value is written when it is very large or
  /// small (`1e+20`): an `e` followed by a digit, or by a sign and a digit. `1em` keeps its unit.
  private mutating func skipExponent() {
    guard position < scalars.count, scalars[position] == "e" || scalars[position] == "E" else { return }
    var next = position + 1
    if next < scalars.count, scalars[next] == "+" || scalars[next] == "-" { next += 1 }
    guard next < scalars.count, ("0"..."9").contains(scalars[next]) else { return }
    position = next
    while position < scalars.count, ("0"..."9").contains(scalars[position]) { position += 1 }
  }

  /// What a number in `unit` is multiplied by to be in `target`: sizes in points (rem at 16, as every writer
  /// converts it), durations in milliseconds; nil for units of other kinds or relative ones (`em`, `%`).
  private static func scale(from unit: String, to target: String) -> Double? {
    if let from = DimensionValue.Unit(rawValue: unit)?.points, let to = DimensionValue.Unit(rawValue: target)?.points {
      return from / to
    }
    guard let from = DurationValue.Unit(rawValue: unit), let to = DurationValue.Unit(rawValue: target) else {
      return nil
    }
    return DurationValue(value: 1, unit: from).milliseconds / DurationValue(value: 1, unit: to).milliseconds
  }
}
