import Testing
@testable import SwatchKit

@Suite struct YAMLReaderTests {
  @Test func readsNestedMappingWithRanges() throws {
    let (root, diagnostics) = YAMLReader().read("a:\n  b: \"x\"\n", path: "t.yaml")
    #expect(diagnostics.isEmpty)
    let b = try #require(root?["a"]?["b"])
    #expect(b.text == "x")
    #expect(b.range.start == SourcePosition(line: 2, column: 6))
    #expect(b.range.end == SourcePosition(line: 2, column: 9))
  }
}
