/// Writes `JSONValue`s as text: compact, or pretty with 2-space indentation.
///
/// Numbers use the shortest text that reads back to the same `Double`, with integers written without
/// a fraction (`1`, not `1.0`), so output is stable across runs and platforms.
public struct JSONSerializer: Sendable {
  /// Whether to break lines and indent.
  public var isPretty: Bool

  /// Creates a serializer.
  public init(pretty: Bool = true) {
    self.isPretty = pretty
  }

  /// The text of `value`, with a trailing line break when pretty.
  ///
  /// Built as UTF-8 bytes and made a `String` once: the JSON writer serializes every token in every appearance,
  /// and appending each piece to a `String` cost more than the rest of the writer.
  public func string(from value: JSONValue) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    write(value, indent: 0, to: &out)
    if isPretty { out.append(UInt8(ascii: "\n")) }
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of `value` as it reads nested `indent` levels deep, with no line break after it: for a writer
  /// that lays out the outer levels itself and repeats values.
  public func bytes(of value: JSONValue, indent: Int) -> [UInt8] {
    var out: [UInt8] = []
    write(value, indent: indent, to: &out)
    return out
  }

  /// `text` as a JSON string, quoted and escaped.
  public static func quoted(_ text: String) -> [UInt8] {
    var out: [UInt8] = []
    quote(text, to: &out)
    return out
  }

  private func write(_ value: JSONValue, indent: Int, to out: inout [UInt8]) {
    switch value {
    case .null: out += "null".utf8
    case .bool(let b): out += (b ? "true" : "false").utf8
    case .number(let n): out += NumberText.shortest(n).utf8
    case .string(let s): Self.quote(s, to: &out)
    case .array(let items):
      writeContainer(items, open: "[", close: "]", indent: indent, to: &out) { item, out in
        write(item, indent: indent + 1, to: &out)
      }
    case .object(let pairs):
      writeContainer(pairs, open: "{", close: "}", indent: indent, to: &out) { pair, out in
        Self.quote(pair.0, to: &out)
        out += (isPretty ? ": " : ":").utf8
        write(pair.1, indent: indent + 1, to: &out)
      }
    }
  }

  private func writeContainer<T>(
    _ elements: [T], open: Unicode.Scalar, close: Unicode.Scalar, indent: Int, to out: inout [UInt8],
    element: (T, inout [UInt8]) -> Void
  ) {
    out.append(UInt8(ascii: open))
    guard !elements.isEmpty else {
      out.append(UInt8(ascii: close))
      return
    }
    for (index, item) in elements.enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      if isPretty { Self.newline(indent: indent + 1, to: &out) }
      element(item, &out)
    }
    if isPretty { Self.newline(indent: indent, to: &out) }
    out.append(UInt8(ascii: close))
  }

  /// A line break and `indent` levels of 2-space indentation.
  private static func newline(indent: Int, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
  }

  /// Appends `s` quoted. Only ASCII bytes can need an escape (UTF-8 never uses one inside a multi-byte
  /// character), so every other byte is copied as it is, and a string without such bytes, nearly every
  /// string, is appended whole.
  private static func quote(_ s: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var contiguous = s
    contiguous.withUTF8 { bytes in
      if bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
        for byte in bytes { escape(byte, to: &out) }
      } else {
        out.append(contentsOf: bytes)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func escape(_ byte: UInt8, to out: inout [UInt8]) {
    switch byte {
    case UInt8(ascii: "\""): out += "\\\"".utf8
    case UInt8(ascii: "\\"): out += "\\\\".utf8
    case UInt8(ascii: "\n"): out += "\\n".utf8
    case UInt8(ascii: "\r"): out += "\\r".utf8
    case UInt8(ascii: "\t"): out += "\\t".utf8
    case ..<0x20:
      let digits: StaticString = "0123456789abcdef"
      out += "\\u00".utf8
      out.append(digits.utf8Start[Int(byte >> 4)])
      out.append(digits.utf8Start[Int(byte & 0xF)])
    default: out.append(byte)
    }
  }
}
