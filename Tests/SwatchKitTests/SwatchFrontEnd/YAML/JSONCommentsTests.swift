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
}
