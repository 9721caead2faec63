import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct ValueParserTests {
  private func parse(_ yaml: String, as type: TokenType) throws -> Result<TokenValue, ValueSyntaxError> {
    ValueParser.parse(try yamlValue(yaml), as: type)
  }

  @Test func readsColorsFromTextAndObjects() throws {
    #expect(try parse("'#ff0000'", as: .color).value == .color(ColorValue(space: .srgb, components: [1, 0, 0])))
    #expect(
      try parse("oklch(0.5 0.1 200)", as: .color).value
        == .color(ColorValue(space: .oklch, components: [0.5, 0.1, 200])))
    #expect(
      try parse("{colorSpace: srgb, components: [0, 0, 1]}", as: .color).value
        == .color(ColorValue(space: .srgb, components: [0, 0, 1])))
  }

  @Test func readsDimensions() throws {
    #expect(try parse("16px", as: .dimension).value == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(try parse("'1.5rem'", as: .dimension).value == .dimension(DimensionValue(value: 1.5, unit: .rem)))
    #expect(try parse("-2px", as: .dimension).value == .dimension(DimensionValue(value: -2, unit: .px)))
    #expect(try parse("0", as: .dimension).value == .dimension(DimensionValue(value: 0, unit: .px)))
    #expect(try parse("'0'", as: .dimension).value == .dimension(DimensionValue(value: 0, unit: .px)))
    #expect(
      try parse("{value: 0.5, unit: rem}", as: .dimension).value == .dimension(DimensionValue(value: 0.5, unit: .rem)))
  }

  /// Units beyond DTCG 2025.10 that real design systems write are read as written (`DimensionUnitNote` warns).
  @Test func readsUnitsBeyondDTCG() throws {
    let cases: [(String, DimensionValue)] = [
      ("0.5em", .init(value: 0.5, unit: .em)), ("12pt", .init(value: 12, unit: .pt)),
      ("{value: 8, unit: dp}", .init(value: 8, unit: .dp)), ("50vw", .init(value: 50, unit: .vw)),
      ("100vh", .init(value: 100, unit: .vh)), ("'10%'", .init(value: 10, unit: .percent)),
      ("{value: 0, unit: ''}", .init(value: 0, unit: .unitless)),
    ]
    for (text, dimension) in cases {
      #expect(try parse(text, as: .dimension).value == .dimension(dimension), "\(text)")
    }
    #expect(DimensionValue(value: 0.25, unit: .rem).points == 4)
    #expect(DimensionValue(value: 12, unit: .pt).points == 12)
    #expect(DimensionValue(value: 0.5, unit: .em).points == nil)
  }

  /// Fluid sizes a browser computes (`clamp()`, `calc()`, `min()`, `max()`, `var()`), as Open Props writes them, say
  /// what to write instead; they were "not a dimension" with no hint.
  @Test func browserComputedSizesSayWhatToWriteInstead() throws {
    for text in ["clamp(1rem, 2.5vw, 2rem)", "calc(4px * 2)", "min(10px, 2vw)", "var(--size-2)"] {
      let reason = try parse("'\(text)'", as: .dimension).reason
      #expect(
        reason == "'\(text)' is computed by a browser, not written; expected the dimension it gives, a number "
          + "followed by px or rem, or a string token holding the CSS for the web alone", "\(text)")
    }
    #expect(try parse("'maxpx'", as: .dimension).reason?.contains("is not a dimension") == true)
  }

  @Test func rejectsBadDimensions() throws {
    #expect(
      try parse("12pc", as: .dimension).reason
        == "unknown unit 'pc' in '12pc'; expected px or rem (or, beyond DTCG 2025.10, em, pt, dp, vw, vh, %)")
    #expect(
      try parse("{value: 4, unit: ''}", as: .dimension).reason
        == "dimension 4 has an empty unit; only 0 may be unitless, expected px or rem")
    #expect(
      try parse("50%%", as: .dimension).reason == "'50%%' is not a dimension; expected a number followed by px or rem")
    #expect(try parse("16", as: .dimension).reason == "'16' has no unit; expected px or rem")
    #expect(try parse("'1'", as: .dimension).reason == "'1' has no unit; expected px or rem")
    #expect(
      try parse("abcpx", as: .dimension).reason == "'abcpx' is not a dimension; expected a number followed by px or rem"
    )
    #expect(
      try parse("16 px", as: .dimension).reason == "'16 px' is not a dimension; expected a number followed by px or rem"
    )
    #expect(
      try parse("{value: '16', unit: px}", as: .dimension).reason
        == "dimension value is '16', which is not a plain number; expected a plain number")
    #expect(
      try parse("{value: 16, unit: ch}", as: .dimension).reason
        == "unknown unit 'ch' in dimension object; expected px or rem (or, beyond DTCG 2025.10, em, pt, dp, vw, vh, %)")
    #expect(
      try parse("{value: 16, unit: px, scale: 2}", as: .dimension).reason
        == "unknown key 'scale' in dimension object; expected value and unit")
    #expect(try parse("{value: 16}", as: .dimension).reason == "dimension object has no unit; expected px or rem")
  }

  @Test func readsNumbers() throws {
    #expect(try parse("1.5", as: .number).value == .number(1.5))
    #expect(try parse("-2", as: .number).value == .number(-2))
    #expect(try parse("1e3", as: .number).value == .number(1000))
  }

  @Test func rejectsNonNumbers() throws {
    #expect(try parse("'1.5'", as: .number).reason == "number '1.5' is quoted or tagged; expected a plain number")
    #expect(try parse("abc", as: .number).reason == "number is 'abc', which is not a number; expected a plain number")
    #expect(try parse(".nan", as: .number).reason == "number is '.nan', which is not a number; expected a plain number")
    #expect(
      try parse("[1]", as: .number).reason == "number is a sequence, which is not a number; expected a plain number")
  }

  @Test func readsFontWeights() throws {
    #expect(try parse("350", as: .fontWeight).value == .fontWeight(350))
    #expect(try parse("1000", as: .fontWeight).value == .fontWeight(1000))
    let names: [(String, Int)] = [
      ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
      ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
      ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
      ("extra-black", 950), ("ultra-black", 950),
    ]
    for (name, weight) in names {
      #expect(try parse(name, as: .fontWeight).value == .fontWeight(weight), "\(name)")
    }
  }

  @Test func rejectsBadFontWeights() throws {
    let range = "is not an integer from 1 to 1000; expected 1 to 1000 or a weight name"
    #expect(try parse("0", as: .fontWeight).reason == "font weight '0' \(range)")
    #expect(try parse("1001", as: .fontWeight).reason == "font weight '1001' \(range)")
    #expect(try parse("350.5", as: .fontWeight).reason == "font weight '350.5' \(range)")
    #expect(try parse("Bold", as: .fontWeight).reason == "font weight 'Bold' is not lowercase; expected 'bold'")
    #expect(
      try parse("fat", as: .fontWeight).reason
        == "unknown font weight 'fat'; expected 1 to 1000 or a name such as thin, normal or bold")
  }

  @Test func readsFontFamilies() throws {
    #expect(try parse("Inter", as: .fontFamily).value == .fontFamily(["Inter"]))
    #expect(
      try parse("[Helvetica Neue, 'Arial', sans-serif]", as: .fontFamily).value
        == .fontFamily(["Helvetica Neue", "Arial", "sans-serif"]))
    #expect(try parse("[]", as: .fontFamily).reason == "font family list is empty; expected at least one name")
    #expect(
      try parse("[Inter, [Arial]]", as: .fontFamily).reason
        == "font family is a sequence; expected a name or a list of names")
    #expect(
      try parse("''", as: .fontFamily).reason == "font family is an empty name; expected a name or a list of names")
  }

  @Test func readsDurations() throws {
    #expect(try parse("200ms", as: .duration).value == .duration(DurationValue(value: 200, unit: .ms)))
    #expect(try parse("0.3s", as: .duration).value == .duration(DurationValue(value: 0.3, unit: .s)))
    #expect(try parse("{value: 1.5, unit: s}", as: .duration).value == .duration(DurationValue(value: 1.5, unit: .s)))
    #expect(try parse("200us", as: .duration).reason == "unknown unit 'us' in '200us'; expected ms or s")
    #expect(try parse("-5ms", as: .duration).reason == "duration -5ms is negative; expected 0 or more")
    #expect(try parse("200", as: .duration).reason == "'200' has no unit; expected ms or s")
  }

  @Test func readsCubicBeziers() throws {
    #expect(
      try parse("[0.4, 0, 0.2, 1]", as: .cubicBezier).value == .cubicBezier(CubicBezierValue(0.4, 0, 0.2, 1)))
    #expect(
      try parse("[0, -0.5, 1, 1.5]", as: .cubicBezier).value == .cubicBezier(CubicBezierValue(0, -0.5, 1, 1.5)))
  }

  @Test func rejectsBadCubicBeziers() throws {
    #expect(
      try parse("[0.4, 0, 0.2]", as: .cubicBezier).reason
        == "cubic bezier is 3 items; expected a list of 4 numbers [x1, y1, x2, y2]")
    #expect(
      try parse("[1.2, 0, 0.2, 1]", as: .cubicBezier).reason == "cubic bezier x1 '1.2' is out of range; expected 0 to 1"
    )
    #expect(
      try parse("[0, 0, -0.1, 1]", as: .cubicBezier).reason == "cubic bezier x2 '-0.1' is out of range; expected 0 to 1"
    )
    #expect(
      try parse("[0, '0', 1, 1]", as: .cubicBezier).reason
        == "cubic bezier item 2 '0' is not a number; expected a plain number")
    #expect(
      try parse("ease-in", as: .cubicBezier).reason
        == "cubic bezier is 'ease-in'; expected a list of 4 numbers [x1, y1, x2, y2]")
  }

  @Test func readsStrings() throws {
    #expect(try parse("hello world", as: .string).value == .string("hello world"))
    #expect(try parse("42", as: .string).value == .string("42"))
    #expect(try parse("{a: 1}", as: .string).reason == "string is a mapping; expected a scalar")
    // JSON's null is no text; the word, quoted, is.
    #expect(try parse("null", as: .string).reason?.hasPrefix("string is null") == true)
    #expect(try parse("~", as: .string).reason?.hasPrefix("string is null") == true)
    #expect(try parse("\"null\"", as: .string).value == .string("null"))
  }
}
