import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// The preview draws every type, in every appearance, and at 16 appearances still names each trait value.
@Suite struct PreviewSpecimenTests {
  private static let sixteen = TraitSet([
    Trait(name: "appearance", values: ["light", "dark"]), Trait(name: "contrast", values: ["normal", "high"]),
    Trait(name: "level", values: ["base", "elevated"]), Trait(name: "theme", values: ["standard", "brand"]),
  ])

  private func page(_ yaml: String, traits: TraitSet = .standard) throws -> String {
    let pipeline = TokenPipeline(traits: traits)
    let graph = try #require(pipeline.resolve([SourceText(path: "t.yaml", text: yaml)]).resolved)
    return PreviewPage(graph: graph, config: .standard).html
  }

  @Test func drawsCompositesInEachAppearance() throws {
    let html = try page(
      """
      shadow:
        $type: shadow
        card:
          $value: { color: "#00000033", offsetX: 0px, offsetY: 2px, blur: 4px, spread: 0px }
          $modes: { dark: { color: "#000000cc", offsetX: 0px, offsetY: 8px, blur: 16px, spread: -4px, inset: true } }
      border:
        $type: border
        line: { $value: { color: "#3a3a3c", width: 2px, style: dashed } }
      gradient:
        $type: gradient
        hero: { $value: [{ color: "#ff0000", position: 0 }, { color: "#0000ff", position: 1 }] }
      type:
        $type: typography
        body: { $value: { fontFamily: Helvetica, fontSize: 1rem, fontWeight: 700, lineHeight: 1.5, letterSpacing: 0.5px } }
      size:
        $type: dimension
        wide: 9999px
        small: 12px
      ease:
        $type: cubicBezier
        out: [0, 0, 0.5, 1]
      """)
    #expect(html.contains("style=\"box-shadow:0px 2px 4px 0px #00000033\""))
    #expect(html.contains("style=\"box-shadow:inset 0px 8px 16px -4px #000000CC\""))
    #expect(html.contains("style=\"border:2px dashed #3A3A3CFF\""))
    #expect(html.contains("linear-gradient(90deg,#FF0000FF 0%,#0000FFFF 100%)"))
    #expect(html.contains("font-family:&#39;Helvetica&#39;,system-ui;font-size:16px;font-weight:700;line-height:1.5;"))
    #expect(html.contains("class=\"specimen bar clipped\" style=\"width:256px\""))
    #expect(html.contains("class=\"specimen bar\" style=\"width:12px\""))
    #expect(html.contains("<path d=\"M8 56 C8 56 32 8 56 8\""))
    // The shadow differs by appearance: a cell per appearance; the others are the same everywhere.
    #expect(html.components(separatedBy: "style=\"box-shadow:").count - 1 == TraitSet.standard.appearances.count)
    #expect(html.contains("colspan=\"\(TraitSet.standard.appearances.count)\""))
  }

  /// A font name is cut down to letters, digits, spaces, `-` and `_`: it cannot end its CSS string, the
  /// declaration or the `style` attribute.
  @Test func drawsAMaterialOverABackdropAndItsFallbackUnderReduceTransparency() throws {
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]),
      Trait(name: "transparency", values: ["translucent", "reduced"]),
    ])
    let html = try page(
      """
      sheet:
        $type: material
        $value: { thickness: thin, fallback: "#F2F2F7" }
        $modes: { dark: { thickness: thick, fallback: "#1C1C1E" } }
      """, traits: traits)
    #expect(html.contains("specimen backdrop"))
    #expect(html.contains("background-color:#f2f2f780;backdrop-filter:blur(16px) saturate(180%)"))
    #expect(html.contains("background-color:#1c1c1ecc;backdrop-filter:blur(32px) saturate(180%)"))
    #expect(html.contains("background-color:#f2f2f7;backdrop-filter:none"))
    #expect(html.contains("thin, fill #f2f2f780, fallback #f2f2f7"))
  }

  @Test func hostileFontNameStaysInItsString() throws {
    let html = try page(
      """
      font:
        $type: fontFamily
        evil: ["A';color:red;x:'", "B\\"><b>x</b><style>body(display:none)</style>"]
      """)
    #expect(html.contains("font-family:&#39;Acolorredx&#39;,&#39;Bbxbstylebodydisplaynonestyle&#39;,system-ui;"))
    #expect(!html.contains("<b>") && !html.contains("<style>body"))
  }

  @Test func headersNameEveryTraitValueAtSixteenAppearances() throws {
    let html = try page(
      "c:\n  $type: color\n  $value: \"#FF0000\"\n  $modes: { brand: \"#0000FF\" }\n", traits: Self.sixteen)
    #expect(Self.sixteen.appearances.count == 16)
    let header = try #require(html.components(separatedBy: "<thead>").dropFirst().first)
    #expect(header.components(separatedBy: "<th class=\"appearance\"").count - 1 == 16)
    #expect(header.contains("<div class=\"default\"><span class=\"trait\">theme:</span> standard</div>"))
    #expect(header.contains("<div><span class=\"trait\">theme:</span> brand</div>"))
    #expect(html.contains("th.name { position: sticky; left: 0;"))
  }

  @Test func embedsSmallImagesOnly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-images-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("mark.svg")
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: svg)
    let big = folder.appendingPathComponent("big.png")
    try Data(count: PreviewImages.limit + 1).write(to: big)
    let images = PreviewImages()
    let small = images.thumbnail(ImageValue(path: svg.path, written: "mark.svg", format: .svg))
    #expect(small.hasPrefix("<img class=\"specimen thumb\" alt=\"\" src=\"data:image/svg+xml;base64,"))
    #expect(images.thumbnail(ImageValue(path: big.path, written: "big.png", format: .png)).isEmpty)
    #expect(images.thumbnail(ImageValue(path: folder.path + "/none.png", written: "none.png", format: .png)).isEmpty)
  }

  @Test func failedBuildPageEscapesDiagnostics() {
    let html = PreviewPage.failedBuild(diagnostics: "t.yaml:1:1: error: bad '<script>' [x.y]\n")
    #expect(html.contains("<pre class=\"diagnostics\">t.yaml:1:1: error: bad &#39;&lt;script&gt;&#39; [x.y]\n</pre>"))
    #expect(!html.contains("<script>"))
  }
}
