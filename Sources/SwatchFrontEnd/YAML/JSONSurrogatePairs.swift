/// JSON writes a character outside the Basic Multilingual Plane as two escaped UTF-16 halves (`"\ud83d\udd34"`,
/// as Python's `json.dumps` does by default); YAML, and so libyaml, takes `\u` as a code point and rejects a
/// half. In a JSON file each such pair is rewritten as YAML's eight-digit escape (`\U0001F534`) before libyaml
/// reads it; a lone half is left for libyaml to reject. JSON holds a backslash only inside a string, so nothing
/// outside one is touched. Each rewrite is two characters shorter, so the columns after it on its line are given
/// back (`columnShifts`, which the parser adds when it makes positions).
enum JSONSurrogatePairs {
  /// `text` with every escaped surrogate pair written as one escape, and per line the columns of the rewritten
  /// text that end such an escape; `text` itself and no shifts when it has none.
  static func joined(_ text: String) -> (text: String, columnShifts: [Int: [Int]]) {
    let utf8 = Array(text.utf8)
    guard let first = firstPair(in: utf8, from: 0) else { return (text, [:]) }
    var result = Cursor(Array(utf8[..<first]), capacity: utf8.count)
    var shifts: [Int: [Int]] = [:]
    var index = first
    while index < utf8.count {
      if let scalar = pair(in: utf8, at: index) {
        let digits = String(scalar, radix: 16, uppercase: true)
        result.append(contentsOf: Array(("\\U" + String(repeating: "0", count: 8 - digits.count) + digits).utf8))
        shifts[result.line, default: []].append(result.column)
        index += 12
      } else if utf8[index] == backslash, index + 1 < utf8.count {
        result.append(contentsOf: utf8[index...(index + 1)])
        index += 2
      } else {
        result.append(contentsOf: utf8[index...index])
        index += 1
      }
    }
    return (String(decoding: result.bytes, as: UTF8.self), shifts)
  }

  /// The rewritten bytes, with the 1-based line and column (in characters) just past their end, kept as bytes
  /// are added: finding them again from the start at each pair would cost a minified file's length per pair.
  private struct Cursor {
    private(set) var bytes: [UInt8] = []
    private(set) var line = 1
    private(set) var column = 1

    init(_ prefix: [UInt8], capacity: Int) {
      bytes.reserveCapacity(capacity)
      append(contentsOf: prefix)
    }

    mutating func append<Bytes: Collection<UInt8>>(contentsOf more: Bytes) {
      for byte in more {
        if byte == 10 {
          (line, column) = (line + 1, 1)
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      bytes.append(contentsOf: more)
    }
  }

  private static let backslash = UInt8(ascii: "\\")

  /// Where the first escaped pair at or after `start` begins, escaped backslashes skipped.
  private static func firstPair(in utf8: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < utf8.count {
      if utf8[index] == backslash {
        if pair(in: utf8, at: index) != nil { return index }
        index += 2
      } else {
        index += 1
      }
    }
    return nil
  }

  /// The code point of the pair `\uD8xx\uDCxx` starting at `index`, if one does.
  private static func pair(in utf8: [UInt8], at index: Int) -> UInt32? {
    guard index + 12 <= utf8.count, utf8[index] == backslash, utf8[index + 1] == UInt8(ascii: "u"),
      utf8[index + 6] == backslash, utf8[index + 7] == UInt8(ascii: "u"),
      let high = hex(utf8[(index + 2)..<(index + 6)]), (0xD800...0xDBFF).contains(high),
      let low = hex(utf8[(index + 8)..<(index + 12)]), (0xDC00...0xDFFF).contains(low)
    else { return nil }
    return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
  }

  private static func hex(_ digits: ArraySlice<UInt8>) -> UInt32? {
    var value: UInt32 = 0
    for digit in digits {
      switch digit {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(digit - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    return value
  }
}
