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

  /// ` deprecated: reason` for inside `/* … */`: no `*/`, no line breaks.
  static func cssComment(_ deprecation: Deprecation) -> String {
    oneLine("deprecated" + (reason(deprecation).map { ": " + $0 } ?? "")).replacingOccurrences(of: "*/", with: "* /")
  }

  /// `deprecated: reason` for inside `<!-- … -->`: entities escaped, no `--`, not ending in `-`.
  static func xmlComment(_ deprecation: Deprecation) -> String {
    var text = AndroidValue.commentSafe(oneLine("deprecated" + (reason(deprecation).map { ": " + $0 } ?? "")))
    while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "- -") }
    return text.hasSuffix("-") ? text + " " : text
  }

  /// A Kotlin string literal: `\`, `"`, `$` and control characters escaped.
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
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// `text` with every line break and control character made a space.
  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map {
          $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator
            || $0.properties.generalCategory == .paragraphSeparator || $0 == "\u{85}" ? " " : $0
        }))
  }
}
