import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// `.jsonc` token files: comments are blanked where they are, so the JSON reads and every column stays put.
@Suite struct JSONCommentsTests {
  @Test func commentsAreBlankedAndStringsKept() {
    let text = "{\"a\": \"http://x/*y*/\", // note\n /* block\n over lines */ \"b\": 1}"
    let blanked = JSONComments.blanked(text)
    #expect(blanked.count == text.count)
    #expect(blanked.contains("\"http://x/*y*/\""))
    #expect(!blanked.contains("note") && !blanked.contains("block"))
    #expect(blanked.split(separator: "\n").count == text.split(separator: "\n").count)
  }

  @Test func aJSONCTokenFileReadsWithItsErrorsWhereTheyAre() {
    let text = """
      {
        // the brand's colors
        "brand": { "$type": "color", /* primary */ "ink": { "$value": "#12345" } }
      }
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "font.jsonc", text: text)])
    let error = result.diagnostics.first { $0.severity == .error }
    #expect(error?.id == "value.invalid")
    #expect(error?.range?.start == SourcePosition(line: 3, column: 65), "\(String(describing: error?.range))")
  }

  /// A `/*` never closed is left as written: the file is a syntax error, not a file that ends at the comment.
  @Test func aCommentNeverClosedIsAnError() {
    #expect(JSONComments.blanked("{\"a\": 1}\n/* tail") == "{\"a\": 1}\n/* tail")
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "t.jsonc", text: "{ \"a\": { \"$type\": \"number\", \"$value\": 1 } }\n/* tail\n")
    ])
    #expect(result.resolved == nil)
    #expect(result.diagnostics.first { $0.severity == .error }?.id == "yaml.syntax")
  }
}
