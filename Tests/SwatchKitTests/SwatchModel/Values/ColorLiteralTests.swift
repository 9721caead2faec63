import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct ColorLiteralTests {
  @Test func readsSixAndEightDigitHex() {
    // 0x12 / 255 etc., computed independently in Python.
    #expect(
      ColorLiteral.parse("#123456").value
        == ColorValue(space: .srgb, components: [0.07058823529411765, 0.20392156862745098, 0.33725490196078434]))
    #expect(
      ColorLiteral.parse("  #ffFFff78 ").value
        == ColorValue(space: .srgb, components: [1, 1, 1], alpha: 0.47058823529411764))
  }

  @Test func readsThreeAndFourDigitHexByDoublingEachDigit() {
    #expect(ColorLiteral.parse("#f00").value == ColorValue(space: .srgb, components: [1, 0, 0]))
    #expect(
      ColorLiteral.parse("#0A08").value
        == ColorValue(space: .srgb, components: [0, 0.6666666666666666, 0], alpha: 0.5333333333333333))
  }

  @Test func rejectsHexWithWrongLengthOrDigits() {
    #expect(ColorLiteral.parse("#12345").reason == "'#12345' has 5 hex digits; expected 3, 4, 6 or 8")
    #expect(ColorLiteral.parse("#").reason == "'#' has 0 hex digits; expected 3, 4, 6 or 8")
    #expect(ColorLiteral.parse("#12g").reason == "'#12g' has 'g', which is not a hex digit; expected 0-9 or a-f")
    // A CSS function pasted after '#' is named as what it is not, not counted.
    #expect(
      ColorLiteral.parse("#rgba(255,255,255,0)").reason
        == "'#rgba(255,255,255,0)' is not a hex color; '#' is followed by 3, 4, 6 or 8 hex digits")
  }

  @Test func readsLegacyRGB() {
    #expect(ColorLiteral.parse("rgb(255, 0, 0)").value == ColorValue(space: .srgb, components: [1, 0, 0]))
    #expect(
      ColorLiteral.parse("rgba(255,0,0,0.5)").value == ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5))
    #expect(
      ColorLiteral.parse("RGB(100%, 50%, 0%, 25%)").value
        == ColorValue(space: .srgb, components: [1, 0.5, 0], alpha: 0.25))
  }

  @Test func readsModernRGB() {
    #expect(
      ColorLiteral.parse("rgb(255 0 0 / 50%)").value == ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5))
    #expect(
      ColorLiteral.parse("rgba(128 0 51 / 0.2)").value
        == ColorValue(space: .srgb, components: [0.5019607843137255, 0, 0.2], alpha: 0.2))
    #expect(ColorLiteral.parse("rgb( 0  0 255 )").value == ColorValue(space: .srgb, components: [0, 0, 1]))
  }

  @Test func readsLegacyAndModernHSL() {
    let expected = ColorValue(space: .hsl, components: [120, 100, 25])
    #expect(ColorLiteral.parse("hsl(120, 100%, 25%)").value == expected)
    #expect(ColorLiteral.parse("hsl(120deg 100% 25%)").value == expected)
    #expect(ColorLiteral.parse("hsl(120 100 25)").value == expected)
    #expect(
      ColorLiteral.parse("HSLA(210, 50%, 40%, 0.3)").value
        == ColorValue(space: .hsl, components: [210, 50, 40], alpha: 0.3))
  }

  @Test func normalisesHSLHue() {
    #expect(ColorLiteral.parse("hsl(480 50% 50%)").value?.components == [120, 50, 50])
    #expect(ColorLiteral.parse("hsl(-90deg 50% 50%)").value?.components == [270, 50, 50])
    #expect(ColorLiteral.parse("hsl(360 50% 50%)").value?.components == [0, 50, 50])
  }

  @Test func readsColorFunction() {
    #expect(
      ColorLiteral.parse("color(display-p3 1 0 0)").value == ColorValue(space: .displayP3, components: [1, 0, 0]))
    #expect(
      ColorLiteral.parse("color(srgb 0.2 50% 1 / 40%)").value
        == ColorValue(space: .srgb, components: [0.2, 0.5, 1], alpha: 0.4))
    #expect(
      ColorLiteral.parse("Color(Display-P3 0.5 0.25 0)").value
        == ColorValue(space: .displayP3, components: [0.5, 0.25, 0]))
  }

  @Test func readsOKLCH() {
    #expect(
      ColorLiteral.parse("oklch(0.6279 0.2577 29.23)").value
        == ColorValue(space: .oklch, components: [0.6279, 0.2577, 29.23]))
    #expect(
      ColorLiteral.parse("oklch(50% 50% 200deg / 0.5)").value
        == ColorValue(space: .oklch, components: [0.5, 0.2, 200], alpha: 0.5))
    #expect(ColorLiteral.parse("oklch(0.5 0.1 -20)").value?.components == [0.5, 0.1, 340])
  }

  @Test func readsTransparent() {
    #expect(ColorLiteral.parse("transparent").value == ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0))
  }

  @Test func rejectsOutOfRangeValuesInsteadOfClamping() {
    #expect(
      ColorLiteral.parse("rgb(300,0,0)").reason
        == "red '300' in 'rgb(300,0,0)' is out of range; expected 0 to 255 or 0% to 100%")
    #expect(
      ColorLiteral.parse("rgba(255, 0, 0, 1.5)").reason
        == "alpha '1.5' in 'rgba(255, 0, 0, 1.5)' is out of range; expected 0 to 1 or 0% to 100%")
    #expect(
      ColorLiteral.parse("hsl(0 120% 50%)").reason
        == "saturation '120%' in 'hsl(0 120% 50%)' is out of range; expected 0 to 100 or 0% to 100%")
    #expect(
      ColorLiteral.parse("color(display-p3 1.2 0 0)").reason
        == "red '1.2' in 'color(display-p3 1.2 0 0)' is out of range; expected 0 to 1 or 0% to 100%")
    #expect(
      ColorLiteral.parse("oklch(0.5 -0.1 20)").reason
        == "chroma '-0.1' in 'oklch(0.5 -0.1 20)' is out of range; "
        + "expected a number from 0 up to a million or a percentage from 0% (100% is 0.4)")
  }

  @Test func rejectsNonNumbersNaNAndInfinity() {
    #expect(
      ColorLiteral.parse("rgb(nan 0 0)").reason
        == "red 'nan' in 'rgb(nan 0 0)' is not a number; expected 0 to 255 or 0% to 100%")
    #expect(
      ColorLiteral.parse("oklch(0.5 inf 20)").reason
        == "chroma 'inf' in 'oklch(0.5 inf 20)' is not a number; "
        + "expected a number from 0 up to a million or a percentage from 0% (100% is 0.4)")
    #expect(
      ColorLiteral.parse("rgb(1e999 0 0)").reason
        == "red '1e999' in 'rgb(1e999 0 0)' is not a number; expected 0 to 255 or 0% to 100%")
  }

  @Test func rejectsWrongComponentForms() {
    #expect(
      ColorLiteral.parse("hsl(120, 50, 50%)").reason
        == "saturation '50' in 'hsl(120, 50, 50%)' is a bare number; expected 0% to 100%")
    #expect(
      ColorLiteral.parse("hsl(50% 50% 50%)").reason
        == "hue '50%' in 'hsl(50% 50% 50%)' is a percentage; expected a number of degrees, bare or with deg, or grad, rad or turn"
    )
    #expect(
      ColorLiteral.parse("rgb(10deg 0 0)").reason
        == "red '10deg' in 'rgb(10deg 0 0)' is an angle; expected 0 to 255 or 0% to 100%")
  }

  @Test func rejectsMalformedFunctions() {
    #expect(ColorLiteral.parse("rgb(1 2)").reason == "'rgb(1 2)' has 2 components; expected 3")
    #expect(ColorLiteral.parse("rgb(1, 2, 3, 4, 5)").reason == "'rgb(1, 2, 3, 4, 5)' has 5 components; expected 3")
    #expect(ColorLiteral.parse("rgb(1 2 3").reason == "'rgb(1 2 3' has no closing parenthesis; expected ')' at the end")
    #expect(
      ColorLiteral.parse("rgb(1, 2 3)").reason
        == "'rgb(1, 2 3)' mixes commas with spaces or a slash; expected commas only or no commas")
    #expect(
      ColorLiteral.parse("rgb(1 2 3 / 0.5 / 1)").reason
        == "'rgb(1 2 3 / 0.5 / 1)' has 2 slashes; expected at most one, before the alpha")
    #expect(
      ColorLiteral.parse("oklch(0.5, 0.1, 20)").reason
        == "'oklch(0.5, 0.1, 20)' separates components with commas; expected spaces, as in oklch(a b c / alpha)")
    #expect(
      ColorLiteral.parse("color(rec2100-pq 1 0 0)").reason
        == "unsupported color space 'rec2100-pq' in 'color(rec2100-pq 1 0 0)'; expected a98-rgb, display-p3, prophoto-rgb, rec2020, srgb, srgb-linear, xyz, xyz-d50, xyz-d65"
    )
    #expect(
      ColorLiteral.parse("device-cmyk(0 0 0 1)").reason
        == "unknown color function 'device-cmyk' in 'device-cmyk(0 0 0 1)'; expected rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch or color"
    )
  }

  @Test func readsCSSNamedColorsInAnyCase() throws {
    let red = try ColorLiteral.parse("red").get()
    #expect(red == ColorValue(space: .srgb, components: [1, 0, 0]))
    // rebeccapurple is #663399 (CSS Color 4), the one name CSS Color 3 lacks.
    let purple = try ColorLiteral.parse(" RebeccaPurple ").get()
    #expect(purple == ColorValue(space: .srgb, components: [0x66, 0x33, 0x99].map { Double($0) / 255 }))
    #expect(ColorLiteral.cssNamedColors.count == 148)
  }

  @Test func rejectsUnknownNamesAndEmptyText() {
    let expected = "expected #hex, rgb(), hsl(), color(), oklch() or a CSS color name"
    #expect(ColorLiteral.parse("blurple").reason == "'blurple' is not a color; \(expected)")
    #expect(ColorLiteral.parse("  ").reason == "'' is not a color; \(expected)")
  }

  @Test func readsAlphaLiterals() {
    #expect(AlphaLiteral.parse("60%") == 0.6)
    #expect(AlphaLiteral.parse("0.6") == 0.6)
    #expect(AlphaLiteral.parse(" 1 ") == 1)
    #expect(AlphaLiteral.parse("0%") == 0)
    #expect(AlphaLiteral.parse("100%") == 1)
    #expect(AlphaLiteral.parse("1.5") == nil)
    #expect(AlphaLiteral.parse("101%") == nil)
    #expect(AlphaLiteral.parse("-0.1") == nil)
    #expect(AlphaLiteral.parse("nan") == nil)
    #expect(AlphaLiteral.parse("half") == nil)
  }
}
