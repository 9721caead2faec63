import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// An output's `include:` and `exclude:` patterns, read from swatch.yaml and matched on token paths.
@Suite struct OutputFilterTests {
  func parse(_ yaml: String) -> (SwatchConfig, [Diagnostic]) {
    SwatchConfigParser.parse(yaml: yaml)
  }

  func matches(_ pattern: String, _ path: String) -> Bool {
    OutputPattern(pattern)!.matches(TokenPath(path.split(separator: ".").map(String.init)))
  }

  @Test func aStarMatchesAnyCharactersWithinOneName() {
    #expect(matches("palette.*", "palette.blue"))
    #expect(matches("palette.*", "palette.blue.500"))
    #expect(!matches("palette.*", "palette"))
    #expect(matches("*.primary", "label.primary"))
    #expect(!matches("*.primary", "label.secondary"))
    #expect(matches("label*.primary", "labelStrong.primary"))
    #expect(matches("space.s*", "space.smaller"))
    #expect(!matches("space.s*", "space.large"))
    #expect(matches("a*b*c", "aXbYc"))
    #expect(matches("a*b*c", "abc"))
    #expect(!matches("ab*b", "ab"))
    #expect(!matches("a*b*c", "acb"))
  }

  @Test func aGroupPatternMatchesEveryTokenBeneathIt() {
    #expect(matches("palette", "palette.blue.500"))
    #expect(matches("palette", "palette"))
    #expect(!matches("palette", "paletteExtra.blue"))
    #expect(!matches("palette.blue.500.x", "palette.blue.500"))
  }

  @Test func patternsWithAnEmptyNameAreErrorsAtThePattern() {
    #expect(OutputPattern("") == nil)
    #expect(OutputPattern("a..b") == nil)
    #expect(OutputPattern(".a") == nil)
    #expect(OutputPattern("a.") == nil)
    let (config, diagnostics) = parse("outputs:\n  - { writer: json, path: out, exclude: [ok, \"a..b\"] }\n")
    #expect(diagnostics.map(\.id) == ["config.output-pattern"])
    #expect(diagnostics.first?.range?.start.column == 46)
    #expect(config.outputs.isEmpty)
  }

  @Test func oneStringOrAListAndNeitherIsAWriterOption() {
    let (config, diagnostics) = parse(
      "outputs:\n  - { writer: css, path: out, include: label, exclude: [\"label.*.x\", palette] }\n")
    #expect(diagnostics.isEmpty)
    let filter = config.outputs.first?.filter
    #expect(filter?.include.map(\.value.text) == ["label"])
    #expect(filter?.exclude.map(\.value.text) == ["label.*.x", "palette"])
    let (_, mapping) = parse("outputs:\n  - { writer: css, path: out, include: {a: b} }\n")
    #expect(mapping.map(\.id) == ["config.type"])
  }
}
