/// Spelling rules for names, strings and comments inside generated CSS.
enum CSSName {
  /// `name` with every character outside `[A-Za-z0-9_-]` replaced by `-`, safe in an attribute name.
  static func identifier(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "-" })
  }

  /// `text` escaped for a double-quoted CSS string: backslash and quote escaped, and every line terminator or
  /// control character as a hex escape (`\a `), since a raw newline ends a CSS string as a bad string.
  static func escapedString(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      // So `</style>` cannot end a `<style>` element the stylesheet is inlined into.
      case "<": out += "\\3c "
      case _ where scalar.value == 0: out += "\u{FFFD}"
      case _ where CommentText.isLineBreak(scalar) || CommentText.isHidden(scalar) || scalar == "\t":
        out += "\\" + String(scalar.value, radix: 16) + " "
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` safe inside a `/* … */` comment line: on one line (`CommentText.singleLine`), with no `*/`.
  static func comment(_ text: String) -> String {
    CommentText.singleLine(text).replacingOccurrences(of: "*/", with: "* /")
  }
}
