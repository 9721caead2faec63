import Foundation

/// Where each keyed item's text is in the files the last build rendered (`MustachePiece`), so the next build
/// copies unchanged items instead of rendering them (`MustacheRenderer+Pieces.swift`): the file
/// `pieces` beside the build stamp in the state folder (`StateFolder`), written with it. Like the stamp it is a cache: machine-specific,
/// never committed, safe to delete, ignored when its key is not the invocation's.
///
/// Binary: a format line and the invocation's key, then per file its path's length and bytes, the content
/// hash of the file the pieces index, their count and each piece's key, offset and length (8, 4 and 4 bytes,
/// little-endian), then the XXH64 hash of that file's record (8 bytes). Loading reads only each file's header,
/// and drops the whole store when the records do not tile the file exactly; a file's pieces are read from the open store when a
/// build asks for them, so that the store (38 MB at 100,000 tokens) is never held whole. It is written as it is
/// encoded, a megabyte at a time, to a temporary file renamed into place.
///
/// Reads: the store's file. Produces: each file's pieces with the hash of the text they index. Reports
/// nothing: a store that does not parse is no store, and a file record whose checksum does not match is no
/// record (`damagedPaths` names it for a note).
public struct PieceStore: Sendable {
  /// The store's file name, beside the stamp.
  public static let fileName = "pieces"
  static let formatLine = StateFolder.formatLine("pieces")

  private let contents: Contents
  /// Per path, the file's hash, where its record and its pieces start in the store, and how many there are.
  private let index: [String: (hash: UInt64, record: Int, start: Int, count: Int)]
  /// The paths whose record failed its checksum when it was read, sorted.
  public var damagedPaths: [String] { contents.damaged.sorted() }

  /// The store's path beside the stamp at `stampPath`.
  public static func path(besideStamp stampPath: String) -> String {
    FilePath.join(FilePath.directory(of: stampPath), fileName)
  }

  /// The store at `path` if it exists, parses and was written for the invocation `key`.
  public static func load(at path: String, key: String) -> PieceStore? {
    guard StateFolder.holdsRecords(path) else { return nil }
    return Contents(path: path).flatMap { PieceStore($0, key: key) }
  }

  init?(bytes: [UInt8], key: String) {
    self.init(Contents(bytes: bytes), key: key)
  }

  private init?(_ contents: Contents, key: String) {
    let header = Self.header(key: key)
    guard contents.read(at: 0, count: header.count) == header else { return nil }
    var index: [String: (UInt64, Int, Int, Int)] = [:]
    var offset = header.count
    while offset < contents.size {
      guard let word = contents.read(at: offset, count: 4) else { return nil }
      let length = Int(Self.word(word, at: 0, size: 4))
      guard let entry = contents.read(at: offset + 4, count: length + 12) else { return nil }
      let start = offset + 4 + length + 12
      let count = Int(Self.word(entry, at: length + 8, size: 4))
      let path = String(decoding: entry[..<length], as: UTF8.self)
      guard count * 16 + 8 <= contents.size - start, index[path] == nil else { return nil }
      index[path] = (Self.word(entry, at: length, size: 8), offset, start, count)
      offset = start + count * 16 + 8
    }
    self.contents = contents
    self.index = index
  }

