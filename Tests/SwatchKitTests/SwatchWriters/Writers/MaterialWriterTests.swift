import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// What each writer makes of a material token without a `transparency` trait (the golden case `materials` has
/// one): the outputs carry the fallback for the platform to use, and CSS follows the media feature itself.
@Suite struct MaterialWriterTests {
  static let yaml = """
    sheet:
      $type: material
      $value: { thickness: regular, fallback: "#F2F2F7" }
      $modes: { dark: { thickness: regular, fallback: "#1C1C1E" } }
    """

  private func text(_ result: WriterResult, _ suffix: String) throws -> String {
    try #require(result.files.first { $0.path.hasSuffix(suffix) }).contents
  }

  @Test func cssClassFollowsPrefersReducedTransparencyWithoutATrait() throws {
    let css = try text(WebAndroidWriterTests.write(CSSWriter(), WebAndroidWriterTests.graph(Self.yaml)), ".css")
    #expect(css.contains("--sheet: #f2f2f7a6;"))
    #expect(css.contains("--sheet-backdrop-filter: blur(24px) saturate(180%);"))
    #expect(css.contains("--sheet-fallback: #1c1c1e;"))
    let reduced = try #require(css.range(of: "@media (prefers-reduced-transparency: reduce) {"))
    let rule = css[reduced.upperBound...]
    #expect(rule.contains(".sheet {"))
    #expect(rule.contains("background-color: var(--sheet-fallback);"))
    #expect(rule.contains("backdrop-filter: none;"))
  }

  @Test func assetCatalogsAndDTCGLeaveMaterialsOut() throws {
    let graph = try WebAndroidWriterTests.graph(Self.yaml)
    #expect(MaterialSupport.filter(graph, writer: XCAssetsWriter.name).tokens.isEmpty)
    #expect(MaterialSupport.filter(graph, writer: CSSWriter.name).tokens.count == 1)
    var options = JSONWriter.Options()
    options.shape = .dtcg
    let dtcg = try text(WebAndroidWriterTests.write(JSONWriter(), graph, options), ".tokens.json")
    #expect(!dtcg.contains("material"))
  }

  @Test func androidWritesAScrimAndTheFallbackPerAppearance() throws {
    let result = WebAndroidWriterTests.write(AndroidWriter(), try WebAndroidWriterTests.graph(Self.yaml))
    let day = try text(result, "values/colors.xml")
    let night = try text(result, "values-night/colors.xml")
    #expect(day.contains(#"<color name="sheet__scrim">#A6F2F2F7</color>"#))
    #expect(day.contains(#"<color name="sheet__fallback">#FFF2F2F7</color>"#))
    #expect(night.contains(#"<color name="sheet__scrim">#A61C1C1E</color>"#))
  }

  @Test func swiftMaterialsUseTheFixedVariantOfEachAppearance() throws {
    let result = WebAndroidWriterTests.write(SwiftWriter(), try WebAndroidWriterTests.graph(Self.yaml))
    let swift = try text(result, "+Materials.swift")
    #expect(swift.contains("public static let sheet: [SwatchTokens.Material] = ["))
    #expect(swift.contains("case (.regular, .dark?): return .systemMaterialDark"))
    #expect(swift.contains("scheme: .dark"))
    // Not a value of the main files: only the materials file has it.
    let main = try #require(result.files.first { $0.path == "SwatchTokens.swift" }).contents
    #expect(!main.contains("sheet"))
  }
}

/// Utility class selectors stay valid whatever the token's name.
@Suite struct CSSClassSelectorTests {
  @Test(arguments: [
    ("--material-sheet", ".material-sheet"), ("--9lives", ".\\39 lives"), ("--x-9", ".x-9"),
    ("---2a", ".-\\32 a"), ("----x", ".--x"),
  ])
  func aPropertyNameMakesAClassSelector(property: String, selector: String) {
    #expect(CSSTokenParts.classSelector(property) == selector)
  }

  @Test(arguments: ["--", "---", "--a b", "--a.b", "--日本"])
  func aNameThatMakesNoIdentifierHasNoClass(property: String) {
    #expect(CSSTokenParts.classSelector(property) == nil)
  }
}
