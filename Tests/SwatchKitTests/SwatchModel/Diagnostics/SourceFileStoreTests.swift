import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct SourceFileStoreTests {
  /// Lines break where libyaml starts a new line: LF, CRLF, a lone CR, NEL, LS and PS.
  @Test(arguments: [
    ("", [""]), ("a", ["a"]), ("a\n", ["a", ""]), ("a\nb", ["a", "b"]), ("\n\n", ["", "", ""]),
    ("a\r\nb\nc", ["a", "b", "c"]), ("a\rb\n", ["a", "b", ""]), ("a\r", ["a", ""]),
    ("é\n\u{301}x\n", ["é", "\u{301}x", ""]), ("a\r\n\r\n", ["a", "", ""]), ("x\n\r\ny", ["x", "", "y"]),
    ("a\u{85}b\u{2028}c\u{2029}d\ne", ["a\u{85}b\u{2028}c\u{2029}d", "e"]), ("\u{2027}\u{84}", ["\u{2027}\u{84}"]),
  ])
  func linesBreakWhereEditorsBreakThem(text: String, lines: [String]) {
    var store = SourceFileStore()
    store.add(path: "t.yaml", text: text)
    for number in 0...lines.count + 1 {
      let wanted = number >= 1 && number <= lines.count ? lines[number - 1] : nil
      #expect(store.line(number, in: "t.yaml").map(String.init) == wanted, "line \(number) of \(text.debugDescription)")
    }
  }

  @Test func unknownFileHasNoLines() {
    #expect(SourceFileStore().line(1, in: "missing.yaml") == nil)
  }
}
