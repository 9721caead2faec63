import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Value formatting, names and JSON layout the Apple writers rely on.
@Suite struct AppleWriterTests {
  @Test func sRGBAndDisplayP3KeepTheirSpaceAndExactComponents() {
    let srgb = AppleColor(ColorValue(space: .srgb, components: [1, 0.5, 100.0 / 255], alpha: 0.6))
    #expect(srgb.space == .sRGB)
    #expect(srgb.literals == ["1", "0.5", "0.39215686274509803", "0.6"])
    let p3 = AppleColor(ColorValue(space: .displayP3, components: [0.42, 0.27, 1]))
    #expect(p3.space == .displayP3)
    #expect(p3.literals == ["0.42", "0.27", "1", "1"])
  }

  @Test func hslInsideSRGBBecomesSRGBAndWideOKLCHBecomesDisplayP3() {
    let red = AppleColor(ColorValue(space: .hsl, components: [0, 100, 50]))
    #expect(red.space == .sRGB)
    #expect(red.components == [1, 0, 0])
    let green = AppleColor(ColorValue(space: .oklch, components: [0.7, 0.25, 150]))
    #expect(green.space == .displayP3)
    #expect(green.components.allSatisfy { (0...1).contains($0) })
  }

  @Test func colorTableSharesEachDistinctColorAndEscapesPaths() {
    let cache = SwiftValueCache()
    let red = cache.color(.color(ColorValue(space: .srgb, components: [1, 0, 0])))
    let glow = cache.color(.color(ColorValue(space: .displayP3, components: [0.5, 1, 0], alpha: 0.25)))
    let palette = SwiftPalette([[red.apple, red.apple], [glow.apple, red.apple]])
    #expect((0..<palette.count).map(palette.line) == ["srgb 1 0 0 1", "display-p3 0.5 1 0 0.25"])
    #expect(palette.tokenLine(0, path: "brand.red") == "0 0 brand.red")
    #expect(palette.tokenLine(1, path: #"odd.say "hi" \ there"#) == #"1 0 odd.say \"hi\" \\ there"#)
  }

  @Test func literalIdentityIsEqualExactlyWhenTheLiteralsAre() {
    // The palette is laid out by these numbers and its lines keyed by them, without their texts.
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, 0.1 + 0.2, 0.3, 1e15, -1e15, 1e15 - 1, 1e16, 999_999_999_999_999.5, .infinity,
      -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.38823529411764707, 1 / 3,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      values.append(Double.random(in: -2...2, using: &generator))
      values.append(Double(Int.random(in: -1000...1000, using: &generator)))
      values.append(Double(bitPattern: generator.next()))
    }
    for a in values {
      for b in values.prefix(40) {
        let sameText = NumberText.shortest(a) == NumberText.shortest(b)
        #expect(sameText == (NumberText.identity(a) == NumberText.identity(b)), "\(a) and \(b)")
      }
    }
  }

  @Test func assetCatalogComponentsHaveThreeDecimals() {
    #expect(NumberText.threeDecimals(1) == "1.000")
    #expect(NumberText.threeDecimals(0) == "0.000")
    #expect(NumberText.threeDecimals(28.0 / 255) == "0.110")
    #expect(NumberText.threeDecimals(0.0005) == "0.001")
  }

  /// Each asset name is a folder: `cAb.colorset` and `cAB.colorset` are one folder on macOS, so the catalog
  /// reports them at both tokens and writes nothing.
  @Test func assetNamesThatDifferOnlyInCaseCollide() throws {
    let graph = try WebAndroidWriterTests.graph(
      """
      c:
        $type: color
        Ab: "#111111"
        aB: "#222222"
        other: "#333333"
      """)
    let result = WebAndroidWriterTests.write(XCAssetsWriter(), graph)
    #expect(result.files.isEmpty)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.map(\.id) == ["name.collision"])
    #expect(diagnostic.message.contains("'c.aB' and 'c.Ab' become 'cAB' and 'cAb'"), "\(diagnostic.message)")
    #expect(diagnostic.range?.start.line == 4)
    #expect(diagnostic.notes.first?.message == "'c.Ab' is defined here")
    #expect(diagnostic.notes.first?.range?.start.line == 3)
  }

  @Test func swiftIdentifiersEscapeKeywordsAndLeadingDigits() {
    #expect(SwiftIdentifier.camelCase(TokenPath(["brand", "default"])) == "brandDefault")
    #expect(SwiftIdentifier.camelCase(TokenPath(["default"])) == "`default`")
    #expect(SwiftIdentifier.camelCase(TokenPath(["2xl"])) == "_2xl")
    #expect(SwiftIdentifier.camelCase(TokenPath(["background", "primary"]), prefix: "sw") == "swBackgroundPrimary")
  }

  @Test func xcodeLayoutSortsKeysAndSpacesColons() {
    let value = JSONValue.object([
      ("info", .object([("version", .number(1)), ("author", .string("xcode"))])),
      ("colors", .array([.object([("idiom", .string("universal"))])])),
    ])
    let expected = """
      {
        "colors" : [
          {
            "idiom" : "universal"
          }
        ],
        "info" : {
          "author" : "xcode",
          "version" : 1
        }
      }

      """
    #expect(XcodeJSON.string(from: value) == expected)
  }

  @Test func systemTraitsMapByNameAndOthersBecomeCustomTraits() {
    let traits = TraitSet(TraitSet.standard.traits + [Trait(name: "theme", values: ["standard", "sepia"])])
    let mapping = AppleTraitMapping(traits)
    #expect(
      mapping.entries.map(\.systemProperty) == [
        "userInterfaceStyle", "accessibilityContrast", "userInterfaceLevel", nil,
      ])
    #expect(mapping.entries[1].platformCases == ["normal", "high"])
    #expect(
      mapping.appearanceIndex(in: traits, isDark: true, isHighContrast: true)
        == traits.appearance(named: "dark high-contrast")?.index)
    let noDark = TraitSet([Trait(name: "appearance", values: ["light"])])
    #expect(ColorSetVariant.all(for: noDark).count == 1)
  }
}
