import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A value copied with its CSS declaration's `;` is explained: the color error said the hex had 7 digits, and a
/// gradient over a reference that references were only for strings (Coloplast's documentation tokens).
@Suite struct TrailingSemicolonNoteTests {
  private func notes(_ text: String) -> [[String]] {
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: text)])
    return result.diagnostics.filter { $0.severity == .error }.map { $0.notes.map(\.message) }
  }

  @Test func aValueEndingInASemicolonIsExplained() {
    let found = notes(
      """
      c: { $type: color, $value: "#ff0000;" }
      d: { $type: dimension, $value: 4px; }
      g: { $type: gradient, $value: "linear-gradient(90deg, #fff 50%, {c} 50%);" }

      """)
    #expect(found.count == 3)
    #expect(found.allSatisfy { $0.contains(TrailingSemicolonNote.note) }, "\(found)")
  }

  /// A Tokens Studio single file's sets are read before the pipeline, as inline trees: the note read no line
  /// of it, so the error stood alone (Coloplast's gradient in one exported file).
  @Test func aToolFilesValueIsExplainedToo() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens.json]\n",
      "tokens.json": ##"""
      {"global": {"grey": {"value": "#101010", "type": "color"},
        "split": {"value": "linear-gradient(90deg, #fff 50%, {grey} 50%);", "type": "color"}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["global"]}}
      """##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let error = try #require(loaded.diagnostics.first { $0.id == "alias.embedded" })
    #expect(error.notes.map(\.message).contains(TrailingSemicolonNote.note), "\(error.notes)")
  }

  @Test func aSemicolonInsideOrNoneGetsNoNote() {
    #expect(notes("c: { $type: color, $value: \"#12345\" }\ns: { $type: string, $value: \"a; b\" }\n") == [[]])
  }
}
