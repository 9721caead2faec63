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

  /// `text` as a YAML double-quoted scalar: a backslash and a quote escaped, and so is each line break (libyaml's
  /// NEL, LS and PS among them, which a quoted scalar would fold into a space), each control character,
  /// the byte order mark and the two noncharacters YAML does not print (U+FFFE, U+FFFF).
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{85}": result += "\\N"
      case "\u{2028}": result += "\\L"
      case "\u{2029}": result += "\\P"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\x" + String(repeating: "0", count: 2 - digits.count) + digits
      // Not printable in YAML (libyaml refuses them even quoted), and a byte order mark is invisible.
      case "\u{FEFF}", "\u{FFFE}", "\u{FFFF}": result += "\\u" + String(scalar.value, radix: 16, uppercase: true)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
