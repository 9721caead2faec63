import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TokenDocumentBuilderTests {
  private func build(_ yaml: String) -> (TokenDocument, [Diagnostic]) {
    let (root, yamlDiagnostics) = YAMLReader().read(yaml, path: "t.yaml")
    #expect(yamlDiagnostics.isEmpty)
    return TokenDocumentBuilder().build(root!, path: "t.yaml")
  }

  @Test func groupsNestedPastTheBoundAreOneErrorNotAHang() {
    let depth = 300
    var yaml = ""
    for level in 0..<depth {
      yaml += String(repeating: " ", count: level) + "g\(level):\n"
    }
    yaml += String(repeating: " ", count: depth) + "leaf: 1px\n"
    let (document, diagnostics) = build(yaml)
    #expect(diagnostics.map(\.id) == ["group.too-deep"])
    #expect(diagnostics.first?.range?.start.line == TokenDocumentBuilder.maximumDepth + 1)
    #expect(document.tokens.isEmpty)
  }

  @Test func groupsAtTheBoundAreRead() {
    let depth = TokenDocumentBuilder.maximumDepth - 1
    var yaml = ""
    for level in 0..<depth {
      yaml += String(repeating: " ", count: level) + "g\(level):\n"
    }
    yaml += String(repeating: " ", count: depth) + "leaf: 1px\n"
    let (document, diagnostics) = build(yaml)
    #expect(diagnostics.isEmpty)
    #expect(document.tokens.map(\.path.components.count) == [TokenDocumentBuilder.maximumDepth])
  }

  @Test func misspelledPropertyIsAnErrorWithASuggestion() {
    let (_, diagnostics) = build("a:\n  $value: 1px\n  $decription: gap\n")
    #expect(diagnostics.map(\.id) == ["token.property-unknown"])
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.notes.map(\.message) == ["did you mean '$description'?"])
  }
}
