/// Where a render's bytes go: a buffer of about `segmentSize` bytes that is sealed when full, and a fresh one
/// after it. Taking the output joins the sealed buffers into one array of exactly the output's size, freeing
/// each as it is copied.
///
/// One growing array would be copied each time it doubles, holding the old and the new buffer at once, and
/// would end up to twice the output's size: at 100,000 tokens a 55 MB Swift file peaked at over 110 MB. Sealed
/// buffers are never copied while rendering; a render's peak is its output and one buffer. Chunks rendered on
/// other cores (`MustacheRenderer+Chunks.swift`) hand their sealed buffers over as they are.
///
/// A render given a spool (`OutputSpool`) writes its sealed buffers there once the output is past
/// `spoolThreshold`, and drops them: then its peak is that size and one buffer, whatever the output's size.
extension MustacheRenderer {
  /// The output size past which a render given a spool writes to it: 8 MiB. A smaller file stays in memory,
  /// where the build compares it with the disk before writing anything.
  static let spoolThreshold = 8 << 20

  /// The size at which the buffer being written is sealed; appends past it are rare, since it is checked after
  /// every node and most nodes add a few bytes.
  static let segmentSize = 1 << 20
  /// The room a fresh buffer is given: a segment, and some for the node that fills it.
  private static let segmentCapacity = segmentSize + segmentSize / 8

  /// How many bytes the render has produced so far.
  var outputCount: Int { sealedCount + buffer.count }

  /// Every byte rendered so far, joined; a test's view of the output (a render hands it over with `takeOutput`).
  var output: [UInt8] {
    var copy = self
    return copy.takeOutput()
  }

  /// Seals the buffer being written when it has reached `segmentSize`, and starts a fresh one.
  mutating func sealIfFull() {
    guard buffer.count >= Self.segmentSize else { return }
    seal()
  }

  /// Moves the buffer being written to `sealed`, however full, and starts a fresh one.
  mutating func seal() {
    guard !buffer.isEmpty else { return }
    sealedCount += buffer.count
    sealed.append(buffer)
    buffer = []
    buffer.reserveCapacity(Self.segmentCapacity)
    spoolSealed()
  }

  /// Writes the sealed buffers to the spool and drops them, opening it when the output has just passed
  /// `spoolThreshold`. A chunk never spools: its buffers join the output of the renderer that started it,
  /// which does.
  private mutating func spoolSealed() {
    guard !isChunk else { return }
    if spool == nil {
      guard let openSpool, sealedCount > spoolThreshold else { return }
      self.openSpool = nil
      guard let opened = openSpool() else { return }
      spool = opened
    }
    for part in sealed { part.withUnsafeBytes { spool!.write($0) } }
    sealed = []
  }

  /// Writes what is left of the output to the spool, if the render has one, and hands the spool over; nil
  /// when every byte is in memory, for `takeOutput()`.
  mutating func takeSpool() -> (any OutputSpool)? {
    guard let spool else { return nil }
    seal()
    self.spool = nil
    return spool
  }

  /// Appends `other`'s output after this one's, moving its buffers without copying them.
  mutating func append(outputOf other: inout MustacheRenderer) {
    seal()
    sealed += other.sealed
    sealedCount += other.sealedCount
    if !other.buffer.isEmpty {
      sealed.append(other.buffer)
      sealedCount += other.buffer.count
    }
    (other.sealed, other.sealedCount, other.buffer) = ([], 0, [])
    spoolSealed()
  }

  /// Forgets every byte rendered so far.
  mutating func discardOutput() {
    buffer.removeAll(keepingCapacity: true)
    sealed = []
    sealedCount = 0
  }

  /// The whole output as one array of exactly its size, leaving the renderer empty. Each sealed buffer is freed
  /// as soon as it is copied, so the joined output and the buffers are never all held at once.
  mutating func takeOutput() -> [UInt8] {
    precondition(spool == nil, "a spooled render's output is taken with takeSpool()")
    guard !sealed.isEmpty else {
      defer { buffer = [] }
      return buffer
    }
    let count = outputCount
    var parts = sealed + (buffer.isEmpty ? [] : [buffer])
    discardOutput()
    buffer = []
    parts.reverse()
    return [UInt8](unsafeUninitializedCapacity: count) { joined, initialized in
      while let part = parts.popLast() {
        part.withUnsafeBufferPointer { source in
          (joined.baseAddress! + initialized).initialize(from: source.baseAddress!, count: source.count)
        }
        initialized += part.count
      }
    }
  }
}
