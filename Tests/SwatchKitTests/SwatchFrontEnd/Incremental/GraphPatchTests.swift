import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// Which tokens a patched resolve makes again.
@Suite struct GraphPatchTests {
  /// The positions of `paths` in `result`'s graph.
  static func positions(_ paths: [String], in result: PipelineResult) -> [Int] {
    paths.compactMap { result.resolved?.index(of: $0) }.sorted()
  }

  static func resolveTwice(_ edit: (inout PatchedTokenSet) -> Void) -> PipelineResult {
    var tokens = PatchedTokenSet()
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    _ = pipeline.resolve(tokens.sources)
    edit(&tokens)
    return pipeline.resolve(tokens.sources)
  }

  @Test func aValueEditRemakesTheTokenAndEveryTokenReachingIt() {
    let result = Self.resolveTwice { $0.palette["p0"]!.light = "#010203" }
    // s0 aliases p0; s2 aliases s0 (and p2 in dark only); k0, k1 and the borders reach s2.
    let expected = [
      "palette.p0", "semantic.s0", "semantic.s2", "chain.k0", "chain.k1", "border.b0", "border.b1",
    ]
    #expect(result.remadeTokens == Self.positions(expected, in: result))
  }

  @Test func aTargetOnlyOneAppearanceTakesStillCounts() {
    let result = Self.resolveTwice { $0.palette["p2"]!.light = "#010203" }
    // s2 takes p2 only in dark appearances; its dependents are made again all the same.
    let expected = [
      "palette.p2", "semantic.s2", "chain.k0", "chain.k1", "border.b0", "border.b1",
    ]
    #expect(result.remadeTokens == Self.positions(expected, in: result))
  }

  @Test func aLineInsertedAboveRemakesOnlyTheMovedTokens() {
    let result = Self.resolveTwice { $0.headers["tokens/a-palette.yaml"] = 2 }
    #expect(
      result.remadeTokens == Self.positions(["palette.p0", "palette.p1", "palette.p2", "palette.p3"], in: result))
    #expect(result.resolved?.token("palette.p0")?.definedAt.start.line == 5)
  }

  @Test func nothingChangedRemakesNothingAndAddingATokenRemakesAll() {
    #expect(Self.resolveTwice { _ in }.remadeTokens == [])
    #expect(Self.resolveTwice { $0.palette["p9"] = .init(light: "#000000") }.remadeTokens == nil)
  }

  @Test func aResolveWithErrorsKeepsTheLastGoodRecord() {
    var tokens = PatchedTokenSet()
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    _ = pipeline.resolve(tokens.sources)
    tokens.semantic["s0"]!.target = "semantic.s2"  // s2 → s0 → s2: a cycle
    let broken = pipeline.resolve(tokens.sources)
    #expect(broken.resolved == nil && broken.diagnostics.contains { $0.id == "alias.cycle" })
    tokens.semantic["s0"]!.target = "palette.p1"
    let fixed = pipeline.resolve(tokens.sources)
    #expect(fixed.remadeTokens?.contains(fixed.resolved!.index(of: "semantic.s0")!) == true)
    #expect(fixed.remadeTokens?.contains(fixed.resolved!.index(of: "palette.p0")!) == false)
  }
}
