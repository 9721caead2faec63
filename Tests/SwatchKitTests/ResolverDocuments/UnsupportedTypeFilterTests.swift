import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Types Swatch does not know: a located error by default, or skipped with one warning, aliases included.
/// DTCG's composite types are read (see `CompositeReadingTests`), so they never reach this filter.
@Suite struct UnsupportedTypeFilterTests {
  static let yaml = """
    shadow:
      $type: elevationScale
      card: { $value: 3 }
    elevation:
      card: { $value: "{shadow.card}" }
      again: { $value: "{elevation.card}" }
      member: { $type: border, $value: { color: "#000000", width: "{shadow.card}", style: solid } }
    color:
      ink: { $type: color, $value: "#101010" }
    """

  @Test func unknownTypeIsALocatedError() {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: Self.yaml)])
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["type.unknown"])
    #expect(result.diagnostics.first?.message.hasPrefix("unknown type 'elevationScale'") == true)
    #expect(result.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 10))
  }

  @Test func skipLeavesOutTheTokenAndItsAliasesWithOneWarning() throws {
    let result = TokenPipeline(traits: .standard, unsupportedTypes: .skip)
      .resolve([SourceText(path: "t.yaml", text: Self.yaml)])
    #expect(result.diagnostics.map(\.id) == ["type.skipped"])
    #expect(
      result.diagnostics.first?.message
        == "skipped 1 token(s) of types Swatch does not support (elevationScale 1) and 3 token(s) that alias them")
    let graph = try #require(result.resolved)
    #expect(graph.tokens.map(\.path.string) == ["color.ink"])
  }

  @Test func compositeTypesAreNotFiltered() throws {
    let yaml = """
      shadow:
        $type: shadow
        card: { $value: { color: "#000000", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px } }
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
    #expect(result.diagnostics.isEmpty)
    #expect(try #require(result.resolved).tokens.map(\.type) == [.shadow])
  }
}
