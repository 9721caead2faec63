import Dispatch
import Foundation

/// Long lists rendered on every core: the items of a section split into chunks, a wave of one chunk per core
/// at a time, each chunk rendered by its own copy of the renderer into its own buffers, which join the output in
/// item order without being copied before the next wave starts. The bytes are those of rendering the items one
/// after the other, however the chunks are scheduled.
///
/// Waves bound what a long list holds besides the output: one wave's text (a few megabytes), so a render that
/// spools (`OutputSpool`) writes a 55 MB file as it goes instead of holding it whole in its chunks.
extension MustacheRenderer {
  /// Lists at least this long render in chunks; shorter ones cost less than starting the threads.
  static let chunkThreshold = 2_048
  /// At most this many chunks a wave, so a render that fails its size limit holds at most this many partial
  /// buffers.
  static let maximumChunks = 4
  /// How many items a chunk of a full wave renders: enough that a wave's start and end cost nothing beside it.
  static let chunkSize = 4_096
  private static let chunkCount = min(ProcessInfo.processInfo.activeProcessorCount, maximumChunks)

  /// Whether a section over `count` items renders in chunks: a long list, more than one core, outside
  /// indented partials (whose indentation depends on where the previous item's text ended) and not already
  /// inside a chunk.
  func rendersInChunks(_ count: Int) -> Bool {
    count >= Self.chunkThreshold && Self.chunkCount > 1 && indentation.isEmpty && !isChunk
  }

  /// Renders `children` once per item of `items`, in waves of chunks on every core.
  mutating func eachInChunks(
    _ items: some MustacheList, _ children: [MustacheNode], _ keyed: KeyedSection? = nil
  ) throws(MustacheRenderError) {
    let wave = Self.chunkSize * Self.chunkCount
    for start in stride(from: 0, to: items.count, by: wave) {
      try renderWave(items, start..<min(items.count, start + wave), children, keyed)
    }
  }

  /// Renders the items in `range`, split evenly into one chunk per core, and joins their output in order.
  ///
  /// A chunk may grow only to what is left of the size limit. When any chunk fails, the wave's chunks are
  /// dropped and its items render one after the other, so a failing render reports what a sequential one
  /// reports (every earlier item rendered and joined as a sequential render would have them).
  private mutating func renderWave(
    _ items: some MustacheList, _ range: Range<Int>, _ children: [MustacheNode], _ keyed: KeyedSection?
  ) throws(MustacheRenderError) {
    let count = Self.chunkCount
    let size = (range.count + count - 1) / count
    var template = self
    (template.buffer, template.sealed, template.sealedCount) = ([], [], 0)
    (template.spool, template.openSpool) = (nil, nil)
    template.pieces = []
    template.copiedCount = 0
    template.isChunk = true
    // A chunk copies only from a text in memory: a file is read forward, by one render.
    if previousReader != nil { template.previousPieces = nil }
    template.previousReader = nil
    template.sizeLimit = sizeLimit - outputCount
    // The chunks share what is left of the step budget; a chunk past its share fails the wave, which then
    // renders one item after the other against the whole budget, as a sequential render would.
    template.stepLimit = steps + (stepLimit - steps) / count
    let worker = template
    let slots = ResultSlots<MustacheRenderer?>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { chunk in
      var renderer = worker
      do {
        let first = min(range.upperBound, range.lowerBound + chunk * size)
        for index in first..<min(range.upperBound, first + size) {
          try renderer.renderItem(items, index, children, keyed)
        }
        slots[chunk] = .some(renderer)
      } catch {
        slots[chunk] = .some(nil)
      }
    }
    var chunks = slots.values
    guard chunks.allSatisfy({ $0 != nil }) else {
      return try renderOneByOne(items, range, children, keyed)
    }
    for index in chunks.indices {
      let base = outputCount
      if !chunks[index]!.recordsPieces { stopRecordingPieces() }
      if recordsPieces { pieces += chunks[index]!.pieces.lazy.map { $0.moved(by: base) } }
      copiedCount += chunks[index]!.copiedCount
      steps += chunks[index]!.steps - worker.steps
      pieceCursor = chunks[index]!.pieceCursor
      append(outputOf: &chunks[index]!)
      atLineStart = chunks[index]!.atLineStart
      limitPieces()
    }
    guard outputCount <= sizeLimit else { throw .tooLarge(limit: sizeLimit) }
    guard steps <= stepLimit else { throw .tooManySteps(limit: stepLimit) }
  }

  private mutating func renderOneByOne(
    _ items: some MustacheList, _ range: Range<Int>, _ children: [MustacheNode], _ keyed: KeyedSection?
  ) throws(MustacheRenderError) {
    for index in range { try renderItem(items, index, children, keyed) }
  }
}
