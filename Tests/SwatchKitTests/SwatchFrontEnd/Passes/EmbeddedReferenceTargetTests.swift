import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A reference inside a string or in Tokens Studio math must name a token whose value can stand there: each
/// one that cannot is reported where it is written, with its target's definition, and the token is not read.
@Suite struct EmbeddedReferenceTargetTests {
  @Test func wrongTargetsAreReportedAtEachReference() throws {
    let text = """
      c: { $type: color, $value: "#FF0000" }
      n: { $type: number, $value: 4 }
      s: { $type: string, $value: "Color is {c} and {n}, {c} again" }
      m: { $type: number, $value: "{n} * {c}" }
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    let errors = result.diagnostics.filter { $0.severity == .error }
    let found = errors.map { "\($0.range.map { "\($0.start.line):\($0.start.column)" } ?? "-") \($0.id)" }
    #expect(found == ["3:39 alias.embedded", "3:52 alias.embedded", "4:36 alias.type-mismatch"])
    #expect(errors.allSatisfy { $0.notes.first?.message.contains("'c' is defined here") == true })
    #expect(result.resolved == nil)
  }

  /// A Style Dictionary classic file names colors inside text too (Wikimedia Codex's border shorthands,
  /// `{ border-width.base } solid { color.gray }`): each is the color's CSS text in sRGB, in every appearance,
  /// as Style Dictionary substitutes it. In a DTCG file each is an `alias.embedded` error.
  @Test func aToolsTextNamesColorsAsTheirCSSText() throws {
    let classic = ##"""
      {"color": {"gray": {"value": "#A2A9B1"}, "veil": {"value": "#00000080"}},
       "width": {"value": "1px"},
       "border": {"value": "{ width } solid { color.gray }"}, "shade": {"value": "0 0 2px {color.veil}"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "classic.json", text: classic)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("border") == .string("1px solid #a2a9b1"))
    #expect(graph.value("shade") == .string("0 0 2px #00000080"))
  }
}
