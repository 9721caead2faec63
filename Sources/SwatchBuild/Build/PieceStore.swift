import Foundation

/// Where each keyed item's text is in the files the last build rendered (`MustachePiece`), so the next build
/// copies unchanged items instead of rendering them (`MustacheRenderer+Pieces.swift`): the file
/// `.swatch-pieces` beside the build stamp, written with it. Like the stamp it is a cache: machine-specific,
/// never committed, safe to delete, ignored when its key is not the invocation's.
///
/// Binary: a format line and the invocation's key, then per file its path's length and bytes, the content
/// hash of the file the pieces index, their count and each piece's key, offset and length (8, 4 and 4 bytes,
/// little-endian). Files' pieces are decoded only when a build asks for them.
///
/// Reads: the store's file. Produces: each file's pieces with the hash of the text they index. Reports
/// nothing: a store that does not parse is no store.
public struct PieceStore: Sendable {
  /// The store's file name, beside the stamp.
  public static let fileName = ".swatch-pieces"
  static let formatLine = "swatch-pieces 1"

  private let bytes: [UInt8]
  /// Per path, the file's hash and where its pieces start in `bytes`, and how many there are.
  private let index: [String: (hash: UInt64, start: Int, count: Int)]

  /// The store's path beside the stamp at `stampPath`.
  public static func path(besideStamp stampPath: String) -> String {
    FilePath.join(FilePath.directory(of: stampPath), fileName)
  }

  /// The store at `path` if it exists, parses and was written for the invocation `key`.
  public static func load(at path: String, key: String) -> PieceStore? {
    guard let (bytes, _) = BuildStamp.read(path) else { return nil }
    return PieceStore(bytes: bytes, key: key)
  }

  init?(bytes: [UInt8], key: String) {
    var reader = PieceReader(bytes: bytes)
    guard reader.line() == Self.formatLine, reader.line() == "key \(key)" else { return nil }
    var index: [String: (UInt64, Int, Int)] = [:]
    while !reader.isAtEnd {
      guard let length = reader.word(4), let path = reader.text(Int(length)), let hash = reader.word(8),
        let count = reader.word(4), reader.skip(Int(count) * 16)
      else { return nil }
      index[path] = (hash, reader.offset - Int(count) * 16, Int(count))
    }
    self.bytes = bytes
    self.index = index
  }

  /// The pieces recorded for the file at `path` and the content hash of the text they index.
  func pieces(_ path: String) -> (hash: UInt64, pieces: [MustachePiece])? {
    guard let entry = index[path] else { return nil }
    // The index checked that the pieces fit in the bytes.
    let pieces = bytes.withUnsafeBytes { raw in
      (0..<entry.count).map { index in
        let at = entry.start + index * 16
        return MustachePiece(
          key: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
          offset: Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 8, as: UInt32.self))),
          length: Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))))
      }
    }
    return (entry.hash, pieces)
  }

  /// The store's bytes for `files`: each file's path, the content hash of its text and its pieces, sorted by
  /// path. Pieces beyond 4 GiB cannot be recorded; a file with one is left out.
  static func encode(key: String, files: [String: (hash: UInt64, pieces: [MustachePiece])]) -> [UInt8] {
    var bytes = Array("\(formatLine)\nkey \(key)\n".utf8)
    for (path, file) in files.sorted(by: { $0.key < $1.key }) {
      guard
        file.pieces.allSatisfy({
          (0...Int(UInt32.max)).contains($0.offset) && (0...Int(UInt32.max)).contains($0.length)
        })
      else { continue }
      append(UInt64(path.utf8.count), 4, to: &bytes)
      bytes += path.utf8
      append(file.hash, 8, to: &bytes)
      append(UInt64(file.pieces.count), 4, to: &bytes)
      appendPieces(file.pieces, to: &bytes)
    }
    return bytes
  }

  /// Writes the store for `files` to `path` through a temporary file, or removes it when there is nothing
  /// to keep; like the stamp, a store that cannot be written is no error.
  public static func write(key: String, files: [String: (hash: UInt64, pieces: [MustachePiece])], to path: String) {
    guard !files.isEmpty else { return remove(at: path) }
    _ = OutputDirectory().write([OutputFile(path: path, utf8: encode(key: key, files: files))])
  }

  /// Removes the store at `path`.
  public static func remove(at path: String) {
    unlink(path)
  }

  /// Appends each piece's key, offset and length, stored in place: a file has thousands of pieces.
  private static func appendPieces(_ pieces: [MustachePiece], to bytes: inout [UInt8]) {
    var at = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: pieces.count * 16))
    bytes.withUnsafeMutableBytes { raw in
      for piece in pieces {
        raw.storeBytes(of: piece.key.littleEndian, toByteOffset: at, as: UInt64.self)
        raw.storeBytes(of: UInt32(piece.offset).littleEndian, toByteOffset: at + 8, as: UInt32.self)
        raw.storeBytes(of: UInt32(piece.length).littleEndian, toByteOffset: at + 12, as: UInt32.self)
        at += 16
      }
    }
  }

  private static func append(_ word: UInt64, _ size: Int, to bytes: inout [UInt8]) {
    for shift in 0..<size { bytes.append(UInt8(truncatingIfNeeded: word >> (8 * UInt64(shift)))) }
  }
}

/// Reads a piece store's lines and little-endian words, failing past its end.
private struct PieceReader {
  let bytes: [UInt8]
  var offset = 0

  var isAtEnd: Bool { offset >= bytes.count }

  mutating func line() -> String? {
    guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    defer { offset = end + 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }

  mutating func word(_ size: Int) -> UInt64? {
    guard size <= bytes.count - offset else { return nil }
    var word: UInt64 = 0
    for shift in 0..<size { word |= UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
    offset += size
    return word
  }

  mutating func text(_ count: Int) -> String? {
    guard count <= bytes.count - offset else { return nil }
    defer { offset += count }
    return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
  }

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, count <= bytes.count - offset else { return false }
    offset += count
    return true
  }
}
