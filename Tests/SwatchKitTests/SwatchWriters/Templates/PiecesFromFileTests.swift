import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchModel
@testable import SwatchWriters

/// The last build's text read from its file as the render copies (`PreviousFileReader`): copies are a full
/// render's text wherever the items come from in the file, and a file that is not the one its pieces index
/// throws every copy away.
@Suite struct PiecesFromFileTests {
  typealias Root = PieceCacheTests.Root

  /// How much the readers of these tests read at a time: a few KiB rather than `PreviousFileReader.blockSize`,
  /// so that files of a few hundred KiB span many blocks.
  static let blockSize = 4 << 10

  /// Each line padded (over 60 bytes), so that a few hundred items span the readers' blocks.
  static let body =
    "{{#items}}{{name}}={{value}} \(String(repeating: ".", count: 60)){{#tags}}[{{.}}]{{/tags}}\n{{/items}}"

  /// A file holding `bytes`, removed by `remove`.
  struct File {
    let path = NSTemporaryDirectory() + "swatch-pieces-" + UUID().uuidString
    init(_ bytes: [UInt8]) throws { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  /// `first`'s pieces over the file `file`, whose expected text is `first.bytes`.
  static func pieces(_ first: (bytes: [UInt8], pieces: [MustachePiece], copied: Int), in file: File) -> MustachePieces {
    MustachePieces(
      opening: { FileByteSource(path: file.path) }, byteCount: first.bytes.count, hash: ContentHash.of(first.bytes),
      pieces: first.pieces, readSize: blockSize)
  }

  /// Renders `after` copying from `before`'s render read from a file; checks the text and pieces are a full
  /// render's and that the file proved to be the one expected; how many items were copied.
  @discardableResult
  static func rerenderFromFile(_ text: String, _ before: Root, _ after: Root) throws -> Int {
    let first = try PieceCacheTests.render(text, before)
    let file = try File(first.bytes)
    defer { file.remove() }
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.previousPieces = pieces(first, in: file)
    renderer.recordsPieces = true
    renderer.verifiesPieces = true
    try renderer.render(try MustacheTemplate(text), context: .object(after))
    let unproven = renderer.copiedUnproven()
    #expect(!unproven)
    let full = try PieceCacheTests.render(text, after)
    #expect(renderer.output == full.bytes)
    #expect(renderer.pieces == full.pieces)
    return renderer.copiedCount
  }

  @Test(arguments: [40, MustacheRenderer.chunkThreshold * 2 + 7])
  func unchangedItemsAreCopiedFromTheFile(count: Int) throws {
    let items = (0..<count).map { PieceCacheTests.item($0) }
    var edited = items
    edited[count / 2] = PieceCacheTests.item(count / 2, value: 7)
    let copied = try Self.rerenderFromFile(Self.body, Root(title: "t", items: items), Root(title: "t", items: edited))
    #expect(copied == count - 1)
  }

  @Test func itemsAskedForOutOfOrderAreRenderedNotCopied() throws {
    let items = (0..<3_000).map { PieceCacheTests.item($0) }
    let copied = try Self.rerenderFromFile(
      Self.body, Root(title: "t", items: items), Root(title: "t", items: items.reversed()))
    // Read forward, the file yields the first item asked for (the last one written) and those before it in the
    // last block read (each line is over 60 bytes long); the rest lie behind the window.
    #expect(copied >= 1 && copied <= Self.blockSize / 60)
    // A list none of whose items is found renders in chunks, and still a full render's text.
    #expect(
      try Self.rerenderFromFile(
        "{{#items}}{{title}}{{name}}\n{{/items}}", Root(title: "a", items: items), Root(title: "b", items: items)) == 0)
  }

  @Test func nestedListsCopyFromTheFile() throws {
    let text = "{{#sections}}{{title}}:\n{{#items}}  {{name}}={{value}}\n{{/items}}{{/sections}}"
    let items = (0..<5_000).map { PieceCacheTests.item($0) }
    var edited = items
    edited[1_234] = PieceCacheTests.item(1_234, value: 3)
    // 999 groups copied whole; in the one rendered, four of its five items copied.
    #expect(try Self.rerenderFromFile(text, Root(title: "t", items: items), Root(title: "t", items: edited)) == 999 + 4)
  }

  @Test func randomEditsCopyFromTheFileWhatAFullRenderRenders() throws {
    var random = SplitMix(seed: 15)
    var items = (0..<600).map { PieceCacheTests.item($0) }
    for round in 0..<12 {
      var next = items
      for _ in 0..<3 {
        switch random.next() % 4 {
        case 0: next[Int(random.next() % UInt64(next.count))] = PieceCacheTests.item(round, value: round)
        case 1: next.insert(PieceCacheTests.item(5_000 + round), at: Int(random.next() % UInt64(next.count)))
        case 2: next.remove(at: Int(random.next() % UInt64(next.count)))
        default: next.swapAt(Int(random.next() % UInt64(next.count)), Int(random.next() % UInt64(next.count)))
        }
      }
      try Self.rerenderFromFile(Self.body, Root(title: "t", items: items), Root(title: "t", items: next))
      items = next
    }
  }

