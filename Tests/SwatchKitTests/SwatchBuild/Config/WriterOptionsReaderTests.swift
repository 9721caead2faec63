import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Writer option keys in `outputs:` entries, as the configuration reads them.
@Suite struct WriterOptionsReaderTests {
  func parse(_ yaml: String) -> [Diagnostic] {
    SwatchConfigParser.parse(yaml: yaml).1
  }

  @Test func aMisspelledOptionKeyGetsTheWritersClosestKey() throws {
    let diagnostics = parse("outputs:\n  - { writer: swift, path: out, acess: public }\n")
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.map(\.id) == ["option.unknown"])
    #expect(diagnostic.range?.start.column == 33)
    #expect(diagnostic.notes.map(\.message) == ["did you mean 'access'?"])
  }

  @Test func aKeyFarFromEveryOptionGetsNoGuess() {
    let diagnostics = parse("outputs:\n  - { writer: css, path: out, zzzzzz: 1 }\n")
    #expect(diagnostics.map(\.id) == ["option.unknown"])
    #expect(diagnostics.first?.notes.isEmpty == true)
  }
}
