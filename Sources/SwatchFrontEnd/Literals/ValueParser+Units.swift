extension ValueParser {
  /// Reads `"16px"`, `"1.5rem"`, a `0` (as `0px`, also quoted: zero is zero in any unit) or `{value: 16,
  /// unit: px}`; also the units beyond DTCG 2025.10 that `DimensionValue.Unit` lists (`DimensionUnitNote` warns
  /// of them), a unitless one only for 0.
  static func parseDimension(_ node: YAMLNode) -> Result<DimensionValue, ValueSyntaxError> {
    if node.plainNumber == 0 || node.text.flatMap({ NumericText.double($0.trimmingWhitespace()) }) == 0 {
      return .success(DimensionValue(value: 0, unit: .px))
    }
    return parseMeasure(node, noun: "dimension", units: DimensionValue.Unit.self).flatMap { measure in
      guard measure.unit != .unitless || measure.value == 0 else {
        return .failure(
          ValueSyntaxError(
            "dimension \(NumberText.shortest(measure.value)) has an empty unit; only 0 may be unitless, "
              + "expected px or rem"))
      }
      return .success(DimensionValue(value: measure.value, unit: measure.unit))
    }
  }

  /// Reads `"200ms"`, `"0.3s"` or `{value: 200, unit: ms}`; a duration is never negative.
  static func parseDuration(_ node: YAMLNode) -> Result<DurationValue, ValueSyntaxError> {
    parseMeasure(node, noun: "duration", units: DurationValue.Unit.self).flatMap { measure in
      guard measure.value >= 0 else {
        return .failure(
          ValueSyntaxError(
            "duration \(NumberText.shortest(measure.value))\(measure.unit.rawValue) is negative; expected 0 or more"))
      }
      return .success(DurationValue(value: measure.value, unit: measure.unit))
    }
  }

  /// A number with a unit from `units`, written as one string or as a DTCG `{value, unit}` object.
  private static func parseMeasure<Unit: RawRepresentable & CaseIterable>(
    _ node: YAMLNode, noun: String, units: Unit.Type
  ) -> Result<(value: Double, unit: Unit), ValueSyntaxError> where Unit.RawValue == String {
    // Only messages name the units, so the list is built only for them.
    let isDimension = Unit.self == DimensionValue.Unit.self
    var expectedUnits: String { isDimension ? "px or rem" : Unit.allCases.map(\.rawValue).joined(separator: " or ") }
    // An unknown unit also hears of the units beyond DTCG 2025.10 that are read with a warning.
    var knownUnits: String { expectedUnits + (isDimension ? " (or, beyond DTCG 2025.10, em, pt, dp, vw, vh, %)" : "") }
    if node.pairs != nil {
      return parseMeasureObject(node, noun: noun, expectedUnits: expectedUnits, knownUnits: knownUnits)
    }
    guard let text = node.text else {
      let expected = "a number with a unit (\(expectedUnits)) or a {value, unit} object"
      return .failure(ValueSyntaxError("\(noun) is \(node.quotedForMessage); expected \(expected)"))
    }
    let literal = text.trimmingWhitespace()
    let unitLength = literal.hasSuffix("%") ? 1 : trailingLetterCount(literal)
    let unitText = literal.suffix(unitLength)
    let numberText = literal.dropLast(unitLength)
    guard let value = NumericText.double(numberText) else {
      if let computed = browserComputed(literal, noun: noun, expectedUnits: expectedUnits) { return .failure(computed) }
      return .failure(
        ValueSyntaxError(
          "\(DiagnosticMessage.quoted(text)) is not a \(noun); expected a number followed by \(expectedUnits)"))
    }
    if let problem = NumericText.precisionProblem(numberText) { return .failure(problem) }
    guard !unitText.isEmpty else {
      return .failure(ValueSyntaxError("\(DiagnosticMessage.quoted(text)) has no unit; expected \(expectedUnits)"))
    }
    guard let unit = Unit(rawValue: String(unitText)) else {
      return .failure(
        ValueSyntaxError(
          "unknown unit \(DiagnosticMessage.quoted(String(unitText))) in \(DiagnosticMessage.quoted(text)); expected \(knownUnits)"
        ))
    }
    return .success((value, unit))
  }

  /// Why `literal` is no measure when it is CSS only a browser computes (`clamp(1rem, 2.5vw, 2rem)`, `calc(…)`,
  /// `min()`, `max()`, `var()`: fluid sizes, as Open Props writes them), saying what to write instead; nil for
  /// other text.
  static func browserComputed(_ literal: Substring, noun: String, expectedUnits: String) -> ValueSyntaxError? {
    let lowered = literal.lowercased()
    let functions = ["clamp(", "calc(", "min(", "max(", "var(", "env("]
    guard functions.contains(where: { lowered.hasPrefix($0) }) else { return nil }
    return ValueSyntaxError(
      "\(DiagnosticMessage.quoted(String(literal))) is computed by a browser, not written; expected the \(noun) it "
        + "gives, a number followed by \(expectedUnits), or a string token holding the CSS for the web alone")
  }

  /// How many letters end `literal`, in Characters. ASCII text is counted byte by byte: there each letter
  /// is one byte and one Character.
  private static func trailingLetterCount(_ literal: Substring) -> Int {
    let utf8 = literal.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return literal.reversed().prefix(while: \.isLetter).count }
    return utf8.reversed().prefix { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }.count
  }

  private static func parseMeasureObject<Unit: RawRepresentable>(
    _ node: YAMLNode, noun: String, expectedUnits: String, knownUnits: String
  ) -> Result<(value: Double, unit: Unit), ValueSyntaxError> where Unit.RawValue == String {
    if let unknown = node.pairs?.first(where: { $0.key.text != "value" && $0.key.text != "unit" }) {
      return .failure(
        ValueSyntaxError("unknown key \(unknown.key.quotedForMessage) in \(noun) object; expected value and unit"))
    }
    guard let valueNode = node["value"], let value = valueNode.plainNumber else {
      let found = node["value"].map { "\($0.quotedForMessage), which is not a plain number" } ?? "missing"
      return .failure(ValueSyntaxError("\(noun) value is \(found); expected a plain number"))
    }
    guard let unitNode = node["unit"], let unitText = unitNode.text else {
      return .failure(ValueSyntaxError("\(noun) object has no unit; expected \(expectedUnits)"))
    }
    guard let unit = Unit(rawValue: unitText) else {
      return .failure(
        ValueSyntaxError(
          "unknown unit \(DiagnosticMessage.quoted(unitText)) in \(noun) object; expected \(knownUnits)"))
    }
    return .success((value, unit))
  }
}
