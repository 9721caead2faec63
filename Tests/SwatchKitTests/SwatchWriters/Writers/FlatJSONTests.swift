import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// The flat JSON file is laid out without a JSON tree; it must be the bytes the serializer gives the tree.
@Suite struct FlatJSONTests {
  static let yaml = #"""
    color:
      $type: color
      red: { $value: "#FF000080", $modes: { dark: "#00FF00" } }
      same: "{color.red}"
    size:
      $type: dimension
      gap: { $value: 4px, $modes: { high-contrast: 6px } }
    type:
      body:
        $type: typography
        $value: { fontFamily: [Inter, "Helvetica \"Neue\""], fontSize: 16px, fontWeight: 400, lineHeight: 1.5,
                  letterSpacing: 0px }
    text:
      $type: string
      quote: { $value: "say \"hi\"\nthen\tgo \\ \u0001" }
    motion:
      $type: cubicBezier
      ease: { $value: [0.25, 0.1, 0.25, 1] }
    """#

  /// A reference model of the file, serialized as a tree: each appearance's present tokens by path.
  private func tree(_ graph: ResolvedTokenGraph, dtcg: Bool) -> JSONValue {
    .object(
      graph.appearances.map { appearance in
        let entries = graph.tokens.filter { $0.isPresent(in: appearance.index) }.map { token in
          let value = token.values[appearance.index]
          return (token.path.string, dtcg ? value.jsonValue : JSONWriter.simple(value))
        }
        return (appearance.name, .object(entries))
      })
  }

  @Test(arguments: [false, true])
  func theFileIsTheSerializedTree(dtcg: Bool) throws {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: Self.yaml)])
    let graph = try #require(result.resolved, "\(result.diagnostics)")
    let bytes = FlatJSON(graph: graph, dtcgValues: dtcg).bytes()
    #expect(String(decoding: bytes, as: UTF8.self) == serialize(tree(graph, dtcg: dtcg)))
  }

  @Test func aGraphWithoutTokensGivesEmptyAppearances() throws {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: "{}\n")])
    let graph = try #require(result.resolved, "\(result.diagnostics)")
    let text = String(decoding: FlatJSON(graph: graph, dtcgValues: false).bytes(), as: UTF8.self)
    #expect(text == serialize(tree(graph, dtcg: false)))
    #expect(text.contains("\"light normal base\": {}"))
  }
}
