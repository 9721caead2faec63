import Testing

@testable import SwatchModel

/// `StableHash` reads bytes as little-endian words, the last zero-padded: the keys builds leave in `.swatch/`
/// depend on it. A byte-by-byte reading written apart here is the reference, for every length up to 40 and for
/// native, small and substring-made strings.
@Suite struct StableHashTests {
  /// The reference: every whole word, then the rest zero-padded (a zero word when there is none), then the
  /// count; each word assembled byte by byte, low byte first.
  private static func reference(_ bytes: [UInt8]) -> UInt64 {
    func word(_ part: ArraySlice<UInt8>) -> UInt64 {
      part.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }
    var hash = StableHash("test 1")
    let whole = bytes.count / 8
    for index in 0..<whole { hash.combine(word(bytes[(index * 8)..<(index * 8 + 8)])) }
    hash.combine(word(bytes[(whole * 8)...]))
    hash.combine(UInt64(bytes.count))
    return hash.value
  }

  @Test func readsEveryLengthAsTheByteByByteReference() {
    var generator = SystemRandomNumberGenerator()
    for length in 0...40 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      var hash = StableHash("test 1")
      bytes.withUnsafeBytes { hash.combine(bytes: $0) }
      #expect(hash.value == Self.reference(bytes), "length \(length)")
    }
  }

  @Test func hashesAStringByItsUTF8Bytes() {
    let texts = ["", "a", "--color-bg", "semantic.𝒶ccent.ü", String(repeating: "palette-", count: 9)]
    for text in texts + texts.map({ String($0.dropFirst()) }) {
      var hash = StableHash("test 1")
      hash.combine(text)
      #expect(hash.value == Self.reference(Array(text.utf8)), "\(text)")
    }
  }
}
