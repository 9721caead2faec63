import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The last doc line of a varying token's accessors links to its values by appearance, by the symbol's name
/// without the backticks a keyword's name is written in.
@Suite struct SwiftAccessorLineTests {
  @Test func aKeywordNamedTokenLinksWithoutBackticks() throws {
    let yaml = """
      $type: color
      default: { $value: "#112233", $modes: { dark: "#445566" } }
      plain: { $value: "#112233", $modes: { dark: "#445566" } }

      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
    let graph = try #require(result.resolved)
    let names = PlatformNames.assign(graph, writer: "swift", output: nil) { SwiftIdentifier.tokenMember($0) }.0
    #expect(names.names == ["`default`", "plain"])
    let data = SwiftContext.Data(SwiftContext(graph: graph, names: names, options: .init()))
    #expect(data.accessorLine(0) == " `default`, by appearance: ``SwatchTokens/ColorToken/default``.")
    #expect(data.accessorLine(1) == " `plain`, by appearance: ``SwatchTokens/ColorToken/plain``.")
  }
}
