/// Escaping for text placed in HTML. Every token path, description, value and mode key is untrusted input:
/// it goes through `escape` before it reaches the page, in text and in attribute values alike.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references. Text with none of them (most
  /// token paths and values) is returned as it is, after one pass over its bytes.
  static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else {
      return text
    }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }
}
