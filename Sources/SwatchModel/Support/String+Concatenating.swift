extension String {
  /// `parts` one after the other, made in one allocation of the exact size.
  ///
  /// Interpolation grows its storage as each part arrives: for the doc lines a writer makes per token and
  /// appearance (Swift's accessor and value lines), that growing costs more than the text itself.
  package init(concatenating parts: String...) {
    var count = 0
    for part in parts { count += part.utf8.count }
    self.init(unsafeUninitializedCapacity: count) { buffer in
      var offset = 0
      for var part in parts {
        part.withUTF8 { bytes in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + bytes.count)]).initialize(from: bytes)
          offset += bytes.count
        }
      }
      return offset
    }
  }
}
