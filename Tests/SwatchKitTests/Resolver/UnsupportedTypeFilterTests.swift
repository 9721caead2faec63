import Testing

@testable import SwatchKit

/// Composite DTCG types: a located error by default, or skipped with one warning, aliases included.
@Suite struct UnsupportedTypeFilterTests {
  static let yaml = """
    shadow:
      $type: shadow
      card: { $value: { color: "#000000", offsetX: 0px, offsetY: 1px, blur: 2px, spread: 0px } }
    elevation:
      card: { $value: "{shadow.card}" }
      again: { $value: "{elevation.card}" }
    color:
      ink: { $type: color, $value: "#101010" }
    """

  @Test func compositeTypeIsALocatedError() {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: Self.yaml)])
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["type.unsupported"])
    #expect(result.diagnostics.first?.message.hasPrefix("composite type 'shadow' is not supported yet") == true)
    #expect(result.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 10))
  }

  @Test func skipLeavesOutTheTokenAndItsAliasesWithOneWarning() throws {
    let result = TokenPipeline(traits: .standard, unsupportedTypes: .skip)
      .resolve([SourceText(path: "t.yaml", text: Self.yaml)])
    #expect(result.diagnostics.map(\.id) == ["type.skipped"])
    #expect(
      result.diagnostics.first?.message
        == "skipped 1 token(s) of types Swatch does not support (shadow 1) and 2 token(s) that alias them")
    let graph = try #require(result.resolved)
    #expect(graph.tokens.map(\.path.string) == ["color.ink"])
  }
}
