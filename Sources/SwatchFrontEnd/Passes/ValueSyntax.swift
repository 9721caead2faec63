/// The small grammar around values: whole-value aliases and the trailing `/ alpha` modifier.
///
/// Every value of every token passes through here, so ASCII text (nearly all of it) is read byte by byte;
/// other text takes the `Character` path, which gives the same answers for ASCII.
enum ValueSyntax {
  /// Splits `"X / 60%"` at its last `/` outside parentheses and braces into the base and the alpha text.
  ///
  /// A slash inside `rgb(0 0 0 / 50%)` or `{size.1/2}` is part of the base, not a modifier.
  static func splitAlpha(_ text: String) -> (base: String, alpha: String)? {
    let scan = text.utf8.withContiguousStorageIfAvailable(lastTopLevelSlash) ?? .nonASCII
    let slash: String.Index
    switch scan {
    case .nonASCII: return splitAlphaCharacters(text)
    case .none: return nil
    case .at(let offset): slash = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }
    let base = text[..<slash].trimmingASCIIWhitespace()
    let alpha = text[text.utf8.index(after: slash)...].trimmingASCIIWhitespace()
    guard !base.isEmpty else { return nil }
    return (String(base), String(alpha))
  }

  /// The path inside a whole-value alias `{a.b.c}`, or nil if `text` is not exactly one alias.
  static func aliasPath(_ text: String) -> String? {
    switch text.utf8.withContiguousStorageIfAvailable(aliasPathBytes) ?? .nonASCII {
    case .nonASCII: return aliasPathCharacters(text)
    case .none: return nil
    case .path(let path): return path
    }
  }

  /// `{path}` or `{path} / alpha` written plainly, read in one pass over the bytes: ASCII text whose path
  /// holds no brace, parenthesis or slash and is not blank, and whose alpha (not blank) holds none either.
  /// Such text is what nearly every alias looks like, and for it `splitAlpha` and `aliasPath` give exactly
  /// this path and alpha. Anything else is nil, for those two to read.
  static func plainAlias(_ text: String) -> (path: String, alpha: String?)? {
    text.utf8.withContiguousStorageIfAvailable(plainAliasBytes) ?? nil
  }

  /// `plainAlias` over the text's bytes.
  private static func plainAliasBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> (path: String, alpha: String?)? {
    let isSpecial = { (byte: UInt8) in
      byte >= 0x80 || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "(")
        || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "/")
    }
    guard let open = bytes.firstIndex(where: { !$0.isASCIIWhitespace }), bytes[open] == UInt8(ascii: "{"),
      let close = bytes[(open + 1)...].firstIndex(where: isSpecial), bytes[close] == UInt8(ascii: "}")
    else { return nil }
    let path = bytes[(open + 1)..<close].trimmingASCIIWhitespace()
    guard !path.isEmpty else { return nil }
    guard let slash = bytes[(close + 1)...].firstIndex(where: { !$0.isASCIIWhitespace }) else {
      return (String(decoding: path, as: UTF8.self), nil)
    }
    let alpha = bytes[(slash + 1)...].trimmingASCIIWhitespace()
    guard bytes[slash] == UInt8(ascii: "/"), !alpha.isEmpty, !bytes[(slash + 1)...].contains(where: isSpecial) else {
      return nil
    }
    return (String(decoding: path, as: UTF8.self), String(decoding: alpha, as: UTF8.self))
  }

  /// Whether `text` may hold an alias: it has a brace.
  static func mentionsBrace(_ text: String) -> Bool {
    let scan = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var found = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        found = found || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
      }
      return found
    }
    guard let found = scan ?? nil else { return text.contains("{") || text.contains("}") }
    return found
  }

  /// Where a byte scan found a `/`, or that the text is not ASCII and needs the `Character` rules.
  private enum SlashScan {
    case nonASCII, none
    case at(Int)
  }

  /// The offset of the last `/` outside parentheses and braces, reading ASCII text byte by byte.
  private static func lastTopLevelSlash(_ bytes: UnsafeBufferPointer<UInt8>) -> SlashScan {
    var depth = 0
    var slash = SlashScan.none
    for (offset, byte) in bytes.enumerated() {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: "/") where depth == 0: slash = .at(offset)
      case 0x80...: return .nonASCII
      default: break
      }
    }
    return slash
  }

  /// What a byte scan found for an alias: its path, nothing, or that the text needs the `Character` rules.
  private enum AliasScan {
    case nonASCII, none
    case path(String)
  }

  /// `aliasPath` for ASCII text, read byte by byte.
  private static func aliasPathBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> AliasScan {
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return .nonASCII }
    let trimmed = bytes.trimmingASCIIWhitespace()
    guard trimmed.count > 2, trimmed.first == UInt8(ascii: "{"), trimmed.last == UInt8(ascii: "}") else {
      return .none
    }
    let inner = trimmed.dropFirst().dropLast()
    guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return .none }
    return .path(String(decoding: inner.trimmingASCIIWhitespace(), as: UTF8.self))
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

extension Slice<UnsafeBufferPointer<UInt8>> {
  /// The bytes without leading and trailing ASCII whitespace, as `Substring.trimmingASCIIWhitespace()`.
  fileprivate func trimmingASCIIWhitespace() -> Self {
    guard let first = firstIndex(where: { !$0.isASCIIWhitespace }),
      let last = lastIndex(where: { !$0.isASCIIWhitespace })
    else { return self[endIndex...] }
    return self[first...last]
  }
}

extension UnsafeBufferPointer<UInt8> {
  fileprivate func trimmingASCIIWhitespace() -> Slice<Self> { self[...].trimmingASCIIWhitespace() }
}

extension UInt8 {
  /// Spaces, tabs, line breaks, vertical tabs and form feeds.
  fileprivate var isASCIIWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
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
