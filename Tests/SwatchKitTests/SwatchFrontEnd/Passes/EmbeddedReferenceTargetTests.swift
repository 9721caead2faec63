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
}