  /// How the last build's file is changed after its pieces were recorded, keeping the pieces' expectations.
  enum Tamper: CaseIterable {
    case byteChanged, truncated, extended, removed
  }

  @Test(arguments: Tamper.allCases)
  func aFileThatIsNotTheOneItsPiecesIndexIsRenderedAgainWithoutCopies(_ tamper: Tamper) throws {
    var library = TemplateLibrary()
    #expect(library.add(Self.body, named: "t", path: "t.mustache").isEmpty)
    let items = (0..<2_000).map { PieceCacheTests.item($0) }
    var edited = items
    edited[10] = PieceCacheTests.item(10, value: 4)
    let first = try library.renderUTF8(
      "t", context: .object(Root(title: "t", items: items)), reusing: nil, recordsPieces: true)
    var bytes = first.bytes
    // An item far from the edited one, so the copy would carry the change unless caught at the end.
    let stale = first.pieces[1_500].offset
    switch tamper {
    case .byteChanged: bytes[stale] = UInt8(ascii: "X")
    case .truncated: bytes.removeLast(1)
    case .extended: bytes.append(UInt8(ascii: "\n"))
    case .removed: break
    }
    let file = try File(bytes)
    defer { file.remove() }
    if tamper == .removed { file.remove() }
    let previous = Self.pieces((first.bytes, first.pieces, 0), in: file)
    let again = try library.renderUTF8(
      "t", context: .object(Root(title: "t", items: edited)), reusing: previous, recordsPieces: true)
    let full = try library.renderUTF8(
      "t", context: .object(Root(title: "t", items: edited)), reusing: nil, recordsPieces: true)
    #expect(again.bytes == full.bytes)
    #expect(again.pieces == full.pieces)
    #expect(again.copied == 0)
    // The same file untouched: copied.
    let intact = try File(first.bytes)
    defer { intact.remove() }
    let copied = try library.renderUTF8(
      "t", context: .object(Root(title: "t", items: edited)),
      reusing: Self.pieces((first.bytes, first.pieces, 0), in: intact),
      recordsPieces: true)
    #expect(copied.bytes == full.bytes)
    #expect(copied.copied == items.count - 1)
  }

  @Test func aSpooledRenderRecordsItsPieces() throws {
    let items = (0..<40_000).map { PieceCacheTests.item($0) }
    let collector = SpooledRenderTests.Collector()
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.recordsPieces = true
    renderer.spoolThreshold = MustacheRenderer.segmentSize + 1
    renderer.openSpool = { collector }
    try renderer.render(try MustacheTemplate(Self.body), context: .object(Root(title: "t", items: items)))
    #expect(renderer.takeSpool() === collector)
    let full = try PieceCacheTests.render(Self.body, Root(title: "t", items: items))
    #expect(collector.bytes == full.bytes)
    #expect(renderer.pieces == full.pieces)
    #expect(renderer.pieces.count == items.count)
  }

  @Test func theReaderYieldsRangesForwardAndChecksTheWholeFile() throws {
    var random = SplitMix(seed: 3)
    let block = Self.blockSize
    let bytes = (0..<(block * 2 + 77)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let file = try File(bytes)
    defer { file.remove() }
    let hash = ContentHash.of(bytes)
    let reader = PreviousFileReader(
      source: FileByteSource(path: file.path), byteCount: bytes.count, hash: hash, blockSize: block)
    for range in [0..<10, 5..<20, (block - 3)..<(block + 5), (block + 5)..<(block + 5), (2 * block)..<(2 * block + 77)]
    {
      #expect(reader.text(range).map(Array.init) == Array(bytes[range]))
    }
    // Behind the window, or past the expected end: nothing.
    #expect(reader.text(0..<1) == nil)
    #expect(reader.text((2 * block)..<(2 * block + 78)) == nil)
    #expect(reader.finish())
    // A reader that read nothing still reads and checks the whole file; a wrong hash or size fails.
    for (path, count, hash, finishes) in [
      (file.path, bytes.count, hash, true), (file.path, bytes.count, hash ^ 1, false),
      (file.path, bytes.count - 1, hash, false), (file.path + "-missing", bytes.count, hash, false),
    ] {
      let source = FileByteSource(path: path)
      #expect(PreviousFileReader(source: source, byteCount: count, hash: hash, blockSize: block).finish() == finishes)
    }
  }
}
