import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct HashCommentNoteTests {
  private func notes(_ text: String) -> [String] {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    return result.diagnostics.flatMap { $0.notes.map(\.message) }
  }

  @Test func anUnquotedHexColorIsExplained() {
    let notes = notes("c:\n  $type: color\n  accent: #3355FF\n")
    #expect(notes == [##"'#' starts a YAML comment, so this value is empty; quote it: '"#3355FF"'"##])
  }

  @Test func anUnquotedHexInModesIsExplained() {
    let notes = notes("c:\n  $type: color\n  a:\n    $value: \"#fff\"\n    $modes:\n      dark: #000 # night\n")
    #expect(notes == [##"'#' starts a YAML comment, so this value is empty; quote it: '"#000"'"##])
  }

  @Test func aCommentAfterAWrongValueGetsNoNote() {
    #expect(notes("c:\n  $type: color\n  a: \"{c.zz}\" # later\n  b: \"#12345\" # typo\n").isEmpty)
  }
}
