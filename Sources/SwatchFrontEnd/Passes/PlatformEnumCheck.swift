/// Checks the string tokens that name a platform enum (`$extensions["dev.swatch.enum"]`, `PlatformEnum`).
///
/// Reads: the resolved graph, each token's `$extensions`. Produces: nothing; the writers read the enum again.
/// Reports: `enum.unknown` for an enum Swatch does not know, `enum.type` on a token that is not a string, and
/// `enum.value` for a value the enum does not allow (once per token, naming the first appearance that holds it
/// when it is not the default one), each with a did-you-mean note where one is near.
enum PlatformEnumCheck {
  /// The errors for `graph`.
  static func diagnostics(_ graph: ResolvedTokenGraph) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for token in graph.tokens {
      guard let named = token.extensions?[PlatformEnum.extensionKey] else { continue }
      diagnostics += check(token, named: named, appearances: graph.appearances)
    }
    return diagnostics
  }

  private static func check(_ token: ResolvedToken, named: JSONValue, appearances: [Appearance]) -> [Diagnostic] {
    let known = PlatformEnum.allCases.map(\.rawValue)
    guard case .string(let name) = named, let kind = PlatformEnum(rawValue: name) else {
      let text = if case .string(let name) = named { name } else { "(not a string)" }
      return [Diagnostic(.enumUnknown(text, known: known), at: token.definedAt, notes: note(text, in: known))]
    }
    guard token.type == .string else {
      return [Diagnostic(.enumNotString(name, type: token.type), at: token.definedAt)]
    }
    for (index, value) in token.values.enumerated() {
      guard case .string(let text) = value, !kind.values.contains(text) else { continue }
      let appearance = index == 0 ? nil : appearances[index].name
      let message = DiagnosticMessage.enumValue(text, kind: name, allowed: kind.values, appearance: appearance)
      return [Diagnostic(message, at: token.definedAt, notes: note(text, in: kind.values))]
    }
    return []
  }

  private static func note(_ word: String, in candidates: [String]) -> [Diagnostic.Note] {
    guard let suggestion = Suggestion.closest(to: word, in: candidates) else { return [] }
    return [.init("did you mean \(DiagnosticMessage.quoted(suggestion))?")]
  }
}
