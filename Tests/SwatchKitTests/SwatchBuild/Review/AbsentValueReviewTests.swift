import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A token with no value in an appearance (a Tokens Studio token only the dark theme's set defines): the review
/// tools show, compare and measure what the outputs hold there, nothing (CSS `initial`), never its `$value`.
@Suite struct AbsentValueReviewTests {
  static let themes = ##"""
    [{"name": "light", "group": "Mode", "selectedTokenSets": {"base": "enabled", "light": "enabled"}},
     {"name": "dark", "group": "Mode", "selectedTokenSets": {"base": "enabled", "dark": "enabled"}}]
    """##

  /// The project whose light set holds `light` and dark set `dark` (JSON members), beside a shared `bg`.
  static func project(light: String, dark: String) throws -> TemporaryProject {
    try TemporaryProject(files: [
      "swatch.yaml":
        "tokens: [t]\noutputs: []\nlint:\n  contrast:\n    - { foreground: only, background: bg, level: AA }\n",
      "t/$themes.json": themes, "t/$metadata.json": #"{"tokenSetOrder": ["base", "light", "dark"]}"#,
      "t/base.json": ##"{"bg": {"value": "#FFFFFF", "type": "color"}}"##,
      "t/light.json": "{" + light + "}", "t/dark.json": "{" + dark + "}",
    ])
  }

  static func load(_ project: TemporaryProject) throws -> (Project, ResolvedTokenGraph) {
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    return (loaded, try #require(loaded.resolved, "\(loaded.diagnostics.map(\.message))"))
  }

  /// The token `only`, of `hex`, as a set's member.
  static func only(_ hex: String) -> String { ##""only": {"value": "\##(hex)", "type": "color"}"## }

  @Test func diffSaysAbsentWhereTheTokenHasNoValue() throws {
    let before = try Self.project(light: "", dark: Self.only("#123456"))
    let after = try Self.project(light: Self.only("#ABCDEF"), dark: "")
    defer {
      before.remove()
      after.remove()
    }
    let diff = TokenDiff(old: try Self.load(before).1, new: try Self.load(after).1)
    #expect(
      diff.rows.map { $0.joined(separator: " | ") } == [
        "changed | only | light | absent | #ABCDEFFF", "changed | only | dark | #123456FF | absent",
      ])
    // Added in the dark set alone: one row, in dark, not `all` with the dark value in light too.
    let plain = try Self.project(light: "", dark: "")
    defer { plain.remove() }
    let appeared = TokenDiff(old: try Self.load(plain).1, new: try Self.load(before).1)
    #expect(appeared.rows.map { $0.joined(separator: " | ") } == ["added | only | dark | - | #123456FF"])
  }

  @Test func previewShowsAnAbsentCellAndLintMeasuresNothingThere() throws {
    let project = try Self.project(light: "", dark: Self.only("#767676"))
    defer { project.remove() }
    let (loaded, graph) = try Self.load(project)
    let html = PreviewPage(graph: graph, config: loaded.config).html
    let row = try #require(html.components(separatedBy: "<tr data-path=\"only\"").dropFirst().first)
    let cells = row.components(separatedBy: "</tr>")[0]
    #expect(cells.contains("<div class=\"absent\">absent</div>"))
    #expect(cells.components(separatedBy: "class=\"swatch\"").count - 1 == 1)
    let measured = ContrastPairs(LintContext(graph: graph, config: loaded.config.lint, traitsRange: nil))
      .measurements().map(\.appearance)
    #expect(measured == ["dark"])
  }
}
