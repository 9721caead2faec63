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

  /// A file's control and bidirectional formatting characters are quoted as U+FFFD, one column each, so the caret
  /// stays under its column and no terminal escape is sent.
  @Test func controlCharactersOfTheFileAreQuotedAsReplacementCharacters() {
    let lines = render(line: "a: \"\u{1B}[2J\u{202E}#zz\"", column: 10, width: 3)
    #expect(lines[1] == "a: \"\u{FFFD}[2J\u{FFFD}#zz\"")
    #expect(lines[2] == "         ^~~")
  }

  /// A message holding a name from a token file (a resolver's modifier) stays on its line: a line break or an
  /// escape in it is shown as `\u{…}`, so it can forge no diagnostic line.
  @Test func aMessageCannotForgeALine() {
    let forged = Diagnostic(.resolverModifierAppearance("theme\nswatch.yaml:9:9: error: FAKE [x]\u{1B}[31m"), at: nil)
    let text = DiagnosticRenderer(sources: SourceFileStore()).render(forged)
    #expect(text.split(separator: "\n").count == 1, "\(text)")
    #expect(text.contains("\\u{1B}") && !text.unicodeScalars.contains("\u{1B}"))
  }

  @Test func shortLineIsQuotedWholeWithTheCaretUnderTheRange() {
    let lines = render(line: "key: value", column: 6, width: 5)
    #expect(lines[1] == "key: value")
    #expect(lines[2] == "     ^~~~~")
  }

  @Test(arguments: ["\r\n", "\r"])
  func aFileWithOtherLineBreaksIsQuotedAtItsLine(lineBreak: String) {
    let text = ["color:", "  $type: color", "  a: \"#12345\"", ""].joined(separator: lineBreak)
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    let lines = DiagnosticRenderer(sources: result.sources).render(result.diagnostics).split(separator: "\n")
    #expect(lines.first?.hasPrefix("t.yaml:3:6: error: invalid color") == true)
    #expect(lines.dropFirst().first == "  a: \"#12345\"")
    #expect(lines.dropFirst(2).first == "     ^~~~~~~~")
  }

  /// NEL, LS and PS break lines for libyaml but not for editors, compilers or CI annotations: a place after one
  /// is on the file's line, at its column there, in YAML and in JSON (where one inside a string is common).
  @Test(arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
  func aPlaceAfterAnUnusualLineBreakIsOnTheFilesLine(separator: String) {
    let yaml = "a:\n  $type: color\n  $description: \"x\(separator)y\"\n  $value: \"#12345\"\n"
    let json = "{\"a\": {\"$type\": \"color\", \"$description\": \"x\(separator)y\",\n  \"$value\": \"#12345\"}}\n"
    let oneLine = "a:\(separator)  $type: color\(separator)  $value: \"#12345\"\n"
    // At each place in an 8-byte word (the scan looks at eight bytes at a time) and across two.
    let shifted = (0..<10).map { pad in
      ("p\(pad).yaml", "# " + String(repeating: "x", count: pad) + separator + "\n" + yaml, "5:11")
    }
    let cases = [("t.yaml", yaml, "4:11"), ("t.json", json, "2:13"), ("u.yaml", oneLine, "1:29")] + shifted
    for (path, text, place) in cases {
      let result = TokenPipeline(traits: .standard).resolve([SourceText(path: path, text: text)])
      let lines = DiagnosticRenderer(sources: result.sources).render(result.diagnostics).split(separator: "\n")
      #expect(lines.first?.hasPrefix("\(path):\(place): error: invalid color") == true, "\(lines.first ?? "")")
    }
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
