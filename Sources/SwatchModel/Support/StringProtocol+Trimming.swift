extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  package func trimmingWhitespace() -> Substring {
    let text = Substring(self)
    // Nearly all text starts and ends with a visible ASCII character, and then its first and last
    // Characters are not whitespace: an ASCII byte that is not whitespace begins its own Character, and
    // only a Prepend scalar (never whitespace) can come before it in one. Such text is returned as it is,
    // without walking Characters.
    if let first = text.utf8.first, let last = text.utf8.last, first.isVisibleASCII, last.isVisibleASCII {
      return text
    }
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return text[text.endIndex...] }
    return text[first...last]
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII character other than a control character or a space.
  fileprivate var isVisibleASCII: Bool { self > 0x20 && self < 0x7F }
}
