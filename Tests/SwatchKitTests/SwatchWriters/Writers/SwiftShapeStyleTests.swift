import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Every color gets a `ShapeStyle` member (`.foregroundStyle(.brandInk)`) except one named like
/// SwiftUI's own styles, whose member would make `.foregroundStyle(.link)` ambiguous.
@Suite struct SwiftShapeStyleTests {
  @Test func colorsNamedLikeSwiftUIStylesGetNoShapeStyleMember() throws {
    let yaml = """
      $type: color
      brandInk: { $value: "#112233" }
      link: { $value: "#0000ff" }
      primary: { $value: "#000000" }

      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
    let graph = try #require(result.resolved)
    let names = PlatformNames.assign(graph, writer: "swift", output: nil) { SwiftIdentifier.tokenMember($0) }.0
    let json = SwiftContext(graph: graph, names: names, options: .init()).json
    guard case .object(let fields) = json, case .array(let colors)? = fields.first(where: { $0.0 == "colors" })?.1
    else {
      Issue.record("no colors in the context")
      return
    }
    let flags = colors.map { color -> (name: String, isShapeStyle: Bool) in
      guard case .object(let fields) = color, case .string(let name)? = fields.first(where: { $0.0 == "name" })?.1,
        case .bool(let flag)? = fields.first(where: { $0.0 == "isShapeStyle" })?.1
      else { return ("?", false) }
      return (name, flag)
    }
    #expect(flags.map(\.name) == ["brandInk", "link", "primary"])
    #expect(flags.map(\.isShapeStyle) == [true, false, false])
  }
}
