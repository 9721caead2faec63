import Dispatch
import Foundation

/// Long lists rendered on every core: the items of a section split into one chunk per core, each rendered by
/// its own copy of the renderer into its own buffers, which join the output in item order without being
/// copied. The bytes are those of rendering the items one after the other, however the chunks are scheduled.
extension MustacheRenderer {
  /// Lists at least this long render in chunks; shorter ones cost less than starting the threads.
  static let chunkThreshold = 2_048
  /// At most this many chunks, so a render that fails its size limit holds at most this many partial buffers.
  static let maximumChunks = 4
  private static let chunkCount = min(ProcessInfo.processInfo.activeProcessorCount, maximumChunks)

  /// Whether a section over `count` items renders in chunks: a long list, more than one core, outside
  /// indented partials (whose indentation depends on where the previous item's text ended) and not already
  /// inside a chunk.
  func rendersInChunks(_ count: Int) -> Bool {
    count >= Self.chunkThreshold && Self.chunkCount > 1 && indentation.isEmpty && !isChunk
  }

  /// Renders `children` once per item of `items`, in chunks on every core.
  ///
  /// A chunk may grow only to what is left of the size limit. When any chunk fails, the chunks are dropped and
  /// the items render one after the other, so a failing render reports what a sequential one reports.
  mutating func eachInChunks(
    _ items: some MustacheList, _ children: [MustacheNode], _ keyed: KeyedSection? = nil
  ) throws(MustacheRenderError) {
    let count = Self.chunkCount
    let size = (items.count + count - 1) / count
    var template = self
    template.discardOutput()
    template.buffer = []
    template.pieces = []
    template.copiedCount = 0
    template.isChunk = true
    template.sizeLimit = sizeLimit - outputCount
    let worker = template
    let slots = ResultSlots<MustacheRenderer?>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { chunk in
      var renderer = worker
      do {
        for index in (chunk * size)..<min(items.count, (chunk + 1) * size) {
          try renderer.renderItem(items, index, children, keyed)
        }
        slots[chunk] = .some(renderer)
      } catch {
        slots[chunk] = .some(nil)
      }
    }
    var chunks = slots.values
    guard chunks.allSatisfy({ $0 != nil }) else {
      return try renderOneByOne(items, children, keyed)
    }
    for index in chunks.indices {
      let base = outputCount
      if !chunks[index]!.recordsPieces { stopRecordingPieces() }
      if recordsPieces { pieces += chunks[index]!.pieces.lazy.map { $0.moved(by: base) } }
      copiedCount += chunks[index]!.copiedCount
      append(outputOf: &chunks[index]!)
      atLineStart = chunks[index]!.atLineStart
      limitPieces()
    }
    guard outputCount <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
  }

  private mutating func renderOneByOne(
    _ items: some MustacheList, _ children: [MustacheNode], _ keyed: KeyedSection?
  ) throws(MustacheRenderError) {
    for index in 0..<items.count { try renderItem(items, index, children, keyed) }
  }
}
