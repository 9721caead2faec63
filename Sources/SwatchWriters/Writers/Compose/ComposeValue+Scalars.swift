extension ComposeValue {
  /// The Kotlin type of a single (non-composite, non-color) value, or nil for a type the values set leaves
  /// out: dimensions as `Dp` (a `TextUnit` in sp for a font size), numbers as
  /// `Float`, durations as `Int` milliseconds, font weights as `FontWeight`, font families as the nearest
  /// generic `FontFamily`, Bézier curves as `CubicBezierEasing`, strings as `String`.
  static func scalarType(_ token: ResolvedToken) -> String? {
    switch token.type {
    case .dimension: return isTextSize(token.path) ? "TextUnit" : "Dp"
    case .number: return "Float"
    case .duration: return "Int"
    case .fontWeight: return "FontWeight"
    case .fontFamily: return "FontFamily"
    case .cubicBezier: return "CubicBezierEasing"
    case .string: return "String"
    default: return nil
    }
  }

  /// The Kotlin expression of a single value of `token`: `16f.dp`, `17f.sp`, `0.45f`, `150`, `FontWeight(400)`,
  /// `FontFamily.Serif`, `CubicBezierEasing(…)`, a string literal.
  static func scalarExpression(_ value: TokenValue, of token: ResolvedToken) -> String {
    switch value {
    case .dimension(let d): return unit(d.points ?? d.value, isTextSize(token.path) ? "sp" : "dp")
    case .number(let n): return float(n)
    case .duration(let d): return millis(d)
    case .fontWeight(let w): return "FontWeight(\(w))"
    case .fontFamily(let names): return fontFamily(names)
    case .cubicBezier(let c):
      return "CubicBezierEasing(" + [c.x1, c.y1, c.x2, c.y2].map(float).joined(separator: ", ") + ")"
    case .string(let text): return string(text)
    default: return ""
    }
  }

  /// Whether a constant with this Kotlin type and expression can be a `const val` (Kotlin allows primitives
  /// and `String` literals, not a long string's joined pieces).
  static func isConst(type: String, expression: String) -> Bool {
    ["Float", "Int", "String"].contains(type) && !expression.hasPrefix("arrayOf(")
  }

  /// Characters per piece of a long string: the JVM keeps a string constant in at most 65,535 bytes of modified
  /// UTF-8, three bytes per UTF-16 unit at most, and kotlinc fails past that ("UTF8 string too large").
  static let stringPieceLength = 20_000

  /// A Kotlin string literal, or for a string longer than `stringPieceLength` UTF-16 units its pieces joined
  /// at run time (`arrayOf("…", "…").joinToString("")`), which Kotlin does not fold into one constant.
  static func string(_ text: String) -> String {
    guard text.utf16.count > stringPieceLength else { return DeprecationText.kotlinString(text) }
    var pieces: [String] = []
    var current = String.UnicodeScalarView()
    var length = 0
    for scalar in text.unicodeScalars {
      if length + scalar.utf16.count > stringPieceLength {
        pieces.append(String(current))
        (current, length) = (String.UnicodeScalarView(), 0)
      }
      current.append(scalar)
      length += scalar.utf16.count
    }
    pieces.append(String(current))
    return "arrayOf(" + pieces.map(DeprecationText.kotlinString).joined(separator: ", ") + ").joinToString(\"\")"
  }

  /// Whether a dimension is a text size, written in sp: the Android writer's rule (`AndroidValue.isFontSize`),
  /// so both platforms agree.
  static func isTextSize(_ path: TokenPath) -> Bool { AndroidValue.isFontSize(path) }
}

extension ComposeValue {
  /// Mixes into `hash` what `scalarExpression` reads of `value` (keep the two in step): a dimension's number
  /// and unit, a number, a duration's number and unit, a weight, the font family names, the curve's points, the
  /// text; any other value whole. Cheaper than hashing the value's reflection, and no text is made.
  static func combine(scalar value: TokenValue, into hash: inout StableHash) {
    switch value {
    case .dimension(let d):
      hash.combine(1)
      hash.combine(number: d.value)
      hash.combine(d.unit.rawValue)
    case .number(let n):
      hash.combine(2)
      hash.combine(number: n)
    case .duration(let d):
      hash.combine(3)
      hash.combine(number: d.value)
      hash.combine(d.unit.rawValue)
    case .fontWeight(let w):
      hash.combine(4)
      hash.combine(UInt64(bitPattern: Int64(w)))
    case .fontFamily(let names):
      hash.combine(5)
      hash.combine(UInt64(names.count))
      for name in names { hash.combine(name) }
    case .cubicBezier(let c):
      hash.combine(6)
      for number in [c.x1, c.y1, c.x2, c.y2] { hash.combine(number: number) }
    case .string(let text):
      hash.combine(7)
      hash.combine(text)
    default:
      hash.combine(8)
      hash.combine(value)
    }
  }
}
