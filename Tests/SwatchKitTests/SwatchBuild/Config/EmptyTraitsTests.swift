import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `traits: {}` in swatch.yaml: a project that declares no traits, as a resolver with no modifiers is.
@Suite struct EmptyTraitsTests {
  func parse(_ yaml: String) -> (SwatchConfig, [Diagnostic]) {
    SwatchConfigParser.parse(yaml: yaml)
  }

  @Test func anEmptyMappingDeclaresNoTraits() {
    let (config, diagnostics) = parse("traits: {}\n")
    #expect(diagnostics.isEmpty)
    #expect(config.traits.traits.isEmpty)
  }

  @Test func aListIsStillAMismatchNamingWhatItFound() {
    let (_, diagnostics) = parse("traits: [light, dark]\n")
    #expect(diagnostics.map(\.id) == ["config.type"])
    #expect(diagnostics.first?.message.hasSuffix("found a sequence") == true)
  }

  @Test func aProjectWithNoTraitsBuildsOneAppearance() throws {
    let folder = try TemporaryFolder([
      "swatch.yaml": "traits: {}\ntokens: [tokens]\n",
      "tokens/a.yaml": "a:\n  $type: color\n  $value: \"#336699\"\n",
    ])
    let project = Project.load(configPath: folder.path + "/swatch.yaml", tokenPaths: [])
    #expect(!project.diagnostics.containsErrors)
    let graph = try #require(project.resolved)
    #expect(graph.appearances.count == 1)
    #expect(graph.tokens.first?.values.first?.displayText == "#336699FF")
  }
}
