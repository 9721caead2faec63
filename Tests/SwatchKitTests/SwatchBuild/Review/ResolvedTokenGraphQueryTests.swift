import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// What `swatch resolve` selects and how its table is laid out.
@Suite struct ResolvedTokenGraphQueryTests {
  static let tokens = """
    label:
      $type: color
      primary: { $value: "#000000", $modes: { dark: "#FFFFFF" } }
      secondary: { $value: "#3C3C43 / 60%", $modes: { dark: "#EBEBF5 / 60%" } }
    labelling:
      $type: color
      a-rather-long-token-name-that-widens-the-first-column: "#123456"
    """

  func graph() throws -> ResolvedTokenGraph {
    let folder = try TemporaryFolder(["swatch.yaml": "tokens: [tokens]\n", "tokens/a.yaml": Self.tokens])
    return try #require(Project.load(configPath: folder.path + "/swatch.yaml", tokenPaths: []).resolved)
  }

  @Test func aGroupSelectsItsTokensAndATokenItself() throws {
    let graph = try graph()
    #expect(graph.tokens(selectedBy: "label").map(\.path.string) == ["label.primary", "label.secondary"])
    #expect(graph.tokens(selectedBy: "label.primary").map(\.path.string) == ["label.primary"])
    #expect(graph.tokens(selectedBy: "lab").isEmpty)
  }

  @Test func aMisspelledGroupOrTokenGetsTheClosestPath() throws {
    let graph = try graph()
    #expect(graph.pathSuggestion(for: "lable") == "label")
    #expect(graph.pathSuggestion(for: "label.primray") == "label.primary")
  }

  @Test(arguments: [("drak", "dark"), ("dark hihg-contrast", "dark high-contrast"), ("elevatd", "elevated")])
  func aMisspelledAppearanceGetsTheClosestTraitValues(_ text: String, _ expected: String) throws {
    #expect(try graph().appearanceSuggestion(for: text) == expected)
  }

  @Test func anAppearanceWithNoCloseValueOrNothingWrongGetsNoSuggestion() throws {
    let graph = try graph()
    #expect(graph.appearanceSuggestion(for: "purple") == nil)
    #expect(graph.appearanceSuggestion(for: "dark") == nil)
    #expect(graph.appearanceSuggestion(for: "dark light") == nil)
  }

  @Test func theDefaultTableKeepsWithinAHundredColumns() throws {
    let table = try graph().table(wide: false)
    let widest = table.split(separator: "\n").map(\.count).max() ?? 0
    #expect(widest <= ResolvedTokenGraph.tableWidth, "\(table)")
    #expect(table.contains("label.primary (color)\n  light normal base "))
    #expect(table.split(separator: "\n").count == 3 * (1 + 8))
  }

  @Test func wideKeepsOneRowPerTokenAndANarrowTableStaysAsItIs() throws {
    let graph = try graph()
    let wide = graph.table(wide: true)
    #expect(wide.split(separator: "\n").count == 1 + 3)
    #expect((wide.split(separator: "\n").map(\.count).max() ?? 0) > ResolvedTokenGraph.tableWidth)
    let dark = try #require(graph.traits.appearance(named: "dark"))
    #expect(graph.table(appearances: [dark], wide: false) == graph.table(appearances: [dark], wide: true))
  }
}
