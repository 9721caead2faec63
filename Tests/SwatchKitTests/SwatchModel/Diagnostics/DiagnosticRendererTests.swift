import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct DiagnosticRendererTests {
  private func render(line: String, column: Int, width: Int) -> [Substring] {
    var store = SourceFileStore()
    store.add(path: "t.yaml", text: line + "\n")
    let range = SourceRange(
      file: "t.yaml", start: SourcePosition(line: 1, column: column),
      end: SourcePosition(line: 1, column: column + width))
    let text = DiagnosticRenderer(sources: store).render(Diagnostic(.yamlTooDeep(1), at: range))
    return text.split(separator: "\n")
  }

  @Test func shortLineIsQuotedWholeWithTheCaretUnderTheRange() {
    let lines = render(line: "key: value", column: 6, width: 5)
    #expect(lines[1] == "key: value")
    #expect(lines[2] == "     ^~~~~")
  }

  @Test(arguments: ["\r\n", "\r", "\u{2028}"])
  func aFileWithOtherLineBreaksIsQuotedAtTheLineLibYAMLNames(lineBreak: String) {
    let text = ["color:", "  $type: color", "  a: \"#12345\"", ""].joined(separator: lineBreak)
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    let lines = DiagnosticRenderer(sources: result.sources).render(result.diagnostics).split(separator: "\n")
    #expect(lines.first?.hasPrefix("t.yaml:3:6: error: invalid color") == true)
    #expect(lines.dropFirst().first == "  a: \"#12345\"")
    #expect(lines.dropFirst(2).first == "     ^~~~~~~~")
  }

  @Test func longLineIsWindowedAroundTheCaret() {
    let line = String(repeating: "a", count: 1_000) + "X" + String(repeating: "b", count: 1_000)
    let lines = render(line: line, column: 1_001, width: 1)
    let quoted = Array(lines[1])
    #expect(quoted.count == DiagnosticRenderer.maximumExcerpt + 2)
    #expect(quoted.first == "…" && quoted.last == "…")
    let caret = lines[2].count - 1
    #expect(quoted[caret] == "X")
  }

  /// The window is cut from the line without copying the rest: at either end only one ellipsis shows, and a
  /// tab inside it shows as a space so the caret stays under its column.
  @Test func aWindowAtEitherEndOfALongLineHasOneEllipsis() {
    let line = "\tX" + String(repeating: "a", count: 100_000) + "Y"
    let start = render(line: line, column: 2, width: 1)
    #expect(start[1] == " X" + String(repeating: "a", count: DiagnosticRenderer.maximumExcerpt - 2) + "…")
    #expect(start[2] == " ^")
    let end = render(line: line, column: 100_003, width: 1)
    #expect(end[1] == "…" + String(repeating: "a", count: DiagnosticRenderer.maximumExcerpt - 1) + "Y")
    #expect(end[2] == String(repeating: " ", count: DiagnosticRenderer.maximumExcerpt) + "^")
  }
}
