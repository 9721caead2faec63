extension BuildStamp {
  /// The stamp `bytes` hold, or nil if they are not a stamp of this format. Parsed byte by byte: at 100,000
  /// tokens a stamp has about 100,000 lines and the whole no-op check has a few hundred milliseconds.
  /// A stamp whose checksum does not match is none.
  init?(parsing sealed: [UInt8]) {
    guard let bytes = StateFolder.unsealed(sealed) else { return nil }
    var reader = ByteReader(bytes: bytes)
    guard reader.line() == Self.formatLine, let key = reader.field("key"),
      let outputCount = reader.field("outputs").flatMap({ Int($0) }),
      let length = reader.field("diagnostics").flatMap({ Int($0) }), let diagnostics = reader.take(length)
    else { return nil }
    self.init(key: key, outputCount: outputCount, diagnostics: diagnostics, entries: [])
    while !reader.isAtEnd {
      guard let entry = reader.entry() else { return nil }
      entries.append(entry)
    }
  }
}

/// Reads a stamp's bytes front to back.
private struct ByteReader {
  let bytes: [UInt8]
  var offset = 0

  var isAtEnd: Bool { offset >= bytes.count }

  /// The text up to the next line break, which is consumed.
  mutating func line() -> String? {
    guard let end = bytes[offset...].firstIndex(of: 10) else { return nil }
    defer { offset = end + 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  /// The value of a `NAME VALUE` line.
  mutating func field(_ name: String) -> String? {
    guard let line = line(), line.hasPrefix(name + " ") else { return nil }
    return String(line.dropFirst(name.utf8.count + 1))
  }

  /// The next `count` bytes as text.
  mutating func take(_ count: Int) -> String? {
    guard count >= 0, offset + count <= bytes.count else { return nil }
    defer { offset += count }
    return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
  }

  /// A decimal number followed by one space.
  mutating func number() -> UInt64? {
    var value: UInt64 = 0
    let start = offset
    while offset < bytes.count, bytes[offset] >= 48, bytes[offset] <= 57 {
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      value = times &+ UInt64(bytes[offset] - 48)
      offset += 1
    }
    guard offset > start, offset < bytes.count, bytes[offset] == 32 else { return nil }
    offset += 1
    return value
  }

  mutating func entry() -> BuildStamp.Entry? {
    guard offset + 2 <= bytes.count, let kind = BuildStamp.Entry.Kind(rawValue: bytes[offset]),
      bytes[offset + 1] == 32
    else { return nil }
    offset += 2
    guard let size = number(), let modified = number(), let inode = number(), let hash = number(),
      let key = number(), let path = line(), !path.isEmpty
    else { return nil }
    let status = FileStatus(size: Int64(size), modified: Int64(modified), inode: inode, isFolder: kind == .folder)
    return BuildStamp.Entry(kind: kind, status: status, hash: hash, key: key, path: path)
  }
}
