import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Long lists render in chunks on every core; the bytes and the errors are those of a render item by item.
@Suite struct ChunkedRenderingTests {
  static let count = MustacheRenderer.chunkThreshold * 2 + 7

  static func context(_ items: Int) -> JSONValue {
    .object([
      ("title", .string("t")),
      (
        "items",
        .array(
          (0..<items).map { index in
            .object([
              ("name", .string("n\(index)")), ("isLast", .bool(index == items - 1)),
              ("tags", .array(index % 3 == 0 ? [.string("a"), .string("b")] : [])),
              ("partial", .string(index == items - 5 ? "missing" : "p")),
            ])
          })
      ),
    ])
  }

  static let text = """
    {{title}}
    {{#items}}
    {{index()}} {{name}} {{title}}{{#tags}}[{{.}}{{^last()}},{{/last()}}]{{/tags}}{{^isLast}},{{/isLast}}
      {{> p}}
    {{/items}}
    end

    """

  static func render(_ context: JSONValue, chunked: Bool, dynamic: Bool = false, limit: Int? = nil)
    throws(MustacheRenderError) -> [UInt8]
  {
    let template = try! MustacheTemplate(dynamic ? "{{#items}}{{>*partial}}{{/items}}" : text)
    let partial = try! MustacheTemplate("<{{name}}>\n")
    var renderer = MustacheRenderer(partials: { $0 == "p" ? partial : nil })
    renderer.isChunk = !chunked
    if let limit { renderer.sizeLimit = limit }
    try renderer.render(template, context: context)
    return renderer.output
  }

  @Test func aLongListRendersTheSameBytesInChunks() throws {
    let context = Self.context(Self.count)
    let sequential = try Self.render(context, chunked: false)
    #expect(try Self.render(context, chunked: true) == sequential)
    #expect(sequential.count > 100_000)
    // On one core nothing is chunked, and this test compares a render with itself.
    let renderer = MustacheRenderer(partials: { _ in nil })
    #expect(renderer.rendersInChunks(Self.count) == (ProcessInfo.processInfo.activeProcessorCount > 1))
  }

  @Test func shortListsAndEveryLengthAroundTheThresholdMatch() throws {
    for items in [0, 1, MustacheRenderer.chunkThreshold - 1, MustacheRenderer.chunkThreshold, Self.count + 1] {
      let context = Self.context(items)
      #expect(try Self.render(context, chunked: true) == Self.render(context, chunked: false))
    }
  }

  @Test func aFailingChunkReportsWhatASequentialRenderReports() {
    let context = Self.context(Self.count)
    #expect(throws: MustacheRenderError.missingPartial("missing", SourcePosition(line: 1, column: 11))) {
      try Self.render(context, chunked: true, dynamic: true)
    }
  }

  @Test func theSizeLimitHoldsForTheJoinedChunks() throws {
    let context = Self.context(Self.count)
    let size = try Self.render(context, chunked: false).count
    #expect(throws: MustacheRenderError.tooLarge(limit: size - 1)) {
      try Self.render(context, chunked: true, limit: size - 1)
    }
    #expect(try Self.render(context, chunked: true, limit: size).count == size)
  }
}
