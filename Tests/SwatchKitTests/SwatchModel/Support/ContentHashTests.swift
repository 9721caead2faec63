import Testing

@testable import SwatchModel

/// The content hash is XXH64 with seed 0 for every length, alignment and split, so a manifest's hashes can be
/// checked with `xxhsum -H1`; the FNV-1a of older manifests is kept exactly.
@Suite struct ContentHashTests {
  /// Bytes `(7 i + 3) mod 256` for `i` from 0 to `length - 1`: easy to make with any tool.
  static func pattern(_ length: Int) -> [UInt8] {
    (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
  }

  @Test func publishedVectors() {
    // XXH64 of "", "a" and "abc", seed 0, as the reference implementation's test suite lists them.
    #expect(ContentHash.of("") == 0xef46_db37_51d8_e999)
    #expect(ContentHash.of("a") == 0xd24e_c4f1_a98c_6e5b)
    #expect(ContentHash.of("abc") == 0x44bc_2cf5_ad77_0999)
  }

  /// Expected values printed by `xxhsum -H1` (xxHash 0.8) for `pattern(length)`: every tail path (bytes,
  /// a 4-byte word, 8-byte words) with and without whole 32-byte stripes.
  @Test(
    arguments: [
      (1, 0x1f25_c8d0_bc1f_4bb6), (3, 0x31d2_363f_52e5_64c9), (4, 0x9bb6_4b7d_66ee_9fda),
      (7, 0x9a7b_1499_59ce_60d8), (8, 0xdab9_9d95_c6f9_0092), (9, 0x170b_b6bf_975b_4c02),
      (12, 0xd52e_4078_33af_5133), (31, 0xa2aa_5f33_cc4a_6119), (32, 0x23c3_c17e_f790_fd97),
      (33, 0x50a7_cfc7_ba58_8784), (35, 0xa5b3_4560_11d2_913b), (63, 0x5e3e_54b4_31c7_493c),
      (64, 0x0eb6_4b3e_f6ee_b01f), (65, 0xa383_b724_b2bd_12f1), (100, 0xa61f_8d4c_170f_e531),
      (1000, 0x5f23_5fa0_33f1_a3fb), (4096, 0x7963_98cd_4327_97cc),
    ] as [(Int, UInt64)])
  func matchesXXHSum(length: Int, expected: UInt64) {
    let bytes = Self.pattern(length)
    #expect(ContentHash.of(bytes) == expected)
    // Unaligned: the same bytes starting one past an aligned buffer's start.
    ([0] + bytes).withUnsafeBytes { raw in
      #expect(ContentHash.of(UnsafeRawBufferPointer(rebasing: raw[1...])) == expected)
    }
  }

  @Test func hashingInPartsIsHashingTheWhole() {
    let bytes = Self.pattern(100)
    let whole = ContentHash.of(bytes)
    for first in stride(from: 0, through: bytes.count, by: 3) {
      for second in stride(from: first, through: bytes.count, by: 5) {
        var hasher = ContentHasher()
        bytes.withUnsafeBytes { raw in
          hasher.update(UnsafeRawBufferPointer(rebasing: raw[..<first]))
          hasher.update(UnsafeRawBufferPointer(rebasing: raw[first..<second]))
          hasher.update(UnsafeRawBufferPointer(rebasing: raw[second...]))
        }
        #expect(hasher.value == whole, "split at \(first) and \(second)")
      }
    }
    #expect(ContentHasher().value == ContentHash.of(""))
  }

  @Test func fnv1aOfOlderManifestsKeepsItsPublishedVectors() {
    // The FNV reference's test vectors for FNV-1a 64.
    let fnv1a = { (text: String) in Array(text.utf8).withUnsafeBytes { ContentHash.fnv1a($0) } }
    #expect(fnv1a("") == 0xcbf2_9ce4_8422_2325)
    #expect(fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(fnv1a("foobar") == 0x8594_4171_f739_67e8)
  }
}
