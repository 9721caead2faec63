import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Reference values published elsewhere, not taken from Swatch's output.
@Suite struct ContrastMathTests {
  private func rgb(_ hex: UInt32) -> ContrastMath.RGB {
    ContrastMath.RGB(
      red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
  }

  // WebAIM's contrast checker, which truncates to 2 decimals: #767676 on white is 4.54:1, #777777 is 4.47:1;
  // black on white 21:1.
  @Test(arguments: [(0x76_7676, 4.54), (0x77_7777, 4.47), (0x00_0000, 21.0), (0xFF_FFFF, 1.0)] as [(UInt32, Double)])
  func wcagRatioOnWhite(_ foreground: UInt32, _ expected: Double) {
    let ratio = ContrastMath.wcagRatio(rgb(foreground), rgb(0xFF_FFFF))
    #expect((ratio * 100).rounded(.down) / 100 == expected, "ratio \(ratio)")
  }

  // APCA reference (apca-w3 README and test suite): #888 text on #FFF is Lc 63.056469930209424, black on
  // white 106.04067321268862, white on black -107.88473318309848.
  @Test(
    arguments: [
      (0x88_8888, 0xFF_FFFF, 63.056469930209424), (0x00_0000, 0xFF_FFFF, 106.04067321268862),
      (0xFF_FFFF, 0x00_0000, -107.88473318309848),
    ] as [(UInt32, UInt32, Double)])
  func apcaReference(_ text: UInt32, _ background: UInt32, _ expected: Double) {
    let lc = ContrastMath.apcaContrast(text: rgb(text), background: rgb(background))
    #expect(abs(lc - expected) < 1e-9, "Lc \(lc)")
  }

  // 60% black over white is #666666 (0.4 * 255 = 102), composited in gamma-encoded sRGB as browsers do.
  @Test func compositesForegroundAlpha() {
    let color = ColorValue(space: .srgb, components: [0, 0, 0], alpha: 0.6)
    let result = ContrastMath.composite(color, over: rgb(0xFF_FFFF))
    #expect(abs(result.red - 0.4) < 0.002)
    #expect(result.red == result.green && result.green == result.blue)
  }
}
