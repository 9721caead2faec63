#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension String {
  /// Whether `needle`'s bytes occur in this text's UTF-8 bytes: the same answer as `contains(_:)` for the exact
  /// texts format detection looks for (`"$themes"`, `"valuesByMode"`), found by `memchr` and `memcmp` over the
  /// bytes. A whole token file is searched so, several times, before it is read; Foundation's `contains` compares
  /// it as UTF-16, which costs as much as the rest of a build of one 2 MB JSON file.
  package func containsBytes(_ needle: String) -> Bool {
    var found = false
    forEachByteOffset(of: needle) { _ in
      found = true
      return false
    }
    return found
  }

  /// Calls `body` with the UTF-8 offset of each occurrence of `needle`'s bytes in this text, in order, until it
  /// returns false: each found by `memchr` and `memcmp`, so scanning a text for a word is linear in its length.
  /// An empty `needle` occurs at offset 0.
  package func forEachByteOffset(of needle: String, _ body: (Int) -> Bool) {
    var haystack = self
    var needle = needle
    haystack.withUTF8 { text in
      needle.withUTF8 { part in
        guard let first = part.first, let partBase = part.baseAddress else {
          _ = body(0)
          return
        }
        guard let textBase = text.baseAddress, text.count >= part.count else { return }
        var offset = 0
        let last = text.count - part.count
        while offset <= last {
          guard let found = memchr(textBase + offset, Int32(first), last - offset + 1) else { return }
          let at = textBase.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if memcmp(textBase + at, partBase, part.count) == 0, !body(at) { return }
          offset = at + 1
        }
      }
    }
  }
}
