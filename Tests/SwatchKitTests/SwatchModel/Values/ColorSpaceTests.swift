import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// The ten DTCG color spaces beyond sRGB, Display P3, HSL and OKLCH. Reference values come from ColorAide
/// 8.13.1 (Python), an implementation independent of this one, and from the web platform tests' Lab
/// references; `.ci/checks/color-spaces.sh` also compares hundreds of colors with what Chromium paints.
@Suite struct ColorSpaceTests {
  private func srgb(_ literal: String) throws -> [Double] {
    try ColorLiteral.parse(literal).get().converted(to: .srgb).components
  }

  private func converted(_ literal: String, to space: ColorValue.Space) throws -> [Double] {
    try ColorLiteral.parse(literal).get().converted(to: space).components
  }

  @Test func labMatchesTheWebPlatformTests() throws {
    // css-color-4 lab-004 and lab-006: the reference colors, written to 0.01%.
    #expect(isClose(try srgb("lab(50 50 0)"), [0.7562, 0.3045, 0.4756], tolerance: 1e-4))
    #expect(isClose(try srgb("lab(70 0 70)"), [0.7662, 0.6636, 0.0558], tolerance: 1e-4))
  }

  @Test func eachSpaceConvertsToSRGBAsColorAideDoes() throws {
    let references: [(String, [Double])] = [
      ("lab(50 50 0)", [0.7562455819827597, 0.30446431508549676, 0.4756356432694308]),
      ("lch(29.2345% 44.2 27)", [0.4906336532597915, 0.1386708594610096, 0.1590057844637954]),
      ("oklab(0.40101 0.1147 0.0453)", [0.49055108924853835, 0.13873949286266954, 0.15913343112142248]),
      ("hwb(120 20% 30%)", [0.2, 0.7, 0.2]),
      ("color(a98-rgb 0.4363 0.3728 0.1041)", [0.4615497655274126, 0.37214782390037954, 0.02971357090880408]),
      ("color(prophoto-rgb 0.5 0.4 0.3)", [0.6720855041615509, 0.450030792471621, 0.3510706923526394]),
      ("color(rec2020 0.5 0.4 0.3)", [0.5325170916235817, 0.35183905046193753, 0.24168412298453001]),
      ("color(xyz-d50 0.3 0.35 0.2)", [0.562039731198522, 0.652838342527729, 0.5090589447989529]),
      ("color(xyz-d65 0.3 0.35 0.2)", [0.6134607471147346, 0.6453957652254335, 0.4323652946507922]),
      ("color(xyz 0.3 0.35 0.2)", [0.6134607471147346, 0.6453957652254335, 0.4323652946507922]),
      ("color(srgb-linear 0.2 0.4 0.6)", [0.48452920448170694, 0.6651850846308363, 0.7977377330312598]),
    ]
    for (literal, expected) in references {
      let found = try srgb(literal)
      // ColorAide derives ProPhoto's matrix from its primaries; CSS Color 4's, used here, differs by 2e-6.
      let tolerance = literal.contains("prophoto") ? 1e-5 : 1e-6
      #expect(isClose(found, expected, tolerance: tolerance), "\(literal) \(found)")
    }
  }

