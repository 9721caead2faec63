import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Composite values: members read as their own types, member aliases resolved in each appearance, and every
/// problem located at the member.
@Suite struct CompositeReadingTests {
  private func resolve(_ yaml: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
  }

  private func rendered(_ result: PipelineResult) -> [String] {
    result.diagnostics.map { "\($0.range!.start.line):\($0.range!.start.column) \($0.id) \($0.message)" }
  }

  static let themed = """
    color:
      $type: color
      shade: { $value: "#00000033", $modes: { dark: "#00000099" } }
    shadow:
      $type: shadow
      card:
        $value:
          - { color: "{color.shade}", offsetX: 0px, offsetY: { value: 2, unit: px }, blur: 4px, spread: 0px }
          - { color: "{color.shade} / 50%", offsetX: 0, offsetY: 8px, blur: 16px, spread: -4px, inset: true }
      raised: "{shadow.card}"
    """

  @Test func memberAliasesTakeTheirTargetsValueInEachAppearance() throws {
    let graph = try #require(resolve(Self.themed).resolved)
    let light = graph.traits.appearances.first { $0.name == "light normal base" }!
    let dark = graph.traits.appearances.first { $0.name == "dark normal base" }!
    for path in ["shadow.card", "shadow.raised"] {
      let token = try #require(graph.tokens.first { $0.path.string == path })
      guard case .shadow(let lightLayers) = token.values[light.index],
        case .shadow(let darkLayers) = token.values[dark.index]
      else {
        Issue.record("\(path) is not a shadow")
        continue
      }
      #expect(lightLayers.map(\.color.hexRGBA) == ["#00000033", "#00000080"])
      #expect(darkLayers.map(\.color.hexRGBA) == ["#00000099", "#00000080"])
      #expect(darkLayers[1].inset && !darkLayers[0].inset)
      #expect(darkLayers[1].spread == DimensionValue(value: -4, unit: .px))
      #expect(darkLayers[0].offsetY == DimensionValue(value: 2, unit: .px))
    }
  }

