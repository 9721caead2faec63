import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A graph a watching process patched takes the last graph's platform names when nothing they were made from
/// changed, and makes them again when a token made again is named otherwise or the last names collided.
@Suite struct PlatformNamesCarryTests {
  static func colorNames(_ graph: ResolvedTokenGraph, rule: String = "colors") -> (PlatformNames, [Diagnostic]) {
    PlatformNames.assign(
      graph, writer: "test", output: nil, rule: rule, include: { $0.type == .color },
      nameFromWords: { $0.joined(separator: "-") })
  }

  static func resolve(_ pipeline: TokenPipeline, _ text: String) throws -> ResolvedTokenGraph {
    try #require(pipeline.resolve([SourceText(path: "tokens/a.yaml", text: text)]).resolved)
  }

  @Test func namesFollowATokenThatIsAColorNoMore() throws {
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    let first = try Self.resolve(pipeline, "a: { $type: color, $value: '#112233' }\nb: { $value: '{a}' }\n")
    #expect(Self.colorNames(first).0.names == ["a", "b"])
    // `b` is now a dimension (a new type makes every token again): the colors' names leave it out.
    let second = try Self.resolve(
      pipeline, "a: { $type: color, $value: '#112233' }\nb: { $type: dimension, $value: 4px }\n")
    #expect(Self.colorNames(second).0.names == ["a", ""])
    // A value edit keeps the names, as a fresh naming gives them.
    let third = try Self.resolve(
      pipeline, "a: { $type: color, $value: '#445566' }\nb: { $type: dimension, $value: 4px }\n")
    #expect(third.remadeTokens == [0])
    #expect(Self.colorNames(third).0.names == ["a", ""])
  }

  @Test func carriedOnlyWhenNothingTheNamesReadChanged() {
    let names = PlatformNames(names: ["a", "", "c"])
    let clean = NameTable(names: names, diagnostics: [], included: [true, false, true])
    #expect(PlatformNames.carried(clean, remade: [0, 2], include: { $0 != 1 })?.names.names == ["a", "", "c"])
    #expect(PlatformNames.carried(clean, remade: [1], include: { _ in true }) == nil)
    #expect(PlatformNames.carried(clean, remade: [0], include: { _ in false }) == nil)
    let collided = NameTable(
      names: names, diagnostics: [Diagnostic(.nameCollision("a", "a", "b", writer: "test"), at: nil)],
      included: [true, false, true])
    #expect(PlatformNames.carried(collided, remade: [], include: { _ in true }) == nil)
  }

  /// A one-shot build's graph keeps no names (nothing asks for them twice, and at 100,000 tokens each naming
  /// is megabytes held until the graph goes); a watching process's graph keeps them for the next.
  @Test func onlyAGraphTheNextCarriesKeepsItsNames() throws {
    let text = "a: { $type: color, $value: '#112233' }\n"
    var watching = TokenPipeline(traits: .standard)
    watching.memory = DocumentMemory()
    for (pipeline, keeps) in [(TokenPipeline(traits: .standard), false), (watching, true)] {
      let graph = try Self.resolve(pipeline, text)
      let asked = Counter()
      for _ in 0..<2 {
        _ = PlatformNames.assign(
          graph, writer: "test", output: nil, rule: "", include: { _ in asked.add() },
          nameFromWords: { $0.joined() })
      }
      #expect(asked.count == (keeps ? 1 : 2))
    }
  }

  final class Counter: @unchecked Sendable {
    var count = 0
    func add() -> Bool {
      count += 1
      return true
    }
  }

  @Test func eachRuleHasNamesOfItsOwn() throws {
    // A watching process's graph, which keeps its names: a rule left out of the key would give both the same.
    var pipeline = TokenPipeline(traits: .standard)
    pipeline.memory = DocumentMemory()
    let graph = try Self.resolve(pipeline, "a: { $type: color, $value: '#112233' }\n")
    let plain = Self.colorNames(graph).0.names
    let prefixed = PlatformNames.assign(
      graph, writer: "test", output: nil, rule: "prefixed", nameFromWords: { "x-" + $0.joined(separator: "-") }
    ).0.names
    #expect(plain == ["a"])
    #expect(prefixed == ["x-a"])
  }
}
