import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Expected values come from ColorAide 8.13's `minde-chroma` fit (its implementation of the CSS Color 4
/// algorithm, deltaEOK with JND 0.02), computed independently in Python.
@Suite struct GamutMappingTests {
  private func mapped(_ literal: String, to space: ColorValue.Space) throws -> ColorValue {
    try ColorLiteral.parse(literal).get().gamutMapped(to: space)
  }

  @Test func mapsDisplayP3RedToANearbySRGBRed() throws {
    let color = try mapped("color(display-p3 1 0 0)", to: .srgb)
    #expect(color.space == .srgb)
    #expect(isClose(color.components, [1.0, 0.044569516204191924, 0.04593161114017127], tolerance: 1e-3))
    #expect(color.isInSRGBGamut)
    // #FF0B0C: the hue and lightness of P3 red with less chroma, not the clipped #FF0000.
    #expect(color.hexRGB == "#FF0B0C")
  }

  @Test func mapsWideColorsIntoSRGB() throws {
    let expected: [(String, String)] = [
      ("color(display-p3 0 1 0)", "#00FB29"),
      ("oklch(0.7 0.35 150)", "#00C248"),
      ("oklch(0.5 0.4 270)", "#3425FF"),
      ("oklch(0.99 0.3 100)", "#FFFEA1"),
      ("oklch(0.9 0.3 140)", "#62FF30"),
    ]
    for (literal, hex) in expected {
      let color = try mapped(literal, to: .srgb)
      #expect(color.components.allSatisfy { (0...1).contains($0) }, "\(literal)")
      #expect(color.hexRGB == hex, "\(literal)")
    }
  }

  @Test func mapsIntoDisplayP3() throws {
    let color = try mapped("oklch(0.7 0.35 150)", to: .displayP3)
    #expect(color.space == .displayP3)
    #expect(isClose(color.components, [0.0, 0.782463873454476, 0.19457003439900805], tolerance: 1e-3))
  }

  @Test func keepsColorsThatAreAlreadyInGamut() throws {
    let p3InSRGB = try ColorLiteral.parse("color(display-p3 0.5 0.5 0.5 / 0.3)").get()
    #expect(p3InSRGB.gamutMapped(to: .srgb) == p3InSRGB.converted(to: .srgb).clipped)
    let srgb = try ColorLiteral.parse("#12345678").get()
    #expect(srgb.gamutMapped(to: .srgb) == srgb)
    #expect(srgb.gamutMapped(to: .displayP3) == srgb.converted(to: .displayP3))
  }

  @Test func clampsRoundingNoiseAtTheGamutEdge() throws {
    let white = try mapped("oklch(1 0 0)", to: .srgb)
    #expect(white.components.allSatisfy { (0...1).contains($0) })
    #expect(isClose(white.components, [1, 1, 1], tolerance: 1e-6))
  }

  @Test func givesWhiteAndBlackAtTheLightnessExtremes() {
    let bright = ColorValue(space: .oklch, components: [1.2, 0.3, 40], alpha: 0.5)
    #expect(bright.gamutMapped(to: .srgb) == ColorValue(space: .srgb, components: [1, 1, 1], alpha: 0.5))
    let dark = ColorValue(space: .oklch, components: [-0.1, 0.3, 40])
    #expect(dark.gamutMapped(to: .displayP3) == ColorValue(space: .displayP3, components: [0, 0, 0]))
  }

  @Test func keepsAlphaAndHandlesHSLAndOKLCHTargets() throws {
    let color = try ColorLiteral.parse("color(display-p3 1 0 0 / 25%)").get()
    #expect(color.gamutMapped(to: .srgb).alpha == 0.25)
    #expect(color.gamutMapped(to: .hsl).converted(to: .srgb).hexRGB == "#FF0B0C")
    #expect(color.gamutMapped(to: .oklch) == color.converted(to: .oklch))
  }

  @Test func remembersSearchesPerColorNotPerAlpha() throws {
    let opaque = try ColorLiteral.parse("oklch(0.5 0.4 270)").get()
    let faint = opaque.withAlpha(0.2)
    let first = opaque.gamutMapped(to: .srgb)
    let second = faint.gamutMapped(to: .srgb)
    #expect(second.components == first.components)
    #expect(second.alpha == 0.2)
    #expect(first.hexRGB == "#3425FF")
  }

  @Test func theSearchCacheStaysBoundedAndSearchesOnlyOnAMiss() {
    let cache = GamutSearchCache(capacity: 2)
    var searches = 0
    func map(_ hue: Double) -> ColorMath.Vector {
      let color = ColorValue(space: .oklch, components: [0.5, 0.4, hue])
      return cache.mapped(color, to: .srgb) {
        searches += 1
        return ColorMath.Vector(hue, 0, 0)
      }
    }
    #expect(map(10) == ColorMath.Vector(10, 0, 0))
    #expect(map(10) == ColorMath.Vector(10, 0, 0))
    #expect(searches == 1)
    _ = map(20)
    _ = map(30)
    #expect(searches == 3)
    #expect(cache.count <= 2)
    _ = map(10)
    #expect(searches == 4, "a forgotten result is searched again")
  }
}
