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

  /// An empty JSON file is no JSON (a real export cut short: one of NL Design System's themes is 0 bytes): a
  /// warning says so. An empty YAML file is an empty document, said nothing of.
  @Test func anEmptyJSONFileIsWarnedAboutAndAnEmptyYAMLFileIsNot() {
    let pipeline = TokenPipeline(traits: .standard)
    let json = pipeline.resolve([SourceText(path: "t/empty.tokens.json", text: "")])
    #expect(json.diagnostics.map(\.id) == ["document.empty"])
    #expect(json.diagnostics.first?.severity == .warning)
    let yaml = pipeline.resolve([SourceText(path: "t/empty.yaml", text: "# nothing yet\n")])
    #expect(yaml.diagnostics.isEmpty)
  }

  /// A group's `$deprecated` extends to every token below it, in nested groups too, unless a token (or a group
  /// between) says otherwise, `false` included (DTCG groups, `$deprecated`).
  @Test func aGroupsDeprecationExtendsToItsTokens() {
    let (document, diagnostics) = build(
      """
      old:
        $deprecated: use new.a
        $type: color
        a: { $value: "#111111" }
        inner: { b: { $value: "#222222" } }
        kept: { $value: "#333333", $deprecated: false }
        own: { $value: "#444444", $deprecated: its own }
        back:
          $deprecated: false
          c: { $value: "#555555" }
      new: { $type: color, a: { $value: "#666666" } }
      """)
    #expect(diagnostics.isEmpty)
    let deprecation = Dictionary(uniqueKeysWithValues: document.tokens.map { ($0.path.string, $0.deprecation) })
    #expect(deprecation["old.a"] == .deprecatedBecause("use new.a"))
    #expect(deprecation["old.inner.b"] == .deprecatedBecause("use new.a"))
    #expect(deprecation["old.kept"] == .some(nil) && deprecation["old.back.c"] == .some(nil))
    #expect(deprecation["old.own"] == .deprecatedBecause("its own") && deprecation["new.a"] == .some(nil))
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
