import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A slash after an alias is an alpha in a color and a division in a numeric token (Tokens Studio math:
/// `{size.base} / 2`), whether the type is the token's own, its group's or the one its alias target has;
/// a color keeps the alpha reading and its errors.
@Suite struct DivisionAfterAliasTests {
  private static func resolve(_ path: String, _ text: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: path, text: text)])
  }

  private static func values(_ result: PipelineResult, _ path: String) throws -> (light: String, dark: String) {
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let token = try #require(graph.tokens.first { $0.path.string == path })
    let light = try #require(graph.traits.appearances.first { $0.name == "light normal base" }).index
    let dark = try #require(graph.traits.appearances.first { $0.name == "dark normal base" }).index
    return (token.values[light].plainText ?? "", token.values[dark].plainText ?? "")
  }

  @Test func aSlashInADimensionOrNumberDividesInEachAppearance() throws {
    let result = Self.resolve(
      "t.yaml",
      """
      size:
        $type: dimension
        base: { $value: 16px, $modes: { dark: 20px } }
        half: "{size.base} / 2"
        double: "{size.base} / 0.5"
        spaced: "{size.base}/4"
      ratio: { $type: number, $value: "{size.base} / 8" }
      gap: { $value: "{size.base} / 2", $modes: { dark: "{size.base} / 4" } }
      """)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(try Self.values(result, "size.half") == ("8px", "10px"))
    #expect(try Self.values(result, "size.double") == ("32px", "40px"))
    #expect(try Self.values(result, "size.spaced") == ("4px", "5px"))
    #expect(try Self.values(result, "ratio") == ("2", "2.5"))
    // No type of its own or from a group: the alias target's, as types settle.
    #expect(try Self.values(result, "gap") == ("8px", "5px"))
  }

  /// The type is followed along untyped aliases and math, as types settle: a division of a division divides.
  @Test func aDivisionOfAnUntypedReferenceFollowsItsChain() throws {
    let result = Self.resolve(
      "t.yaml",
      """
      size:
        base: { $type: dimension, $value: 16px }
        alias: { $value: "{size.base}" }
        half: { $value: "{size.base} / 2" }
        quarter: { $value: "{size.half} / 2" }
        half2: { $value: "{size.alias} / 2" }
      """)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(try Self.values(result, "size.quarter").light == "4px")
    #expect(try Self.values(result, "size.half2").light == "8px")
  }

  @Test func tokensStudioSizesDivideAsTheToolComputesThem() throws {
    let result = Self.resolve(
      "t.json",
      """
      {"base": {"fontSize": {"value": "16", "type": "sizing"},
                "half": {"value": "{base.fontSize} / 0.5", "type": "sizing"},
                "quarter": {"value": "{base.fontSize} / 4", "type": "spacing"}}}
      """)
    #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty)
    #expect(try Self.values(result, "base.half").light == "32px")
    #expect(try Self.values(result, "base.quarter").light == "4px")
  }

  @Test func aSlashInAColorIsStillAnAlphaWithItsErrors() throws {
    let good = Self.resolve(
      "t.yaml", "c:\n  $type: color\n  red: \"#FF0000\"\n  faded: \"{c.red} / 50%\"\n  half: \"{c.red} / 0.5\"\n")
    #expect(try Self.values(good, "c.faded").light == "#FF000080")
    #expect(try Self.values(good, "c.half").light == "#FF000080")
    let bad = Self.resolve("t.yaml", "c:\n  $type: color\n  red: \"#FF0000\"\n  bad: \"{c.red} / 4\"\n")
    #expect(bad.resolved == nil)
    #expect(bad.diagnostics.map(\.id) == ["value.alpha"])
  }
}
