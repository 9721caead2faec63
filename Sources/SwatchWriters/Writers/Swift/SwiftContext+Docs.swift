/// The doc comment lines of the Swift context's tokens, made when a template reads them from the texts
/// `SwiftContext.Data` holds. Each line goes after `///` and is one clean line (`CommentText.singleLine`).
extension SwiftContext.Data {
  /// Doc comment lines: the description, the path, and the value in every appearance.
  func docLines(_ tokenIndex: Int) -> MustacheValue {
    let token = graph.tokens[tokenIndex]
    let path = token.path.string
    var lines = descriptionLines(token.description)
    if isConstant[tokenIndex] {
      let value = values.docValues[values.position(tokenIndex, 0)]
      lines.append(Self.line(String(concatenating: " `", path, "`: ", value, " in every appearance.")))
      return .list(lines)
    }
    lines.append(Self.line(String(concatenating: " `", path, "`, by appearance:")))
    for appearance in graph.appearances {
      let value = values.docValues[values.position(tokenIndex, appearance.index)]
      lines.append(Self.line(String(concatenating: " - ", appearance.name, ": ", value)))
    }
    return .list(lines)
  }

  /// Doc comment lines of a color's UIKit, AppKit and SwiftUI accessors (and of a dynamic value's function):
  /// the description and the path, with the value in every appearance listed once, on the `ColorToken` case
  /// (or `Dynamic` member) the line links to (`accessorLine(_:)`). Three more copies of that list made the
  /// colors file three times longer and a one-value change touch four lines.
  func accessorDocLines(_ tokenIndex: Int) -> MustacheValue {
    guard !isConstant[tokenIndex] else { return docLines(tokenIndex) }
    let description = graph.tokens[tokenIndex].description
    guard description != nil else { return .list([.text(accessorLine(tokenIndex))]) }
    return .list(descriptionLines(description) + [.text(accessorLine(tokenIndex))])
  }

  /// The description's lines, each after `///`, then an empty line; none without a description.
  private func descriptionLines(_ description: String?) -> [MustacheValue] {
    guard let description else { return [] }
    let lines = CommentText.lines(description).map { Self.line($0.isEmpty ? "" : " " + $0) }
    return lines + [.text("")]
  }

  private static func line(_ text: String) -> MustacheValue { .text(CommentText.singleLine(text)) }
}
