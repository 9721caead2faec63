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

  @Test func whatBindingFindsInALeftOutTokenIsNotReported() throws {
    // The filter runs on the bound graph: the unknown alias and the bad mode key inside the left-out tokens
    // were bound, and reported by binding, but belong to tokens that are not built. A problem in a kept token
    // is still reported; a reference inside a string's text reaches a left-out token too.
    let yaml = """
      odd:
        $type: elevationScale
        card: { $value: "{no.such.token}", $modes: { sideways: 2 } }
      text:
        label: { $type: string, $value: "level {odd.card}" }
        kept: { $type: string, $value: "{missing.one}" }
      """
    let result = TokenPipeline(traits: .standard, unsupportedTypes: .skip)
      .resolve([SourceText(path: "t.yaml", text: yaml)])
    #expect(result.diagnostics.map(\.id).sorted() == ["alias.unresolved", "type.skipped"])
    let unknown = try #require(result.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(unknown.range?.start.line == 6)
    let skipped = result.diagnostics.first { $0.id == "type.skipped" }
    #expect(skipped?.message.contains("and 1 token(s) that alias") == true)
  }

  @Test func keepGoingReportsWhatBindingFoundOnceAndBindsOnce() throws {
    // Binding runs once, before keep-going's rounds: its error drops the token (and the string that refers to
    // it) and is reported once, as a warning; the passes run again on the kept tokens only.
    let yaml = """
      color:
        $type: color
        ink: { $value: "#101010", $modes: { dark: "#F0F0F0" } }
      text:
        $type: string
        bad: "{nowhere}"
        label: "on {text.bad}"
      """
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve([SourceText(path: "t.yaml", text: yaml)])
    #expect(kept.diagnostics.map(\.id).sorted() == ["alias.unresolved", "keep-going.dropped"])
    #expect(!kept.diagnostics.contains { $0.severity == .error })
    #expect(try #require(kept.resolved).tokens.map(\.path.string) == ["color.ink"])
    #expect(kept.diagnostics.first { $0.id == "keep-going.dropped" }?.message.contains("'text.label'") == true)
  }

  @Test func keepGoingCountsTokensOfAnUnreadableTypeAmongThoseLeftOut() throws {
    // Under the error policy an unreadable type is an error like any other: kept going past, its token and the
    // token aliasing it are among those the summary counts and names.
    let yaml = """
      color:
        ink: { $type: colour, $value: "#101010" }
        label: { $type: color, $value: "{color.ink}" }
        fine: { $type: color, $value: "#202020" }
      """
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve([SourceText(path: "t.yaml", text: yaml)])
    #expect(try #require(kept.resolved).tokens.map(\.path.string) == ["color.fine"])
    let summary = try #require(kept.diagnostics.first { $0.id == "keep-going.dropped" })
    #expect(summary.message.contains("left out 2 tokens") && summary.message.contains("'color.ink', 'color.label'"))
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
