import SwatchModel

/// Checks that a font family a stack of references makes (`FontStackTemplate`: `"{font.a}, {font.b}"`, whose
/// targets may be texts holding no family) names one at least, as a font family written out must: CSS takes an
/// empty `font-family` as no declaration, and Swift and Compose would get an empty list.
///
/// Reads: the resolved graph. Produces: nothing. Reports: `value.invalid`, once per token, naming the first
/// appearance where its font family (its own, or a typography's member) is empty.
enum EmptyFontFamilyCheck {
  /// The errors for `graph`, each with its token's position.
  static func problems(_ graph: ResolvedTokenGraph) -> [(token: Int, diagnostic: Diagnostic)] {
    graph.tokens.indices.compactMap { index in
      let token = graph.tokens[index]
      guard token.type == .fontFamily || token.type == .typography else { return nil }
      for appearance in graph.appearances where isEmpty(token.values[appearance.index]) {
        let reason = "its references name no font family"
        let message = DiagnosticMessage.valueInvalid(token.type, reason: reason, appearance: appearance.name)
        return (index, Diagnostic(message, at: token.definedAt))
      }
      return nil
    }
  }

  private static func isEmpty(_ value: TokenValue) -> Bool {
    switch value {
    case .fontFamily(let names): return names.isEmpty
    case .typography(let typography): return typography.fontFamily?.isEmpty == true
    default: return false
    }
  }
}
