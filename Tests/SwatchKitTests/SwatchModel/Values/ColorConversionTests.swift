import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Reference values come from ColorAide 8.13 (Python), an implementation independent of this one, and from
/// CSS Color 4's worked examples; HSL values are also checked by hand against the CSS formulas.
@Suite struct ColorConversionTests {
  private func converted(_ literal: String, to space: ColorValue.Space) throws -> ColorValue {
    try ColorLiteral.parse(literal).get().converted(to: space)
  }

  @Test func convertsDisplayP3RedToSRGBOutsideTheGamut() throws {
    let color = try converted("color(display-p3 1 0 0)", to: .srgb)
    #expect(color.space == .srgb)
    #expect(
      isClose(color.components, [1.0930663624351618, -0.22674197356975417, -0.15013458093711957], tolerance: 1e-6))
    #expect(!color.isInSRGBGamut)
  }

  @Test func convertsSRGBRedToDisplayP3() throws {
    let color = try converted("#ff0000", to: .displayP3)
    #expect(isClose(color.components, [0.9174875573251656, 0.20028680774084717, 0.1385605912111141], tolerance: 1e-6))
  }

  @Test func convertsOKLCHRedToSRGBRed() throws {
    let color = try converted("oklch(0.6279 0.2577 29.23)", to: .srgb)
    #expect(
      isClose(color.components, [0.9999438422503116, -0.0006351466256737066, -7.374111707777548e-05], tolerance: 1e-6))
    #expect(isClose(color.components, [1, 0, 0], tolerance: 1e-3))
  }

  @Test func convertsRGBToOKLCH() throws {
    let red = try converted("#ff0000", to: .oklch)
    #expect(isClose(red.components, [0.6279553639214311, 0.2576833038053606, 29.233880279627893], tolerance: 1e-6))
    let blue = try converted("color(srgb 0.2 0.4 0.6)", to: .oklch)
    #expect(isClose(blue.components, [0.4993144558452082, 0.09866437712418324, 250.4330574201755], tolerance: 1e-6))
    let p3 = try converted("color(display-p3 0.5 0.6 0.7)", to: .oklch)
    #expect(isClose(p3.components, [0.6710056107137066, 0.05472870773755374, 243.39622093752075], tolerance: 1e-6))
  }

  @Test func convertsOKLCHToRGB() throws {
    let srgb = try converted("oklch(0.5 0.1 200)", to: .srgb)
    #expect(isClose(srgb.components, [-0.15292981333555372, 0.45303886125493525, 0.4768738703260362], tolerance: 1e-6))
    let p3 = try converted("oklch(0.5 0.1 200)", to: .displayP3)
    #expect(isClose(p3.components, [0.12342814368901295, 0.44510223813796074, 0.47097318829769], tolerance: 1e-6))
  }

  @Test func convertsHSLExactly() throws {
    #expect(try converted("hsl(120 100% 25%)", to: .srgb).components == [0, 0.5, 0])
    #expect(isClose(try converted("hsl(20 70% 45%)", to: .srgb).components, [0.765, 0.345, 0.135]))
    #expect(isClose(try converted("rgb(90% 10% 30%)", to: .hsl).components, [345, 80, 50]))
    #expect(try converted("#808080", to: .hsl).components[0...1] == [0, 0])
  }

  @Test func convertsHSLThroughXYZ() throws {
    let oklch = try converted("hsl(300 80% 60%)", to: .oklch)
    #expect(isClose(oklch.components, [0.6896195315766939, 0.26192078731750695, 327.9622474175627], tolerance: 1e-6))
    let p3 = try converted("hsl(300 80% 60%)", to: .displayP3)
    #expect(isClose(p3.components, [0.8499389042718187, 0.3301758258397825, 0.8923046570655516], tolerance: 1e-6))
    // Outside sRGB, CSS's rgbToHsl gives a saturation above 100%.
    let wide = try converted("color(display-p3 0.2 0.8 0.3)", to: .hsl)
    #expect(isClose(wide.components, [147.97264202039895, 244.27171777913146, 23.644130166736474], tolerance: 1e-5))
  }

  @Test func roundTripsThroughEverySpace() throws {
    let start = try ColorLiteral.parse("color(display-p3 0.3 0.6 0.9 / 0.4)").get()
    for space in ColorValue.Space.allCases {
      let back = start.converted(to: space).converted(to: .displayP3)
      #expect(isClose(back.components, start.components, tolerance: 1e-9), "\(space)")
      #expect(back.alpha == 0.4)
    }
  }

  @Test func givesAchromaticColorsHueZero() throws {
    #expect(try converted("#ffffff", to: .oklch).components[2] == 0)
    #expect(try converted("#777777", to: .hsl).components[0] == 0)
  }

  @Test func checksTheSRGBGamutWithAnEpsilon() throws {
    #expect(try ColorLiteral.parse("#ffffff").get().isInSRGBGamut)
    #expect(try ColorLiteral.parse("oklch(1 0 0)").get().isInSRGBGamut)
    #expect(!(try ColorLiteral.parse("color(display-p3 0 1 0)").get().isInSRGBGamut))
    #expect(ColorValue(space: .srgb, components: [1 + 1e-7, -1e-7, 0.5]).isInSRGBGamut)
    #expect(!ColorValue(space: .srgb, components: [1 + 1e-5, 0, 0.5]).isInSRGBGamut)
  }

  @Test func pairsEachMatrixWithItsInverse() {
    let pairs: [(ColorMath.Matrix, ColorMath.Matrix)] = [
      (ColorMath.linearSRGBToXYZ, ColorMath.xyzToLinearSRGB), (ColorMath.linearP3ToXYZ, ColorMath.xyzToLinearP3),
      (ColorMath.xyzToLMS, ColorMath.lmsToXYZ), (ColorMath.lmsToOKLab, ColorMath.okLabToLMS),
    ]
    let axes = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
    for (forward, inverse) in pairs {
      for axis in axes {
        let back = inverse * (forward * axis)
        #expect(isClose([back.x, back.y, back.z], [axis.x, axis.y, axis.z], tolerance: 1e-12))
      }
    }
  }
}
