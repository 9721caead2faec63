/// The 64-bit content hash of a file's bytes: XXH64 with seed 0, what an output manifest records for each
/// file, what the stamp and the no-op check compare, and what `xxhsum -H1` prints for the same file. It
/// detects changes; it is not meant to resist someone forging a collision.
///
/// XXH64 reads 32 bytes per step in four independent lanes; the FNV-1a it replaces read one byte per
/// multiply, each waiting for the last, and hashing the outputs and the previous outputs of a one-token
/// rebuild (40 MB at 10,000 tokens) cost a tenth of its time. `fnv1a` stays for manifests written before.
package enum ContentHash {
  /// The hash of `bytes`.
  package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    ContentHasher.hash(bytes)
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

  /// The 64-bit FNV-1a hash of `bytes`: the content hash of manifests written before XXH64, read only to
  /// check that a file such a manifest lists is unchanged before deleting it; and what tells apart the names
  /// of images copied beside a style sheet (`CSSImage`), which stay as they were.
  package static func fnv1a(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return hash
  }

  /// `hash` as 16 lowercase hexadecimal digits.
  package static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
