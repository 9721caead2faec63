import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TokenValueJSONTests {
  private func compact(_ value: TokenValue) -> String {
    JSONSerializer(pretty: false).string(from: value.jsonValue)
  }

  @Test func writesColorsWithHexFirstAndOwnSpaceComponents() throws {
    #expect(
      compact(.color(ColorValue(space: .srgb, components: [1, 1, 1])))
        == ##"{"hex":"#FFFFFFFF","colorSpace":"srgb","components":[1,1,1],"alpha":1}"##)
    let p3 = try ColorLiteral.parse("color(display-p3 1 0 0 / 0.5)").get()
    #expect(
      compact(.color(p3)) == ##"{"hex":"#FF0B0C80","colorSpace":"display-p3","components":[1,0,0],"alpha":0.5}"##)
    let hsl = try ColorLiteral.parse("hsl(120 100% 25%)").get()
    #expect(compact(.color(hsl)) == ##"{"hex":"#008000FF","colorSpace":"hsl","components":[120,100,25],"alpha":1}"##)
  }

  @Test func writesFullPrecisionComponents() throws {
    let color = try ColorLiteral.parse("#123456").get()
    let components = "[0.07058823529411765,0.20392156862745098,0.33725490196078434]"
    #expect(
      compact(.color(color))
        == ##"{"hex":"#123456FF","colorSpace":"srgb","components":"## + components + #","alpha":1}"#)
  }

  @Test func writesOtherTypes() {
    #expect(compact(.dimension(DimensionValue(value: 16, unit: .px))) == #"{"value":16,"unit":"px"}"#)
    #expect(compact(.duration(DurationValue(value: 0.3, unit: .s))) == #"{"value":0.3,"unit":"s"}"#)
    #expect(compact(.number(1.5)) == "1.5")
    #expect(compact(.fontWeight(700)) == "700")
    #expect(compact(.fontFamily(["Inter"])) == #"["Inter"]"#)
    #expect(compact(.fontFamily(["Helvetica Neue", "sans-serif"])) == #"["Helvetica Neue","sans-serif"]"#)
    #expect(compact(.cubicBezier(CubicBezierValue(0.4, 0, 0.2, 1))) == "[0.4,0,0.2,1]")
    #expect(compact(.string("a \"b\"")) == #""a \"b\"""#)
  }

  @Test func writesDisplayText() throws {
    #expect(TokenValue.color(try ColorLiteral.parse("#3C3C4399").get()).displayText == "#3C3C4399")
    #expect(
      TokenValue.color(try ColorLiteral.parse("color(display-p3 1 0 0)").get()).displayText == "#FF0B0CFF (display-p3)")
    #expect(TokenValue.color(try ColorLiteral.parse("hsl(120 100% 25%)").get()).displayText == "#008000FF (hsl)")
    #expect(TokenValue.dimension(DimensionValue(value: 1.5, unit: .rem)).displayText == "1.5rem")
    #expect(TokenValue.dimension(DimensionValue(value: 16, unit: .px)).displayText == "16px")
    #expect(TokenValue.duration(DurationValue(value: 200, unit: .ms)).displayText == "200ms")
    #expect(TokenValue.number(2).displayText == "2")
    #expect(TokenValue.fontWeight(350).displayText == "350")
    #expect(TokenValue.fontFamily(["Inter", "sans-serif"]).displayText == "Inter, sans-serif")
    #expect(TokenValue.cubicBezier(CubicBezierValue(0.4, 0, 0.2, 1)).displayText == "cubic-bezier(0.4, 0, 0.2, 1)")
    #expect(TokenValue.string("hello").displayText == "hello")
  }
}