  @Test func resolvedJSONUsesDTCGMemberNames() throws {
    let graph = try #require(resolve(Self.themed).resolved)
    let token = try #require(graph.tokens.first { $0.path.string == "shadow.card" })
    let text = JSONSerializer(pretty: false).string(from: token.values[0].jsonValue)
    #expect(
      text.hasPrefix(
        ##"[{"color":{"hex":"#00000033","colorSpace":"srgb","components":[0,0,0],"alpha":0.2},"offsetX":{"value":0,"unit":"px"},"##
      ))
    #expect(text.hasSuffix(#""spread":{"value":-4,"unit":"px"},"inset":true}]"#))
  }

  @Test func everyTypeReads() throws {
    let yaml = """
      size: { $type: dimension, hairline: 1px }
      sans: { $type: fontFamily, $value: [Inter, sans-serif] }
      border:
        $type: border
        plain: { $value: { color: "#101010", width: "{size.hairline}", style: solid } }
        dashed: { $value: { color: "#FF0000", width: 2px, style: { dashArray: [4px, 2px], lineCap: round } } }
      type: { $type: typography, body: { $value: { fontFamily: "{sans}", fontSize: 16px, fontWeight: bold, lineHeight: 1.5 } } }
      fade: { $type: transition, $value: { duration: 200ms, delay: 0s, timingFunction: [0.4, 0, 0.2, 1] } }
      sky: { $type: gradient, $value: [{ color: "#000000", position: 0 }, { color: "#FFFFFF", position: 1 }] }
      dots: { $type: strokeStyle, $value: dotted }
      """
    let graph = try #require(resolve(yaml).resolved)
    let values = Dictionary(uniqueKeysWithValues: graph.tokens.map { ($0.path.string, $0.values[0]) })
    #expect(values["border.plain"]?.displayText == "1px solid #101010")
    #expect(values["border.dashed"]?.displayText == "2px dashed #ff0000")
    #expect(values["type.body"]?.displayText == "700 16px/1.5 Inter, sans-serif")
    #expect(values["fade"]?.displayText == "200ms cubic-bezier(0.4, 0, 0.2, 1) 0ms")
    #expect(values["sky"]?.displayText == "linear-gradient(#000000 0%, #ffffff 100%)")
    #expect(values["dots"]?.displayText == "dotted")
  }

  @Test func malformedMembersAreReportedAtTheMember() {
    let yaml = """
      c: { $type: color, $value: "#000000" }
      n: { $type: number, $value: 2 }
      s:
        $type: shadow
        a: { $value: { color: "#00000", offsetX: 1, offsetY: 0px, blur: 0px, spread: 0px, inset: yes } }
        b: { $value: { color: "{c}", offsetX: "{n}", offsetY: 0px, blur: 0px } }
        c: { $value: { color: "{nope}", offsetX: 0px, offsetY: 0px, blur: 0px, spread: 0px } }
        d: { $value: { color: "{c}", offsetX: 0px, offsetY: 0px, blur: 0px, spread: 0px, glow: 1 } }
      t: { $type: border, $value: { color: "{c}", width: 1px, style: wavy } }
      g: { $type: color, $value: { colorSpace: srgb, components: ["{n}", 0, 0] } }
      r: { $type: dimension, $value: { min: 0, max: "{n}" } }
      """
    #expect(
      rendered(resolve(yaml)) == [
        "5:25 value.invalid invalid color: '#00000' has 5 hex digits; expected 3, 4, 6 or 8 in shadow member 'color'",
        "5:44 value.invalid invalid dimension: '1' has no unit; expected px or rem in shadow member 'offsetX'",
        "5:92 value.invalid invalid string: 'yes' is not true or false in shadow member 'inset'",
        "6:16 value.member-missing shadow value has no 'spread'; DTCG requires every one of its members",
        "6:41 alias.type-mismatch alias to 'n' of type number where a dimension is expected",
        "7:25 alias.unresolved unknown token 'nope'",
        "8:84 value.member-unknown unknown shadow member 'glow' is left out; expected color, offsetX, offsetY, blur, spread, inset",
        "9:64 value.invalid invalid strokeStyle: unknown keyword 'wavy'; expected solid, dashed, dotted, double, groove, ridge, outset, inset",
        // A color's component taken from a number token is filled in per appearance, then read as written.
        "10:28 reference.part 'g' cannot take what it references; filled in, invalid color: red '2' is out of range for srgb; expected 0 to 1",
        // An object no size is (Calcite's `{min, max}`) is said so, not its alias.
        "11:32 value.invalid invalid dimension: unknown key 'min' in dimension object; expected value and unit",
      ])
  }

  /// Members spelled as CSS or a Style Dictionary project writes them (`font-family`, `offset_x`) are DTCG's, with
  /// a note; a typography with none of its members is an error rather than a token written as nothing.
  @Test func membersSpelledAnotherWayAreDTCGsAndAnEmptyTypographyIsAnError() throws {
    let yaml = """
      fs: { $type: dimension, $value: 16px }
      t: { $type: typography, $value: { font-family: Roboto, font-size: "{fs}", Line_Height: 1.5, fontWeight: 700 } }
      s: { $type: shadow, $value: { color: "#000000", offset-x: 0px, offset_y: 2px, blur: 4px, spread: 0px } }
      """
    let result = resolve(yaml)
    #expect(
      rendered(result) == [
        "2:35 value.member-spelling read typography members 'font-family' as 'fontFamily', 'font-size' as 'fontSize', "
          + "'Line_Height' as 'lineHeight' (DTCG's names)",
        "3:49 value.member-spelling read shadow members 'offset-x' as 'offsetX', 'offset_y' as 'offsetY' (DTCG's names)",
      ])
    let graph = try #require(result.resolved)
    guard case .typography(let typography)? = graph.value("t"), case .shadow(let layers)? = graph.value("s") else {
      Issue.record("not read")
      return
    }
    #expect(typography.fontFamily == ["Roboto"] && typography.lineHeight == 1.5)
    #expect(typography.fontSize == DimensionValue(value: 16, unit: .px) && typography.fontWeight == 700)
    #expect(layers.first?.offsetY == DimensionValue(value: 2, unit: .px))

    let empty = resolve("t: { $type: typography, $value: { font: Roboto } }\nu: { $type: typography, $value: {} }")
    #expect(empty.resolved == nil)
    #expect(empty.diagnostics.filter { $0.id == "value.invalid" }.compactMap { $0.range?.start.line } == [1, 2])
  }

  @Test func cyclesThroughShadowLayersNameEveryHop() {
    let yaml = """
      s:
        $type: shadow
        a: { $value: ["{s.b}"] }
        b: { $value: ["{s.c}", { color: "#000000", offsetX: 0px, offsetY: 0px, blur: 0px, spread: 0px }] }
        c: "{s.a}"
      """
    let result = resolve(yaml)
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["alias.cycle"])
    #expect(result.diagnostics.first?.message == "alias cycle 's.a' -> 's.b' -> 's.c' -> 's.a'")
    #expect(result.diagnostics.first?.notes.count == 2)
  }

  /// A line height written as a size, as Figma's exports write typographies, is the multiplier DTCG wants, with a
  /// warning at it: em and % as they are, px and rem over the font size written beside it. With no font size
  /// written (or one aliased), a px line height is still the number reader's error.
  @Test func aLineHeightWrittenAsASizeIsAMultiplierWithAWarning() throws {
    let result = resolve(
      """
      type:
        $type: typography
        a: { $value: { fontFamily: Lato, fontSize: 12px, lineHeight: 18px } }
        b: { $value: { fontFamily: Lato, fontSize: 1rem, lineHeight: 1.5rem } }
        c: { $value: { fontFamily: Lato, fontSize: 12px, lineHeight: 1.25em } }
        d: { $value: { fontFamily: Lato, fontSize: 12px, lineHeight: 140% } }
        e: { $value: { fontFamily: Lato, fontSize: 12px, lineHeight: 1.2 } }
      """)
    let graph = try #require(result.resolved, "\(rendered(result))")
    let lineHeights = graph.tokens.map { token -> Double? in
      guard case .typography(let typography) = token.values[0] else { return nil }
      return typography.lineHeight
    }
    #expect(lineHeights == [1.5, 1.5, 1.25, 1.4, 1.2])
    let warnings = result.diagnostics.filter { $0.id == "value.line-height-size" }
    #expect(warnings.map { $0.range?.start.line } == [3, 4, 5, 6])
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.message.hasSuffix("read as 1.5, 18px over the font size 12px") == true)
    let alone = resolve(
      """
      size: { $type: dimension, $value: 12px }
      type:
        $type: typography
        a: { $value: { fontFamily: Lato, lineHeight: 18px } }
      """)
    #expect(alone.resolved == nil)
    #expect(alone.diagnostics.filter { $0.id == "value.invalid" }.map { $0.range?.start.line } == [4])
    // Over an aliased font size, the size is divided by that font size in each appearance.
    let aliased = resolve(
      """
      size: { $type: dimension, $value: 12px, $modes: { dark: 16px } }
      b: { $type: typography, $value: { fontFamily: Lato, fontSize: "{size}", lineHeight: 24px } }
      """)
    let graph2 = try #require(aliased.resolved, "\(rendered(aliased))")
    let heights =
      graph2.tokens.compactMap { token -> [Double?]? in
        guard token.path.string == "b" else { return nil }
        return token.values.map { value -> Double? in
          guard case .typography(let typography) = value else { return nil }
          return typography.lineHeight
        }
      }.first ?? []
    #expect(Set(heights) == [2, 1.5], "\(heights)")
    #expect(aliased.diagnostics.contains { $0.id == "value.line-height-size" && $0.range?.start.line == 2 })
  }

  /// A line height aliasing a size token reads as the size written in place does: over the font size in each
  /// appearance (both aliased here, the size changing in dark), with the warning at the alias; a DTCG
  /// dimension object too. With no font size to divide by, the error alone.
  @Test func aLineHeightAliasingASizeIsAMultiplierWithAWarning() throws {
    let result = resolve(
      """
      lh: { $type: dimension, $value: 24px, $modes: { dark: 30px } }
      fs: { $type: dimension, $value: 20px }
      type:
        $type: typography
        a: { $value: { fontFamily: Lato, fontSize: "{fs}", lineHeight: "{lh}" } }
        b: { $value: { fontFamily: Lato, fontSize: 16px, lineHeight: "{lh}" } }
        c: { $value: { fontFamily: Lato, fontSize: 16px, lineHeight: { value: 24, unit: px } } }
      """)
    let graph = try #require(result.resolved, "\(rendered(result))")
    let heights = Dictionary(
      uniqueKeysWithValues: graph.tokens.map { token in
        (
          token.path.string,
          Set(
            token.values.map { value -> Double? in
              guard case .typography(let typography) = value else { return nil }
              return typography.lineHeight
            })
        )
      })
    #expect(heights["type.a"] == [1.2, 1.5] && heights["type.b"] == [1.5, 1.875] && heights["type.c"] == [1.5])
    let warnings = result.diagnostics.filter { $0.id == "value.line-height-size" }
    #expect(warnings.map { $0.range?.start.line } == [5, 6, 7], "\(rendered(result))")
    let alone = resolve(
      """
      lh: { $type: dimension, $value: 24px }
      a: { $type: typography, $value: { fontFamily: Lato, lineHeight: "{lh}" } }
      """)
    #expect(alone.resolved == nil)
    #expect(alone.diagnostics.map(\.id) == ["alias.type-mismatch"], "\(rendered(alone))")
  }

  /// A font family listing references as items of its list (`"{font.primary}, {font.fallback}, sans-serif"`, a
  /// stack of a project's own font tokens) takes each target's families in each appearance, in a token and in a
  /// typography's member; a text target gives the families it lists. A reference inside an item, or to a token
  /// that is no font family or text, is an error.
  @Test func aFontStackListingReferencesTakesTheirFamilies() throws {
    let result = resolve(
      """
      font:
        $type: fontFamily
        primary: { $value: Source Sans Pro, $modes: { dark: Inter } }
        fallback: { $value: [Helvetica, Arial] }
        stack: { $value: "{font.primary}, {font.fallback}, sans-serif" }
        quoted: { $value: "'Times New Roman', {font.primary}" }
      system: { $type: string, $value: "-apple-system, 'Segoe UI'" }
      body:
        $type: typography
        $value: { fontFamily: "{system}, {font.stack}", fontSize: 16px, fontWeight: 400, lineHeight: 1.5 }
      """)
    let graph = try #require(result.resolved, "\(rendered(result))")
    let dark = try #require(graph.traits.appearances.first { $0.name == "dark normal base" })
    func families(_ path: String, _ appearance: Int) -> [String]? {
      switch graph.tokens.first(where: { $0.path.string == path })?.values[appearance] {
      case .fontFamily(let names)?: return names
      case .typography(let typography)?: return typography.fontFamily
      default: return nil
      }
    }
    #expect(families("font.stack", 0) == ["Source Sans Pro", "Helvetica", "Arial", "sans-serif"])
    #expect(families("font.stack", dark.index) == ["Inter", "Helvetica", "Arial", "sans-serif"])
    #expect(families("font.quoted", 0) == ["Times New Roman", "Source Sans Pro"])
    #expect(
      families("body", dark.index) == ["-apple-system", "Segoe UI", "Inter", "Helvetica", "Arial", "sans-serif"])
    #expect(result.diagnostics.isEmpty, "\(rendered(result))")
    let wrong = resolve(
      """
      primary: { $type: fontFamily, $value: Inter }
      size: { $type: number, $value: 3 }
      bold: { $type: fontFamily, $value: "{primary} Bold, serif" }
      sized: { $type: fontFamily, $value: "{size}, serif" }
      body: { $type: typography, $value: { fontFamily: "{primary}Bold", fontSize: 16px } }
      """)
    #expect(
      rendered(wrong).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "3:36 alias.embedded", "4:38 alias.type-mismatch", "5:50 alias.embedded",
      ], "\(rendered(wrong))")
  }

  /// A font stack in a typography's member counts toward the growth bound as one in a token does (a 2.9 KB file
  /// could otherwise make a 206 MB stylesheet), and a stack whose references name no family is an error, not an
  /// empty list.
  @Test func aTypographysFontStackIsBoundedAndNotEmpty() {
    var lines = ["f0: { $type: fontFamily, $value: \(String(repeating: "a", count: 1_000)) }"]
    for level in 1...9 {
      lines.append("f\(level): { $type: fontFamily, $value: \"{f\(level - 1)}, {f\(level - 1)}\" }")
    }
    lines.append("t: { $type: typography, $value: { fontFamily: \"{f9}, {f9}, {f9}\", fontSize: 16px } }")
    let grown = resolve(lines.joined(separator: "\n"))
    #expect(grown.resolved == nil && grown.diagnostics.map(\.id) == ["value.too-large"], "\(rendered(grown))")
    let empty = resolve(
      """
      e: { $type: string, $value: " , " }
      f: { $type: fontFamily, $value: "{e}, {e}" }
      t: { $type: typography, $value: { fontFamily: "{e},", fontSize: 16px } }
      """)
    #expect(empty.resolved == nil)
    #expect(
      rendered(empty).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
        "2:1 value.invalid", "3:1 value.invalid",
      ], "\(rendered(empty))")
  }

  /// A `$value` that is a `$ref` pointing into another value's parts is that part (`ValuePartsTests`); a whole
  /// token's `$value` is its alias.
  @Test func aValueReferenceIntoAValuesPartsIsThatPart() throws {
    let result = resolve(
      """
      blue: { $type: color, $value: "#1a33e6" }
      hue: { $type: number, $value: { $ref: "#/blue/$value/components/2" } }
      same: { $type: color, $value: { $ref: "#/blue/$value" } }
      """)
    let graph = try #require(result.resolved, "\(rendered(result))")
    #expect(graph.value("hue") == .number(230.0 / 255) && graph.hex("same") == "#1A33E6FF")
  }

  /// Members that are `$ref`s into other values' parts (Canonical's typographies and colors) take those parts,
  /// and one naming no token is `alias.unresolved` at the pointer, not a member that is a mapping; a vendor's
  /// `$type` kept in `$extensions` does not make the file read as a design tool's, which would read the `$root` in
  /// the pointer as Tokens Studio's `$root` reference.
  @Test func aMemberReferenceIntoAValuesPartsTakesThatPart() throws {
    let json = ##"""
      {"typography": {"$type": "typography",
        "base": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}}},
        "bold": {"$value": {"fontFamily": {"$ref": "#/typography/base/$value/fontFamily"},
          "fontSize": {"$ref": "#/typography/base/$value/fontSize"}, "fontWeight": 600}},
        "root": {"$value": {"fontFamily": "Inter", "fontSize": {"$ref": "#/typography/$root/$value/fontSize"}}},
        "underline": {"$extensions": {"com.example": {"$type": "textDecoration"}}}},
       "color": {"$type": "color",
        "black": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
        "overlay": {"$value": {"colorSpace": {"$ref": "#/color/black/$value/colorSpace"}, "components": [0, 0, 1]}}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: json)])
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == ["alias.unresolved"], "\(rendered(result))")
    #expect(errors.map { $0.range?.start.line } == [5])
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve([SourceText(path: "t.json", text: json)])
    let graph = try #require(kept.resolved)
    #expect(
      graph.value("typography.bold")
        == .typography(
          TypographyValue(fontFamily: ["Inter"], fontSize: DimensionValue(value: 16, unit: .px), fontWeight: 600)))
    #expect(graph.hex("color.overlay") == "#0000FFFF")
  }

  /// A line height aliasing a size in em is that multiple, as `1.5em` written in place is, with or without a
  /// font size beside it, in every appearance.
  @Test func aLineHeightAliasingEmIsItsMultiple() throws {
    let result = resolve(
      """
      lh: { $type: dimension, $value: 1.5em, $modes: { dark: 1.25em } }
      type:
        $type: typography
        a: { $value: { fontFamily: Lato, fontSize: 20px, lineHeight: "{lh}" } }
        b: { $value: { fontFamily: Lato, lineHeight: "{lh}" } }
        c: { $value: { fontFamily: Lato, fontSize: 20px, lineHeight: 1.5em } }
      """)
    let graph = try #require(result.resolved, "\(rendered(result))")
    for path in ["type.a", "type.b"] {
      let token = try #require(graph.tokens.first { $0.path.string == path })
      let heights = token.values.map { value -> Double? in
        guard case .typography(let typography) = value else { return nil }
        return typography.lineHeight
      }
      #expect(Set(heights) == [1.5, 1.25], "\(path): \(heights)")
    }
    #expect(!result.diagnostics.contains { $0.severity == .error }, "\(rendered(result))")
  }
}

/// The DTCG resolver fixture `.ci/checks/corpora-reference.sh` also checks against an independent reading.
@Suite struct CompositeResolverFixtureTests {
  @Test func memberAliasesFollowTheThemeModifier() throws {
    let path =
      DTCGReadBackTests.repository + "/Tests/SwatchKitTests/Fixtures/Resolvers/composites/composites.resolver.json"
    let (graph, diagnostics) = resolveResolver(path)
    // Only the note that the light/dark modifier `theme` became the `appearance` trait.
    #expect(diagnostics.map(\.id) == ["resolver.modifier-appearance"])
    let resolved = try #require(graph)
    let dark = try #require(resolved.traits.appearances.first { $0.name == "dark" })
    let stacked = try #require(resolved.tokens.first { $0.path.string == "shadow.stacked" })
    guard case .shadow(let layers) = stacked.values[dark.index] else {
      Issue.record("shadow.stacked is not a shadow")
      return
    }
    #expect(layers.count == 3)
    #expect(layers.map(\.color.space) == [.oklch, .displayP3, .displayP3])
    #expect(layers.map(\.inset) == [false, true, false])
  }
}
