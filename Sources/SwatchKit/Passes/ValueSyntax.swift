/// The small grammar around values: whole-value aliases and the trailing `/ alpha` modifier.
enum ValueSyntax {
  /// Splits `"X / 60%"` at its last `/` outside parentheses and braces into the base and the alpha text.
  ///
  /// A slash inside `rgb(0 0 0 / 50%)` or `{size.1/2}` is part of the base, not a modifier.
  static func splitAlpha(_ text: String) -> (base: String, alpha: String)? {
    var depth = 0
    var slash: String.Index?
    for index in text.indices {
      switch text[index] {
      case "(", "{": depth += 1
      case ")", "}": depth -= 1
      case "/" where depth == 0: slash = index
      default: break
      }
    }
    guard let slash else { return nil }
    let base = text[..<slash].trimmingWhitespace()
    let alpha = text[text.index(after: slash)...].trimmingWhitespace()
    guard !base.isEmpty else { return nil }
    return (String(base), String(alpha))
  }

  /// The path inside a whole-value alias `{a.b.c}`, or nil if `text` is not exactly one alias.
  static func aliasPath(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner.trimmingWhitespace())
  }
}
