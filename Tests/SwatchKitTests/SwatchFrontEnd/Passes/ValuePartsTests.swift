import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// DTCG 2025.10 pointers into other tokens' values (`{"$ref": "#/color/black/$value/components/1"}`): each
/// appearance fills the value with that part of the target's value there, and reads it as if written in place.
@Suite struct ValuePartsTests {
  private func resolve(_ json: String, keepGoing: Bool = false) -> PipelineResult {
    TokenPipeline(traits: .standard, keepGoing: keepGoing).resolve([SourceText(path: "t.json", text: json)])
  }

  private func errors(_ result: PipelineResult) -> [String] {
    result.diagnostics.filter { $0.severity == .error }.map {
      "\($0.range!.start.line):\($0.range!.start.column) \($0.id) \($0.message)"
    }
  }

  /// The colors of a palette whose dark value is in another space: the copy takes each appearance's components.
  static let palette = ##"""
    {"brand": {"hue": {"$type": "number", "$value": 264, "$modes": {"dark": 120}}},
     "opacity": {"half": {"$type": "number", "$value": 0.5}},
     "color": {"$type": "color",
      "black": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]},
                "$modes": {"dark": {"colorSpace": "display-p3", "components": [0.9, 0.8, 0.7]}}},
      "primary": {"$value": {"colorSpace": "oklch", "components": [0.65, 0.18, {"$ref": "#/brand/hue/$value"}]}},
      "swapped": {"$value": {"colorSpace": {"$ref": "#/color/black/$value/colorSpace"},
        "components": [{"$ref": "#/color/black/$value/components/2"}, {"$ref": "#/color/black/$value/components/1"}, 0],
        "alpha": {"$ref": "#/opacity/half"}}},
      "listed": {"$value": {"colorSpace": "srgb", "components": {"$ref": "#/color/black/$value/components"}}}}}
    """##

  @Test func aColorTakesItsComponentsSpaceAndAlphaFromOtherTokensInEachAppearance() throws {
    let result = resolve(Self.palette)
    let graph = try #require(result.resolved, "\(errors(result))")
    guard case .color(let light)? = graph.value("color.swapped", in: "light"),
      case .color(let dark)? = graph.value("color.swapped", in: "dark"),
      case .color(let primaryLight)? = graph.value("color.primary", in: "light"),
      case .color(let primaryDark)? = graph.value("color.primary", in: "dark"),
      case .color(let listed)? = graph.value("color.listed", in: "dark")
    else {
      Issue.record("the colors did not resolve")
      return
    }
    #expect(light == ColorValue(space: .srgb, components: [0.3, 0.2, 0], alpha: 0.5))
    #expect(dark == ColorValue(space: .displayP3, components: [0.7, 0.8, 0], alpha: 0.5))
    #expect(primaryLight.components == [0.65, 0.18, 264] && primaryDark.components == [0.65, 0.18, 120])
    #expect(listed == ColorValue(space: .srgb, components: [0.9, 0.8, 0.7]))
  }

  /// A typography member, a border's width and a whole value taken from parts; a token without `$type` takes the
  /// part's type, not its target's.
  @Test func membersAndWholeValuesTakePartsOfComposites() throws {
    let result = resolve(
      ##"""
      {"type": {
        "base": {"$type": "typography", "$value": {"fontFamily": ["Inter", "sans-serif"], "fontSize": "16px",
          "fontWeight": 400, "lineHeight": 1.5}, "$modes": {"dark": {"fontFamily": "Inter", "fontSize": "18px",
          "fontWeight": 500, "lineHeight": 1.25}}},
        "heading": {"$type": "typography", "$value": {"fontFamily": {"$ref": "#/type/base/$value/fontFamily"},
          "fontSize": "24px", "fontWeight": 700, "lineHeight": {"$ref": "#/type/base/$value/lineHeight"}}},
        "size": {"$value": {"$ref": "#/type/base/$value/fontSize"}},
        "first": {"$value": {"$ref": "#/type/base/$value/fontFamily/0"}}},
       "line": {"$type": "border", "$value": {"color": "#000000", "width": {"$ref": "#/type/base/$value/fontSize"},
         "style": "solid"}}}
      """##)
    let graph = try #require(result.resolved, "\(errors(result))")
    #expect(graph.token("type.size")?.type == .dimension && graph.token("type.first")?.type == .string)
    #expect(graph.value("type.size", in: "dark") == .dimension(DimensionValue(value: 18, unit: .px)))
    #expect(graph.value("type.first", in: "light") == .string("Inter"))
    guard case .typography(let light)? = graph.value("type.heading", in: "light"),
      case .typography(let dark)? = graph.value("type.heading", in: "dark"),
      case .border(let border)? = graph.value("line", in: "dark")
    else {
      Issue.record("the composites did not resolve")
      return
    }
    #expect(light.fontFamily == ["Inter", "sans-serif"] && light.lineHeight == 1.5 && light.fontWeight == 700)
    #expect(dark.fontFamily == ["Inter"] && dark.lineHeight == 1.25)
    #expect(border.width == DimensionValue(value: 18, unit: .px))
  }

  /// A step no value of the target's type has is refused at the pointer, with a note at the target; one its value
  /// lacks in some appearances only, or a filled value that does not read, names those appearances.
  @Test func aPartThatIsNotThereIsLocatedAndNamesTheAppearances() {
    let result = resolve(
      ##"""
      {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]},
             "$modes": {"dark": {"colorSpace": "hsl", "components": [200, 50, 90]}}},
       "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px"},
             "$modes": {"dark": {"fontFamily": "Inter", "fontSize": "16px", "letterSpacing": "1px"}}},
       "nothing": {"$type": "number", "$value": {"$ref": "#/c/$value/components/3"}},
       "spacing": {"$type": "dimension", "$value": {"$ref": "#/t/$value/letterSpacing"}},
       "range": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/c/$value/components/2"}, 0, 0]}},
       "kind": {"$type": "number", "$value": {"$ref": "#/c/$value/colorSpace"}}}
      """##)
    #expect(result.resolved == nil)
    let found = errors(result)
    #expect(found.count == 4, "\(found)")
    #expect(found.first { $0.hasPrefix("5:43 reference.invalid") }?.contains("no part 'components/3'") == true)
    #expect(
      found.first { $0.hasPrefix("6:46 reference.part 'spacing'") }.map {
        $0.contains("in appearances 'light") && !$0.contains("'dark") && $0.contains("no 'letterSpacing'")
      } == true, "\(found)")
    #expect(
      found.first { $0.hasPrefix("7:40 reference.part 'range'") }.map {
        $0.contains("'dark") && !$0.contains("'light") && $0.contains("out of range")
      } == true, "\(found)")
    // A part whose type is known not to fit its place is said at binding, at the pointer.
    #expect(found.contains { $0.hasPrefix("8:40 alias.type-mismatch alias to '#/c/$value/colorSpace' of type string") })
    let note = result.diagnostics.first { $0.id == "reference.invalid" }?.notes.first
    #expect(note?.range?.start.line == 1)
  }

  /// A token whose `$value` and dark mode take the same parts in other places gives each appearance its own value,
  /// though its targets hold the same values in both (filled values are kept by candidate, not only by token).
  @Test func eachModeFillsItsOwnShape() throws {
    let result = resolve(
      ##"""
      {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}},
       "mixed": {"$type": "color",
         "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/c/$value/components/0"}, 0, 0]},
         "$modes": {"dark": {"colorSpace": "srgb", "components": [0, 0, {"$ref": "#/c/$value/components/0"}]}}}}
      """##)
    let graph = try #require(result.resolved, "\(errors(result))")
    #expect(graph.value("mixed", in: "light") == .color(ColorValue(space: .srgb, components: [0.1, 0, 0])))
    #expect(graph.value("mixed", in: "dark") == .color(ColorValue(space: .srgb, components: [0, 0, 0.1])))
  }

  /// Names a curly-brace path cannot hold plainly (`grün`, `a/b` written `a~1b`) are followed as any other, not
  /// left with no value and no diagnostic.
  @Test func pointersIntoTokensWithAnyNameAreFollowed() throws {
    let result = resolve(
      ##"""
      {"farbe": {"grün": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1, 0.6, 0.2]}}},
       "a/b": {"$type": "dimension", "$value": "12px"},
       "g": {"$type": "number", "$value": {"$ref": "#/farbe/grün/$value/components/1"}},
       "w": {"$type": "number", "$value": {"$ref": "#/a~1b/$value/value"}}}
      """##)
    let graph = try #require(result.resolved, "\(errors(result))")
    #expect(graph.value("g") == .number(0.6) && graph.value("w") == .number(12))
  }

  /// Binding checks each hole against its place where both types are known (an alias to a size as a color's
  /// alpha, a weight as a font size), at the pointer; math beside parts is refused at its text; a step that is
  /// empty is said so.
  @Test func holesAreCheckedAgainstTheirPlaces() {
    let result = resolve(
      ##"""
      {"dim": {"$type": "dimension", "$value": "2px"},
       "t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 700}},
       "a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": "{dim}"}},
       "b": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"$ref": "#/t/$value/fontWeight"}}},
       "c": {"$type": "shadow", "$value": {"color": {"$ref": "#/a/$value"}, "offsetX": "{dim} / 2",
         "offsetY": {"$ref": "#/t/$value/fontSize"}, "blur": "0px", "spread": "0px"}},
       "d": {"$type": "number", "$value": {"$ref": "#/t/$value//0"}}}
      """##)
    let found = errors(result)
    #expect(found.count == 4, "\(found)")
    #expect(found.contains { $0.hasPrefix("3:93 alias.type-mismatch alias to 'dim' of type dimension") })
    #expect(found.contains { $0.hasPrefix("4:77 alias.type-mismatch alias to '#/t/$value/fontWeight' of type") })
    #expect(found.contains { $0.hasPrefix("5:82 alias.embedded reference inside '{dim} / 2'") })
    #expect(found.contains { $0.hasPrefix("7:46 reference.invalid") && $0.contains("a step after '$value' is empty") })
  }

  /// A family list whose items are other families takes their names in order; a composite member aliasing a whole
  /// token beside a part keeps its reference (CSS `var()`); a color's `hex` part is its `#rrggbb`, and a hex written
  /// beside components taken from other tokens is not said to differ from them.
  @Test func familiesSpliceMembersKeepTheirReferencesAndHexIsSixDigits() throws {
    let result = resolve(
      ##"""
      {"f": {"sans": {"$type": "fontFamily", "$value": ["Inter", "Helvetica"]}},
       "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5}},
       "stack": {"$type": "fontFamily", "$value": [{"$ref": "#/f/sans"}, "sans-serif"]},
       "size": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "2px"}},
       "line": {"$type": "border", "$value": {"color": "{c}", "width": {"$ref": "#/size/$value/fontSize"},
         "style": "solid"}},
       "hex": {"$type": "string", "$value": {"$ref": "#/c/$value/hex"}},
       "tinted": {"$type": "color", "$value": {"colorSpace": "srgb", "hex": "#ff8000",
         "components": [{"$ref": "#/c/$value/components/0"}, 0.5, 0]}}}
      """##)
    let graph = try #require(result.resolved, "\(errors(result))")
    #expect(graph.value("stack") == .fontFamily(["Inter", "Helvetica", "sans-serif"]))
    #expect(graph.value("hex") == .string("#ff8000"))
    #expect(!result.diagnostics.contains { $0.id == "color.hex-fallback" }, "\(result.diagnostics.map(\.message))")
    let line = try #require(graph.token("line"))
    let cIndex = try #require(graph.tokens.firstIndex { $0.path.string == "c" })
    #expect(line.memberOrigins.allSatisfy { $0.map(\.member) == ["color"] && $0.map(\.target) == [cIndex] })
  }

  /// A Tokens Studio file's `$path` references are read as braces, but a JSON Pointer holding `$value` is left as
  /// written, not read as a reference to a token `value`.
  @Test func aPointerInATokensStudioFileKeepsItsValueStep() throws {
    let result = try resolveStudioFile(
      ##"""
      {"global": {"color": {"bg": {"value": "#102030", "type": "color"},
        "fg": {"value": {"$ref": "#/color/bg/$value"}, "type": "color"},
        "red": {"value": {"$ref": "#/color/bg/$value/components/0"}, "type": "number"}}},
       "$metadata": {"tokenSetOrder": ["global"]}}
      """##)
    let graph = try #require(result.resolved, "\(errors(result))")
    #expect(graph.hex("color.fg") == "#102030FF" && graph.value("color.red") == .number(16.0 / 255))
  }

  /// A shadow's list of layers takes a multi-layer shadow aliased whole as its layers, beside a part; a pointer's
  /// names are taken as written, a space at the end included, where a curly-brace alias's are trimmed.
  @Test func layersSpliceAndPointerNamesAreExact() throws {
    let result = resolve(
      ##"""
      {"c": {"pad": {"$type": "color", "$value": "#ff0000"}, "pad ": {"$type": "color", "$value": "#00ff00"}},
       "two": {"$type": "shadow", "$value": [
         {"color": "#000000", "offsetX": "1px", "offsetY": "1px", "blur": "0px", "spread": "0px"},
         {"color": "#000000", "offsetX": "2px", "offsetY": "2px", "blur": "0px", "spread": "0px"}]},
       "three": {"$type": "shadow", "$value": ["{two}",
         {"color": "#000000", "offsetX": {"$ref": "#/two/$value/1/offsetY"}, "offsetY": "0px", "blur": "0px",
          "spread": "0px"}]},
       "spaced": {"$type": "number", "$value": {"$ref": "#/c/pad /$value/components/1"}},
       "whole": {"$type": "color", "$value": {"$ref": "#/c/pad "}}}
      """##)
    let graph = try #require(result.resolved, "\(errors(result))")
    guard case .shadow(let layers)? = graph.value("three") else {
      Issue.record("three did not resolve")
      return
    }
    #expect(layers.map(\.offsetX.value) == [1, 2, 2])
    #expect(graph.value("spaced") == .number(1) && graph.hex("whole") == "#00FF00FF")
  }

  /// Two colors each taking a component of the other are a cycle, found like an alias cycle; keeping going
  /// leaves both out and builds the rest.
  @Test func partsThatTakeEachOtherAreACycle() throws {
    let json = ##"""
      {"c": {"$type": "color",
        "a": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/c/b/$value/components/0"}, 0, 0]}},
        "b": {"$value": {"colorSpace": "srgb", "components": [{"$ref": "#/c/a/$value/components/0"}, 0, 0]}},
        "ok": {"$value": "#102030"}}}
      """##
    #expect(resolve(json).diagnostics.map(\.id) == ["alias.cycle"])
    let kept = try #require(resolve(json, keepGoing: true).resolved)
    #expect(kept.token("c.a") == nil && kept.hex("c.ok") == "#102030FF")
  }
}
