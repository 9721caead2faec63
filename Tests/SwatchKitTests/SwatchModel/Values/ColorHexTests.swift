import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct ColorHexTests {
  @Test func writesUppercaseHex() throws {
    let color = try ColorLiteral.parse("#a1b2c3d4").get()
    #expect(color.hexRGBA == "#A1B2C3D4")
    #expect(color.hexRGB == "#A1B2C3")
    #expect(color.srgb8 == (0xA1, 0xB2, 0xC3, 0xD4))
  }

  @Test func convertsHSLToHex() throws {
    #expect(try ColorLiteral.parse("hsl(120 100% 25%)").get().hexRGB == "#008000")
    #expect(try ColorLiteral.parse("hsl(210, 50%, 40%)").get().hexRGBA == "#336699FF")
  }

  @Test func roundsToNearestWithTiesAwayFromZero() {
    // 0.5 / 255 * 255 is 0.5: a tie, rounded up. Just below it rounds down.
    let tie = ColorValue(space: .srgb, components: [0.5 / 255, 1.5 / 255, 0.4999 / 255], alpha: 127.5 / 255)
    #expect(tie.srgb8 == (1, 2, 0, 128))
    #expect(ColorValue(space: .srgb, components: [0.5, 0.5, 0.5], alpha: 0.5).hexRGBA == "#80808080")
    // A neutral gray in Display P3 is the same gray in sRGB: every channel exactly a half step, whichever way
    // the conversion's last bits fall (it was `#7F8080`).
    for space in [ColorValue.Space.displayP3, .a98RGB, .rec2020, .proPhotoRGB] {
      let gray = ColorValue(space: space, components: [0.5, 0.5, 0.5]).converted(to: .srgb)
      let bytes = gray.srgb8
      #expect(bytes.red == bytes.green && bytes.green == bytes.blue, "\(space)")
    }
    #expect(ColorValue(space: .displayP3, components: [0.5, 0.5, 0.5]).hexRGBA == "#808080FF")
  }

  @Test func clampsAlpha() {
    #expect(ColorValue(space: .srgb, components: [0, 0, 0], alpha: 1.5).srgb8.alpha == 255)
    #expect(ColorValue(space: .srgb, components: [0, 0, 0], alpha: -1).srgb8.alpha == 0)
  }

  @Test func convertsOtherSpacesThroughGamutMapping() throws {
    #expect(
      try ColorLiteral.parse("oklch(0.6279553639214311 0.2576833038053606 29.233880279627893)").get().hexRGB
        == "#FF0000")
    #expect(try ColorLiteral.parse("color(display-p3 1 0 0)").get().hexRGBA == "#FF0B0CFF")
  }

  @Test(arguments: 0...255)
  func roundTripsEveryByteOnEveryChannel(byte: Int) throws {
    let hex = hexPair(byte)
    let others = hexPair(255 - byte)
    for literal in ["#\(hex)0000\(others)", "#00\(hex)00FF", "#0000\(hex)80", "#\(hex)\(hex)\(hex)\(hex)"] {
      let color = try ColorLiteral.parse(literal).get()
      #expect(color.hexRGBA == literal, "\(literal)")
    }
  }

  private func hexPair(_ byte: Int) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
