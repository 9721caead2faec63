import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A negative shadow blur, border width, font size or line height is an error at the token, however it comes:
/// CSS drops the declaration and Android writes the sign away. Offsets, spread and a dimension token may be
/// negative.
@Suite struct NegativeSizeCheckTests {
  @Test func negativeMembersThatCannotBeAreErrorsAtTheToken() throws {
    let yaml = """
      size: { $type: dimension, minus: -4px, margin: -8px }
      blur: { $type: shadow, $value: { color: "#000000", offsetX: -2px, offsetY: -2px, blur: "{size.minus}", spread: -1px } }
      ok: { $type: shadow, $value: { color: "#000000", offsetX: -2px, offsetY: -2px, blur: 4px, spread: -1px } }
      line: { $type: border, $value: { color: "#000000", width: -1px, style: solid } }
      text: { $type: typography, $value: { fontFamily: Inter, fontSize: 16px, fontWeight: 400, letterSpacing: -1px, lineHeight: -1.2 } }
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
    let invalid = result.diagnostics.filter { $0.id == "value.invalid" }
    #expect(invalid.map { $0.range?.start.line } == [2, 4, 5])
    #expect(invalid.map(\.message).first?.hasPrefix("invalid shadow: its blur is -4px; expected 0 or more") == true)
    #expect(invalid.last?.message.contains("its lineHeight is -1.2") == true)
    #expect(result.resolved == nil)
    #expect(result.diagnostics.filter { $0.severity == .error }.count == 3)
    // Kept going past, such tokens are left out with a warning, the others built.
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve([SourceText(path: "t.yaml", text: yaml)])
    #expect(kept.diagnostics.filter { $0.id == "value.invalid" }.allSatisfy { $0.severity == .warning })
    #expect(try #require(kept.resolved).tokens.map(\.path.string).sorted() == ["ok", "size.margin", "size.minus"])
  }
}
