extension StringProtocol {
  /// The text without leading and trailing spaces, tabs and line breaks.
  func trimmingWhitespace() -> Substring {
    let text = Substring(self)
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return text[text.endIndex...] }
    return text[first...last]
  }
}
