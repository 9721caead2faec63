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

/// Android's resources of a graph a watching process patched: each token's carried unless it was made again,
/// and the collisions looked for again when a token made again names its resources otherwise.
@Suite struct AndroidCarriedResourcesTests {
  static func set(_ pipeline: TokenPipeline, _ text: String) throws -> (AndroidResourceSet, [Int]?) {
    let result = pipeline.resolve([SourceText(path: "tokens.yaml", text: text)])
    let graph = try #require(result.resolved)
    return (AndroidResourceSet(graph: graph, prefix: ""), graph.remadeTokens)
  }

  @Test func aValueEditThatAddsAVariantFindsItsCollision() throws {
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    let plain = "bg: { $type: color, $value: '#FFFFFF' }\nbg_high_contrast: { $type: color, $value: '#000000' }\n"
    let (first, _) = try Self.set(pipeline, plain)
    #expect(first.diagnostics.isEmpty)
    #expect(first.day.map(\.name) == ["bg", "bg_high_contrast"])
    // `bg` now changes with the contrast: its `bg_high_contrast` variant takes the other token's name.
    let (second, remade) = try Self.set(
      pipeline,
      "bg: { $type: color, $value: '#FFFFFF', $modes: { high-contrast: '#111111' } }\n"
        + "bg_high_contrast: { $type: color, $value: '#000000' }\n")
    #expect(remade == [0])
    #expect(second.diagnostics.map(\.id) == ["name.collision"])
    // Back as it was: carried from the graph that collided, the collision is gone.
    let (third, _) = try Self.set(pipeline, plain)
    #expect(third.diagnostics.isEmpty)
    #expect(third.day.map { "\($0.name) \($0.value)" } == ["bg #FFFFFFFF", "bg_high_contrast #FF000000"])
  }
}
