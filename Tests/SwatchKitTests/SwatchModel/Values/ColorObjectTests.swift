import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct ColorObjectTests {
  private func parse(_ yaml: String) throws -> Result<ColorValue, ValueSyntaxError> {
    ColorLiteral.parse(object: try yamlValue(yaml))
  }

  @Test func readsEachSupportedSpace() throws {
    #expect(
      try parse("{colorSpace: srgb, components: [1, 0, 1], alpha: 1, hex: '#ff00ff'}").value
        == ColorValue(space: .srgb, components: [1, 0, 1]))
    #expect(
      try parse("{colorSpace: display-p3, components: [0.5, 0.25, 1], alpha: 0.5}").value
        == ColorValue(space: .displayP3, components: [0.5, 0.25, 1], alpha: 0.5))
    #expect(
      try parse("{colorSpace: hsl, components: [330, 100, 50]}").value
        == ColorValue(space: .hsl, components: [330, 100, 50]))
    #expect(
      try parse("{colorSpace: oklch, components: [0.7, 0.45, 359.5]}").value
        == ColorValue(space: .oklch, components: [0.7, 0.45, 359.5]))
  }

  @Test func readsNoneAsZero() throws {
    #expect(try parse("{colorSpace: hsl, components: [none, 0, 100]}").value?.components == [0, 0, 100])
    #expect(try parse("{colorSpace: oklch, components: [1, 0, \"none\"]}").value?.components == [1, 0, 0])
  }

  @Test func readsBlockStyleYAML() throws {
    let (root, _) = YAMLReader().read(
      "colorSpace: srgb\ncomponents:\n  - 0\n  - 0.5\n  - 1\nalpha: 0.25\n", path: "t.yaml")
    let node = try #require(root)
    #expect(
      ColorLiteral.parse(object: node).value == ColorValue(space: .srgb, components: [0, 0.5, 1], alpha: 0.25))
  }

  @Test func rejectsQuotedNumbers() throws {
    #expect(
      try parse("{colorSpace: srgb, components: ['1', 0, 0]}").reason
        == "red '1' is not a number; expected a number or none")
    #expect(
      try parse("{colorSpace: srgb, components: [1, 0, 0], alpha: '1'}").reason
        == "alpha '1' is not a number from 0 to 1; expected 0 to 1")
  }

  @Test func rejectsOutOfRangeComponents() throws {
    #expect(
      try parse("{colorSpace: srgb, components: [1.5, 0, 0]}").reason
        == "red '1.5' is out of range for srgb; expected 0 to 1")
    #expect(
      try parse("{colorSpace: hsl, components: [360, 50, 50]}").reason
        == "hue '360' is out of range for hsl; expected 0 up to but not including 360")
    #expect(
      try parse("{colorSpace: oklch, components: [0.5, -0.1, 20]}").reason
        == "chroma '-0.1' is out of range for oklch; expected 0 to 1000000")
    #expect(
      try parse("{colorSpace: srgb, components: [1, 0, 0], alpha: 2}").reason
        == "alpha '2' is not a number from 0 to 1; expected 0 to 1")
  }

  @Test func rejectsUnknownKeysAndSpaces() throws {
    #expect(
      try parse("{colorSpace: srgb, components: [1, 0, 0], value: 1}").reason
        == "unknown key 'value' in color object; expected colorSpace, components, alpha or hex")
    #expect(
      try parse("{colorSpace: cmyk, components: [0, 0, 0]}").reason
        == "unsupported color space 'cmyk'; expected one of DTCG's: srgb, display-p3, hsl, oklch, srgb-linear, hwb, lab, lch, oklab, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"
    )
    #expect(
      try parse("{components: [1, 0, 0]}").reason
        == "color object has no colorSpace; expected one of DTCG's: srgb, display-p3, hsl, oklch, srgb-linear, hwb, lab, lch, oklab, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50"
    )
  }

  @Test func rejectsBadComponentListsAndHex() throws {
    #expect(
      try parse("{colorSpace: srgb, components: [1, 0]}").reason
        == "color components are 2 items; expected a list of 3 numbers")
    #expect(
      try parse("{colorSpace: srgb}").reason == "color object has no components; expected a list of 3 numbers")
    #expect(
      try parse("{colorSpace: srgb, components: [1, 0, 0], hex: '#f00ff'}").reason
        == "hex fallback '#f00ff' is not a hex color; expected #RRGGBB or #RGB")
    // Figma writes 4-digit fallbacks with alpha; a token file's bad fallback is dropped before (ColorHexFallback).
    #expect(try parse("{colorSpace: srgb, components: [1, 0, 0], hex: '#f00f'}").reason == nil)
    // terrazzo's DTCG conversions write 3-digit fallbacks; the fallback is ignored, so they are accepted.
    #expect((try? parse("{colorSpace: srgb, components: [1, 0, 0], hex: '#f00'}").get()) != nil)
    #expect(
      try parse("[1, 0, 0]").reason == "color is a sequence; expected a string or a color object")
  }
}
