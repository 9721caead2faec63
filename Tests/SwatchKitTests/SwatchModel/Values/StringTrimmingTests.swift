import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct StringTrimmingTests {
  /// The Character-by-Character trim the ASCII shortcut must agree with.
  private func reference(_ text: String) -> Substring {
    let text = Substring(text)
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return text[text.endIndex...] }
    return text[first...last]
  }

  @Test(arguments: [
    "", " ", "a", " a ", "#fff", "\t40%\n", "a\u{301}", "\u{600}1", "x\u{2003}", "\u{2003}x", "é", "a b", "\r\n",
    "{a.b} / 60%", "\u{85}z",
  ])
  func trimmingMatchesTheCharacterRules(text: String) {
    #expect(text.trimmingWhitespace() == reference(text))
  }
}
