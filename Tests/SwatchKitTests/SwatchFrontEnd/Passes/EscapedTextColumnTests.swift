import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A reference inside a quoted string is reported at the column where it is written, counting each escape
/// before it as written: `\u0041` is six columns of the file and one character of the text.
@Suite struct EscapedTextColumnTests {
  /// The `line:column-endColumn` of each unknown-token error `text` (a file called `path`) gives.
  static func places(_ text: String, path: String) -> [String] {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: path, text: text)])
    return result.diagnostics.filter { $0.id == "alias.unresolved" }.compactMap { diagnostic in
      diagnostic.range.map { "\($0.start.line):\($0.start.column)-\($0.end.column)" }
    }
  }

  @Test func jsonEscapesBeforeAReferenceCountAsWritten() {
    let text = #"""
      {
        "a": { "$type": "string", "$value": "\u0041\u0042 {missing.token}" },
        "b": { "$type": "string", "$value": "\ud83d\ude00 \t{gone}" },
        "c": { "$type": "string", "$value": "{first} \"and\" {second}" }
      }
      """#
    // Column 39 is the opening quote of each value; `{missing.token}` follows 13 columns of escapes and a space.
    // Each unknown reference in a text is reported, the second after nine columns of ` \"and\" `.
    #expect(Self.places(text, path: "t.tokens.json") == ["2:53-68", "3:55-61", "4:40-47", "4:56-64"])
  }

  /// A JSON surrogate pair is twelve columns of one character, the last escape before the reference or not.
  @Test func aSurrogatePairBeforeAReferenceCountsAsWritten() {
    let text = #"""
      {
        "a": { "$type": "string", "$value": "\ud83c\udfa8 {x.q}" },
        "b": { "$type": "string", "$value": "\ud83c\udfa8\ud83c\udfa8{x.r}" }
      }
      """#
    #expect(Self.places(text, path: "t.tokens.json") == ["2:53-58", "3:64-69"])
  }

  @Test func anEscapeInsideTheReferenceWidensItsRange() {
    let text = #"{ "a": { "$type": "string", "$value": "x {\u006Eo.such}" } }"#
    #expect(Self.places(text, path: "t.tokens.json") == ["1:42-56"])
  }

  @Test func yamlQuotesAndEscapesCountAsWritten() {
    let text = """
      a: { $type: string, $value: 'it''s {q.r}' }
      b: { $type: string, $value: "tab\\there {s.t}" }
      """
    // Each value opens its quote at column 29: `''` and `\t` are two columns of one character each.
    #expect(Self.places(text, path: "t.yaml") == ["1:36-41", "2:40-45"])
  }

  /// A scalar written over several lines has its line breaks folded, so its text's offsets are not columns:
  /// each unknown reference in it is reported at the whole scalar rather than at a wrong column of its first line.
  @Test func aReferenceInAScalarOverSeveralLinesIsReportedAtTheScalar() {
    let text = """
      a:
        $type: string
        $value: "one {x.one}
          two {x.two}"
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    let ranges = result.diagnostics.filter { $0.id == "alias.unresolved" }.compactMap(\.range)
    #expect(
      ranges.map { "\($0.start.line):\($0.start.column)-\($0.end.line):\($0.end.column)" } == [
        "3:11-4:17", "3:11-4:17",
      ])
    #expect(result.diagnostics.map(\.message).filter { $0.contains("x.two") }.count == 1)
  }
}
