import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A preview row shows a long alias chain's first hops, a count and its end, so the page grows with the number
/// of tokens, not with the square of a chain's length.
@Suite struct AliasChainsTests {
  /// `c.t0` is a color; each `c.tN` aliases `c.t(N-1)`, and `c.t5` takes a mode value and an alpha in dark.
  private func chained(_ count: Int) throws -> ResolvedTokenGraph {
    var yaml = "c:\n  $type: color\n  t0: { $value: \"#102030\" }\n"
    for index in 1..<count {
      let modes = index == 5 ? ", $modes: { dark: \"{c.t4} / 50%\" }" : ""
      yaml += "  t\(index): { $value: \"{c.t\(index - 1)}\"\(modes) }\n"
    }
    let pipeline = TokenPipeline(traits: .standard)
    return try #require(pipeline.resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
  }

  private func index(_ path: String, in graph: ResolvedTokenGraph) throws -> Int {
    try #require(graph.tokens.firstIndex { $0.path.string == path })
  }

  @Test func aChainOfUpToTwentyHopsIsShownWhole() throws {
    let graph = try chained(30)
    let chains = AliasChains(graph)
    let light = graph.appearances[0]
    #expect(chains.text(of: try index("c.t0", in: graph), in: light, graph: graph) == "$value")
    #expect(chains.text(of: try index("c.t2", in: graph), in: light, graph: graph) == "$value → c.t1 → c.t0")
    let twenty = try index("c.t20", in: graph)
    #expect(chains.hops(of: twenty, in: light.index) == 20)
    let hops = (0..<20).reversed().map { " → c.t\($0)" }.joined()
    #expect(chains.text(of: twenty, in: light, graph: graph) == "$value" + hops)
  }

  @Test func aLongerChainShowsItsFirstTenHopsACountAndItsEnd() throws {
    let graph = try chained(30)
    let chains = AliasChains(graph)
    let light = graph.appearances[0]
    let last = try index("c.t29", in: graph)
    #expect(chains.hops(of: last, in: light.index) == 29)
    let first = (19...28).reversed().map { " → c.t\($0)" }.joined()
    #expect(chains.text(of: last, in: light, graph: graph) == "$value" + first + " → … (18 more) → c.t0")
    // In dark, c.t5 is reached by its mode key with an alpha: that hop is labelled where it is shown.
    let dark = try #require(graph.appearances.first { $0.name == "dark normal base" })
    let seven = try index("c.t7", in: graph)
    #expect(
      chains.text(of: seven, in: dark, graph: graph)
        == "$value → c.t6 → c.t5 [dark] / 0.5 → c.t4 → c.t3 → c.t2 → c.t1 → c.t0")
  }

  /// 3,000 chained aliases: each row shows at most 21 hops, so the page stays within a few MB (it was 415 MB).
  @Test func thePageGrowsWithTheTokensNotTheSquareOfTheChain() throws {
    let graph = try chained(3_000)
    let html = PreviewPage(graph: graph, config: .standard).html
    #expect(html.utf8.count < 20_000_000, "\(html.utf8.count) bytes")
    #expect(html.contains("… (2988 more) → c.t0"))
  }
}
