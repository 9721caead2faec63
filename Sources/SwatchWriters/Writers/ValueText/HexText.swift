/// Uppercase hex text of a color's bytes, written straight into the string's storage: several writers format
/// every color of every appearance this way, and building it through `Character` arrays cost more than the
/// gamut mapping that found the bytes.
enum HexText {
  /// `prefix`, two uppercase hex digits for each of the four bytes in order, then `suffix`.
  static func string(
    _ bytes: (UInt8, UInt8, UInt8, UInt8), prefix: StaticString, suffix: StaticString = ""
  ) -> String {
    let count = prefix.utf8CodeUnitCount + 8 + suffix.utf8CodeUnitCount
    let digits: StaticString = "0123456789ABCDEF"
    return String(unsafeUninitializedCapacity: count) { buffer in
      var position = copy(prefix, into: buffer, at: 0)
      withUnsafeBytes(of: bytes) { raw in
        for byte in raw {
          buffer[position] = digits.utf8Start[Int(byte >> 4)]
          buffer[position + 1] = digits.utf8Start[Int(byte & 0xF)]
          position += 2
        }
      }
      return copy(suffix, into: buffer, at: position)
    }
  }

  /// Copies `text` into `buffer` at `position`; returns the position after it.
  private static func copy(_ text: StaticString, into buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int)
    -> Int
  {
    let source = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for (offset, byte) in source.enumerated() { buffer[position + offset] = byte }
    return position + text.utf8CodeUnitCount
  }
}
