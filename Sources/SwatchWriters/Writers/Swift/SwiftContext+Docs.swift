/// The doc comment lines of the Swift context's tokens, made when a template reads them from the texts
/// `SwiftContext.Data` holds. Each line goes after `///` and is one clean line (`CommentText.singleLine`).
///
/// Reads: the graph, whether each token is constant, the value texts, the assigned names and the namespace.
/// Produces: each token's doc lines and its accessors' doc lines.
struct SwiftDocLines: Sendable {
  let graph: ResolvedTokenGraph
  let isConstant: [Bool]
  let values: SwiftValueTable
  /// Per token, its Swift name as assigned (`accessorLine(_:)` links to it).
  let swiftNames: [String]
  /// The namespace of the token enum the accessor lines link into.
  let namespace: String

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

  /// ` `path`, by appearance: ``SwatchTokens/ColorToken/name``.`: where a varying token's accessors link
  /// to the list of its values, on the `ColorToken` case (or, for other tokens, the `Dynamic` member); the
  /// last line of its accessors' doc comments (`accessorDocLines`).
  func accessorLine(_ index: Int) -> String {
    let container = graph.tokens[index].type == .color ? "/ColorToken/" : "/Dynamic/"
    // A keyword's name is written in backticks (`SwiftIdentifier`); a symbol link names it without them.
    var symbol = swiftNames[index]
    if symbol.utf8.first == UInt8(ascii: "`") { symbol = String(symbol.dropFirst().dropLast()) }
    return CommentText.singleLine(
      String(
        concatenating: " `", graph.tokens[index].path.string, "`, by appearance: ``", namespace, container, symbol,
        "``."))
  }

  /// The description's lines, each after `///`, then an empty line; none without a description.
  private func descriptionLines(_ description: String?) -> [MustacheValue] {
    guard let description else { return [] }
    let lines = CommentText.lines(description).map { Self.line($0.isEmpty ? "" : " " + $0) }
    return lines + [.text("")]
  }

  private static func line(_ text: String) -> MustacheValue { .text(CommentText.singleLine(text)) }
}
