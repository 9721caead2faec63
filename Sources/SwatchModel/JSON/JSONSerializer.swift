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
  public func string(from value: JSONValue) -> String {
    var out = ""
    write(value, indent: 0, to: &out)
    if isPretty { out += "\n" }
    return out
  }

  private func write(_ value: JSONValue, indent: Int, to out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.number(n)
    case .string(let s): Self.quote(s, to: &out)
    case .array(let items):
      writeContainer(items, open: "[", close: "]", indent: indent, to: &out) { item, out in
        write(item, indent: indent + 1, to: &out)
      }
    case .object(let pairs):
      writeContainer(pairs, open: "{", close: "}", indent: indent, to: &out) { pair, out in
        Self.quote(pair.0, to: &out)
        out += isPretty ? ": " : ":"
        write(pair.1, indent: indent + 1, to: &out)
      }
    }
  }

  private func writeContainer<T>(
    _ elements: [T], open: String, close: String, indent: Int, to out: inout String,
    element: (T, inout String) -> Void
  ) {
    out += open
    guard !elements.isEmpty else {
      out += close
      return
    }
    for (index, item) in elements.enumerated() {
      if index > 0 { out += "," }
      if isPretty { Self.newline(indent: indent + 1, to: &out) }
      element(item, &out)
    }
    if isPretty { Self.newline(indent: indent, to: &out) }
    out += close
  }

  /// A line break and `indent` levels of 2-space indentation.
  private static func newline(indent: Int, to out: inout String) {
    out += "\n"
    for _ in 0..<indent { out += "  " }
  }

  /// The shortest round-trip text of `n`; integers without a fraction, non-finite values as null.
  public static func number(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return n.description
  }

  /// Appends `s` quoted. Only ASCII bytes can need an escape (UTF-8 never uses one inside a multi-byte
  /// character), so a string without such bytes, nearly every string, is appended whole.
  private static func quote(_ s: String, to out: inout String) {
    out += "\""
    if s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
      for scalar in s.unicodeScalars { escape(scalar, to: &out) }
    } else {
      out += s
    }
    out += "\""
  }

  private static func escape(_ scalar: Unicode.Scalar, to out: inout String) {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20:
      let hex = String(scalar.value, radix: 16)
      out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: out.unicodeScalars.append(scalar)
    }
  }
}
