import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// The catalog binding makes: what the passes after it read of each token instead of its definition.
@Suite struct TokenCatalogTests {
  static let tokens = """
    color:
      $type: color
      ink: { $value: "#101010", $description: Body text }
      old: { $value: "{color.ink}", $deprecated: use color.ink }
      plain: "#FFFFFF"
    size:
      gap: { $type: dimension, $value: 4px, $extensions: { com.example: { step: 1 } } }
    """

  private func catalog() throws -> TokenCatalog {
    let read = TokenPipeline.readOne(SourceText(path: "t.yaml", text: Self.tokens))
    let document = try #require(read.document)
    let (graph, _) = TokenGraphBuilder().build([document])
    return BindPass(traits: .standard).run(graph).0.catalog
  }

  @Test func keepsEveryTokensPathPlaceAndOwnType() throws {
    let catalog = try catalog()
    #expect(catalog.paths.map(\.string) == ["color.ink", "color.old", "color.plain", "size.gap"])
    #expect(catalog.nameRanges.map(\.start.line) == [3, 4, 5, 7])
    #expect(catalog.declaredTypes == [nil, nil, nil, .dimension])
    #expect((0..<catalog.count).map(catalog.inheritedType(of:)) == [.color, .color, .color, nil])
    #expect(catalog.indexByPath["size.gap"] == 3 && catalog.files == ["t.yaml"])
  }

  @Test func keepsDescriptionsDeprecationsAndExtensionsOnlyForTheTokensThatHaveThem() throws {
    let catalog = try catalog()
    #expect(catalog.descriptions == [0: "Body text"])
    #expect(catalog.deprecations == [1: .deprecatedBecause("use color.ink")])
    #expect(Array(catalog.extensions.keys) == [3])
  }
}
