import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// The piece cache: items of keyed lists copied from the last render of a file are exactly the items a full
/// render makes, whatever changed between the renders, and copies happen where nothing an item reads changed.
@Suite struct PieceCacheTests {
  /// A root with a title and a keyed list of JSON items, each keyed by its whole JSON form (a sound key) or,
  /// for the lying key, by its name alone.
  final class Root: SwatchWriters.MustacheObject {
    static let shape = MustacheShape(
      "Root", [("title", .text), ("items", .list(.json)), ("sections", .list(.json))])
    let title: String
    let items: [JSONValue]
    let liesAboutValues: Bool

    init(title: String, items: [JSONValue], liesAboutValues: Bool = false) {
      (self.title, self.items, self.liesAboutValues) = (title, items, liesAboutValues)
    }

    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: return .text(title)
      case 2:
        let groups = stride(from: 0, to: items.count, by: 5).map { Array(items[$0..<min(items.count, $0 + 5)]) }
        return .items(
          MustacheItems(count: groups.count, key: { Root.key(.array(groups[$0]), lies: false) }) {
            .object(Root(title: "g\($0)", items: groups[$0]))
          })
      case 1:
        let (items, lies) = (items, liesAboutValues)
        return .items(MustacheItems(count: items.count, key: { Root.key(items[$0], lies: lies) }) { .json(items[$0]) })
      default: return nil
      }
    }

    static func key(_ item: JSONValue, lies: Bool) -> UInt64 {
      var hash = StableHash("test.item 1")
      if lies, case .object(let fields) = item {
        hash.combine(String(reflecting: fields.first { $0.0 == "name" }?.1))
      } else {
        hash.combine(String(reflecting: item))
      }
      return hash.value
    }
  }

  static func item(_ index: Int, value: Int = 0) -> JSONValue {
    .object([
      ("name", .string("n\(index)")), ("value", .number(Double(value))),
      ("tags", .array(index % 3 == 0 ? [.string("a"), .string("b")] : [])),
    ])
  }

  static let body = "{{#items}}{{name}}={{value}} {{#tags}}[{{.}}{{^last()}},{{/last()}}]{{/tags}}\n{{/items}}"

  /// The render of `text` over `root`, copying from `previous`, and its pieces and copy count.
  static func render(
    _ text: String, _ root: Root, previous: MustachePieces? = nil, verifying: Bool = false,
    partials: [String: String] = [:]
  ) throws(MustacheRenderError) -> (bytes: [UInt8], pieces: [MustachePiece], copied: Int) {
    let template = try! MustacheTemplate(text)
    let parsed = partials.mapValues { try! MustacheTemplate($0) }
    var renderer = MustacheRenderer(partials: { parsed[$0] })
    renderer.previousPieces = previous
    renderer.recordsPieces = true
    renderer.verifiesPieces = verifying
    try renderer.render(template, context: .object(root))
    return (renderer.output, renderer.pieces, renderer.copiedCount)
  }

  /// Renders `before`, then `after` copying from it, and checks the copy against a full render of `after`;
  /// how many items were copied.
  @discardableResult
  static func rerender(_ text: String, _ before: Root, _ after: Root, partials: [String: String] = [:]) throws -> Int {
    let first = try render(text, before, partials: partials)
    let previous = MustachePieces(bytes: first.bytes, pieces: first.pieces)
    let copied = try render(text, after, previous: previous, verifying: true, partials: partials)
    let full = try render(text, after, partials: partials)
    #expect(copied.bytes == full.bytes)
    #expect(copied.pieces == full.pieces)
    return copied.copied
  }

  @Test(arguments: [40, MustacheRenderer.chunkThreshold * 2 + 7])
  func unchangedItemsAreCopiedAndTheTextIsAFullRendersText(count: Int) throws {
    let items = (0..<count).map { Self.item($0) }
    var edited = items
    edited[count / 2] = Self.item(count / 2, value: 7)
    let copied = try Self.rerender(
      "head {{title}}\n" + Self.body, Root(title: "t", items: items), Root(title: "t", items: edited))
    #expect(copied == count - 1)
  }

  @Test func piecesCoverEachItemsTextInOrder() throws {
    let rendered = try Self.render(
      "head\n" + Self.body + "tail", Root(title: "t", items: (0..<5).map { Self.item($0) }))
    #expect(rendered.pieces.map(\.offset) == [5, 18, 24, 30, 43])
    let text = String(decoding: rendered.bytes, as: UTF8.self)
    #expect(text.hasPrefix("head\nn0=0 [a,][b]\nn1=0 \n"))
    let second = rendered.pieces[1]
    #expect(
      String(decoding: rendered.bytes[second.offset..<(second.offset + second.length)], as: UTF8.self) == "n1=0 \n")
  }

  @Test func aNameReadOutsideTheItemKeysEveryItem() throws {
    let items = (0..<20).map { Self.item($0) }
    let text = "{{#items}}{{name}} in {{title}}\n{{/items}}"
    #expect(try Self.rerender(text, Root(title: "a", items: items), Root(title: "b", items: items)) == 0)
    #expect(try Self.rerender(text, Root(title: "a", items: items), Root(title: "a", items: items)) == 20)
  }

  @Test func aBodyReadingItsPositionIsKeyedByIt() throws {
    let items = (0..<20).map { Self.item($0) }
    let text = "{{#items}}{{index()}} {{name}}{{^last()}},{{/last()}}\n{{/items}}"
    let inserted = [Self.item(99)] + items
    #expect(try Self.rerender(text, Root(title: "a", items: items), Root(title: "a", items: inserted)) == 0)
    let appended = items + [Self.item(99)]
    // Every item keeps its position; the one that was last is now followed by a comma.
    #expect(try Self.rerender(text, Root(title: "a", items: items), Root(title: "a", items: appended)) == 19)
  }

  @Test func partialsAreTheBodysTextButDynamicOnesAreNotKeyed() throws {
    let items = (0..<10).map { Self.item($0) }
    let before = Root(title: "a", items: items)
    let text = "{{#items}}{{> row}}{{/items}}"
    let first = try Self.render(text, before, partials: ["row": "<{{name}}>"])
    let changed = try Self.render(
      text, before, previous: MustachePieces(bytes: first.bytes, pieces: first.pieces), partials: ["row": "({{name}})"])
    #expect(changed.copied == 0)
    #expect(String(decoding: changed.bytes, as: UTF8.self).hasPrefix("(n0)(n1)"))
    let named = Dictionary(uniqueKeysWithValues: (0..<10).map { ("n\($0)", "x") })
    #expect(try Self.render("{{#items}}{{>*name}}{{/items}}", before, partials: named).pieces.isEmpty)
    // The outer body reads the root's list, which no key covers: only the inner list is keyed, its salt
    // holding the outer item's `name`.
    #expect(try Self.render("{{#items}}{{#items}}{{name}}{{/items}}{{/items}}", before).pieces.count == 100)
  }

  @Test func nestedKeyedListsCopyInsideARenderedItemAndCarryTheirPiecesInACopiedOne() throws {
    let text = "{{#sections}}{{title}}:\n{{#items}}  {{name}}={{value}}\n{{/items}}{{/sections}}"
    let items = (0..<50).map { Self.item($0) }
    var edited = items
    edited[12] = Self.item(12, value: 3)
    let first = try Self.render(text, Root(title: "t", items: items))
    #expect(first.pieces.count == 60)
    // Recorded in offset order, an item's piece before those inside it: the next build keeps them unsorted.
    let order = first.pieces.map { (offset: $0.offset, length: -$0.length) }
    #expect(zip(order, order.dropFirst()).allSatisfy { $0 <= $1 })
    let second = try Self.render(
      text, Root(title: "t", items: edited), previous: MustachePieces(bytes: first.bytes, pieces: first.pieces),
      verifying: true)
    #expect(second.pieces.map(\.offset) == second.pieces.map(\.offset).sorted())
    // Nine groups copied whole; in the tenth, rendered, four of its five items copied.
    #expect(second.copied == 9 + 4)
    #expect(second.bytes == (try Self.render(text, Root(title: "t", items: edited))).bytes)
    #expect(
      Set(second.pieces.map(\.key)) == Set((try Self.render(text, Root(title: "t", items: edited))).pieces.map(\.key)))
    // The copied groups brought their items' pieces: an edit inside one of them next copies its other items.
    var again = edited
    again[33] = Self.item(33, value: 9)
    let third = try Self.render(
      text, Root(title: "t", items: again), previous: MustachePieces(bytes: second.bytes, pieces: second.pieces),
      verifying: true)
    #expect(third.copied == 9 + 4)
  }

  @Test(arguments: [40, MustacheRenderer.chunkThreshold * 2 + 7])
  func aRenderPastThePieceLimitRecordsNone(count: Int) throws {
    let template = try MustacheTemplate(Self.body)
    let root = Root(title: "t", items: (0..<count).map { Self.item($0) })
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.recordsPieces = true
    renderer.pieceLimit = count - 1
    try renderer.render(template, context: .object(root))
    #expect(!renderer.recordsPieces)
    #expect(renderer.pieces.isEmpty)
    renderer.recordsPieces = true
    renderer.pieceLimit = count
    try renderer.render(template, context: .object(root))
    #expect(renderer.pieces.count == count)
  }

  @Test func aKeyThatMissesAnInputIsCaughtWhenVerifying() throws {
    let items = (0..<10).map { Self.item($0) }
    var edited = items
    edited[3] = Self.item(3, value: 5)
    let before = Root(title: "a", items: items, liesAboutValues: true)
    let after = Root(title: "a", items: edited, liesAboutValues: true)
    let first = try Self.render(Self.body, before)
    let previous = MustachePieces(bytes: first.bytes, pieces: first.pieces)
    #expect(throws: MustacheRenderError.self) { try Self.render(Self.body, after, previous: previous, verifying: true) }
    // Without verifying, the stale text is copied: what the verification exists to catch.
    let stale = try Self.render(Self.body, after, previous: previous)
    #expect(stale.bytes == first.bytes)
  }

  @Test func randomEditsRenderWhatAFullRenderRenders() throws {
    var random = SplitMix(seed: 14)
    var items = (0..<60).map { Self.item($0) }
    var title = "t"
    let text = "{{title}}\n{{#items}}{{name}}={{value}}{{#tags}} {{.}}{{/tags}}\n{{/items}}"
    for round in 0..<40 {
      var next = items
      switch random.next() % 5 {
      case 0: next[Int(random.next() % UInt64(next.count))] = Self.item(round, value: round)
      case 1: next.insert(Self.item(100 + round), at: Int(random.next() % UInt64(next.count)))
      case 2: next.remove(at: Int(random.next() % UInt64(next.count)))
      case 3: next.swapAt(Int(random.next() % UInt64(next.count)), Int(random.next() % UInt64(next.count)))
      default: title = "t\(round)"
      }
      try Self.rerender(text, Root(title: title, items: items), Root(title: title, items: next))
      items = next
    }
  }
}
