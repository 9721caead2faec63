import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct GroupExtensionTests {
  private func graph(_ yaml: String) -> (TokenGraph, [Diagnostic]) {
    let (root, _) = YAMLReader().read(yaml, path: "t.yaml")
    let (document, _) = TokenDocumentBuilder().build(root!, path: "t.yaml")
    return TokenGraphBuilder().build([document])
  }

  @Test func inheritsWhatTheGroupDoesNotDefine() {
    let (graph, diagnostics) = graph(
      "base: { $type: number, a: 1, b: 2, sub: { c: 3 } }\nmore: { $extends: '{base}', b: 20, sub: { d: 4 } }\n")
    #expect(diagnostics.isEmpty)
    #expect(
      graph.tokens.map(\.path.string) == [
        "base.a", "base.b", "base.sub.c", "more.a", "more.b", "more.sub.c", "more.sub.d",
      ])
    #expect(graph.tokens[graph.indexByPath["more.a"]!].value.text == "{base.a}")
    #expect(graph.tokens[graph.indexByPath["more.b"]!].value.text == "20")
    #expect(graph.groupTypes["more"]?.value == .number)
  }

  @Test func doublingChainsStopAtTheLimitWithNothingInherited() {
    var lines = ["l0: { $type: number, a: 1, b: 2 }"]
    for level in 1..<24 {
      lines.append("l\(level): { p: { $extends: '{l\(level - 1)}' }, q: { $extends: '{l\(level - 1)}' } }")
    }
    let (root, _) = YAMLReader().read(lines.joined(separator: "\n"), path: "t.yaml")
    let (document, _) = TokenDocumentBuilder().build(root!, path: "t.yaml")
    var plain = document
    for index in plain.groups.indices { plain.groups[index].extends = nil }
    var extending = GroupExtension(graph: TokenGraphBuilder().build([plain]).0, maximumInherited: 1_000)
    extending.apply(document.groups)
    #expect(extending.diagnostics.map(\.id) == ["extends.limit"])
    #expect(extending.graph.tokens.count == 2)
  }
}
