import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct InheritedTypeTests {
  /// The groups' types, asked by path.
  private struct Types {
    var groupTypes: [String: Located<TokenType>]
    func inheritedType(of path: TokenPath) -> TokenType? {
      TokenGraph.inheritedType(of: path, groupTypes: groupTypes)
    }
  }

  private func graph(_ types: [String: TokenType]) -> Types {
    Types(groupTypes: types.mapValues { Located($0, at: .file("t.yaml")) })
  }

  @Test func nearestEnclosingGroupWins() {
    let types = graph(["a": .color, "a.b": .dimension, "z.c": .number])
    #expect(types.inheritedType(of: TokenPath(["a", "b", "c"])) == .dimension)
    #expect(types.inheritedType(of: TokenPath(["a", "x", "c"])) == .color)
    #expect(types.inheritedType(of: TokenPath(["z", "c"])) == nil)
    #expect(types.inheritedType(of: TokenPath(["a"])) == nil)
    #expect(types.inheritedType(of: TokenPath(["a.b"])) == nil)
  }

  /// A file's root `$type` types that file's tokens only: another file's font weight is no color, and two
  /// files' roots of other types are no conflict.
  @Test func aFilesRootTypeTypesOnlyItsOwnTokens() throws {
    let project = try TemporaryProject(files: [
      "tokens/weights.json": #"{ "$type": "fontWeight", "font-weight": { "bold": { "$value": 550 } } }"#,
      "tokens/sizes.json": #"{ "$type": "dimension", "space": { "s": { "$value": "4px" } } }"#,
      "tokens/zcolors.json": ##"{ "$type": "color", "color": { "bg": { "$value": "#ffffff" } } }"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/tokens"])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    #expect(graph.value("font-weight.bold") == .fontWeight(550))
    #expect(graph.hex("color.bg") == "#FFFFFFFF")
    #expect(graph.value("space.s") == .dimension(DimensionValue(value: 4, unit: .px)))
  }

  /// A resolver's inline sets are documents of one file: each set's root `$type` types its own tokens, so a set
  /// of numbers and a set of weights do not take one type between them.
  @Test func aResolverSetsRootTypeTypesOnlyItsOwnTokens() throws {
    let resolver = ##"""
      {"version": "2025.10",
       "sets": {"numbers": {"sources": [{"$type": "number", "ratio": {"$value": 1.5}}]},
                "weights": {"sources": [{"$type": "fontWeight", "bold": {"$value": 700}}]}},
       "resolutionOrder": [{"$ref": "#/sets/numbers"}, {"$ref": "#/sets/weights"}]}
      """##
    let project = try TemporaryProject(files: ["t.resolver.json": resolver])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/t.resolver.json"])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    #expect(graph.value("bold") == .fontWeight(700) && graph.value("ratio") == .number(1.5))
  }

  /// A token no `$type` of its own file reaches has no type, whatever another file's root says.
  @Test func anotherFilesRootTypeLeavesATokenUntyped() throws {
    let project = try TemporaryProject(files: [
      "tokens/a.json": #"{ "opacity": { "half": { "$value": 0.5 } } }"#,
      "tokens/b.json": ##"{ "$type": "color", "color": { "bg": { "$value": "#ffffff" } } }"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/tokens"])
    #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.id) == ["token.no-type"])
  }

  /// A token aliasing an untyped one is untyped for the same reason, which the target's own diagnostic gives
  /// (gcds's component widths aliasing `outline.width`, whose reference is unknown): it adds no `token.no-type`.
  @Test func anAliasOfAnUntypedTokenAddsNoSecondError() throws {
    let project = try TemporaryProject(files: [
      "tokens/a.json": #"{ "outline": { "width": { "$value": "{spacing.50}" } }, "gap": { "$value": 4 } }"#,
      "tokens/b.json": #"{ "alert": { "width": { "$value": "{outline.width}" }, "gap": { "$value": "{gap}" } } }"#,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/tokens"])
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id).sorted() == ["alias.unresolved", "token.no-type"], "\(errors.map(\.message))")
    #expect(errors.first { $0.id == "token.no-type" }?.message.contains("'gap'") == true)
  }

  /// The aliases of a cycle have no other token to report them: each is `token.no-type`, and nothing is built.
  @Test func untypedAliasesInACycleAreReported() throws {
    for text in [#"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"#, #"{"a": {"$value": "{a}"}}"#] {
      let project = try TemporaryProject(files: ["tokens/c.json": text])
      defer { project.remove() }
      let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/tokens"])
      #expect(loaded.status == .errors)
      #expect(!loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(text)")
    }
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
