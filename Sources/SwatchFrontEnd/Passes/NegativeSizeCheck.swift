import SwatchModel

/// Checks the sizes a composite cannot hold below zero: a shadow's blur, a border's width, a typography's font
/// size and line height. CSS drops such a declaration (a shadow of `-4px` blur is `none`), and Android writes a
/// text size's sign away, so each is an error at the token, however it came (written, or through an alias).
/// A shadow's offsets and spread, and a dimension token itself (a negative margin), may be negative.
///
/// Reads: the resolved graph. Produces: nothing. Reports: `value.invalid`, once per token, naming the member,
/// the value and the first appearance holding it.
enum NegativeSizeCheck {
  /// The errors for `graph`, each with its token's position.
  static func problems(_ graph: ResolvedTokenGraph) -> [(token: Int, diagnostic: Diagnostic)] {
    graph.tokens.indices.compactMap { index in
      let token = graph.tokens[index]
      guard [.shadow, .border, .typography].contains(token.type) else { return nil }
      for appearance in graph.appearances {
        guard let (member, text) = negativeMember(token.values[appearance.index]) else { continue }
        let reason = "its \(member) is \(text); expected 0 or more"
        let message = DiagnosticMessage.valueInvalid(token.type, reason: reason, appearance: appearance.name)
        return (index, Diagnostic(message, at: token.definedAt))
      }
      return nil
    }
  }

  /// The member of `value` that is negative and its text, if any.
  static func negativeMember(_ value: TokenValue) -> (String, String)? {
    switch value {
    case .shadow(let layers):
      return layers.first { $0.blur.value < 0 }.map { ("blur", TokenValue.dimension($0.blur).plainText ?? "") }
    case .border(let border) where border.width.value < 0:
      return ("width", TokenValue.dimension(border.width).plainText ?? "")
    case .typography(let typography):
      if let size = typography.fontSize, size.value < 0 {
        return ("fontSize", TokenValue.dimension(size).plainText ?? "")
      }
      if let height = typography.lineHeight, height < 0 { return ("lineHeight", NumberText.shortest(height)) }
      return nil
    default: return nil
    }
  }
}
