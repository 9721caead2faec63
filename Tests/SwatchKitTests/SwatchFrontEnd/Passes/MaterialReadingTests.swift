import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `material` tokens (docs/materials.md): members read and checked, colors aliased per appearance, and the
/// reduced appearance of a `transparency` trait made opaque.
@Suite struct MaterialReadingTests {
  static let traits = TraitSet([
    Trait(name: "appearance", values: ["light", "dark"]),
    Trait(name: "transparency", values: ["translucent", "reduced-transparency"]),
  ])

  private func resolve(_ yaml: String, traits: TraitSet = Self.traits) -> PipelineResult {
    TokenPipeline(traits: traits).resolve([SourceText(path: "t.yaml", text: yaml)])
  }

  private func materials(_ result: PipelineResult, _ path: String) throws -> [MaterialValue] {
    let graph = try #require(result.resolved)
    let token = try #require(graph.token(path))
    return try token.values.map { try #require($0.material) }
  }

  static let sheet = """
    bg: { $type: color, $value: "#F2F2F7", $modes: { dark: "#1C1C1E" } }
    sheet:
      $type: material
      $value: { thickness: thin, fallback: "{bg}", tint: "#FFFFFF80", appKit: popover }
      $modes: { dark: { thickness: thick, fallback: "{bg}" } }
    """

  @Test func membersAndAliasedColorsResolveInEachAppearance() throws {
    let values = try materials(resolve(Self.sheet), "sheet")
    #expect(values.map(\.thickness) == [.thin, .thin, .thick, .thick])
    #expect(values.map(\.fallback.hexRGBA) == ["#F2F2F7FF", "#F2F2F7FF", "#1C1C1EFF", "#1C1C1EFF"])
    #expect(values.map { $0.tint?.hexRGBA } == ["#FFFFFF80", "#FFFFFF80", nil, nil])
    #expect(values.map(\.appKit) == ["popover", "popover", nil, nil])
  }

  /// A slash after an alias in a material's color members is an alpha, as in any color (a numeric member's
  /// divides: `ToolValueReadingTests`).
  @Test func aSlashAfterAnAliasInATintIsAnAlpha() throws {
    let text = """
      bg: { $type: color, $value: "#F2F2F7" }
      sheet: { $type: material, $value: { thickness: thin, fallback: "{bg} / 1", tint: "{bg} / 0.5" } }
      """
    let values = try materials(resolve(text), "sheet")
    #expect(values.first?.tint?.hexRGBA == "#F2F2F780" && values.first?.fallback.hexRGBA == "#F2F2F7FF")
  }

  @Test func reducedTransparencyAppearancesAreOpaque() throws {
    let values = try materials(resolve(Self.sheet), "sheet")
    #expect(values.map(\.isOpaque) == [false, true, false, true])
    // What every writer draws there: the fallback, and no blur.
    #expect(MaterialSupport.fill(values[1]).hexRGBA == "#F2F2F7FF")
    #expect(MaterialSupport.blur(values[1]) == 0)
    #expect(MaterialSupport.fill(values[0]).hexRGBA == "#FFFFFF80")
    // Without a tint the fill is the fallback at the thickness's alpha.
    #expect(MaterialSupport.fill(values[2]).alpha == MaterialSupport.scrimAlpha(.thick))
  }

  @Test func withoutATransparencyTraitNothingIsOpaque() throws {
    let values = try materials(resolve(Self.sheet, traits: .standard), "sheet")
    #expect(!values.contains { $0.isOpaque })
  }

  @Test(arguments: [
    ("thickness: thinn, fallback: '#fff'", "material.thickness", "did you mean 'thin'?"),
    ("thickness: thin, fallback: '#fff', appKit: hudWindw", "material.appkit", "did you mean 'hudWindow'?"),
    ("thickness: thin, fallback: '#fff', appKit: 'sheet; import Evil'", "material.appkit", nil),
    ("thickness: thin, fallback: '#fff', tint: 12px", "value.invalid", nil),
    ("thickness: thin", "value.member-missing", nil),
  ])
  func badMembersAreLocatedErrors(members: String, id: String, note: String?) throws {
    let result = resolve("m: { $type: material, $value: { \(members) } }")
    #expect(result.resolved == nil)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.id == id)
    #expect(error.range?.start.line == 1)
    #expect(error.notes.first?.message == note)
  }

  @Test func aTintAliasingANonColorIsATypeError() throws {
    let result = resolve(
      """
      size: { $type: dimension, $value: 4px }
      m: { $type: material, $value: { thickness: thin, fallback: '#fff', tint: '{size}' } }
      """)
    #expect(result.resolved == nil)
    let error = try #require(result.diagnostics.first { $0.severity == .error })
    #expect(error.id == "alias.type-mismatch")
    #expect(error.range?.start.line == 2)
  }
}

/// Which appearances select Reduce Transparency: the `transparency` trait's reduced values only.
@Suite struct ReducedTransparencyTests {
  @Test(arguments: ["reduced", "reduce", "reduced-transparency"])
  func theReducedValueOfATransparencyTraitIsReduced(_ word: String) {
    let traits = TraitSet([
      Trait(name: "transparency", values: ["translucent", word]), Trait(name: "appearance", values: ["light", "dark"]),
    ])
    #expect(traits.reducedTransparency == [false, false, true, true])
    #expect(traits.hasReducedTransparency)
  }

  @Test func otherWordsAndOtherTraitsAreNot() {
    #expect(!TraitSet([Trait(name: "transparency", values: ["clear", "frosted"])]).hasReducedTransparency)
    #expect(!TraitSet([Trait(name: "theme", values: ["plain", "reduced"])]).hasReducedTransparency)
    #expect(TraitSet.standard.reducedTransparency == Array(repeating: false, count: 8))
  }
}
