import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// An appearance value Android has no qualifier for (`dim` beside `light` and `dark`) is a name suffix, as a
/// trait without a qualifier is: its values were left out of every resource, with exit 0.
@Suite struct AndroidAppearanceSuffixTests {
  static func resources(_ yaml: String, appearance: [String]) throws -> AndroidResourceSet {
    let traits = TraitSet([
      Trait(name: "appearance", values: appearance), Trait(name: "contrast", values: ["normal", "high-contrast"]),
    ])
    let result = TokenPipeline(traits: traits).resolve([SourceText(path: "tokens.yaml", text: yaml)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    return AndroidResourceSet(graph: graph, prefix: "")
  }

  static let yaml = """
    bg:
      $type: color
      $value: "#FFFFFF"
      $modes: { dark: "#000000", dim: "#222222", dim high-contrast: "#111111" }
    fg: { $type: color, $value: "#101010", $modes: { dark: "#EEEEEE" } }
    edge: { $type: color, $value: "#808080", $modes: { dim: "#909090" } }

    """

  @Test func aThirdAppearanceValueIsASuffix() throws {
    let set = try Self.resources(Self.yaml, appearance: ["light", "dark", "dim"])
    let day = set.day.map { "\($0.name) \($0.value)" }
    // `bg` changes with the contrast too (in `dim`), so it has a high-contrast variant; `fg` has no `dim` one.
    #expect(
      day == [
        "bg #FFFFFFFF", "bg_high_contrast #FFFFFFFF", "bg_dim #FF222222", "bg_dim_high_contrast #FF111111",
        "edge #FF808080", "edge_dim #FF909090", "fg #FF101010",
      ])
    // Night holds the dark values of the default appearance's resources only: `dim` has no night twin.
    #expect(
      set.night.map { "\($0.name) \($0.value)" } == ["bg #FF000000", "bg_high_contrast #FF000000", "fg #FFEEEEEE"])
    #expect(set.diagnostics.isEmpty)
  }

  @Test func withoutDarkEveryOtherAppearanceIsASuffix() throws {
    let set = try Self.resources(
      "sepia: { $type: color, $value: \"#FFFFFF\", $modes: { sepia: \"#F4ECD8\" } }\n", appearance: ["light", "sepia"])
    #expect(set.day.map(\.name) == ["sepia", "sepia_sepia"])
    #expect(set.night.isEmpty)
  }
}
