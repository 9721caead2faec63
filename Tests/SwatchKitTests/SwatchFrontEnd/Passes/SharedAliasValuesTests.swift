import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// A plain alias shares the values array of the token its chain ends at; any other token has its own.
@Suite struct SharedAliasValuesTests {
  static let yaml = """
    color:
      $type: color
      red: { $value: "#ff0000", $modes: { dark: "#880000" } }
      alias: { $value: "{color.red}" }
      chain: { $value: "{color.alias}" }
      faded: { $value: "{color.red} / 50%" }
      moded: { $value: "{color.red}", $modes: { dark: "{color.red}" } }
      same: { $value: "#ff0000", $modes: { dark: "#880000" } }

    """

  private static func storage(_ values: [TokenValue]) -> UnsafeRawPointer? {
    values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  private static func graph() throws -> ResolvedTokenGraph {
    try #require(TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
  }

  @Test func aPlainAliasAndItsChainShareTheTargetsValues() throws {
    let graph = try Self.graph()
    let red = try #require(graph.token("color.red")).values
    for path in ["color.alias", "color.chain"] {
      let values = try #require(graph.token(path)).values
      #expect(values == red)
      #expect(Self.storage(values) == Self.storage(red), "\(path) holds a copy")
    }
  }

  @Test func otherTokensHoldTheirOwnValues() throws {
    let graph = try Self.graph()
    let red = try #require(graph.token("color.red")).values
    // An alpha changes the value; modes are other candidates; a literal equal by chance is not an alias.
    for path in ["color.faded", "color.moded", "color.same"] {
      #expect(Self.storage(try #require(graph.token(path)).values) != Self.storage(red), "\(path) shares")
    }
    #expect(try #require(graph.token("color.moded")).values == red)
    #expect(try #require(graph.token("color.same")).values == red)
  }
}
