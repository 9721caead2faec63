import Foundation
import Testing

@testable import SwatchFrontEnd
@testable import SwatchModel

/// Tokens Studio's color modifiers, as `@tokens-studio/sd-transforms` 2.x computes them with colorjs.io.
///
/// sRGB, Display P3 and HSL expectations are worked by hand from sd-transforms' formulas
/// (`src/color-modifiers/lighten.ts`, `darken.ts`, `mix.ts`). CIE LCH and Display P3 ones come from an
/// independent python3 script: CSS Color 4's conversion matrices, Bradford D65→D50 computed from its cone
/// matrix, CIE Lab/LCH, then Ottosson's OKLCH for comparing with Swatch's output.
@Suite struct StudioColorModifierTests {
  /// #336699: sRGB (0.2, 0.4, 0.6), HSL (210°, 50%, 40%).
  let base = ColorValue(space: .srgb, components: [0.2, 0.4, 0.6])

  private func expectClose(_ color: ColorValue, _ space: ColorValue.Space, _ expected: [Double], tolerance: Double) {
    #expect(color.space == space)
    for (actual, wanted) in zip(color.components, expected) {
      #expect(abs(actual - wanted) < tolerance, "\(color.components) ≠ \(expected)")
    }
  }

  @Test func lightenAndDarkenInSRGBMoveEachChannel() {
    // lighten: c + 0.2 × (1 − c); darken: c − 0.5 × c.
    let lighter = StudioColorModifier.apply(.lighten, space: .srgb, amount: 0.2, to: base)
    expectClose(lighter, .srgb, [0.36, 0.52, 0.68], tolerance: 1e-9)
    let darker = StudioColorModifier.apply(.darken, space: .srgb, amount: 0.5, to: base)
    expectClose(darker, .srgb, [0.1, 0.2, 0.3], tolerance: 1e-9)
  }

  @Test func lightenAndDarkenInHSLMoveLightness() {
    // lighten: 40 + (100 − 40) × 0.5 = 70; darken: 40 − 40 × 0.25 = 30.
    let lighter = StudioColorModifier.apply(.lighten, space: .hsl, amount: 0.5, to: base)
    expectClose(lighter, .hsl, [210, 50, 70], tolerance: 1e-9)
    let darker = StudioColorModifier.apply(.darken, space: .hsl, amount: 0.25, to: base)
    expectClose(darker, .hsl, [210, 50, 30], tolerance: 1e-9)
  }

  @Test func lightenAndDarkenInP3MoveEachP3Channel() {
    // #336699 in Display P3 is (0.249851, 0.395240, 0.584034) (script).
    let lighter = StudioColorModifier.apply(.lighten, space: .p3, amount: 0.2, to: base)
    expectClose(lighter, .displayP3, [0.399881, 0.516192, 0.667227], tolerance: 1e-5)
    let darker = StudioColorModifier.apply(.darken, space: .p3, amount: 0.2, to: base)
    expectClose(darker, .displayP3, [0.199881, 0.316192, 0.467227], tolerance: 1e-5)
  }

  @Test func lightenAndDarkenInLCHMoveLightnessAndChroma() {
    // #336699 is LCH (41.5208, 33.8049, 262.225°) (script).
    let lch = StudioColorModifier.cieLCH(of: base)
    #expect(abs(lch.x - 41.520824) < 1e-4 && abs(lch.y - 33.804944) < 1e-4 && abs(lch.z - 262.225262) < 1e-4)
    // lighten 0.2: L 53.2167, C 27.0440; written as OKLCH.
    let lighter = StudioColorModifier.apply(.lighten, space: .lch, amount: 0.2, to: base)
    expectClose(lighter, .oklch, [0.599210, 0.076235, 254.276860], tolerance: 1e-4)
    // darken 0.3: L 29.0646, C 23.6635.
    let darker = StudioColorModifier.apply(.darken, space: .lch, amount: 0.3, to: base)
    expectClose(darker, .oklch, [0.390836, 0.068284, 251.698303], tolerance: 1e-4)
  }

  @Test func mixInterpolatesInTheSpace() {
    let red = ColorValue(space: .srgb, components: [1, 0, 0])
    let blue = ColorValue(space: .srgb, components: [0, 0, 1])
    let white = ColorValue(space: .srgb, components: [1, 1, 1])
    expectClose(
      StudioColorModifier.apply(.mix, space: .srgb, amount: 0.5, to: red, mixing: blue), .srgb, [0.5, 0, 0.5],
      tolerance: 1e-9)
    // Hues 0° and 240°: the shorter arc goes through 300°.
    expectClose(
      StudioColorModifier.apply(.mix, space: .hsl, amount: 0.5, to: red, mixing: blue), .hsl, [300, 100, 50],
      tolerance: 1e-9)
    // White has no hue: red's is kept; saturation 100 → 0 and lightness 50 → 100 halfway.
    expectClose(
      StudioColorModifier.apply(.mix, space: .hsl, amount: 0.5, to: red, mixing: white), .hsl, [0, 50, 75],
      tolerance: 1e-9)
    // CIE LCH: red (54.29, 106.84, 40.86°) to blue (29.57, 131.20, 301.36°), a quarter along the shorter arc.
    expectClose(
      StudioColorModifier.apply(.mix, space: .lch, amount: 0.25, to: red, mixing: blue), .oklch,
      [0.586742, 0.337834, 10.858939], tolerance: 1e-4)
    expectClose(
      StudioColorModifier.apply(.mix, space: .lch, amount: 0.5, to: base, mixing: white), .oklch,
      [0.749335, 0.046094, 257.682135], tolerance: 1e-4)
    // The amount is clamped to 0...1.
    expectClose(
      StudioColorModifier.apply(.mix, space: .srgb, amount: 3, to: red, mixing: blue), .srgb, [0, 0, 1],
      tolerance: 1e-9)
  }