  @Test func sRGBConvertsIntoEachSpaceAsColorAideDoes() throws {
    let references: [(ColorValue.Space, [Double])] = [
      (.a98RGB, [0.28143162529907756, 0.3994051501298434, 0.587886651310793]),
      (.proPhotoRGB, [0.28766030663822645, 0.3195531261137304, 0.5045379078693304]),
      (.rec2020, [0.34602728016089684, 0.4247406336038396, 0.6034416215886044]),
      (.xyzD50, [0.11118745908211886, 0.12192740396619164, 0.24083403014953822]),
      (.xyzD65, [0.11865530579242774, 0.12505925609252708, 0.31926610717393133]),
    ]
    for (space, expected) in references {
      let found = try converted("color(srgb 0.2 0.4 0.6)", to: space)
      #expect(isClose(found, expected, tolerance: space == .proPhotoRGB ? 1e-5 : 1e-6), "\(space) \(found)")
    }
    #expect(isClose(try converted("#7d2329", to: .lab), [29.164316017220187, 39.50788162177213, 19.679844940624303]))
    #expect(isClose(try converted("#7d2329", to: .lch), [29.164316017220187, 44.13806755089053, 26.47902146343539]))
    #expect(
      isClose(try converted("#7d2329", to: .oklab), [0.40049161035064457, 0.11529559124203734, 0.04453372175219461]))
    // ColorAide writes whiteness and blackness as fractions; DTCG as 0 to 100.
    #expect(isClose(try converted("#7d2329", to: .hwb), [356, 13.725490196078433, 50.98039215686274]))
  }

  @Test func everySpaceRoundTripsThroughXYZ() {
    let samples: [ColorValue.Space: [Double]] = [
      .srgbLinear: [0.2, 0.5, 0.7], .hwb: [200, 20, 30], .lab: [60, -20, 35], .lch: [60, 40, 120],
      .oklab: [0.7, -0.05, 0.08], .a98RGB: [0.3, 0.6, 0.2], .proPhotoRGB: [0.4, 0.3, 0.6],
      .rec2020: [0.1, 0.7, 0.4], .xyzD65: [0.3, 0.4, 0.5], .xyzD50: [0.3, 0.4, 0.3],
    ]
    for (space, components) in samples {
      let color = ColorValue(space: space, components: components)
      let back = color.converted(to: .xyzD65).converted(to: space)
      #expect(isClose(back.components, components, tolerance: 1e-9), "\(space)")
    }
  }

  @Test func eachInverseMatrixUndoesItsForwardMatrix() {
    let pairs: [(ColorMath.Matrix, ColorMath.Matrix)] = [
      (ColorMath.linearA98ToXYZ, ColorMath.xyzToLinearA98),
      (ColorMath.linearRec2020ToXYZ, ColorMath.xyzToLinearRec2020),
      (ColorMath.linearProPhotoToXYZD50, ColorMath.xyzD50ToLinearProPhoto),
      (ColorMath.xyzD50ToD65, ColorMath.xyzD65ToD50),
    ]
    for (forward, inverse) in pairs {
      for basis in [ColorMath.Vector(1, 0, 0), ColorMath.Vector(0, 1, 0), ColorMath.Vector(0, 0, 1)] {
        let back = inverse * (forward * basis)
        #expect(isClose([back.x, back.y, back.z], [basis.x, basis.y, basis.z], tolerance: 1e-12))
      }
    }
  }

  @Test func whiteIsWhiteInEverySpace() throws {
    for space in ColorValue.Space.allCases {
      let white = try ColorLiteral.parse("#ffffff").get().converted(to: space)
      #expect(isClose(white.converted(to: .srgb).components, [1, 1, 1], tolerance: 1e-9), "\(space)")
    }
  }

  @Test func cssFunctionsReadPercentagesAsCSSColor4Scales() throws {
    #expect(try ColorLiteral.parse("lab(50% 100% -100%)").get().components == [50, 125, -125])
    #expect(try ColorLiteral.parse("lch(50 100% 90deg)").get().components == [50, 150, 90])
    #expect(isClose(try ColorLiteral.parse("oklab(50% 100% -50%)").get().components, [0.5, 0.4, -0.2]))
    #expect(
      try ColorLiteral.parse("hwb(30 10 20% / 50%)").get()
        == ColorValue(space: .hwb, components: [30, 10, 20], alpha: 0.5))
    #expect(try ColorLiteral.parse("color(xyz 0.2 0.3 0.4)").get().space == .xyzD65)
    #expect(try ColorLiteral.parse("COLOR(Prophoto-RGB 10% 20% 30%)").get().space == .proPhotoRGB)
  }

  @Test func cssFunctionsReadAngleUnitsAndNone() throws {
    #expect(try ColorLiteral.parse("hsl(0.5turn 50% 50%)").get().components == [180, 50, 50])
    #expect(try ColorLiteral.parse("lch(50 20 200grad)").get().components == [50, 20, 180])
    #expect(isClose(try ColorLiteral.parse("oklch(0.5 0.1 3.141592653589793rad)").get().components, [0.5, 0.1, 180]))
    #expect(try ColorLiteral.parse("oklch(none none none)").get().components == [0, 0, 0])
    #expect(try ColorLiteral.parse("rgb(10 20 30 / none)").get().alpha == 0)
    #expect(ColorLiteral.parse("rgb(1turn 0 0)").reason?.contains("is an angle") == true)
  }

  @Test func cssFunctionsRejectWhatCSSRejects() throws {
    #expect(
      ColorLiteral.parse("lab(120 0 0)").reason
        == "lightness '120' in 'lab(120 0 0)' is out of range; expected 0 to 100 or 0% to 100%")
    #expect(
      ColorLiteral.parse("hwb(120, 10%, 10%)").reason
        == "'hwb(120, 10%, 10%)' separates components with commas; expected spaces, as in hwb(a b c / alpha)")
    #expect(
      ColorLiteral.parse("lch(50 -5 20)").reason
        == "chroma '-5' in 'lch(50 -5 20)' is out of range; expected a number from 0 up to a million or a percentage from 0% (100% is 150)"
    )
    #expect(ColorLiteral.parse("color(rec2020 1.2 0 0)").reason?.contains("is out of range") == true)
    // Components DTCG leaves unbounded stop at a million either way, where the conversions stay finite: past
    // about 1e103 they cube into infinity, and a NaN would be clamped into some color.
    for literal in ["lch(50 1e308 30)", "lab(50 1e308 -30)", "oklab(0.5 1e308 -1e308)", "oklch(0.5 2e6 20)"] {
      #expect(ColorLiteral.parse(literal).reason?.contains("is out of range") == true, "\(literal)")
    }
    let far = try ColorLiteral.parse("lch(50 1000000 30)").get()
    let mapped = far.gamutMapped(to: .srgb).components
    #expect(mapped.allSatisfy { $0.isFinite })
  }

  @Test func whatOnlyABrowserComputesSaysWhatToWriteInstead() {
    #expect(ColorLiteral.parse("light-dark(#fff, #000)").reason?.contains("under the token's $modes (dark)") == true)
    #expect(ColorLiteral.parse("hsl(var(--hue) 50% 50%)").reason?.contains("reads a CSS custom property") == true)
    #expect(ColorLiteral.parse("color-mix(in srgb, red, blue)").reason?.contains("is computed by a browser") == true)
    #expect(ColorLiteral.parse("rgb(from red r g b / 50%)").reason?.contains("is computed by a browser") == true)
  }

  /// A `$ref` into one component (DTCG's pointer syntax reaching into a value) is named as such, not as "a
  /// mapping".
  @Test func aReferenceIntoAComponentIsNamedAsOne() throws {
    let object = try yamlValue(##"{colorSpace: srgb, components: [{$ref: "#/blue/$value/components/0"}, 0.5, 0.5]}"##)
    let reason = ColorLiteral.parse(object: object).reason
    #expect(
      reason?.hasPrefix("red is a '$ref' naming no token's value") == true, "\(reason ?? "")"
    )
  }

  @Test func dtcgObjectsTakeEachSpacesRanges() throws {
    func parse(_ yaml: String) throws -> Result<ColorValue, ValueSyntaxError> {
      ColorLiteral.parse(object: try yamlValue(yaml))
    }
    #expect(try parse("{colorSpace: lab, components: [50, -80, 90]}").value?.components == [50, -80, 90])
    #expect(try parse("{colorSpace: oklab, components: [0.5, -0.1, 0.1], alpha: 0.5}").value?.alpha == 0.5)
    #expect(try parse("{colorSpace: hwb, components: [none, 10, 20]}").value?.components == [0, 10, 20])
    #expect(
      try parse("{colorSpace: oklab, components: [1.2, 0, 0]}").reason
        == "lightness '1.2' is out of range for oklab; expected 0 to 1")
    #expect(
      try parse("{colorSpace: xyz-d65, components: [0.95, 1, 1.09]}").reason
        == "z '1.09' is out of range for xyz-d65; expected 0 to 1")
    #expect(
      try parse("{colorSpace: lch, components: [50, 10, 360]}").reason
        == "hue '360' is out of range for lch; expected 0 up to but not including 360")
  }
}
