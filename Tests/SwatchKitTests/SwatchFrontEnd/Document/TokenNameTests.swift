import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct TokenNameTests {
  private func messages(_ yaml: String) -> [String] {
    let (root, yamlDiagnostics) = YAMLReader().read(yaml, path: "t.yaml")
    #expect(yamlDiagnostics.isEmpty)
    guard let root else { return [] }
    return TokenDocumentBuilder().build(root, path: "t.yaml").1.filter { $0.id == "name.invalid" }.map(\.message)
  }

  @Test func acceptsPlainAndNonASCIINames() {
    #expect(messages("ok-name_2: 1px\ncafé: 1px\n$root: 1px\n\"a b\": 1px\n").isEmpty)
  }

  @Test func rejectsDotsBracesDollarsAndEmptyNames() {
    #expect(
      messages("a.b: 1\n\"{x}\": 1\n$foo: 1\n\"\": 1\nné.e: 1\n")
        == [
          "invalid name 'a.b': a name cannot contain '.', which separates path components",
          "invalid name '{x}': a name cannot contain '{' or '}', which mark aliases",
          "invalid name '': a name cannot be empty",
          "invalid name 'né.e': a name cannot contain '.', which separates path components",
        ])
  }
}
