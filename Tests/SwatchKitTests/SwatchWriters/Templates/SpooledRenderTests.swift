import Foundation
import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// A render given a spool writes its output there once it is past the pieced size limit, as it goes: the spool
/// receives exactly the bytes an in-memory render produces, in order, and the renderer holds no more than the
/// limit and a buffer.
@Suite struct SpooledRenderTests {
  /// Collects what a render writes, and whether it was finished or discarded.
  final class Collector: OutputSpool, @unchecked Sendable {
    var bytes: [UInt8] = []
    var writes = 0
    func write(_ part: UnsafeRawBufferPointer) {
      bytes += part
      writes += 1
    }
    func finish() {}
    func discard() { bytes = [] }
  }

  static let lines = 5 * MustacheRenderer.segmentSize / 50

  @Test(arguments: [false, true])
  func aSpooledRenderWritesTheBytesOfAnInMemoryRender(chunked: Bool) throws {
    let template = try MustacheTemplate("start\n{{#items}}\nline {{.}}\(RenderOutputTests.dots)\n{{/items}}\nend\n")
    let collector = Collector()
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.isChunk = !chunked
    renderer.spoolThreshold = MustacheRenderer.segmentSize + 1
    renderer.openSpool = { collector }
    try renderer.render(template, context: RenderOutputTests.context(lines: Self.lines))
    // A chunked renderer spools from the main render, never from its chunks; a renderer that is itself a
    // chunk never spools.
    if chunked {
      #expect(renderer.sealed.isEmpty)
      #expect(renderer.takeSpool() === collector)
      #expect(collector.bytes == RenderOutputTests.expected(lines: Self.lines))
      #expect(collector.writes >= 3)
    } else {
      #expect(renderer.takeSpool() == nil)
      #expect(collector.bytes.isEmpty)
      #expect(renderer.takeOutput() == RenderOutputTests.expected(lines: Self.lines))
    }
  }

  @Test func aRenderBelowTheLimitStaysInMemory() throws {
    var library = TemplateLibrary()
    #expect(library.add("{{#items}}{{.}},{{/items}}\n", named: "t", path: "t.mustache").isEmpty)
    let collector = Collector()
    let rendered = try library.renderUTF8(
      "t", context: .json(RenderOutputTests.context(lines: 3)), reusing: nil, recordsPieces: false,
      spool: { collector })
    #expect(rendered.spool == nil)
    #expect(String(decoding: rendered.bytes, as: UTF8.self) == "00000000,00000001,00000002,\n")
    #expect(collector.writes == 0)
  }

  @Test func theLibraryHandsOverALargeRenderInItsSpool() throws {
    var library = TemplateLibrary()
    let body = "start\n{{#items}}\nline {{.}}\(RenderOutputTests.dots)\n{{/items}}\nend\n"
    #expect(library.add(body, named: "t", path: "t.mustache").isEmpty)
    let lines = (MustacheRenderer.spoolThreshold + 3 * MustacheRenderer.segmentSize) / 50
    let collector = Collector()
    let rendered = try library.renderUTF8(
      "t", context: .json(RenderOutputTests.context(lines: lines)), reusing: nil, recordsPieces: true,
      spool: { collector })
    #expect(rendered.spool === collector)
    #expect(rendered.bytes.isEmpty && rendered.pieces.isEmpty)
    #expect(collector.bytes == RenderOutputTests.expected(lines: lines))
  }

  @Test func aSpooledRenderThatFailsIsDiscarded() throws {
    var library = TemplateLibrary()
    let lines = (MustacheRenderer.spoolThreshold + 2 * MustacheRenderer.segmentSize) / 50
    // Three partials of 90 nested sections: each loads, together they nest deeper than a render may.
    for (name, inner) in [("a", "{{>b}}"), ("b", "{{>c}}"), ("c", "x")] {
      let nested = String(repeating: "{{#items}}", count: 90) + inner + String(repeating: "{{/items}}", count: 90)
      #expect(library.add(nested, named: name, path: "\(name).mustache").isEmpty)
    }
    let body = "{{#items}}\nline {{.}}\(RenderOutputTests.dots)\n{{/items}}\n{{#flag}}{{>a}}{{/flag}}"
    #expect(library.add(body, named: "t", path: "t.mustache").isEmpty)
    let collector = Collector()
    var context = RenderOutputTests.context(lines: lines)
    if case .object(var pairs) = context {
      pairs.append(("flag", .bool(true)))
      context = .object(pairs)
    }
    #expect(throws: TemplateRenderFailure.self) {
      _ = try library.renderUTF8("t", context: .json(context), reusing: nil, recordsPieces: false, spool: { collector })
    }
    #expect(collector.writes > 0)
    #expect(collector.bytes.isEmpty)
  }
}
