/// The 64-bit FNV-1a hash of a file's bytes: what an output manifest records for each file and what the
/// no-op check compares. It detects changes; it is not meant to resist someone forging a collision.
package enum ContentHash {
  /// The hash of no bytes, where every hash starts.
  package static let empty: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of `bytes`; with `hash`, the hash of some earlier bytes, the hash of those bytes followed by
  /// `bytes`, so a file written in parts is hashed as it goes.
  package static func of(_ bytes: UnsafeRawBufferPointer, continuing hash: UInt64 = empty) -> UInt64 {
    var hash = hash
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The hash of `text`'s UTF-8 bytes.
  package static func of(_ text: String) -> UInt64 {
    var text = text
    return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
  }

  /// The hash of `bytes`.
  package static func of(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes { of($0) }
  }

  /// `hash` as 16 lowercase hexadecimal digits.
  package static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
