import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A patched graph's memo starts with what the last graph's memo made, and hands it to `carry` with the tokens
/// made again; a graph made whole, or a value the last graph never made, is made by `make`.
@Suite struct GraphMemoCarryTests {
  /// A value kept per token for the test: each token's path, with a mark for how it was made.
  struct Marked: Sendable {
    var paths: [String]
    var carried: [Int]?
  }

  static func marked(_ graph: ResolvedTokenGraph) -> Marked {
    graph.memo.value(
      Marked.self,
      carry: { old, remade in
        var paths = old.paths
        for index in remade { paths[index] = graph.tokens[index].path.string }
        return Marked(paths: paths, carried: remade)
      },
      make: { Marked(paths: graph.tokens.map(\.path.string), carried: nil) })
  }

  @Test func aPatchedGraphCarriesWhatTheLastGraphMade() throws {
    var tokens = PatchedTokenSet()
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    let first = try #require(pipeline.resolve(tokens.sources).resolved)
    #expect(Self.marked(first).carried == nil)
    tokens.palette["p3"]!.light = "#000001"
    let second = try #require(pipeline.resolve(tokens.sources).resolved)
    let remade = try #require(second.remadeTokens)
    #expect(remade == [second.index(of: "palette.p3")!, second.index(of: "semantic.s3")!].sorted())
    #expect(Self.marked(second).carried == remade)
    #expect(Self.marked(second).paths == second.tokens.map(\.path.string))
    // The second graph made it (carried), so the third carries it again.
    tokens.palette["p3"]!.light = "#000002"
    let third = try #require(pipeline.resolve(tokens.sources).resolved)
    #expect(Self.marked(third).carried == third.remadeTokens)
  }

  @Test func aValueTheLastGraphNeverMadeIsMade() throws {
    var tokens = PatchedTokenSet()
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    _ = pipeline.resolve(tokens.sources)
    tokens.palette["p3"]!.light = "#000001"
    let second = try #require(pipeline.resolve(tokens.sources).resolved)
    #expect(second.remadeTokens != nil)
    #expect(Self.marked(second).carried == nil)
  }

  @Test func otherSettingsMakeEveryToken() {
    let tokens = PatchedTokenSet()
    let memory = DocumentMemory()
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = memory
    _ = pipeline.resolve(tokens.sources)
    #expect(pipeline.resolve(tokens.sources).remadeTokens == [])
    var keepingGoing = TokenPipeline(traits: .standard, keepGoing: true)
    keepingGoing.memory = memory
    #expect(keepingGoing.resolve(tokens.sources).remadeTokens == nil)
    var otherPolicy = TokenPipeline(traits: .standard, unsupportedTypes: .skip, keepGoing: true)
    otherPolicy.memory = memory
    #expect(otherPolicy.resolve(tokens.sources).remadeTokens == nil)
    let fewer = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]),
      Trait(name: "contrast", values: ["normal", "high-contrast"]),
    ])
    var otherTraits = TokenPipeline(traits: fewer)
    otherTraits.memory = memory
    let result = otherTraits.resolve(tokens.sources)
    #expect(result.resolved != nil && result.remadeTokens == nil)
  }
}
