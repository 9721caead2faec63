import Testing

@testable import SwatchKit

@Suite struct SourceFileStoreTests {
  /// The lines splitting on the `Character` "\n" gives, which the store's lazy line index must match.
  private func expectedLines(_ text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
  }

  @Test(arguments: [
    "", "a", "a\n", "a\nb", "\n\n", "a\r\nb\nc", "a\rb\n", "a\r", "é\n\u{301}x\n", "a\r\n\r\n", "x\n\r\ny",
  ])
  func linesMatchSplittingOnNewlineCharacters(text: String) {
    var store = SourceFileStore()
    store.add(path: "t.yaml", text: text)
    let expected = expectedLines(text)
    for number in 0...expected.count + 1 {
      let line = store.line(number, in: "t.yaml")
      let wanted = number >= 1 && number <= expected.count ? expected[number - 1] : nil
      #expect(line == wanted, "line \(number) of \(text.debugDescription)")
    }
  }

  @Test func unknownFileHasNoLines() {
    #expect(SourceFileStore().line(1, in: "missing.yaml") == nil)
  }
}
