/// Checks the typography tokens that name a text color (`$extensions["dev.swatch.textColor"]`,
/// `TextStyleColor`).
///
/// Reads: the resolved graph, each token's `$extensions`. Produces: nothing; the writers pair the tokens
/// again (`ResolvedTokenGraph.textStyles`). Reports: `text-style.host` on a token that is not typography,
/// `text-style.syntax` for a value that is not one `"{token.path}"` reference, `text-style.unknown` for a
/// path no token has, and `text-style.not-color` for a token that is not a color; the last two with a
/// did-you-mean note naming the nearest color token where one is near.
enum TextStyleCheck {
  /// The errors for `graph`.
  static func diagnostics(_ graph: ResolvedTokenGraph) -> [Diagnostic] {
    graph.tokens.compactMap { token in
      TextStyleColor.reading(token.extensions).flatMap { check(token, $0, in: graph) }
    }
  }

  private static func check(_ token: ResolvedToken, _ reading: TextStyleColor.Reading, in graph: ResolvedTokenGraph)
    -> Diagnostic?
  {
    guard token.type == .typography else {
      return Diagnostic(.textStyleHost(token.type), at: token.definedAt)
    }
    guard case .reference(let path) = reading else {
      guard case .malformed(let text) = reading else { return nil }
      return Diagnostic(.textStyleSyntax(text), at: token.definedAt)
    }
    guard let target = graph.token(path) else {
      return Diagnostic(.textStyleUnknown(path), at: token.definedAt, notes: note(path, in: graph))
    }
    guard target.type == .color else {
      return Diagnostic(.textStyleNotColor(path, type: target.type), at: token.definedAt, notes: note(path, in: graph))
    }
    return nil
  }

  /// `did you mean 'label.primary'?` for the color token nearest `path`.
  private static func note(_ path: String, in graph: ResolvedTokenGraph) -> [Diagnostic.Note] {
    let colors = graph.tokens.lazy.filter { $0.type == .color }.map(\.path.string)
    guard let suggestion = Suggestion.closest(to: path, in: colors) else { return [] }
    return [.init("did you mean \(DiagnosticMessage.quoted(suggestion))?")]
  }
}
