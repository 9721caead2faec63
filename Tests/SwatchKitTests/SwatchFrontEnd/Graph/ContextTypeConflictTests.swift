import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A context (a theme's set, a resolver context's file) that gives a token another type than where it is
/// defined says so at its type, with a note at the first: a token has one type in every appearance. (A color
/// and a gradient are one gradient, `ToolValueReadingTests.aPlainColorLiteralAndAGradientInTwoThemesAreOneGradient`.)
@Suite struct ContextTypeConflictTests {
  @Test func aThemeThatMakesAColorADimensionSaysSo() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\n",
      "tokens/$themes.json": ##"""
      [{"id": "1", "name": "Base", "group": "Brand", "selectedTokenSets": {"base": "enabled"}},
       {"id": "2", "name": "Cat", "group": "Brand", "selectedTokenSets": {"base": "enabled", "cat": "enabled"}}]
      """##,
      "tokens/base.json":
        ##"{"a": {"value": "#ff0000", "type": "color"}, "accent": {"value": "#6933C0", "type": "color"}}"##,
      "tokens/cat.json": ##"{"accent": {"value": "12px", "type": "dimension"}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let conflict = try #require(loaded.diagnostics.first { $0.id == "token.type-conflict" })
    #expect(conflict.severity == .error)
    #expect(conflict.message.contains("'accent' is a dimension in this context and a color where it is defined"))
    #expect(conflict.range?.file.hasSuffix("tokens/cat.json") == true)
    #expect(conflict.notes.first?.range?.file.hasSuffix("tokens/base.json") == true)
    let kept = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [], keepGoing: true)
    #expect(kept.status == .clean && kept.resolved?.tokens.map(\.path.string) == ["a"])
  }
}
