import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Checks where diagnostics point by marking the expected place inside the input.
@Suite struct DiagnosticLocationTests {
  /// One expected diagnostic: its id, the marker at its start, and the markers at its notes' starts.
  struct Expected {
    var id: String
    var marker: Character
    var notes: [Character] = []
  }

  /// Runs the pipeline on `marked` as `tokens/test.yaml` and checks that it reports exactly `expected`, in
  /// order, each starting at its marker.
  func expectDiagnostics(
    _ marked: String, _ expected: [Expected], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let source = MarkedSource(marked)
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "tokens/test.yaml", text: source.text)])
    let rendered = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
    #expect(result.diagnostics.map(\.id) == expected.map(\.id), "\(rendered)", sourceLocation: sourceLocation)
    for (diagnostic, expectation) in zip(result.diagnostics, expected) {
      #expect(
        diagnostic.range?.start == source.positions[expectation.marker],
        "\(diagnostic.id) should start at \(expectation.marker)\n\(rendered)", sourceLocation: sourceLocation)
      let notePositions = diagnostic.notes.compactMap { $0.range?.start }
      #expect(
        notePositions == expectation.notes.map { source.positions[$0] },
        "notes of \(diagnostic.id)\n\(rendered)", sourceLocation: sourceLocation)
    }
  }

  @Test func unknownAliasPointsAtTheValueAndSuggestsTheNearestToken() {
    expectDiagnostics(
      """
      color:
        $type: color
        gray:
          2️⃣"6": "#F2F2F7"
        label: 1️⃣"{color.gray.7}"

      """,
      [Expected(id: "alias.unresolved", marker: "1️⃣", notes: ["2️⃣"])])
  }

  @Test func unknownModeWordPointsAtTheWord() {
    expectDiagnostics(
      """
      color:
        $type: color
        fill:
          $value: "#FFFFFF"
          $modes:
            dark: "#000000"
            dark 1️⃣elevatd: "#1C1C1E"
            "high-contrast 2️⃣drak": "#2C2C2E"

      """,
      [Expected(id: "mode.unknown", marker: "1️⃣"), Expected(id: "mode.unknown", marker: "2️⃣")])
  }

  @Test func duplicateKeyPointsAtTheSecondKeyWithANoteAtTheFirst() {
    expectDiagnostics(
      """
      color:
        $type: color
        1️⃣red: "#FF3B30"
        blue: "#007AFF"
        2️⃣red: "#FF453A"

      """,
      [Expected(id: "yaml.duplicate-key", marker: "2️⃣", notes: ["1️⃣"])])
  }

  @Test func cycleInDarkPointsAtEachHopsDarkValue() {
    expectDiagnostics(
      """
      color:
        $type: color
        fg:
          $value: "#000000"
          $modes: { dark: 2️⃣"{color.bg}" }
        bg:
          $value: "#FFFFFF"
          $modes: { dark: 1️⃣"{color.fg}" }

      """,
      [Expected(id: "alias.cycle", marker: "1️⃣", notes: ["2️⃣"])])
  }

  @Test func flowStyleJSONValuesAreLocatedToo() {
    expectDiagnostics(
      """
      {
        "color": { "$type": "color", "red": 1️⃣"#GG0000", 4️⃣"blue": "#0000FF" },
        "size": { "gap": { "$type": "dimension", "$value": 3️⃣"{color.blue}" } }
      }

      """,
      [
        Expected(id: "value.invalid", marker: "1️⃣"),
        Expected(id: "alias.type-mismatch", marker: "3️⃣", notes: ["4️⃣"]),
      ])
  }

  /// An alias to a token whose value does not read as its type is that token's error alone, not a type
  /// mismatch too: the type may be what is wrong.
  @Test func anAliasToATokenThatFailedToReadIsNoSecondError() {
    expectDiagnostics(
      """
      {
        "color": { "$type": "color", "red": 1️⃣"#GG0000" },
        "size": { "gap": { "$type": "dimension", "$value": "{color.red}" } }
      }

      """,
      [Expected(id: "value.invalid", marker: "1️⃣")])
  }
}
