/// A NEL (U+0085) written as itself inside a JSON string is one of the string's characters, as JSON reads it;
/// libyaml takes it for a line break and folds it into a space. In a JSON file each NEL inside a string is
/// replaced, before libyaml reads it, with a private-use character the file does not hold (the mark), and the
/// parser puts NEL back wherever a scalar's text holds the mark (`restored`). The mark is one column wide, as
/// NEL is, and breaks no line, as no editor breaks one at NEL: places stay the file's. A NEL outside a string,
/// where JSON allows none, is left for libyaml to read as it does.
enum JSONNextLines {
  /// `text` with every NEL inside a string (double-quoted; single-quoted too in JSON5) replaced by the mark,
  /// and the mark; `text` itself and nil when no string holds a NEL, or every private-use character is taken.
  static func marked(_ text: String, isJSON5: Bool) -> (text: String, mark: Unicode.Scalar?) {
    guard text.utf8.withContiguousStorageIfAvailable(holdsNEL) ?? true, let mark = unusedMark(in: text) else {
      return (text, nil)
    }
    let utf8 = Array(text.utf8)
    let markBytes = Array(String(Character(mark)).utf8)
    var result: [UInt8] = []
    result.reserveCapacity(utf8.count + 64)
    var quote: UInt8?
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if quote != nil, index + 1 < utf8.count {
        if byte == 0xC2, utf8[index + 1] == 0x85 {
          result.append(contentsOf: markBytes)
          index += 2
          continue
        }
        if byte == backslash {
          result.append(contentsOf: utf8[index...(index + 1)])
          index += 2
          continue
        }
      }
      quote = nextQuote(after: byte, in: quote, isJSON5: isJSON5)
      result.append(byte)
      index += 1
    }
    guard result.count != utf8.count else { return (text, nil) }
    return (String(decoding: result, as: UTF8.self), mark)
  }

  /// `text` with each `mark` back to the NEL it stands for.
  static func restored(_ text: String, mark: Unicode.Scalar) -> String {
    guard text.unicodeScalars.contains(mark) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { scalars.append(scalar == mark ? "\u{85}" : scalar) }
    return String(scalars)
  }

  private static let backslash = UInt8(ascii: "\\")

  /// Whether `utf8` holds a NEL (most files do not: a byte past ASCII is rare in them).
  private static func holdsNEL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0xC2, bytes[index + 1] == 0x85 { return true }
      index += 1
    }
    return false
  }

  /// The first private-use character of the Basic Multilingual Plane that `text` does not hold, written as itself
  /// or as an escape (`\ue000`, an icon font's glyph): libyaml hands both over as the character.
  private static func unusedMark(in text: String) -> Unicode.Scalar? {
    var used = Set(text.unicodeScalars.lazy.filter { (0xE000...0xF8FF).contains($0.value) }.map(\.value))
    let scalars = Array(text.unicodeScalars)
    for index in scalars.indices.dropLast(5) where scalars[index] == "\\" && scalars[index + 1] == "u" {
      let digits = String(String.UnicodeScalarView(scalars[(index + 2)..<(index + 6)]))
      if let value = UInt32(digits, radix: 16) { used.insert(value) }
    }
    return (UInt32(0xE000)...0xF8FF).lazy.first { !used.contains($0) }.flatMap(Unicode.Scalar.init)
  }

  /// The quote open after `byte` (not an escape's), read inside the string `quote` opened, or outside any.
  private static func nextQuote(after byte: UInt8, in quote: UInt8?, isJSON5: Bool) -> UInt8? {
    if let quote { return byte == quote ? nil : quote }
    let opens = byte == UInt8(ascii: "\"") || (isJSON5 && byte == UInt8(ascii: "'"))
    return opens ? byte : nil
  }
}
