import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// The writers make a trait's first value the default appearance (an asset catalog's Any, Android's `values/`,
/// CSS with no preference): a platform trait listing its platforms' default later has it moved first, with a
/// note, and every token keeps its values.
@Suite struct TraitDefaultOrderTests {
  @Test func thePlatformsDefaultValueIsFirstWithANote() {
    let (config, diagnostics) = SwatchConfigParser.parse(
      yaml: "tokens: [t]\ntraits:\n  appearance: [dark, light]\n  contrast: [less, normal, more]\n  theme: [b, a]\n")
    #expect(config.traits.traits.map(\.values) == [["light", "dark"], ["normal", "less", "more"], ["b", "a"]])
    #expect(diagnostics.map(\.id) == ["traits.default-first", "traits.default-first"])
    #expect(diagnostics.map { $0.range?.start.line } == [3, 4])
    #expect(diagnostics.allSatisfy { $0.severity == .note })
  }

  @Test func valuesFollowTheModeKeysWhicheverValueIsFirst() throws {
    let yaml = "bg: { $type: color, $value: \"#000000\", $modes: { light: \"#FFFFFF\" } }\n"
    // Resolved as written, in either order, and as the configuration orders them: each appearance's value is
    // the same, so moving the default first changes which appearance is the default, never a value.
    for values in [["dark", "light"], ["light", "dark"]] {
      let traits = TraitSet([Trait(name: "appearance", values: values)])
      let graph = try #require(TokenPipeline(traits: traits).resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
      let bg = try #require(graph.token("bg"))
      let byName = Dictionary(
        uniqueKeysWithValues: graph.appearances.map { appearance -> (String, String) in
          guard case .color(let color) = bg.values[appearance.index] else { return (appearance.name, "") }
          return (appearance.name, color.hexRGBA)
        })
      #expect(byName == ["light": "#FFFFFFFF", "dark": "#000000FF"], "\(values)")
    }
    #expect(Trait.platformDefaultFirst("appearance", ["dark", "light"]) == ["light", "dark"])
  }
}
