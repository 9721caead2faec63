import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Idioms of real design systems: CSS font stacks in one string, Primer's `alpha` member, Style Dictionary's
/// `attributes`, and string tokens that are CSS values.
@Suite struct RealWorldIdiomTests {
  @Test func aFontStackStringIsSplitIntoFamilies() {
    #expect(
      ValueParser.splitFontStack("-apple-system, BlinkMacSystemFont, 'Segoe UI', \"Noto Sans\", sans-serif") == [
        "-apple-system", "BlinkMacSystemFont", "Segoe UI", "Noto Sans", "sans-serif",
      ])
    #expect(ValueParser.splitFontStack("Helvetica Neue") == ["Helvetica Neue"])
    #expect(ValueParser.splitFontStack("\"Times New Roman\"") == ["Times New Roman"])
    #expect(ValueParser.splitFontStack(" 'Segoe UI' ") == ["Segoe UI"])
    #expect(ValueParser.splitFontStack("\"a\"b\"") == ["\"a\"b\""])
    #expect(ValueParser.splitFontStack("\"\"") == ["\"\""])
    #expect(ValueParser.splitFontStack(" , ") == [" , "])
  }

  @Test func cssFamiliesAreQuotedUnlessOneIdentifier() {
    let stack = TokenValue.fontFamily(["-apple-system", "BlinkMacSystemFont", "Segoe UI", "inherit", "sans-serif"])
    #expect(CSSValue.format(stack) == "-apple-system, BlinkMacSystemFont, \"Segoe UI\", \"inherit\", sans-serif")
    #expect(CSSValue.format(.fontFamily(["a\"b;}"])) == "\"a\\\"b;}\"")
  }

  @Test(arguments: [
    ("normal", "normal"),
    ("line-through underline", "line-through underline"),
    ("rgba(0, 0, 0, 0.12)", "rgba(0, 0, 0, 0.12)"),
    ("calc(100% - 4px)", "calc(100% - 4px)"),
    ("tnum", "\"tnum\""),
    ("Hello world", "\"Hello world\""),
    ("rgba(0,0,0,1); } body { color: red", "\"rgba(0,0,0,1); } body { color: red\""),
    ("calc(1px /* x */)", "\"calc(1px /* x */)\""),
    ("a(b) c(d)", "\"a(b) c(d)\""),
    ("url(x))", "\"url(x))\""),
    ("", "\"\""),
  ])
  func stringTokensAreUnquotedOnlyWhenPlainValues(text: String, css: String) {
    #expect(CSSValue.format(.string(text)) == css)
  }

  func build(_ yaml: String) -> PipelineResult {
    TokenPipeline(traits: .standard).resolve([SourceText(path: "t.yaml", text: yaml)])
  }

  @Test func primersAlphaMemberReplacesTheAlias() throws {
    let result = build(
      """
      base: { $type: color, $value: "#336699" }
      faded: { $type: color, $value: "{base}", alpha: 0.2 }
      """)
    #expect(result.diagnostics.map(\.id) == ["token.alpha-member"])
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(result.diagnostics.first?.message.contains("read as '{base} / 0.2'") == true)
    #expect(try #require(result.resolved).hex("faded") == "#33669933")
  }

  @Test func anAlphaMemberThatCannotBeReadIsAnError() {
    let result = build(
      """
      faded: { $type: color, $value: "{base} / 50%", alpha: 2 }
      base: { $type: color, $value: "#336699" }
      """)
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["token.alpha-member"])
    #expect(result.diagnostics.first?.range?.start == SourcePosition(line: 1, column: 48))
  }

  @Test func primersAlphaMemberReplacesAColorObjectsAlpha() throws {
    let result = build(
      """
      clear: { $type: color, $value: { colorSpace: srgb, components: [0, 0, 0], alpha: 1 }, alpha: 0 }
      """)
    #expect(result.diagnostics.map(\.id) == ["token.alpha-member"])
    #expect(result.diagnostics.first?.severity == .warning)
    #expect(try #require(result.resolved).hex("clear") == "#00000000")
  }

  @Test func anAlphaMemberBesideAColorObjectMustBeANumberFromZeroToOne() {
    let result = build(
      """
      clear: { $type: color, $value: { colorSpace: srgb, components: [0, 0, 0] }, alpha: 1.5 }
      """)
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["token.alpha-member"])
  }

  @Test func referencesInsideAStringAreReplacedPerAppearance() throws {
    let result = build(
      """
      width: { $type: dimension, $value: 1px, $modes: { dark: 2px } }
      ring: { $type: string, $value: "inset 0 0 0 {width}" }
      """)
    #expect(result.diagnostics.map(\.id) == ["alias.embedded"])
    #expect(result.diagnostics.first?.severity == .warning)
    let graph = try #require(result.resolved)
    #expect(graph.value("ring", in: "light") == .string("inset 0 0 0 1px"))
    #expect(graph.value("ring", in: "dark") == .string("inset 0 0 0 2px"))
  }

  /// `{ width }` with spaces inside its braces is the reference `{width}`: replaced in every appearance, and an
  /// unknown one reported over all it is written in.
  @Test func spacesInsideAReferencesBracesAreDropped() throws {
    let result = build(
      """
      width: { $type: dimension, $value: 1px, $modes: { dark: 2px } }
      style: { $type: string, $value: solid }
      border: { $type: string, $value: "{ width } {style }" }
      """)
    let graph = try #require(result.resolved)
    #expect(graph.value("border", in: "light") == .string("1px solid"))
    #expect(graph.value("border", in: "dark") == .string("2px solid"))
    let unknown = build(
      """
      style: { $type: string, $value: solid }
      border: { $type: string, $value: "{ widht } {style}" }
      """)
    let error = try #require(unknown.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(error.range.map { [$0.start.column, $0.end.column] } == [35, 44])  // `{ widht }`, nine columns
  }

  /// Only `{` opens a reference: a `}` alone in a string is its text; one in a dimension is an invalid dimension.
  @Test func aClosingBraceAloneIsText() throws {
    let result = build("s: { $type: string, $value: \"a } b\" }\nd: { $type: dimension, $value: \"4px}\" }")
    #expect(result.diagnostics.map(\.id) == ["value.invalid"])
    #expect(result.diagnostics.first?.range?.start.line == 2)
    let text = try #require(build("s: { $type: string, $value: \"a } b\" }").resolved)
    #expect(text.value("s", in: "light") == .string("a } b"))
  }

  @Test func referencesInsideOtherTypesAreErrorsAtTheValue() {
    let result = build(
      """
      width: { $type: dimension, $value: 1px }
      double: { $type: dimension, $value: "calc({width} * 2)" }
      """)
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["alias.embedded"])
    #expect(result.diagnostics.first?.severity == .error)
    #expect(result.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 37))
  }

  @Test func embeddedReferenceScanningRejectsBadBraces() {
    #expect(EmbeddedReferences.scan("a {b.c} d {e}")?.map(\.path) == ["b.c", "e"])
    #expect(EmbeddedReferences.scan("a {b.c} d {e}")?.map(\.offset) == [2, 10])
    #expect(EmbeddedReferences.scan("{a} {") == nil)
    #expect(EmbeddedReferences.scan("{a{b}}") == nil)
    #expect(EmbeddedReferences.scan("}") == nil)
    #expect(EmbeddedReferences.scan("a { color: red }") == nil, "CSS text inside braces, not a reference")
    #expect(EmbeddedReferences.scan("f() { return x; }") == nil, "script text inside braces, not a reference")
    // A path of names with spaces inside, as Tokens Studio names tokens (CargoSense's `Font Size.Base`).
    #expect(EmbeddedReferences.scan("{Font Size.Base} * 0.6875")?.map(\.path) == ["Font Size.Base"])
    #expect(EmbeddedReferences.scan("{ }") == nil)
    // Spaces around a path inside its braces, as Style Dictionary projects write them (Wikimedia Codex), are
    // dropped; the occurrence's length is what is written.
    let spaced = EmbeddedReferences.scan("calc( { size.a } - {size.b\t} )")
    #expect(spaced?.map(\.path) == ["size.a", "size.b"])
    #expect(spaced?.map(\.offset) == [6, 19])
    #expect(spaced?.map(\.length) == [10, 9])
    #expect(EmbeddedReferences.interpolate("calc({ a } + {b})") { $0.path.uppercased() } == "calc(A + B)")
    #expect(EmbeddedReferences.interpolate("é{x}é{y}!") { $0.path.uppercased() } == "éXéY!")
  }

  @Test func styleDictionaryAttributesAreIgnoredWithAWarning() throws {
    let result = build(
      """
      red: { $type: color, $value: "#ff0000", attributes: { category: color } }
      """)
    #expect(result.diagnostics.map(\.id) == ["token.attributes"])
    #expect(try #require(result.resolved).hex("red") == "#FF0000FF")
  }

  /// Style Dictionary's other metadata beside `$value` (HashiCorp's `group`, `private`, `unit`): in JSON a
  /// scalar or a list is no child token, so it is ignored, with one warning per file naming the first, and so is
  /// an object holding no `$value` at any depth (REI Cedar's `"docs": {"category": …}`); an object holding one
  /// is still a child token, an error. An `alpha` written as text is the number it holds.
  @Test func styleDictionaryMetadataBesideAValueIsIgnoredOncePerFile() throws {
    let text = ##"""
      {"blue": {"$type": "color", "$value": "#1060ff", "group": "palette", "private": true, "tags": ["a", "b"]},
       "text": {"$type": "color", "$value": "{blue}", "group": "semantic", "alpha": "0.4"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let metadata = result.diagnostics.filter { $0.id == "token.attributes" }
    #expect(metadata.count == 1)
    #expect(metadata.first?.message.contains("'group' and 3 other(s)") == true)
    #expect(metadata.first?.range?.start.line == 1)
    #expect(try #require(result.resolved).hex("text") == "#1060FF66")
    // In YAML a scalar there is a shorthand child token, which a token cannot hold; so is an object in JSON.
    let yaml = build("blue: { $type: color, $value: \"#1060ff\", hover: \"#0062cc\" }\n")
    #expect(yaml.diagnostics.map(\.id).contains("token.mixed"))
    let object = ##"{"blue": {"$type": "color", "$value": "#1060ff", "dark": {"$value": "#000000"}}}"##
    let child = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: object)])
    #expect(child.diagnostics.map(\.id).contains("token.mixed"))
    let docs = ##"{"blue": {"$type": "color", "$value": "#1060ff", "docs": {"category": "c", "more": {"a": 1}}}}"##
    let documented = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: docs)])
    #expect(documented.diagnostics.map(\.id) == ["token.attributes"])
    #expect(try #require(documented.resolved).hex("blue") == "#1060FFFF")
    let deep = ##"{"blue": {"$type": "color", "$value": "#1060ff", "states": {"hover": {"$value": "#000000"}}}}"##
    let nested = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: deep)])
    #expect(nested.diagnostics.map(\.id).contains("token.mixed"))
  }

  @Test func aColorWrittenAsALightDarkPairIsAValueAndADarkMode() throws {
    // Red Hat's colors for CSS light-dark(): the list is read when the type is color (here the group's), with
    // one warning per file; other lists, and a color that has modes of its own, are left to the value reader.
    let pairs = """
      color:
        $type: color
        ink: "#101010"
        paper: "#FAFAFA"
        text: { $value: ["{color.ink}", "{color.paper}"] }
        border: { $value: ["#222222", "{color.paper}"] }
      font: { $type: fontFamily, $value: ["Inter", "sans-serif"] }
      """
    let others = """

      other:
        $type: color
        three: { $value: ["#000000", "#111111", "#222222"] }
        moded: { $value: ["#000000", "#111111"], $modes: { dark: "#333333" } }
      """
    let result = build(pairs + others)
    let warnings = result.diagnostics.filter { $0.id == "token.light-dark-pair" }
    #expect(
      warnings.count == 1 && warnings[0].message.contains("'color.text' and 1 other(s)"), "\(warnings.map(\.message))")
    #expect(warnings.first?.range?.start.line == 5)
    #expect(result.diagnostics.filter { $0.id == "value.invalid" }.count == 2, "\(result.diagnostics.map(\.message))")
    let graph = try #require(build(pairs).resolved)
    #expect(graph.hex("color.text", in: "light") == "#101010FF" && graph.hex("color.text", in: "dark") == "#FAFAFAFF")
    #expect(graph.hex("color.border", in: "light") == "#222222FF")
    #expect(graph.hex("color.border", in: "dark high-contrast") == "#FAFAFAFF")
    #expect(graph.value("font") == .fontFamily(["Inter", "sans-serif"]))
  }

  @Test func terrazzosExtensionModesAreTheTokensModes() throws {
    // Terrazzo (Cobalt) writes modes in `$extensions.mode`: read as `$modes`, with one note per file; a token's
    // own `$modes` wins, and a mode naming no trait value is an error at its name, not a silent light value.
    let text = """
      color:
        $type: color
        ink: { $value: "#101010", $extensions: { mode: { light: "#101010", dark: "#EEEEEE" } } }
        text: { $value: "{color.ink}", $extensions: { mode: { dark: "{color.ink}", high-contrast: "#000000" } } }
        own: { $value: "#111111", $modes: { dark: "#222222" }, $extensions: { mode: { dark: "#333333" } } }
      """
    let result = build(text)
    let notes = result.diagnostics.filter { $0.id == "token.extension-modes" }
    #expect(notes.count == 1 && notes[0].message.contains("and 1 other(s)"), "\(result.diagnostics.map(\.message))")
    let graph = try #require(result.resolved)
    #expect(graph.hex("color.ink", in: "dark") == "#EEEEEEFF" && graph.hex("color.ink", in: "light") == "#101010FF")
    #expect(graph.hex("color.text", in: "dark") == "#EEEEEEFF")
    #expect(graph.hex("color.text", in: "light high-contrast") == "#000000FF")
    #expect(graph.hex("color.own", in: "dark") == "#222222FF")
    #expect(graph.token("color.ink")?.extensions != nil)
    let unknown = build("size: { $type: number, $value: 4, $extensions: { mode: { mobile: 4, desktop: 8 } } }\n")
    #expect(unknown.diagnostics.filter { $0.severity == .error }.map(\.id) == ["mode.unknown", "mode.unknown"])
    #expect(unknown.diagnostics.first { $0.id == "mode.unknown" }?.range?.start.line == 1)
  }

  /// Tokens Brücke 1 wrote its settings in a root `$meta` and each mode as a group: a warning saying so, where the
  /// build failed on an unknown property.
  @Test func tokensBrückeOnesMetaIsAWarning() throws {
    for (meta, listed) in [
      (#"{"variableCollections": ["Base", "Theme"]}"#, true), (#"{"variableCollections": {}}"#, false),
    ] {
      let text = ##"{"Theme": {"Light": {"bg": {"value": "#ffffff", "type": "color"}}}, "$meta": "## + meta + "}"
      let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
      #expect(result.resolved != nil && !result.diagnostics.containsErrors, "\(result.diagnostics.map(\.message))")
      let warning = try #require(result.diagnostics.first { $0.id == "format.mode-groups" })
      #expect(warning.severity == .warning && warning.range?.start.line == 1)
      #expect(warning.message.contains("('Base', 'Theme')") == listed && !warning.message.contains("()"))
    }
  }

  /// Tokens Brücke fills Terrazzo's `$extensions.mode` with Figma's mode names: `Light` and `Dark` (or `Mode 1`
  /// beside `Dark mode`) are the appearances, where each was a trait of its own (`Light: [no-Light, Light]`) and
  /// the dark values never reached dark mode; a brand's name with a space is one trait value.
  @Test func figmasModeNamesInExtensionModesAreTheAppearances() throws {
    let text = """
      {"c": {"$type": "color",
        "ink": {"$value": "#101010", "$extensions": {"mode": {"Light": "#101010", "Dark": "#EEEEEE"}}},
        "mat": {"$value": "#202020", "$extensions": {"mode": {"Mode 1": "#202020", "Dark mode": "#DDDDDD"}}},
        "hc": {"$value": "#303030", "$extensions": {"mode": {"High Contrast": "#000000", "dark_theme": "#CCCCCC"}}},
        "own": {"$value": "#404040", "$extensions": {"mode": {"dark high-contrast": "#FFFFFF"}}}}}
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("c.ink", in: "dark") == "#EEEEEEFF" && graph.hex("c.ink", in: "light") == "#101010FF")
    #expect(graph.hex("c.mat", in: "dark") == "#DDDDDDFF" && graph.hex("c.mat", in: "light") == "#202020FF")
    #expect(graph.hex("c.hc", in: "light high-contrast") == "#000000FF" && graph.hex("c.hc", in: "dark") == "#CCCCCCFF")
    #expect(
      graph.hex("c.own", in: "dark high-contrast") == "#FFFFFFFF" && graph.hex("c.own", in: "dark") == "#404040FF")
    #expect(ExtensionModeName.keys(["Brand A", "Default", "Base"]) == ["Brand-A", "Default", "base"])
    #expect(ExtensionModeName.keys(["Base", "DARK"]) == ["light", "dark"])
    #expect(ExtensionModeName.keys(["Mode 1", "Light", "Dark"]) == ["Mode-1", "light", "dark"])
    #expect(
      ExtensionModeName.keys(["Light High Contrast", "Dark-High-Contrast", "Mode B - Dark", "dark mode"])
        == ["light high-contrast", "dark high-contrast", "Mode-B dark", "dark"])
    // A project's own trait values are read as written: `Normal` is its density, not the contrast's `normal`; a
    // configuration `swatch init` wrote before (`Dark: [no-Dark, Dark]`) builds as it did.
    let own = """
      {"c": {"$type": "color", "ink": {"$value": "#101010",
        "$extensions": {"mode": {"Normal": "#303030", "Compact": "#202020", "Dark": "#EEEEEE"}}}}}
      """
    let traits = TraitSet([
      Trait(name: "appearance", values: ["light", "dark"]),
      Trait(name: "contrast", values: ["normal", "high-contrast"]),
      Trait(name: "Dark", values: ["no-Dark", "Dark"]), Trait(name: "density", values: ["Normal", "Compact"]),
    ])
    let ownResult = TokenPipeline(traits: traits).resolve([SourceText(path: "t.json", text: own)])
    let ownGraph = try #require(ownResult.resolved, "\(ownResult.diagnostics.map(\.message))")
    #expect(ownGraph.hex("c.ink", in: "light high-contrast no-Dark Normal") == "#303030FF")
    #expect(ownGraph.hex("c.ink", in: "light normal no-Dark Compact") == "#202020FF")
    #expect(ownGraph.hex("c.ink", in: "light normal Dark Compact") == "#EEEEEEFF")
  }

  /// Deutsche Telekom's idioms, in a Style Dictionary classic file as they write them: a value as an object of
  /// modes, and a color as `{color, alpha}`, in a token and in a shadow's layers.
  @Test func aValueOfModesAndAColorWithAnAlphaObjectAreReadAsWritten() throws {
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(
        path: "colors.json",
        text: """
          { "core": { "black": { "value": "#000000", "type": "color" }, "white": { "value": "#ffffff", "type": "color" } },
            "text": {
              "standard": { "value": { "light": "{core.black}", "dark": "{core.white}" }, "type": "color" },
              "faded": { "value": { "light": { "color": "{core.black}", "alpha": 0.65 },
                                    "dark": { "color": "{core.white}", "alpha": 0.5 },
                                    "high-contrast": "#000000" }, "type": "color" },
              "glass": { "value": { "color": "#336699", "alpha": 0.2 }, "type": "color" } },
            "lift": { "value": [{ "x": 0, "y": 2, "blur": 8, "spread": 0, "type": "dropShadow",
                                 "color": { "color": "{core.black}", "alpha": 0.1 } }], "type": "boxShadow" } }
          """)
    ])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(
      graph.hex("text.standard", in: "light") == "#000000FF" && graph.hex("text.standard", in: "dark") == "#FFFFFFFF")
    #expect(graph.hex("text.faded", in: "light") == "#000000A6" && graph.hex("text.faded", in: "dark") == "#FFFFFF80")
    #expect(graph.hex("text.faded", in: "light high-contrast") == "#000000FF")
    #expect(graph.hex("text.glass", in: "dark") == "#33669933")
    let lift = try #require(graph.token("lift"))
    #expect(CSSValue.format(lift.values[0]) == "0px 2px 8px 0px #0000001a", "\(lift.values[0])")
    let notes = result.diagnostics.filter { $0.severity == .note }.map(\.id).sorted()
    #expect(notes == ["token.color-alpha-object", "token.mode-object"], "\(result.diagnostics.map(\.message))")
  }

  /// AXA's Style Dictionary files: a `$comment` on a group or a token, which Style Dictionary ignores, is its
  /// description; in a DTCG file it is still an unknown property.
  @Test func aCommentInAStyleDictionaryFileIsItsDescription() throws {
    let classic =
      #"{"size": {"$comment": "spacing", "sm": {"value": "4px", "type": "dimension", "$comment": "small"}}}"#
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "sizes.json", text: classic)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.token("size.sm")?.description == "small")
    let dtcg = #"{"size": {"$comment": "spacing", "sm": {"$value": "4px", "$type": "dimension"}}}"#
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "sizes.tokens.json", text: dtcg)])
    #expect(strict.diagnostics.contains { $0.id == "token.property-unknown" })
  }

  /// An object that only looks like one of them is left for the value reader: DTCG's color object, and a
  /// `{color, alpha}` whose color has an alpha already.
  @Test func objectsThatAreNotTheIdiomsAreNotRewritten() {
    let result = build(
      """
      a: { $type: color, $value: { colorSpace: srgb, components: [1, 0, 0], alpha: 0.5 } }
      b: { $type: color, $value: { color: "#000 / 0.5", alpha: 0.2 } }
      c: { $type: color, $value: { light: "#fff" } }
      """)
    #expect(result.diagnostics.filter { $0.severity == .error }.count == 2, "\(result.diagnostics.map(\.message))")
    #expect(!result.diagnostics.contains { $0.id == "token.mode-object" || $0.id == "token.color-alpha-object" })
    // An alpha past 1 in the idiom is the alpha's error, at the value, which `keepGoing` leaves out.
    let wrong = build("d: { $type: color, $value: { color: '#336699', alpha: 1.5 } }\n")
    #expect(wrong.diagnostics.filter { $0.severity == .error }.map(\.id) == ["value.alpha"])
  }

  @Test func aZeroDimensionNeedsNoUnitQuotedOrNot() throws {
    let result = build(
      """
      shadow:
        $type: shadow
        sm: { $value: { offsetX: "0", offsetY: 0, blur: "0.0", spread: "0", color: "#000000" } }
      size: { $type: dimension, one: "1", none: "0" }
      """)
    #expect(result.diagnostics.map(\.id) == ["value.invalid"], "\(result.diagnostics.map(\.message))")
    #expect(result.diagnostics.first?.range?.start.line == 4)
    let kept = TokenPipeline(traits: .standard, keepGoing: true).resolve([
      SourceText(
        path: "t.yaml",
        text: """
          size: { $type: dimension, none: "0" }
          """)
    ])
    #expect(try #require(kept.resolved).value("size.none") == .dimension(DimensionValue(value: 0, unit: .px)))
  }

  @Test func aTheoFileIsNamedAsSuch() {
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "sizing.yml", text: "global:\n  type: size\nprops:\n  size-0:\n    value: \"{!size-0}\"\n")
    ])
    #expect(result.resolved == nil)
    #expect(result.diagnostics.map(\.id) == ["document.theo"])
    #expect(result.diagnostics.first?.range?.start == SourcePosition(line: 3, column: 1))
  }

  @Test func aJSON5FileIsReadWithItsCommentsUnquotedKeysTrailingCommasAndSingleQuotes() throws {
    let text = """
      {
        // a comment, and one with a URL in a string after it
        a: { $type: 'color', $value: '#fff', $description: 'see https://example.com/a', },
        /* a block
           comment */ b: { "$type": "string", "$value": 'say "hi"', },
      }
      """
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "border.json5", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let a = try #require(graph.tokens.first { $0.path.string == "a" })
    #expect(a.description == "see https://example.com/a")
    let b = try #require(graph.tokens.first { $0.path.string == "b" })
    #expect(b.values[0] == .string(#"say "hi""#))
  }

  @Test func whatOfJSON5IsNotYAMLSaysSo() {
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "border.json5", text: "{\n  a: { $type: 'string', $value: 'it\\'s', },\n}\n")
    ])
    #expect(result.resolved == nil)
    let first = result.diagnostics.first { $0.severity == .error }
    #expect(first?.id == "yaml.syntax")
    #expect(first?.notes.last?.message.contains("this is a JSON5 file: Swatch reads its comments") == true)
  }
}
