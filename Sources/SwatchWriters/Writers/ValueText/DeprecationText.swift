/// A token's `$deprecated` as each output language writes it, with the reason escaped for that language.
///
/// Swift and Kotlin get attributes the compilers act on (a warning at every use); CSS and Android XML have no
/// such thing, so they get a comment beside the value.
enum DeprecationText {
  /// The reason, or a stock sentence when `$deprecated: true` gave none.
  static func reason(_ deprecation: Deprecation) -> String? {
    if case .deprecatedBecause(let reason) = deprecation { return reason }
    return nil
  }

  /// `@available(*, deprecated, message: "…")`, or without a message when none was given.
  static func swiftAttribute(_ deprecation: Deprecation) -> String {
    guard let reason = reason(deprecation) else { return "@available(*, deprecated)" }
    return "@available(*, deprecated, message: \(SwiftContext.string(reason)))"
  }

  /// `@Deprecated("…")`; Kotlin requires a message, so `true` gives "Deprecated token".
  static func kotlinAnnotation(_ deprecation: Deprecation, path: TokenPath) -> String {
    "@Deprecated(\(kotlinString(reason(deprecation) ?? "Deprecated token '\(path.string)'")))"
  }

  /// `deprecated: reason` for inside `/* … */` (`CSSName.comment`): one line, no `*/`, control and
  /// bidirectional formatting characters as U+FFFD.
  static func cssComment(_ deprecation: Deprecation) -> String {
    CSSName.comment(note(deprecation))
  }

  /// `deprecated: reason` for inside `<!-- … -->` (`AndroidValue.commentSafe`): one line, entities escaped, no
  /// `--`, not ending in `-`, control and bidirectional formatting characters as U+FFFD.
  static func xmlComment(_ deprecation: Deprecation) -> String {
    AndroidValue.commentSafe(note(deprecation))
  }

  /// `deprecated`, and `: reason` when there is one: the text of a comment beside the value.
  private static func note(_ deprecation: Deprecation) -> String {
    "deprecated" + (reason(deprecation).map { ": " + $0 } ?? "")
  }

  /// A Kotlin string literal: `\`, `"` and `$` escaped, and every control character, line terminator and
  /// bidirectional formatting character as `\uXXXX` (all are in the BMP), so the literal holds the text
  /// exactly and nothing in it changes how the line reads.
  static func kotlinString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "$": out += "\\$"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where CommentText.isHidden(scalar) || CommentText.isLineBreak(scalar):
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
