/// Serializes JSON the way Xcode writes asset catalog `Contents.json` files, so a catalog Swatch writes and one
/// Xcode re-saves do not differ: keys sorted, two-space indentation, `" : "` between key and value, one
/// trailing newline.
///
/// The text is built as UTF-8 bytes and made a `String` once: a catalog holds one small file per color, and
/// appending each piece to a `String` cost more than working out the colors.
enum XcodeJSON {
  /// The text of `value` in Xcode's layout.
  static func string(from value: JSONValue) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(1024)
    write(value, depth: 0, to: &out)
    out.append(UInt8(ascii: "\n"))
    return String(decoding: out, as: UTF8.self)
  }

  private static func write(_ value: JSONValue, depth: Int, to out: inout [UInt8]) {
    switch value {
    case .array(let items) where !items.isEmpty:
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        startLine(after: index, depth: depth + 1, to: &out)
        write(item, depth: depth + 1, to: &out)
      }
      startLine(after: 0, depth: depth, to: &out)
      out.append(UInt8(ascii: "]"))
    case .object(let pairs) where !pairs.isEmpty:
      out.append(UInt8(ascii: "{"))
      for (index, (key, item)) in pairs.sorted(by: { $0.0 < $1.0 }).enumerated() {
        startLine(after: index, depth: depth + 1, to: &out)
        quote(key, to: &out)
        out.append(contentsOf: " : ".utf8)
        write(item, depth: depth + 1, to: &out)
      }
      startLine(after: 0, depth: depth, to: &out)
      out.append(UInt8(ascii: "}"))
    case .array: out.append(contentsOf: "[]".utf8)
    case .object: out.append(contentsOf: "{}".utf8)
    case .string(let text): quote(text, to: &out)
    case .number(let number): out.append(contentsOf: NumberText.shortest(number).utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null: out.append(contentsOf: "null".utf8)
    }
  }

  /// `,` unless this is the first element (`index` 0), then a line break and `depth` levels of indentation.
  private static func startLine(after index: Int, depth: Int, to out: inout [UInt8]) {
    if index > 0 { out.append(UInt8(ascii: ",")) }
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// `text` quoted with `JSONSerializer`'s escapes. Only ASCII bytes need one, and UTF-8 never uses an ASCII
  /// byte inside a multi-byte character, so every other byte is copied as it is.
  private static func quote(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
      out.append(contentsOf: text.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
      case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
      case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
      case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
      case ..<0x20:
        let digits: StaticString = "0123456789abcdef"
        out.append(contentsOf: "\\u00".utf8)
        out.append(digits.utf8Start[Int(byte >> 4)])
        out.append(digits.utf8Start[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
