import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// The live preview's row memory: a page made with it is the page made without it, and only the rows whose
/// inputs changed are rendered again.
@Suite struct PreviewRowMemoryTests {
  private static let tokens = """
    palette:
      $type: color
      red: { $value: "#FF0000" }
      blue: { $value: "#0000FF", $modes: { dark: "#000088" } }
      gray: { $value: "#808080" }
    background:
      $type: color
      primary: { $value: "{palette.gray}" }
    label:
      $type: color
      primary: { $value: "{palette.red}", $modes: { dark: "{palette.blue}" } }
      secondary: { $value: "{label.primary} / 50%" }
      plain: { $value: "#123456" }
    space:
      $type: dimension
      small: { $value: 4px }
    """

  private func page(_ yaml: String, memory: PreviewRowMemory?) throws -> String {
    let graph = try #require(
      TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
    return PreviewPage(graph: graph, config: .standard).html(rows: memory)
  }

  @Test func pageWithMemoryEqualsPageWithout() throws {
    let memory = PreviewRowMemory()
    let first = try page(Self.tokens, memory: memory)
    #expect(first == (try page(Self.tokens, memory: nil)))
    #expect(memory.rendered == 8 && memory.reused == 0)
    #expect(try page(Self.tokens, memory: memory) == first)
    #expect(memory.rendered == 0 && memory.reused == 8)
  }

  /// A changed palette color renders its own row and the rows whose alias chains pass through it, each in
  /// the appearance it reaches them in; the page equals one made from scratch.
  @Test func editRendersTheRowsItReaches() throws {
    let memory = PreviewRowMemory()
    _ = try page(Self.tokens, memory: memory)
    let edited = Self.tokens.replacingOccurrences(of: "#000088", with: "#000099")
    let html = try page(edited, memory: memory)
    #expect(html == (try page(edited, memory: nil)))
    #expect(html.contains("#000099"))
    // palette.blue, label.primary (dark reaches blue) and label.secondary (through label.primary).
    #expect(memory.rendered == 3 && memory.reused == 5)
  }

  /// A hop reached by another mode key shows in the chain of every row through it, though no value changed.
  @Test func editOfAHopLabel() throws {
    let memory = PreviewRowMemory()
    _ = try page(Self.tokens, memory: memory)
    let moved = Self.tokens.replacingOccurrences(
      of: "$modes: { dark: \"#000088\" }", with: "$modes: { dark: \"#000088\", dark high-contrast: \"#000088\" }")
    let html = try page(moved, memory: memory)
    #expect(html == (try page(moved, memory: nil)))
    #expect(html.contains("palette.blue [dark high-contrast]"))
    #expect(memory.rendered == 3 && memory.reused == 5)
  }

  /// A new description or a new hop label in a chain is a changed row, though no value changed.
  @Test func editWithoutAValueChange() throws {
    let memory = PreviewRowMemory()
    _ = try page(Self.tokens, memory: memory)
    let described = Self.tokens.replacingOccurrences(
      of: "plain: { $value: \"#123456\" }", with: "plain: { $value: \"#123456\", $description: Body <text> }")
    let html = try page(described, memory: memory)
    #expect(html == (try page(described, memory: nil)))
    #expect(html.contains("Body &lt;text&gt;"))
    #expect(memory.rendered == 1)
  }

  /// The columns sit on the background token: a new background changes every row's cells.
  @Test func newBackgroundRendersEveryRow() throws {
    let memory = PreviewRowMemory()
    _ = try page(Self.tokens, memory: memory)
    let darker = Self.tokens.replacingOccurrences(of: "#808080", with: "#202020")
    #expect(try page(darker, memory: memory) == (try page(darker, memory: nil)))
    #expect(memory.rendered == 8 && memory.reused == 0)
  }
}
