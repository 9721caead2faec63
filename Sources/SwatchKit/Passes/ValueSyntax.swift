/// The small grammar around values: whole-value aliases and the trailing `/ alpha` modifier.
///
/// Every value of every token passes through here, so ASCII text (nearly all of it) is read byte by byte;
/// other text takes the `Character` path, which gives the same answers for ASCII.
enum ValueSyntax {
  /// Splits `"X / 60%"` at its last `/` outside parentheses and braces into the base and the alpha text.
  ///
  /// A slash inside `rgb(0 0 0 / 50%)` or `{size.1/2}` is part of the base, not a modifier.
  static func splitAlpha(_ text: String) -> (base: String, alpha: String)? {
    guard text.isASCIIOnly else { return splitAlphaCharacters(text) }
    var depth = 0
    var slash: String.Index?
    let utf8 = text.utf8
    for index in utf8.indices {
      switch utf8[index] {
      case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "/") where depth == 0: slash = index
      default: break
      }
    }
    guard let slash else { return nil }
    let base = text[..<slash].trimmingASCIIWhitespace()
    let alpha = text[utf8.index(after: slash)...].trimmingASCIIWhitespace()
    guard !base.isEmpty else { return nil }
    return (String(base), String(alpha))
  }

  /// The path inside a whole-value alias `{a.b.c}`, or nil if `text` is not exactly one alias.
  static func aliasPath(_ text: String) -> String? {
    guard text.isASCIIOnly else { return aliasPathCharacters(text) }
    let trimmed = text[...].trimmingASCIIWhitespace().utf8
    guard trimmed.count > 2, trimmed.first == UInt8(ascii: "{"), trimmed.last == UInt8(ascii: "}") else {
      return nil
    }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains(UInt8(ascii: "{")), !inner.contains(UInt8(ascii: "}")) else { return nil }
    return String(Substring(inner).trimmingASCIIWhitespace())
  }

  /// Whether `text` may hold an alias: it has a brace.
  static func mentionsBrace(_ text: String) -> Bool {
    guard text.isASCIIOnly else { return text.contains("{") || text.contains("}") }
    return text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
  }

  private static func splitAlphaCharacters(_ text: String) -> (base: String, alpha: String)? {
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

  private static func aliasPathCharacters(_ text: String) -> String? {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner.trimmingWhitespace())
  }
}

extension String {
  /// Whether every byte is ASCII, where bytes and characters read the same (a CR LF pair aside).
  var isASCIIOnly: Bool { utf8.allSatisfy { $0 < 0x80 } }
}

extension Substring {
  /// `trimmingWhitespace()` for ASCII text: spaces, tabs, line breaks, vertical tabs and form feeds.
  func trimmingASCIIWhitespace() -> Substring {
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }
    guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
