import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The color forms of the template context (`ColorForms`), checked against values computed by hand or, for
/// OKLCH, with Björn Ottosson's OKLab matrices and CSS Color 4's sRGB → XYZ → Display P3 matrices in Python,
/// not read from Swatch's output.
@Suite struct ColorFormsTests {
  /// The fields of `color` as a dictionary.
  static func forms(_ color: ColorValue) -> [String: JSONValue] {
    Dictionary(uniqueKeysWithValues: ColorForms.fields(of: color))
  }

  static func number(_ value: JSONValue?) -> Double? {
    guard case .number(let number)? = value else { return nil }
    return number
  }

  static func components(_ value: JSONValue?) -> [Double]? {
    guard case .object(let pairs)? = value else { return nil }
    let fields = Dictionary(uniqueKeysWithValues: pairs)
    let values = ["red", "green", "blue", "alpha"].compactMap { number(fields[$0]) }
    return values.count == 4 ? values : nil
  }

  @Test func srgbHexColor() throws {
    // #341E80: 0x34 = 52, 0x1E = 30, 0x80 = 128; 52 / 255 = 0.2039215…, 30 / 255 = 0.1176470…, 128 / 255 = 0.5019607…
    let forms = Self.forms(ColorValue(space: .srgb, components: [52.0 / 255, 30.0 / 255, 128.0 / 255]))
    #expect(forms["argb"] == .string("0xFF341E80"))
    #expect(["red", "green", "blue", "alpha"].map { Self.number(forms[$0]) } == [0.203922, 0.117647, 0.501961, 1])
    #expect(["red255", "green255", "blue255", "alpha255"].map { Self.number(forms[$0]) } == [52, 30, 128, 255])
    #expect(forms["isWideGamut"] == .bool(false))
    #expect(forms["p3"] == nil)
  }

  @Test func alphaIsTheFirstByteOfARGB() {
    // Alpha 0.5 is byte 127.5, rounded away from zero to 128 = 0x80.
    let forms = Self.forms(ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5))
    #expect(forms["argb"] == .string("0x80FF0000"))
    #expect(Self.number(forms["alpha"]) == 0.5)
    #expect(Self.number(forms["alpha255"]) == 128)
  }

  @Test func displayP3TokenHasP3Components() throws {
    // Gray: Display P3 and sRGB share white point and transfer curve, so 0.6 is 0.6 in both, byte 153 = 0x99;
    // alpha 0.25 is byte 63.75, so 64 = 0x40.
    let forms = Self.forms(ColorValue(space: .displayP3, components: [0.6, 0.6, 0.6], alpha: 0.25))
    #expect(forms["argb"] == .string("0x40999999"))
    #expect(forms["isWideGamut"] == .bool(true))
    #expect(Self.components(forms["p3"]) == [0.6, 0.6, 0.6, 0.25])
    #expect(abs(try #require(Self.number(forms["red"])) - 0.6) <= 1e-6)
  }

  @Test func oklchOutsideSRGBHasP3Components() throws {
    // oklch(0.7 0.25 150): linear sRGB red is negative (sRGB -0.338466, 0.773456, 0.21655: outside), Display P3
    // 0.161222, 0.759924, 0.301493 (inside P3, so not gamut-mapped there).
    let color = ColorValue(space: .oklch, components: [0.7, 0.25, 150])
    let forms = Self.forms(color)
    #expect(forms["isWideGamut"] == .bool(true))
    let p3 = try #require(Self.components(forms["p3"]))
    for (got, want) in zip(p3, [0.161222, 0.759924, 0.301493, 1]) { #expect(abs(got - want) <= 1e-6) }
    // The sRGB forms are the gamut-mapped color of `hex`, all in range.
    let bytes = ["red255", "green255", "blue255"].compactMap { Self.number(forms[$0]) }
    let hex = bytes.map { String(Int($0), radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
    #expect("#" + hex.joined() == color.hexRGB)
    #expect(forms["argb"] == .string("0xFF" + hex.joined()))
    let unit = ["red", "green", "blue"].compactMap { Self.number(forms[$0]) }
    #expect(unit.count == 3 && unit.allSatisfy { (0...1).contains($0) })
    for (byte, value) in zip(bytes, unit) { #expect(abs(byte - value * 255) <= 0.5) }
  }

  @Test func oklchInsideSRGBIsNotWideGamut() {
    // oklch(0.6 0.1 260): sRGB 0.362255, 0.503824, 0.736595, all inside 0...1.
    let forms = Self.forms(ColorValue(space: .oklch, components: [0.6, 0.1, 260]))
    #expect(forms["isWideGamut"] == .bool(false))
    #expect(forms["p3"] == nil)
    let unit = ["red", "green", "blue"].compactMap { Self.number(forms[$0]) }
    for (got, want) in zip(unit, [0.362255, 0.503824, 0.736595]) { #expect(abs(got - want) <= 2e-6) }
  }

  /// CSS writes as Display P3 exactly the colors Swift and the asset catalog write as Display P3.
  @Test(arguments: [
    ColorValue(space: .oklch, components: [0.7, 0.25, 150]), ColorValue(space: .oklch, components: [0.6, 0.1, 260]),
    ColorValue(space: .oklch, components: [0.9, 0.4, 140]), ColorValue(space: .hsl, components: [200, 100, 50]),
    ColorValue(space: .srgb, components: [1, 0.5, 0]), ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5]),
  ])
  func wideGamutAgreesWithApple(_ color: ColorValue) {
    #expect(CSSValue.isWideGamut(color) == (AppleColor(color).space == .displayP3))
  }

  @Test func cssWritesOKLCHOutsideSRGBAsDisplayP3() {
    #expect(
      CSSValue.format(.color(ColorValue(space: .oklch, components: [0.7, 0.25, 150])))
        == "color(display-p3 0.1612 0.7599 0.3015)")
    #expect(CSSValue.format(.color(ColorValue(space: .oklch, components: [0.6, 0.1, 260]))).hasPrefix("#"))
  }

  @Test func appearanceNames() {
    let context = TemplateContext.appearance(Appearance(index: 3, values: [1, 1], name: "dark high-contrast"))
    guard case .object(let pairs) = context, case .object(let names)? = Dictionary(uniqueKeysWithValues: pairs)["names"]
    else { return #expect(Bool(false), "no names") }
    let byStyle = Dictionary(uniqueKeysWithValues: names)
    #expect(byStyle["camelCase"] == .string("darkHighContrast"))
    #expect(byStyle["pascalCase"] == .string("DarkHighContrast"))
    #expect(byStyle["kebab-case"] == .string("dark-high-contrast"))
    #expect(byStyle["snake_case"] == .string("dark_high_contrast"))
  }
}
