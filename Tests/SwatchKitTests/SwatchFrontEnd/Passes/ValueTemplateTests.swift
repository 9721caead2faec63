import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// Values whose parts alias tokens are read once, at type resolution, into templates (`ValueTemplate`) that
/// each appearance fills with its own values of the targets: every kind, in two appearances whose targets
/// differ, with the aliased members counted in the filled value.
@Suite struct ValueTemplateTests {
  static let tokens = """
    c:
      $type: color
      ink: { $value: "#101010", $modes: { dark: "#F0F0F0" } }
      white: "#FFFFFF"
    size: { $type: dimension, s: { $value: 2px, $modes: { dark: 3px } } }
    n: { $type: number, half: { $value: 0.5, $modes: { dark: 0.25 } } }
    name: { $type: string, x: { $value: solid, $modes: { dark: dashed } } }
    shadow:
      $type: shadow
      two:
        $value:
          - { color: "{c.ink}", offsetX: 0, offsetY: 1px, blur: 1px, spread: 0 }
          - { color: "#000000", offsetX: 0, offsetY: 2px, blur: 2px, spread: 0 }
      one: { $value: { color: "#FF0000", offsetX: 0, offsetY: "{size.s}", blur: 0, spread: 0 } }
      mixed:
        $value:
          - "{shadow.two}"
          - { color: "{c.ink} / 50%", offsetX: "{size.s}", offsetY: 0, blur: 0, spread: 0 }
          - "{shadow.one}"
          - { color: "#00FF00", offsetX: 0, offsetY: 0, blur: "{size.s}", spread: 0 }
    border:
      $type: border
      dashed:
        $value: { color: "{c.ink}", width: "{size.s}", style: { dashArray: [1px, "{size.s}"], lineCap: round } }
    ramp:
      $type: gradient
      $value: [{ color: "#000000", position: 0 }, { color: "{c.ink}", position: "{n.half}" }]
    label: { $type: string, $value: "{size.s} {name.x}" }
    double: { $type: dimension, $value: "{size.s} * 2" }
    tinted: { $type: color, $value: "studio.modify(mix, srgb, {c.ink}, {n.half}, {c.white})" }
    """

  private struct Resolved {
    let graph: ResolvedTokenGraph
    let light: Int
    let dark: Int

    init() throws {
      let result = TokenPipeline(traits: .standard).resolve([
        SourceText(path: "t.yaml", text: ValueTemplateTests.tokens)
      ])
      graph = try #require(result.resolved, "\(result.diagnostics)")
      light = try #require(graph.traits.appearances.first { $0.name == "light normal base" }).index
      dark = try #require(graph.traits.appearances.first { $0.name == "dark normal base" }).index
    }

    func token(_ path: String) throws -> ResolvedToken {
      try #require(graph.tokens.first { $0.path.string == path })
    }

    func members(_ path: String, _ appearance: Int) throws -> [String] {
      try token(path).memberOrigins[appearance].map {
        "\($0.member)@\($0.item)x\($0.count)->\(graph.tokens[$0.target].path.string)"
      }
    }
  }

  private static func px(_ value: Double) -> DimensionValue { DimensionValue(value: value, unit: .px) }

  @Test func aShadowSplicesAliasedShadowsAndCountsTheLayersAfterThem() throws {
    let resolved = try Resolved()
    for (appearance, size, ink) in [(resolved.light, 2.0, "#10101080"), (resolved.dark, 3.0, "#f0f0f080")] {
      guard case .shadow(let layers) = try resolved.token("shadow.mixed").values[appearance] else {
        Issue.record("shadow.mixed is not a shadow")
        return
      }
      #expect(layers.count == 5)
      #expect(layers[2].color.hexRGBA.lowercased() == ink)
      #expect(layers[2].offsetX == Self.px(size))
      #expect(layers[3].offsetY == Self.px(size) && layers[3].color.components == [1, 0, 0])
      #expect(layers[4].blur == Self.px(size) && layers[4].color.components == [0, 1, 0])
      #expect(
        try resolved.members("shadow.mixed", appearance) == [
          "layers@0x2->shadow.two", "color@2x1->c.ink", "offsetX@2x1->size.s", "layers@3x1->shadow.one",
          "blur@4x1->size.s",
        ])
    }
  }

  @Test func aBorderAndAGradientTakeTheirMembersTargetsInEachAppearance() throws {
    let resolved = try Resolved()
    let values = try resolved.token("border.dashed").values
    guard case .border(let dark) = values[resolved.dark], case .border(let light) = values[resolved.light] else {
      Issue.record("border.dashed is not a border")
      return
    }
    #expect(dark.style == .dashes([Self.px(1), Self.px(3)], lineCap: "round"))
    #expect(light.width == Self.px(2) && light.style == .dashes([Self.px(1), Self.px(2)], lineCap: "round"))
    #expect(
      try resolved.members("border.dashed", resolved.dark) == [
        "color@0x1->c.ink", "width@0x1->size.s", "dashArray@0x1->size.s",
      ])
    guard case .gradient(let stops) = try resolved.token("ramp").values[resolved.dark] else {
      Issue.record("ramp is not a gradient")
      return
    }
    #expect(stops.map(\.position) == [0, 0.25])
    #expect(try resolved.members("ramp", resolved.dark) == ["color@1x1->c.ink", "position@1x1->n.half"])
  }

  @Test func textMathAndColorModifiersTakeTheirTargetsInEachAppearance() throws {
    let resolved = try Resolved()
    #expect(try resolved.token("label").values.map(\.plainText)[resolved.light] == "2px solid")
    #expect(try resolved.token("label").values[resolved.dark] == .string("3px dashed"))
    #expect(try resolved.token("double").values[resolved.dark] == .dimension(Self.px(6)))
    #expect(try resolved.token("label").memberOrigins.isEmpty)
    let white = ColorValue(space: .srgb, components: [1, 1, 1])
    for (appearance, ink, amount) in [(resolved.light, 0x10, 0.5), (resolved.dark, 0xF0, 0.25)] {
      let base = ColorValue(space: .srgb, components: Array(repeating: Double(ink) / 255, count: 3))
      let expected = StudioColorModifier.apply(.mix, space: .srgb, amount: amount, to: base, mixing: white)
      #expect(try resolved.token("tinted").values[appearance] == .color(expected))
    }
  }
}
