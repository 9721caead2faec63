import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `references: true` inside composites: the front end records which members alias which token in each
/// appearance (`MemberOrigin`), and the CSS writer writes those members as `var()` of their targets.
@Suite struct CSSMemberReferenceTests {
  static let tokens = """
    c:
      $type: color
      ink: { $value: "#101010", $modes: { dark: "#F0F0F0" } }
      twin: "#101010"
      shade: "#00000033"
    size: { $type: dimension, lift: 2px, body: 16px }
    font: { sans: { $type: fontFamily, $value: [Inter, sans-serif] } }
    shadow:
      $type: shadow
      base: { $value: { color: "{c.shade}", offsetX: 0, offsetY: "{size.lift}", blur: 4px, spread: 0 } }
      card:
        $value:
          - "{shadow.base}"
          - { color: "{c.ink}", offsetX: 0, offsetY: 8px, blur: 16px, spread: 0 }
          - { color: "{c.ink} / 50%", offsetX: 0, offsetY: 1px, blur: 1px, spread: 0 }
    type:
      body: { $type: typography, $value: { fontFamily: "{font.sans}", fontSize: "{size.body}", lineHeight: 1.5 } }
    """

  static func css(_ graph: ResolvedTokenGraph, references: Bool = true) throws -> String {
    var options = CSSWriter.Options()
    options.references = references
    return try #require(WebAndroidWriterTests.write(CSSWriter(), graph, options).files.first?.contents)
  }

  @Test func theFrontEndRecordsEachAliasedMemberWithItsLayer() throws {
    let graph = try WebAndroidWriterTests.graph(Self.tokens)
    let card = try #require(graph.index(of: "shadow.card"))
    let members = graph.tokens[card].memberOrigins
    #expect(members.count == graph.appearances.count)
    let described = members[0].map { "\($0.member)@\($0.item)x\($0.count)->\(graph.tokens[$0.target].path.string)" }
    // The aliased shadow gives one layer (0); the two written layers follow it, whatever their own order.
    #expect(described == ["layers@0x1->shadow.base", "color@1x1->c.ink", "color@2x1->c.ink"])
    #expect(members[0].map(\.alpha) == [nil, nil, 0.5])
    #expect(graph.tokens[try #require(graph.index(of: "c.ink"))].memberOrigins.isEmpty)
  }

  @Test func aliasedMembersAreWrittenAsReferencesAndAnAlphaKeepsItsLiteral() throws {
    let css = try Self.css(WebAndroidWriterTests.graph(Self.tokens))
    #expect(css.contains("--shadow-base: 0px var(--size-lift) 4px 0px var(--c-shade);"))
    #expect(
      css.contains("--shadow-card: var(--shadow-base), 0px 8px 16px 0px var(--c-ink), 0px 1px 1px 0px #10101080;"))
    #expect(css.contains("--type-body: var(--size-body)/1.5 var(--font-sans);"))
    #expect(css.contains("--type-body-font-size: var(--size-body);"))
    #expect(css.contains("--type-body-line-height: 1.5;"))
    // The dark block redeclares the shadow only for its literal layer, whose color changed; the references
    // follow `--c-ink` there by themselves.
    let dark = try #require(css.range(of: "[data-appearance=\"dark\"] {\n    --c-ink"))
    let block = css[dark.lowerBound...].prefix { $0 != "}" }
    #expect(
      block.contains("--shadow-card: var(--shadow-base), 0px 8px 16px 0px var(--c-ink), 0px 1px 1px 0px #f0f0f080;"))
  }

  @Test func withoutReferencesEveryMemberIsItsValue() throws {
    let css = try Self.css(WebAndroidWriterTests.graph(Self.tokens), references: false)
    #expect(!css.contains("var(--c-") && !css.contains("var(--size-"))
    #expect(
      css.contains("--shadow-card: 0px 2px 4px 0px #00000033, 0px 8px 16px 0px #101010, 0px 1px 1px 0px #10101080;"))
  }

  @Test func aMemberWhoseTargetTheFileLeavesOutIsItsValue() throws {
    let graph = try WebAndroidWriterTests.graph(Self.tokens)
    let kept = graph.removing([try #require(graph.index(of: "c.ink")), try #require(graph.index(of: "size.body"))])
    let card = try #require(kept.index(of: "shadow.card"))
    #expect(kept.tokens[card].memberOrigins[0].map(\.member) == ["layers"])
    let css = try Self.css(kept)
    #expect(css.contains("--shadow-card: var(--shadow-base), 0px 8px 16px 0px #101010, 0px 1px 1px 0px #10101080;"))
    #expect(css.contains("--type-body: 16px/1.5 var(--font-sans);"))
  }

  @Test func theRecordKeyTellsMembersAliasingEqualValuesApart() throws {
    let twin = Self.tokens.replacingOccurrences(
      of: "color: \"{c.ink}\", offsetX: 0, offsetY: 8px", with: "color: \"{c.twin}\", offsetX: 0, offsetY: 8px")
    let (a, b) = (try WebAndroidWriterTests.graph(Self.tokens), try WebAndroidWriterTests.graph(twin))
    let (cardA, cardB) = (try #require(a.index(of: "shadow.card")), try #require(b.index(of: "shadow.card")))
    #expect(a.tokens[cardA].values[0] == b.tokens[cardB].values[0])
    #expect(a.recordKeys[cardA] != b.recordKeys[cardB])
  }
}
