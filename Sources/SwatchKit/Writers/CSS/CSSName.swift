/// Spelling rules for names and strings inside generated CSS.
enum CSSName {
  /// `name` with every character outside `[A-Za-z0-9_-]` replaced by `-`, safe in an attribute name.
  static func identifier(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") ? $0 : "-" })
  }

  /// `text` escaped for a double-quoted CSS string.
  static func escapedString(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
