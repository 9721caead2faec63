import Testing

@testable import SwatchModel

/// The content hash is 64-bit FNV-1a for every length and alignment: manifests and stamps written by earlier
/// versions record it, so a change would make every output look edited.
@Suite struct ContentHashTests {
  /// FNV-1a's one byte at a time, as its definition gives it.
  static func byteByByte(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }

  @Test func publishedVectors() {
    // The FNV reference's test vectors for FNV-1a 64.
    #expect(ContentHash.of("") == 0xcbf2_9ce4_8422_2325)
    #expect(ContentHash.of("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(ContentHash.of("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test func hashingInPartsIsHashingTheWhole() {
    let text = Array("foobar, then a few more bytes".utf8)
    for split in 0...text.count {
      let first = text[..<split].withUnsafeBytes { ContentHash.of($0) }
      let whole = text[split...].withUnsafeBytes { ContentHash.of($0, continuing: first) }
      #expect(whole == ContentHash.of(text))
    }
    #expect(ContentHash.empty == ContentHash.of(""))
  }

  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000])
  func everyLengthHashesAsByteByByte(length: Int) {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(length + 1)
    let bytes = (0..<length).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    #expect(ContentHash.of(bytes) == Self.byteByByte(bytes))
    // Unaligned: the same bytes starting one past an aligned buffer's start.
    let shifted = [0] + bytes
    shifted.withUnsafeBytes { raw in
      #expect(ContentHash.of(UnsafeRawBufferPointer(rebasing: raw[1...])) == Self.byteByByte(bytes))
    }
  }
}
