import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct InheritedTypeTests {
  private func graph(_ types: [String: TokenType]) -> TokenGraph {
    TokenGraph(
      tokens: [], indexByPath: [:], groupTypes: types.mapValues { Located($0, at: .file("t.yaml")) }, groupPaths: [],
      files: [])
  }

  @Test func nearestEnclosingGroupWins() {
    let types = graph(["": .number, "a": .color, "a.b": .dimension])
    #expect(types.inheritedType(of: TokenPath(["a", "b", "c"])) == .dimension)
    #expect(types.inheritedType(of: TokenPath(["a", "x", "c"])) == .color)
    #expect(types.inheritedType(of: TokenPath(["z", "c"])) == .number)
    #expect(types.inheritedType(of: TokenPath(["a"])) == .number)
    #expect(types.inheritedType(of: TokenPath(["a.b"])) == .number)
  }

  @Test func nonASCIIPathsJoinTheirNames() {
    // A combining mark after '.' makes one Character, so the name is valid and holds a '.' byte.
    let types = graph(["é": .color, "é.b": .dimension])
    #expect(types.inheritedType(of: TokenPath(["é", "b", "c"])) == .dimension)
    #expect(types.inheritedType(of: TokenPath(["é", ".\u{301}x", "c"])) == .color)
    #expect(types.inheritedType(of: TokenPath(["é", "b.\u{301}", "c"])) == .color)
    #expect(types.inheritedType(of: TokenPath(["é", "c"])) == .color)
  }

  @Test func noGroupTypesMeansNoType() {
    #expect(graph([:]).inheritedType(of: TokenPath(["a", "b"])) == nil)
  }
}