  @Test func alphaReplacesTheAlpha() {
    #expect(StudioColorModifier.apply(.alpha, space: .srgb, amount: 0.4, to: base).alpha == 0.4)
    #expect(StudioColorModifier.apply(.alpha, space: .srgb, amount: 1.5, to: base).alpha == 1)
  }

  @Test func modifierTextRoundTrips() throws {
    let text = ToolColorModifier.text(
      kind: .mix, space: .lch, base: "{color.base}", amount: "{opacity.hover} * 2", mixColor: "rgb(0, 0, 0)")
    #expect(text == "studio.modify(mix, lch, {color.base}, {opacity.hover} * 2, rgb(0, 0, 0))")
    let modifier = try #require(ToolColorModifier(text))
    #expect(modifier.kind == .mix && modifier.space == .lch)
    #expect(modifier.base == .init(text: "{color.base}", offset: 24))
    #expect(modifier.amount == .init(text: "{opacity.hover} * 2", offset: 38))
    #expect(modifier.mixColor?.text == "rgb(0, 0, 0)")
    #expect(ToolColorModifier("studio.modify(lighten, lab, #fff, 0.2)") == nil)
    #expect(ToolColorModifier("studio.modify(mix, srgb, #fff, 0.2)") == nil)
  }

  @Test func tokensStudioModifiersBecomeModifierText() {
    let text = ##"""
      {"c": {"value": "#336699", "type": "color"},
       "o": {"value": "0.2", "type": "opacity"},
       "l": {"value": "{c}", "type": "color",
             "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "{o}", "space": "hsl"}}}},
       "m": {"value": "#ff0000", "type": "color",
             "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": "0.5", "space": "srgb", "color": "{c}"}}}},
       "x": {"value": "{c}", "type": "color",
             "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.2", "space": "oklab"}}}},
       "e": {"value": "1.5", "type": "lineHeights", "$extensions": {"studio.tokens": {"modify": {}}}}}
      """##
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!, isTokensStudio: true)
    #expect(tree["l"]?["$value"]?.text == "studio.modify(lighten, hsl, {c}, {o})")
    #expect(tree["m"]?["$value"]?.text == "studio.modify(mix, srgb, #ff0000, 0.5, {c})")
    // An unknown space is not applied, as sd-transforms leaves the color unmodified when colorjs throws.
    #expect(tree["x"]?["$value"]?.text == "{c}")
    #expect(diagnostics.map(\.message).contains { $0.contains("'darken' is not applied") })
    // An empty `modify` (what Tokens Studio leaves when a modifier is removed) is nothing, quietly.
    #expect(tree["e"]?["$value"]?.text == "1.5" && diagnostics.count == 1, "\(diagnostics.map(\.message))")
  }

  @Test func aWrongReferenceIsAnErrorAtTheTokensValue() {
    let text = ##"""
      {"c": {"value": "#336699", "type": "color"},
       "bad": {"value": "{c}", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "{c}", "space": "srgb"}}}},
       "unknown": {"value": "{c}", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "{nope}", "space": "hsl"}}}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    #expect(result.resolved == nil)
    #expect(Set(result.diagnostics.map(\.id)) == ["alias.type-mismatch", "alias.unresolved"])
    // Both point at the token's `value`, where the file writes the color the modifier applies to.
    #expect(result.diagnostics.compactMap { $0.range?.start.column } == [19, 23])
  }

  @Test func literalsAndReferencedAmountsResolve() throws {
    // darken srgb 0.5 of #336699: (0.1, 0.2, 0.3); alpha 0.25 from a reference.
    let text = ##"""
      {"amount": {"value": "0.25", "type": "number"},
       "dark": {"value": "#336699", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "darken", "value": "0.5", "space": "srgb"}}}},
       "faded": {"value": "#ff0000", "type": "color",
               "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "{amount}", "space": "srgb"}}}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved)
    guard case .color(let dark) = graph.token("dark")?.values.first,
      case .color(let faded) = graph.token("faded")?.values.first
    else {
      Issue.record("colors expected")
      return
    }
    expectClose(dark, .srgb, [0.1, 0.2, 0.3], tolerance: 1e-9)
    #expect(faded.alpha == 0.25 && faded.components == [1, 0, 0])
  }
}
