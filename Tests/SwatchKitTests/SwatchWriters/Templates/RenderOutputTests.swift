import Testing

@testable import SwatchModel
@testable import SwatchWriters

/// Renders larger than one output buffer: sealed buffers join to the bytes of the render, in order.
@Suite struct RenderOutputTests {
  /// Lines of 50 bytes, each naming its index, so a buffer joined out of order or twice shows.
  static func context(lines: Int) -> JSONValue {
    .object([("items", .array((0..<lines).map { .string(number($0)) }))])
  }

  /// `index` in eight digits.
  static func number(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  static let dots = String(repeating: ".", count: 36)

  static func expected(lines: Int) -> [UInt8] {
    var text = "start\n"
    for index in 0..<lines { text += "line \(number(index))\(dots)\n" }
    return Array((text + "end\n").utf8)
  }

  static func render(lines: Int, chunked: Bool) throws -> MustacheRenderer {
    let template = try MustacheTemplate("start\n{{#items}}\nline {{.}}\(dots)\n{{/items}}\nend\n")
    var renderer = MustacheRenderer(partials: { _ in nil })
    renderer.isChunk = !chunked
    try renderer.render(template, context: context(lines: lines))
    return renderer
  }

  @Test(arguments: [false, true])
  func aRenderOverSeveralBuffersJoinsInOrder(chunked: Bool) throws {
    let lines = 3 * MustacheRenderer.segmentSize / 50
    var renderer = try Self.render(lines: lines, chunked: chunked)
    #expect(renderer.sealed.count >= 2)
    #expect(renderer.outputCount == Self.expected(lines: lines).count)
    #expect(renderer.takeOutput() == Self.expected(lines: lines))
    #expect(renderer.outputCount == 0)
    #expect(renderer.takeOutput().isEmpty)
  }

  @Test func aSmallRenderStaysInOneBuffer() throws {
    var renderer = try Self.render(lines: 10, chunked: false)
    #expect(renderer.sealed.isEmpty)
    #expect(renderer.takeOutput() == Self.expected(lines: 10))
  }

  @Test func theLibraryHandsOverTheSameBytesAsItsText() throws {
    var library = TemplateLibrary()
    #expect(library.add("{{#items}}{{.}},{{/items}}\n", named: "t", path: "t.mustache").isEmpty)
    let context = MustacheValue.json(Self.context(lines: 3))
    let bytes = try library.renderUTF8("t", context: context)
    #expect(bytes == Array(try library.render("t", context: context).utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == "00000000,00000001,00000002,\n")
  }
}
