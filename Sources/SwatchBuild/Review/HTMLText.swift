/// Escaping for text placed in HTML. Every token path, description, value and mode key is untrusted input:
/// it goes through `escape` before it reaches the page, in text and in attribute values alike.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
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
