/// The last build's text of a large file read forward through a window, for a render that copies its items
/// (`MustachePieces(opening:byteCount:hash:pieces:)`): the file is never held whole, only the part from the item
/// being copied to the end of the last block read.
///
/// The copies are trusted only once the whole file is known to be the one the pieces index: every byte read
/// is hashed once, in order, and `finish()` reads what is left and checks the size and the content hash. A
/// render whose reader does not finish so is thrown away and rendered again without copies
/// (`TemplateLibrary.renderUTF8`). Since the text is read once and forward, an item before the window (one
/// asked for out of order) is not copied but rendered.
///
/// One render's thread reads it: a render's chunks on other cores copy nothing from it.
///
/// Reads: the file, once, through the `ByteSource` the build opened for it. Produces: slices of it. Reports:
/// nothing; a file that could not be opened or read makes every later request nil and `finish()` false.
final class PreviousFileReader: @unchecked Sendable {
  /// How much is read at a time, unless the pieces name another size (`MustachePieces.readSize`).
  static let blockSize = 1 << 20

  /// How much this reader reads at a time.
  let blockSize: Int
  private let byteCount: Int
  private let hash: UInt64
  private var source: (any ByteSource)?
  private var hasher = ContentHasher()
  /// The bytes from `windowStart` to the end of what was read so far.
  private var window: [UInt8] = []
  private var windowStart = 0
  private var failed = false

  /// A reader of the file `source` reads (nil when it could not be opened), expected to be `byteCount` bytes
  /// long with content hash `hash`, reading `blockSize` bytes at a time.
  init(source: (any ByteSource)?, byteCount: Int, hash: UInt64, blockSize: Int = PreviousFileReader.blockSize) {
    precondition(blockSize > 0, "a reader reads at least a byte at a time")
    (self.byteCount, self.hash, self.blockSize) = (byteCount, hash, blockSize)
    self.source = source
    failed = source == nil
  }

  /// How far into the file has been read.
  private var readEnd: Int { windowStart + window.count }

  /// The bytes in `range` of the file, or nil when they are before the window, past the expected size, or
  /// the file could not be read.
  func text(_ range: Range<Int>) -> ArraySlice<UInt8>? {
    guard !failed, range.lowerBound >= windowStart, range.upperBound <= byteCount else { return nil }
    while readEnd < range.upperBound {
      drop(before: range.lowerBound)
      guard readBlock(into: &window) > 0 else {
        failed = true
        return nil
      }
    }
    return window[(range.lowerBound - windowStart)..<(range.upperBound - windowStart)]
  }

  /// Drops the window's bytes before `offset`, as many as it holds.
  private func drop(before offset: Int) {
    let count = min(offset - windowStart, window.count)
    guard count > 0 else { return }
    window.removeFirst(count)
    windowStart += count
  }

  /// Reads the rest of the file and tells whether it was exactly the file expected: `byteCount` bytes whose
  /// content hash is `hash`. Closes it.
  func finish() -> Bool {
    defer { closeFile() }
    guard !failed else { return false }
    var total = readEnd
    window = []
    var block: [UInt8] = []
    while true {
      block.removeAll(keepingCapacity: true)
      let count = readBlock(into: &block)
      guard count >= 0 else { return false }
      guard count > 0 else { break }
      total += count
      guard total <= byteCount else { return false }
    }
    return total == byteCount && hasher.value == hash
  }

  /// Appends up to `blockSize` bytes read next to `bytes` and hashes them; how many, 0 at the end, -1 on an
  /// error.
  private func readBlock(into bytes: inout [UInt8]) -> Int {
    let start = bytes.count
    bytes.reserveCapacity(start + blockSize)
    var count = -1
    bytes.append(contentsOf: repeatElement(0, count: blockSize))
    bytes.withUnsafeMutableBytes { raw in
      count = source?.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[start..<(start + blockSize)])) ?? -1
      if count > 0 { hasher.update(UnsafeRawBufferPointer(rebasing: raw[start..<(start + count)])) }
    }
    bytes.removeLast(blockSize - max(count, 0))
    if count < 0 { failed = true }
    return count
  }

  /// Lets go of the source, which closes its file.
  private func closeFile() { source = nil }
}
