/// The doc comment lines of the Swift context's tokens, made when a template reads them from the value texts
/// `SwiftContext.Data` holds. Each line goes after `///` and is one clean line (`CommentText.singleLine`).
extension SwiftContext.Data {
  /// Doc comment lines: the description, the path, and the value in every appearance.
  func docLines(_ tokenIndex: Int) -> MustacheValue {
    .list(docTexts(tokenIndex).map(Self.line))
  }

  /// Doc comment lines of a color's UIKit, AppKit and SwiftUI accessors (and of a dynamic value's function, with
  /// `container` `Dynamic`): the description and the path, with the value in every appearance listed once, on
  /// the `ColorToken` case (or `Dynamic` member) the line links to. Three more copies of that list made the
  /// colors file three times longer and a one-value change touch four lines.
  func accessorDocLines(_ tokenIndex: Int, in container: String) -> MustacheValue {
    let token = graph.tokens[tokenIndex]
    guard !token.isConstant else { return docLines(tokenIndex) }
    let symbol = names[tokenIndex].filter { $0 != "`" }
    let last = " `\(token.path.string)`, by appearance: ``\(tokensNamespace)/\(container)/\(symbol)``."
    return .list((descriptionLines(token) + [last]).map(Self.line))
  }

  private func docTexts(_ tokenIndex: Int) -> [String] {
    let token = graph.tokens[tokenIndex]
    let start = tokenIndex * appearanceCount
    var lines = descriptionLines(token)
    if token.isConstant {
      lines.append(" `\(token.path.string)`: \(docValues[start]) in every appearance.")
      return lines
    }
    lines.append(" `\(token.path.string)`, by appearance:")
    lines += graph.appearances.map { " - \($0.name): \(docValues[start + $0.index])" }
    return lines
  }

  /// The description's lines, each after `///`, then an empty line; none without a description.
  private func descriptionLines(_ token: ResolvedToken) -> [String] {
    guard let description = token.description else { return [] }
    let lines = CommentText.lines(description).map { $0.isEmpty ? "" : " " + $0 }
    return lines + [""]
  }

  private static func line(_ text: String) -> MustacheValue { .text(CommentText.singleLine(text)) }
}