  /// The pieces recorded for the file at `path` and the content hash of the text they index.
  /// Nil when the record's checksum does not match (the path is then noted in `damagedPaths`).
  func pieces(_ path: String) -> (hash: UInt64, pieces: [MustachePiece])? {
    guard let entry = index[path] else { return nil }
    let skip = entry.start - entry.record
    guard let record = contents.read(at: entry.record, count: skip + entry.count * 16 + 8),
      ContentHash.of(Array(record.dropLast(8))) == Self.word(record, at: record.count - 8, size: 8)
    else {
      contents.noteDamaged(path)
      return nil
    }
    let pieces = record.withUnsafeBytes { raw in
      (0..<entry.count).map { index in
        let at = skip + index * 16
        return MustachePiece(
          key: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
          offset: Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 8, as: UInt32.self))),
          length: Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))))
      }
    }
    return (entry.hash, pieces)
  }

  /// Whether every piece lies inside a file of `size` bytes and, taken by offset (the longer first where two
  /// start together), each either after the end of the one before or wholly inside an enclosing one (a keyed
  /// list inside a keyed item): what a render records. Pieces that are not are never copied from, whatever
  /// their checksum says.
  static func areNested(_ pieces: [MustachePiece], within size: Int) -> Bool {
    let precedes = { (a: MustachePiece, b: MustachePiece) in
      a.offset < b.offset || (a.offset == b.offset && a.length > b.length)
    }
    let inOrder = zip(pieces, pieces.dropFirst()).allSatisfy { !precedes($1, $0) }
    var enclosing: [Int] = []  // the ends of the pieces the next one may lie inside
    var last = 0
    for piece in inOrder ? pieces : pieces.sorted(by: precedes) {
      guard piece.offset >= last, piece.length <= size - piece.offset else { return false }
      while let end = enclosing.last, end <= piece.offset { enclosing.removeLast() }
      if let end = enclosing.last, piece.offset + piece.length > end { return false }
      enclosing.append(piece.offset + piece.length)
      last = piece.offset
    }
    return true
  }

  /// The store's bytes for `files`: each file's path, the content hash of its text and its pieces, sorted by
  /// path. A piece's offset and length fit in 4 bytes each (`MustachePiece`).
  static func encode(key: String, files: [String: (hash: UInt64, pieces: [MustachePiece])]) -> [UInt8] {
    var bytes: [UInt8] = []
    _ = encode(key: key, files: files, flushingPast: .max) { part in
      bytes += part
      return true
    }
    return bytes
  }

  /// `encode(key:files:)`'s bytes handed to `flush` in parts of about `size` bytes, so that no more than one
  /// part is held; false as soon as `flush` fails.
  private static func encode(
    key: String, files: [String: (hash: UInt64, pieces: [MustachePiece])], flushingPast size: Int,
    _ flush: ([UInt8]) -> Bool
  ) -> Bool {
    var bytes = header(key: key)
    for (path, file) in files.sorted(by: { $0.key < $1.key }) {
      // The record's checksum runs over the bytes appended since `recordStart`, also across flushes.
      var recordStart = bytes.count
      var hasher = ContentHasher()
      append(UInt64(path.utf8.count), 4, to: &bytes)
      bytes += path.utf8
      append(file.hash, 8, to: &bytes)
      append(UInt64(file.pieces.count), 4, to: &bytes)
      // A file's pieces in runs, flushed as they pass `size`: the Compose file's are 14 MB at 100,000 tokens.
      var start = 0
      while start < file.pieces.count {
        let end = min(file.pieces.count, start + max(1, size / 16))
        appendPieces(file.pieces[start..<end], to: &bytes)
        start = end
        guard bytes.count >= size else { continue }
        bytes.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[recordStart...])) }
        guard flush(bytes) else { return false }
        bytes.removeAll(keepingCapacity: true)
        recordStart = 0
      }
      bytes.withUnsafeBytes { hasher.update(UnsafeRawBufferPointer(rebasing: $0[recordStart...])) }
      append(hasher.value, 8, to: &bytes)
    }
    return flush(bytes)
  }

  /// Writes the store for `files` to `path` through a temporary file, or removes it when there is nothing
  /// to keep; like the stamp, a store that cannot be written is no error (the last one is then left).
  public static func write(key: String, files: [String: (hash: UInt64, pieces: [MustachePiece])], to path: String) {
    guard !files.isEmpty else { return remove(at: path) }
    guard StateFolder.createFolder(holding: path) else { return }
    let temporary = OutputDirectory.temporaryPath(for: path, index: 0)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    let written = encode(key: key, files: files, flushingPast: 1 << 20) { part in
      part.withUnsafeBytes { OutputDirectory.writeAll(descriptor, $0) }
    }
    guard close(descriptor) == 0, written, rename(temporary, path) == 0 else {
      unlink(temporary)
      return
    }
  }

  /// Removes the store at `path`.
  public static func remove(at path: String) {
    if StateFolder.holdsRecords(path) { unlink(path) }
  }

  /// The format line and the key line.
  private static func header(key: String) -> [UInt8] { Array("\(formatLine)\nkey \(key)\n".utf8) }

  /// The little-endian word of `size` bytes at `offset` of `bytes`.
  private static func word(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
    (0..<size).reduce(0) { word, shift in word | UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
  }

  /// Appends each piece's key, offset and length, stored in place: a file has thousands of pieces.
  private static func appendPieces(_ pieces: ArraySlice<MustachePiece>, to bytes: inout [UInt8]) {
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

/// A store's bytes: in memory, or in its file, kept open and read where asked (`pread`, so from any thread).
/// The open file is the one loaded even if a later build renames a new store over its path.
private final class Contents: @unchecked Sendable {
  private let bytes: [UInt8]?
  private let descriptor: Int32
  private let lock = NSLock()
  private var damagedPaths: Set<String> = []
  /// How many bytes the store has.
  let size: Int

  init(bytes: [UInt8]) {
    (self.bytes, descriptor, size) = (bytes, -1, bytes.count)
  }

  init?(path: String) {
    // Never blocks: a FIFO planted at the path would otherwise wait for a writer forever.
    descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      if descriptor >= 0 { close(descriptor) }
      return nil
    }
    (bytes, size) = (nil, Int(status.st_size))
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The paths whose record failed its checksum.
  var damaged: Set<String> { lock.withLock { damagedPaths } }

  func noteDamaged(_ path: String) {
    _ = lock.withLock { damagedPaths.insert(path) }
  }

  /// The `count` bytes at `offset`, or nil when they are not all there.
  func read(at offset: Int, count: Int) -> [UInt8]? {
    guard offset >= 0, count >= 0, count <= size - offset else { return nil }
    if let bytes { return Array(bytes[offset..<(offset + count)]) }
    var complete = true
    let read = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      while initialized < count {
        let at = off_t(offset + initialized)
        let result = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, at)
        if result < 0 && errno == EINTR { continue }
        guard result > 0 else { break }
        initialized += result
      }
      complete = initialized == count
    }
    return complete ? read : nil
  }
}
