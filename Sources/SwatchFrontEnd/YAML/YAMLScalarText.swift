/// Text Swatch writes into YAML it proposes or generates (a `tokens:` entry, a trait's values in `swatch.yaml`)
/// as a scalar that reads back as the same text.
package enum YAMLScalarText {
  /// `text` as it is when plain (ASCII letters, digits, `.`, `/`, `_`, and `-` but first), else double-quoted,
  /// whatever characters it holds.
  package static func of(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || "0123456789./_-".unicodeScalars.contains($0))
    }
    return plain && !text.hasPrefix("-") && !text.isEmpty ? text : quoted(text)
  }

  /// `text` as a YAML double-quoted scalar.
  package static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
