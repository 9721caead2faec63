import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// Values as Tokens Studio and Style Dictionary's classic format write them, read as those tools read them:
/// references with `$`, math with `round()` and `^`, line heights as Figma sets them, `rgba(#hex, a)`, numbers in
/// text tokens, types of a team's own, and what has no DTCG value left out.
@Suite struct ToolValueReadingTests {
  /// A Tokens Studio `number` written as a percentage (`50%`, read as 0.5) is the text the tool passes on to a
  /// token aliasing it: a size is that percentage, a letter spacing (a token, or a typography's member) that many
  /// em, as sd-transforms reads one, never px (iwm's `BR_IconButtons` was 0.5px); an opacity and a line height
  /// still read the fraction, and a number written plainly is still px. The number may be in another file.
  @Test func aPercentNumberAliasedByASizeKeepsItsPercent() throws {
    let numbers = ##"""
      {"pct": {"half": {"value": "50%", "type": "number"}, "tight": {"value": "-2%", "type": "number"},
               "seven": {"value": "7%", "type": "number"}, "lh": {"value": "150%", "type": "number"},
               "four": {"value": "4", "type": "number"}}}
      """##
    let aliases = ##"""
      {"radius": {"circle": {"value": "{pct.half}", "type": "borderRadius"}},
       "width": {"seven": {"value": "{pct.seven}", "type": "sizing"}, "four": {"value": "{pct.four}", "type": "sizing"}},
       "stroke": {"value": "{pct.half}", "type": "borderWidth"},
       "tracking": {"tight": {"value": "{pct.tight}", "type": "letterSpacing"}},
       "fade": {"value": "{pct.half}", "type": "opacity"},
       "body": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "{pct.lh}", "letterSpacing": "{pct.tight}"},
                "type": "typography"},
       "lift": {"value": {"x": "{pct.half}", "y": "2", "blur": "4", "spread": "0", "color": "#000000"}, "type": "boxShadow"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "numbers.json", text: numbers), SourceText(path: "aliases.json", text: aliases),
    ])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let value = { (path: String) in graph.token(path)?.values[0] }
    #expect(value("radius.circle") == .dimension(DimensionValue(value: 50, unit: .percent)))
    #expect(value("width.seven") == .dimension(DimensionValue(value: 7, unit: .percent)))
    #expect(value("width.four") == .dimension(DimensionValue(value: 4, unit: .px)))
    #expect(value("tracking.tight") == .dimension(DimensionValue(value: -0.02, unit: .em)))
    // A border width in % is no CSS width: it keeps px.
    #expect(value("stroke") == .dimension(DimensionValue(value: 0.5, unit: .px)))
    #expect(value("fade") == .number(0.5))
    guard case .typography(let body)? = value("body") else {
      Issue.record("body is no typography")
      return
    }
    #expect(body.letterSpacing == DimensionValue(value: -0.02, unit: .em) && body.lineHeight == 1.5)
    // A shadow's offset in % is no CSS length: a member other than a letter spacing keeps reading px.
    guard case .shadow(let layers)? = value("lift") else {
      Issue.record("lift is no shadow")
      return
    }
    #expect(layers.first?.offsetX.unit == .px)
  }

  /// A number written as a percentage in one theme and plainly in another (one alias serves both) reads px in
  /// both, with a warning at the alias naming the number: the percentage is not lost without a word.
  @Test func aNumberWrittenAsAPercentageInSomeThemesOnlyIsSaid() throws {
    let text = ##"""
      {"light": {"pct": {"r": {"value": "50%", "type": "number"}}},
       "dark": {"pct": {"r": {"value": "4", "type": "number"}}},
       "base": {"radius": {"value": "{pct.r}", "type": "borderRadius"}},
       "$themes": [{"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"base": "enabled", "light": "enabled"}},
                   {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"base": "enabled", "dark": "enabled"}}],
       "$metadata": {"tokenSetOrder": ["base", "light", "dark"]}}
      """##
    let result = try resolveStudioFile(text)
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("radius", in: "dark") == .dimension(DimensionValue(value: 4, unit: .px)))
    let warning = try #require(result.diagnostics.first { $0.message.contains("in some values only reads px") })
    #expect(warning.message.contains("'pct.r'") && warning.severity == .warning)
  }

  /// Tokens Studio math over a reference whose names hold spaces (CargoSense's `{Font Size.Base} * 0.6875`)
  /// reads as math, as the same reference alone reads as an alias.
  @Test func mathOverAReferenceWithSpacesInItsNames() throws {
    let text = ##"""
      {"Font Size": {"Base": {"value": "16", "type": "fontSizes"}, "XS": {"value": "{Font Size.Base} * 0.6875", "type": "fontSizes"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.token("Font Size.XS")?.values[0] == .dimension(DimensionValue(value: 11, unit: .px)))
  }

  /// A Tokens Studio border that leaves members out (wahoo-ds' `Outline`, a color alone) has no DTCG value: left out
  /// with a warning, where it failed the build (`value.member-missing`); a whole border still reads.
  @Test func aBorderWithoutAWidthOrAStyleIsLeftOut() throws {
    let text = ##"""
      {"divider": {"value": "#d0d0d0", "type": "color"},
       "outline": {"value": {"color": "{divider}"}, "type": "border"},
       "full": {"value": {"color": "{divider}", "width": "1", "style": "solid"}, "type": "border"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.token("outline") == nil && graph.token("full") != nil)
    let warning = try #require(result.diagnostics.first { $0.id == "format.unmapped" })
    #expect(warning.message.contains("a border without its color, width or style"), "\(warning.message)")
  }

  /// An opacity kept as a color token (3jane's `palette.opacity.15: 15%`, typed color) is a number, with a
  /// warning, so `rgba({brand}, {opacity})` over it reads: the export failed (`invalid color '15%'` and a type
  /// mismatch at every rgba), though Tokens Studio renders it.
  @Test func anOpacityKeptAsAColorTokenIsANumber() throws {
    let text = ##"""
      {"brand": {"value": "#3d5afe", "type": "color"}, "opacity": {"15": {"value": "15%", "type": "color"},
       "half": {"value": "0.5", "type": "color"}},
       "subtle": {"value": "rgba({brand}, {opacity.15})", "type": "color"},
       "half-brand": {"value": "rgba( {brand} , {opacity.half} )", "type": "color"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("opacity.15") == .number(0.15) && graph.value("opacity.half") == .number(0.5))
    #expect(graph.hex("subtle") == "#3D5AFE26" && graph.hex("half-brand") == "#3D5AFE80")
    let warning = try #require(result.diagnostics.first { $0.id == "format.unmapped" })
    #expect(warning.message.contains("read as a number: 'opacity.15' and 1 other(s)"), "\(warning.message)")
  }

  /// A size token holding a CSS word (`auto`, `normal`: Calcite's `size.auto`, which Tokens Studio passes on to
  /// CSS) has no DTCG value: left out with one warning, where it failed the build (`value.invalid`). A DTCG
  /// file keeps DTCG's rule.
  @Test func aSizeThatIsACSSWordIsLeftOut() throws {
    let text = ##"""
      {"size": {"4": {"value": "4", "type": "sizing"}, "auto": {"value": "auto", "type": "sizing"},
                "normal": {"value": "Normal", "type": "spacing"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.tokens.map(\.path.string) == ["size.4"])
    let warnings = result.diagnostics.filter { $0.id == "format.unmapped" }
    #expect(warnings.count == 1 && warnings[0].message.contains("a CSS word"), "\(warnings.map(\.message))")
    #expect(warnings[0].message.contains("'size.auto' and 1 other(s)"), "\(warnings[0].message)")
    let dtcg = ##"{"size": {"auto": {"$type": "dimension", "$value": "auto"}}}"##
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "d.json", text: dtcg)])
    #expect(strict.diagnostics.contains { $0.id == "value.invalid" && $0.severity == .error })
  }

  /// A padding or a radius written as several sizes (`8 16`, over references too) has no DTCG value: left out
  /// with one warning, the rest of the file builds, and a reference to one says why it is unknown. One size,
  /// and math over references, still read; a DTCG file keeps DTCG's rule.
  @Test func severalSizesInOneValueAreLeftOut() throws {
    let text = ##"""
      {"space": {"sm": {"value": "8", "type": "spacing"}, "math": {"value": "{space.sm} * 2", "type": "spacing"},
                 "pad": {"value": "8 16", "type": "spacing"},
                 "padRef": {"value": "{space.sm}  {space.math}", "type": "spacing"}},
       "radius": {"top": {"value": "4px 4px 0 0", "type": "borderRadius"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.tokens.map(\.path.string).sorted() == ["space.math", "space.sm"])
    #expect(graph.tokens.first { $0.path.string == "space.math" }?.values[0].plainText == "16px")
    let warnings = result.diagnostics.filter { $0.id == "format.unmapped" }
    #expect(warnings.count == 1 && warnings[0].message.contains("several sizes"), "\(warnings.map(\.message))")
    #expect(warnings[0].message.contains("and 2 other(s)"), "\(warnings[0].message)")
    let at = try #require(warnings[0].range?.start)
    #expect(at.line == 2 && at.column == 29, "\(at)")

    let aliased = text.replacing(##""8", "type""##, with: ##""{space.pad}", "type""##)
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: aliased)])
    let error = try #require(failed.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(error.notes.first?.message.contains("'space.pad': a value of several sizes") == true)
    #expect(error.notes.first?.range?.start.line == 2)

    let dtcg = ##"{"pad": {"$type": "dimension", "$value": "8 16"}}"##
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "d.json", text: dtcg)])
    #expect(strict.diagnostics.contains { $0.id == "value.invalid" })
  }

  /// A type of a team's own in a tool's file (`icon`, `breakpoint`) types its tokens by their values, as
  /// Style Dictionary passes them through; one whose value no type reads is left out. DTCG files stay strict.
  @Test func aCustomTypeInAToolsFileIsTypedByTheValue() throws {
    let text = ##"""
      {"icon": {"home": {"value": "icons/home.svg", "type": "icon"}, "ref": {"value": "{icon.home}", "type": "icon"}},
       "bp": {"md": {"value": "768px", "type": "breakpoint"}, "sm": {"value": 480, "type": "breakpoint"}},
       "font": {"body": {"value": {"family": "Inter"}, "type": "font"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(
      graph.value("icon.home") == .string("icons/home.svg") && graph.value("icon.ref") == .string("icons/home.svg"))
    #expect(
      graph.value("bp.md") == .dimension(DimensionValue(value: 768, unit: .px)) && graph.value("bp.sm") == .number(480))
    #expect(graph.token("font.body") == nil)
    let warnings = result.diagnostics.filter { $0.id == "format.unmapped" }.map(\.message)
    #expect(
      warnings.count == 3 && warnings.contains { $0.contains("'icon'") && $0.contains("1 other(s)") }, "\(warnings)")
    #expect(warnings.contains { $0.contains("'font'") && $0.contains("left out") })
    // A reference to the token left out says why it is unknown (Telekom's `modular-scale` objects).
    let aliased = text.replacing(##""value": 480"##, with: ##""value": "{font.body}""##)
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: aliased)])
    let error = try #require(failed.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(error.notes.first?.message.contains("'font.body': type 'font' is neither") == true, "\(error.notes)")

    let dtcg = ##"{"bp": {"$type": "breakpoint", "md": {"$value": "768px"}}}"##
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "d.json", text: dtcg)])
    #expect(strict.diagnostics.contains { $0.id == "type.unknown" && $0.severity == .error })
  }

  /// `rgba(#hex, alpha)`, as sd-transforms reads it, is the color with that alpha, as a token, a shadow's color
  /// or with a referenced alpha; an empty typography member is left out, the typography kept.
  @Test func rgbaOverAHexColorAndAnEmptyTypographyMember() throws {
    let text = ##"""
      {"c": {"value": "rgba(#343232, 0.1)", "type": "color"}, "d": {"value": "rgba(#fff, 50%)", "type": "color"},
       "o": {"value": "0.3", "type": "opacity"}, "e": {"value": "rgba(#000000, {o})", "type": "color"},
       "s": {"value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba(#000, 0.2)"}, "type": "boxShadow"},
       "t": {"value": {"fontFamily": "Inter", "fontSize": "16", "letterSpacing": "", "lineHeight": "150%"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("c") == "#3432321A" && graph.hex("d") == "#FFFFFF80" && graph.hex("e") == "#0000004D")
    guard case .shadow(let layers)? = graph.value("s"), case .typography(let t)? = graph.value("t") else {
      Issue.record("s or t has another type")
      return
    }
    #expect(layers.first?.color.hexRGBA == "#00000033")
    #expect(t.letterSpacing == nil && t.lineHeight == 1.5)
    let warning = try #require(result.diagnostics.first { $0.id == "format.unmapped" })
    #expect(warning.message.contains("empty typography member") && warning.range?.start.line == 4)
  }

  /// Tokens Studio sets a bare line height in Figma as px: `24` is 24px, divided by the font size (written or
  /// aliased, in each appearance); below 4 it is still a multiplier. Math over a size is a size.
  @Test func aBareLineHeightIsPixelsAsFigmaSetsIt() throws {
    let text = ##"""
      {"fs": {"value": "16px", "type": "fontSizes"}, "fs2": {"value": "20", "type": "fontSizes"},
       "lh": {"value": "{fs} * 1.5", "type": "lineHeights"}, "lh24": {"value": "24", "type": "lineHeights"},
       "lh15": {"value": "1.5", "type": "lineHeights"},
       "a": {"value": {"fontFamily": "Inter", "fontSize": "{fs}", "lineHeight": "{lh}"}, "type": "typography"},
       "b": {"value": {"fontFamily": "Inter", "fontSize": "{fs2}", "lineHeight": "32px"}, "type": "typography"},
       "c": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "21"}, "type": "typography"},
       "d": {"value": {"fontFamily": "Inter", "fontSize": "{fs}", "lineHeight": "{lh24}"}, "type": "typography"},
       "e": {"value": {"fontFamily": "Inter", "fontSize": "{fs}", "lineHeight": "1.25"}, "type": "typography"},
       "f": {"value": {"fontFamily": "Inter", "fontSize": "{fs2}", "lineHeight": "30"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let lineHeight = { (path: String) -> Double? in
      guard case .typography(let typography)? = graph.value(path) else { return nil }
      return typography.lineHeight
    }
    #expect(["a", "b", "c", "d", "e", "f"].map(lineHeight) == [1.5, 1.6, 1.3125, 1.5, 1.25, 1.5])
    #expect(graph.value("lh") == .dimension(DimensionValue(value: 24, unit: .px)))
    #expect(graph.value("lh24") == .dimension(DimensionValue(value: 24, unit: .px)))
    #expect(graph.value("lh15") == .number(1.5))
  }

  /// A line height aliasing a `number` token (Workday Canvas types its line heights so) reads its number as a
  /// bare line height written in place is read: 4 or more is px over the font size, in each mode; below 4 a
  /// multiplier, so `28` over a 20px font is a 28px line height, not 28 times the font size.
  @Test func aLineHeightAliasingANumberReadsItAsABareLineHeight() throws {
    let text = ##"""
      {"lh": {"value": "28", "type": "number"}, "small": {"value": "1.5", "type": "number"},
       "fs": {"value": "20", "type": "fontSizes"},
       "a": {"value": {"fontFamily": "Inter", "fontSize": "20", "lineHeight": "{lh}"}, "type": "typography"},
       "b": {"value": {"fontFamily": "Inter", "fontSize": "{fs}", "lineHeight": "{lh}"}, "type": "typography"},
       "c": {"value": {"fontFamily": "Inter", "fontSize": "20", "lineHeight": "{small}"}, "type": "typography"},
       "d": {"value": {"fontFamily": "Inter", "fontSize": "20", "lineHeight": "28"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let lineHeight = { (path: String) -> Double? in
      guard case .typography(let typography)? = graph.value(path) else { return nil }
      return typography.lineHeight
    }
    #expect(["a", "b", "c", "d"].map(lineHeight) == [1.4, 1.4, 1.5, 1.4])
    // Over a font size in em the number is no px of it: it stays as written.
    let em = ##"""
      {"lh": {"value": "28", "type": "number"},
       "a": {"value": {"fontFamily": "Inter", "fontSize": "1.25em", "lineHeight": "{lh}"}, "type": "typography"}}
      """##
    let overEm = TokenPipeline(traits: .standard).resolve([SourceText(path: "e.json", text: em)])
    guard case .typography(let emTypography)? = overEm.resolved?.value("a") else {
      Issue.record("\(overEm.diagnostics.map(\.message))")
      return
    }
    #expect(emTypography.lineHeight == 28)
    // A Style Dictionary classic file reads a bare line height as a multiplier, written in place or aliased.
    let classic = ##"""
      {"lh": {"value": 28}, "a": {"value": {"fontFamily": "Inter", "fontSize": "20px", "lineHeight": "{lh}"},
       "type": "typography"}, "d": {"value": {"fontFamily": "Inter", "fontSize": "20px", "lineHeight": 28},
       "type": "typography"}}
      """##
    let sd = TokenPipeline(traits: .standard).resolve([SourceText(path: "sd.json", text: classic)])
    let sdLineHeight = { (path: String) -> Double? in
      guard case .typography(let typography)? = sd.resolved?.value(path) else { return nil }
      return typography.lineHeight
    }
    #expect(sdLineHeight("a") == 28 && sdLineHeight("d") == 28, "\(sd.diagnostics.map(\.message))")
    // A DTCG file's number line height is the multiplier DTCG says it is, however large.
    let dtcg = ##"""
      {"lh": {"$value": 28, "$type": "number"},
       "a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "20px", "fontWeight": 400,
         "letterSpacing": "0px", "lineHeight": "{lh}"}}}
      """##
    let plain = TokenPipeline(traits: .standard).resolve([SourceText(path: "d.json", text: dtcg)])
    guard case .typography(let typography)? = plain.resolved?.value("a") else {
      Issue.record("\(plain.diagnostics.map(\.message))")
      return
    }
    #expect(typography.lineHeight == 28)
  }

  /// Tokens Studio's `$colors.gray` is a reference, alone or inside a text; `other` and `text` tokens holding a
  /// number are numbers, as its math reads them.
  @Test func dollarReferencesAndNumbersInTextTokens() throws {
    let text = ##"""
      {"global": {"gray": {"value": "#777777", "type": "color"}, "text": {"value": "$gray", "type": "color"},
       "tr": {"value": "rgba($gray, 0.5)", "type": "color"}, "price": {"value": "US$5", "type": "text"},
       "base": {"value": "16", "type": "other"}, "xl": {"value": "$base * 1.5", "type": "fontSizes"},
       "label": {"value": "Hello", "type": "text"}},
       "$metadata": {"tokenSetOrder": ["global"]}}
      """##
    let result = try resolveStudioFile(text)
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("text") == "#777777FF" && graph.hex("tr") == "#77777780")
    #expect(graph.value("price") == .string("US$5") && graph.value("label") == .string("Hello"))
    #expect(graph.value("base") == .number(16))
    #expect(graph.value("xl") == .dimension(DimensionValue(value: 24, unit: .px)))
  }

  /// Tokens Studio's `round()` and `^` over references evaluate per appearance.
  @Test func roundAndPowersOverReferences() throws {
    let text = ##"""
      {"fs": {"value": "13", "type": "fontSizes"}, "lg": {"value": "round({fs} * 1.25)", "type": "fontSizes"},
       "sq": {"value": "{fs} * 2^2", "type": "sizing"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("lg") == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(graph.value("sq") == .dimension(DimensionValue(value: 52, unit: .px)))
  }

  /// A minus before a reference negates its value (`-{bw}`, Tokens Studio's shadow offsets), a negative one too;
  /// math over references in a numeric member of a composite is evaluated in each appearance, and one over a
  /// color is an error at the reference.
  @Test func negationAndMathInsideCompositeMembers() throws {
    let text = ##"""
      {"bw": {"value": "2", "type": "borderWidth", "$extensions": {}},
       "neg": {"value": "-{bw}", "type": "spacing"}, "negNeg": {"value": "-{neg}", "type": "spacing"},
       "spaced": {"value": "- {bw} * 2", "type": "spacing"},
       "sh": {"type": "boxShadow", "value": {"x": "0", "y": "-{bw}", "blur": "{bw} * 4", "spread": "0",
              "color": "#000000", "type": "dropShadow"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("neg") == .dimension(DimensionValue(value: -2, unit: .px)))
    #expect(graph.value("negNeg") == .dimension(DimensionValue(value: 2, unit: .px)))
    #expect(graph.value("spaced") == .dimension(DimensionValue(value: -4, unit: .px)))
    guard case .shadow(let layers)? = graph.value("sh"), let layer = layers.first else {
      Issue.record("no shadow")
      return
    }
    #expect(layer.offsetY == DimensionValue(value: -2, unit: .px) && layer.blur == DimensionValue(value: 8, unit: .px))
    // A length the plugin left empty is 0, as its CSS reads it.
    let empty =
      ##"{"sh": {"type": "boxShadow", "value": {"x": "0", "y": "0", "blur": "4", "spread": "", "color": "#000000"}}}"##
    let emptyGraph = try #require(
      TokenPipeline(traits: .standard).resolve([SourceText(path: "e.json", text: empty)]).resolved)
    guard case .shadow(let emptyLayers)? = emptyGraph.value("sh") else {
      Issue.record("no shadow")
      return
    }
    #expect(emptyLayers.first?.spread == DimensionValue(value: 0, unit: .px))
  }

  /// A Tokens Studio `number` holding a size (`"16px"`, a Figma line height scoped so) is that size; a color
  /// that is a radial or conic gradient is left out with a warning that says so.
  @Test func aNumberHoldingASizeIsASizeAndARadialGradientIsLeftOut() throws {
    let text = ##"""
      {"lh": {"value": "16px", "type": "number"}, "n": {"value": "50%", "type": "number"},
       "blue": {"value": "#0000ff", "type": "color"},
       "wheel": {"value": "radial-gradient(50% 50% at 50% 50%, #D21E2B 0%, #730515 100%)", "type": "color"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("lh") == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(graph.value("n") == .number(0.5))
    #expect(graph.value("wheel") == nil)
    #expect(result.diagnostics.contains { $0.severity == .warning && $0.message.contains("radial, conic") })

    // Per appearance: the member follows its reference's value in dark.
    let modes = """
      bw: { $type: dimension, $value: 1px, $modes: { dark: 3px } }
      sh: { $type: shadow, $value: { color: "#000000", offsetX: 0px, offsetY: "-{bw}", blur: "{bw} * 2", spread: 0px } }
      c: { $type: color, $value: "#ffffff" }
      bad: { $type: shadow, $value: { color: "#000000", offsetX: 0px, offsetY: "{c} * 2", blur: 0px, spread: 0px } }
      """
    let moded = TokenPipeline(traits: .standard).resolve([SourceText(path: "m.yaml", text: modes)])
    let error = try #require(moded.diagnostics.first { $0.severity == .error })
    #expect(error.id == "alias.type-mismatch" && error.range?.start.line == 4, "\(error.message)")
    let fixed = modes.split(separator: "\n").prefix(3).joined(separator: "\n")
    let fixedResult = TokenPipeline(traits: .standard).resolve([SourceText(path: "m.yaml", text: fixed)])
    let graph2 = try #require(fixedResult.resolved)
    for (appearance, width) in [("light", 1.0), ("dark", 3.0)] {
      guard case .shadow(let layers)? = graph2.value("sh", in: appearance) else {
        Issue.record("no shadow in \(appearance)")
        continue
      }
      #expect(layers[0].offsetY == DimensionValue(value: -width, unit: .px))
      #expect(layers[0].blur == DimensionValue(value: 2 * width, unit: .px))
    }
  }

  /// In a composite's member other than a color, a slash after a reference divides (`"y": "{size.base} / 2"`,
  /// Tokens Studio's math); in a color member it stays an alpha.
  @Test func aSlashAfterAReferenceInANumericMemberDivides() throws {
    let text = ##"""
      {"size": {"base": {"value": "4", "type": "spacing"}, "xs": {"value": "12", "type": "fontSizes"}},
       "ink": {"value": "#336699", "type": "color"},
       "t": {"value": {"fontFamily": "Inter", "fontSize": "{size.xs} - 2"}, "type": "typography"},
       "s": {"value": {"x": "0", "y": "{size.base} / 2", "blur": "0", "spread": "0", "color": "{ink} / 50%",
             "type": "dropShadow"}, "type": "boxShadow"},
       "b": {"value": {"color": "{ink} / 0.5", "width": "{size.base} / 4", "style": "solid"}, "type": "border"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    guard case .shadow(let layers)? = graph.value("s"), case .border(let border)? = graph.value("b"),
      case .typography(let typography)? = graph.value("t")
    else {
      Issue.record("not read")
      return
    }
    #expect(layers.first?.offsetY == DimensionValue(value: 2, unit: .px))
    #expect(layers.first?.color.alpha == 0.5 && border.color.alpha == 0.5)
    #expect(border.width == DimensionValue(value: 1, unit: .px))
    #expect(typography.fontSize == DimensionValue(value: 10, unit: .px))
  }

  /// A number aliasing a font weight takes its number; a `text` token aliasing a weight, a size or a font its
  /// text, as Tokens Studio, which checks no type, gives them; an `other` token, which says no type, aliasing
  /// one is of its target's type (Equinor's `font-family.header: {family.header}`), and its curve object is a curve.
  @Test func aNumberOrATextAliasingAWeightOrASizeTakesItsValue() throws {
    let text = ##"""
      {"fw": {"value": "700", "type": "fontWeights"}, "n": {"value": "{fw}", "type": "number"},
       "o": {"value": "{fw}", "type": "other"}, "s": {"value": "4", "type": "spacing"}, "os": {"value": "{s}", "type": "other"},
       "t": {"value": "{fw}", "type": "text"}, "ts": {"value": "{s}", "type": "text"},
       "ff": {"value": "Equinor, sans-serif", "type": "fontFamilies"}, "of": {"value": "{ff}", "type": "other"},
       "tf": {"value": "{ff}", "type": "text"}, "in": {"value": "Set in {ff}", "type": "text"},
       "curve": {"value": {"x1": "0.55", "y1": "0", "x2": 0, "y2": "1"}, "type": "other"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("n") == .number(700))
    #expect(graph.value("t") == .string("700") && graph.value("ts") == .string("4px"))
    #expect(
      graph.value("o") == .fontWeight(700) && graph.value("os") == .dimension(DimensionValue(value: 4, unit: .px)))
    #expect(graph.value("of") == .fontFamily(["Equinor", "sans-serif"]))
    #expect(graph.value("tf") == .string("Equinor, sans-serif"))
    #expect(graph.value("in") == .string("Set in Equinor, sans-serif"))
    #expect(graph.value("curve") == .cubicBezier(CubicBezierValue(0.55, 0, 0, 1)))
  }

  /// An operator whose operand does not read makes the text no math, not the value before it: `99+` was 99px,
  /// `3 * items` 3px, `8 / 0` 8px, each with exit 0; they are `value.invalid` now, as other text in a size is.
  @Test func anOperatorWithoutAnOperandIsNoMath() throws {
    for text in ["99+", "3 * items", "4 / page", "8 / 0", "2 - x"] {
      #expect(ToolMath.read(text) == .unsupported, "\(text)")
    }
    #expect(ToolMath.read("8 / 2") == .value(4, unit: "") && ToolMath.read("(1 + 2) * 3") == .value(9, unit: ""))
    let text = ##"{"badge": {"value": "99+", "type": "spacing"}, "ok": {"value": "4 * 2", "type": "spacing"}}"##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    #expect(result.resolved == nil && result.diagnostics.first?.id == "value.invalid", "\(result.diagnostics)")
  }

  /// Math over sizes in px and rem (or durations in s and ms) converts each number to the first unit met, rem at
  /// 16px: `4px + 0.5rem` is 12px, in a literal or through references in each appearance. Units that do not
  /// convert make literal math no math (a located error), and keep the first unit through references.
  @Test func mathOverConvertibleUnitsConvertsThem() throws {
    #expect(ToolMath.read("4px + 0.5rem") == .value(12, unit: "px"))
    #expect(ToolMath.read("1rem - 2px") == .value(0.875, unit: "rem"))
    #expect(ToolMath.read("1s + 200ms") == .value(1.2, unit: "s"))
    #expect(ToolMath.read("2 * 8px") == .value(16, unit: "px"))
    #expect(ToolMath.read("(4px + 0.5rem) * 2") == .value(24, unit: "px"))
    #expect(ToolMath.read("min(1rem, 20px) + 1PX") == .value(1.0625, unit: "rem"))
    #expect(ToolMath.read("max(2, 20px)") == .value(20, unit: "px"))
    #expect(ToolMath.read("1em + 2px") == .unsupported)
    #expect(ToolMath.read("4px + 10%") == .unsupported)
    // A product, quotient or power of two units has no unit to give: no conversion makes `2px * 1rem` 32px.
    #expect(ToolMath.read("2px * 1rem") == .unsupported)
    #expect(ToolMath.read("1rem / 2px") == .unsupported)
    #expect(ToolMath.read("pow(2px, 2rem)") == .unsupported)
    #expect(ToolMath.read("2px * 2px") == .value(4, unit: "px"))
    let text = ##"""
      {"base": {"value": "4", "type": "spacing"}, "basepx": {"value": "4px", "type": "spacing"},
       "a": {"value": "{base} + 0.5rem", "type": "spacing"}, "b": {"value": "{basepx} + 0.5rem", "type": "spacing"},
       "c": {"value": "1rem - {basepx} / 2", "type": "spacing"}, "em": {"value": "1em", "type": "spacing"},
       "d": {"value": "{em} + 2px", "type": "spacing"}, "t": {"value": "{dur} + 0.5s", "type": "duration"},
       "dur": {"value": "200ms", "type": "duration"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("a") == .dimension(DimensionValue(value: 12, unit: .px)))
    #expect(graph.value("b") == .dimension(DimensionValue(value: 12, unit: .px)))
    #expect(graph.value("c") == .dimension(DimensionValue(value: 0.875, unit: .rem)))
    #expect(graph.value("d") == .dimension(DimensionValue(value: 3, unit: .em)))
    #expect(graph.value("t") == .duration(DurationValue(value: 700, unit: .ms)))
    let literal = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "t.json", text: ##"{"x": {"value": "1em + 2px", "type": "spacing"}}"##)
    ])
    #expect(literal.diagnostics.filter { $0.severity == .error }.map(\.id) == ["value.invalid"])
  }

  /// A `number` aliasing a size Tokens Studio's math makes (`{base} * 0.5`, Workday's shadow blurs) takes its
  /// number, as one aliasing a literal size in px does; math over a size in rem is still no number.
  @Test func aNumberAliasingMathOverSizesTakesItsNumber() throws {
    let text = ##"""
      {"base": {"value": "8", "type": "sizing"}, "half": {"value": "{base} * 0.5", "type": "sizing"},
       "blur": {"value": "{half}", "type": "number"},
       "rem": {"value": "1rem", "type": "sizing"}, "remHalf": {"value": "{rem} / 2", "type": "sizing"},
       "bad": {"value": "{remHalf}", "type": "number"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    #expect(result.diagnostics.filter { $0.severity == .error }.map(\.id) == ["alias.type-mismatch"])
    #expect(result.diagnostics.first { $0.severity == .error }?.range?.start.line == 4)
    let fine = text.replacingOccurrences(
      of: #""bad": {"value": "{remHalf}", "type": "number"}"#, with: #""ok": {"value": "1", "type": "number"}"#)
    let graph = try #require(
      TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: fine)]).resolved)
    #expect(graph.value("blur") == .number(4))
  }

  /// Math in a typography's line height over a size in px keeps the px (`{lineheight.xs} -3`, cds-tokens'
  /// tooltips): 13px over a 10px font is 1.3, wherever the line height is written; it was the multiplier 13.
  @Test func mathInALineHeightOverPixelsIsDividedByTheFontSize() throws {
    let text = ##"""
      {"size": {"value": "13", "type": "fontSizes"}, "lh": {"value": "16", "type": "lineHeights"},
       "a": {"value": {"fontFamily": "Gotham", "fontSize": "{size} -3", "lineHeight": "{lh} -3"}, "type": "typography"},
       "b": {"value": {"lineHeight": "{lh} - 3", "fontFamily": "Gotham", "fontSize": "{size} - 3"}, "type": "typography"},
       "c": {"value": {"fontFamily": "Gotham", "fontSize": "{size}", "lineHeight": "{lh} / 16"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    for (name, expected) in [("a", 1.3), ("b", 1.3), ("c", 1.0 / 13)] {
      guard case .typography(let typography)? = graph.value(name) else {
        Issue.record("\(name) is no typography")
        continue
      }
      #expect(
        abs((typography.lineHeight ?? 0) - expected) < 1e-9, "\(name): \(String(describing: typography.lineHeight))")
    }
  }

  /// A `fontFamilies` token aliasing a text made of references (`"{font.name}, {font.fallback}"`, SKY UX) is
  /// the stack that text gives in each appearance; a design tool's file writes such text by design, so it is no
  /// `alias.embedded` warning there.
  @Test func aFontFamilyAliasingATextOfReferencesIsItsStack() throws {
    let text = ##"""
      {"font": {"name": {"$type": "other", "$value": "BLKB Sans"},
                "fallback": {"$type": "other", "$value": "Helvetica Neue, Arial, sans-serif"},
                "family": {"$type": "other", "$value": "{font.name}, {font.fallback}"}},
       "primary": {"$type": "fontFamilies", "$value": "{font.family}"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    let graph = try #require(result.resolved)
    #expect(graph.value("primary") == .fontFamily(["BLKB Sans", "Helvetica Neue", "Arial", "sans-serif"]))
  }

  /// A CSS color function over references (PBGUX's brands: `hsl({calc.hue} {calc.sat} {calc.light})`) is the
  /// color its targets' values give; Tokens Studio reads `45%` as 0.45, which in an `hsl()` saturation or
  /// lightness is 45% again. A reference to a color there is a type mismatch; a DTCG file keeps DTCG's rule.
  @Test func aColorFunctionOverReferencesIsTheColorItsValuesGive() throws {
    let text = ##"""
      {"calc": {"hue": {"value": "227", "type": "number"}, "sat": {"value": "45%", "type": "number"},
                "light": {"value": "35%", "type": "number"}, "a": {"value": "0.5", "type": "number"}},
       "p": {"value": "hsl({calc.hue} {calc.sat} {calc.light})", "type": "color"},
       "q": {"value": "hsla({calc.hue}, {calc.sat}, {calc.light}, {calc.a})", "type": "color"},
       "r": {"value": "rgb({calc.hue} 0 0)", "type": "color"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("p") == "#314281FF" && graph.hex("q") == "#31428180" && graph.hex("r") == "#E30000FF")
    #expect(ToolColorFunction.percentages("hsl(227 0.45 35)") == "hsl(227 45% 35%)")
    #expect(ToolColorFunction.percentages("hsl(/)") == "hsl(/)" && ToolColorFunction.color("hsl(/)") == nil)
    // A shape that is no color with numbers in it, or a reference to text, is an error at binding, never a black
    // filled in per appearance.
    for value in ["hsl({calc.hue}/{calc.sat})", "hsl({calc.hue} {calc.sat} {calc.note})"] {
      let bad = text.replacing(##""rgb({calc.hue} 0 0)""##, with: "\"\(value)\"")
        .replacing(
          ##""a": {"value": "0.5", "type": "number"}"##,
          with: ##""a": {"value": "0.5", "type": "number"}, "note": {"value": "x", "type": "other"}"##)
      let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: bad)])
      #expect(failed.resolved == nil && failed.diagnostics.contains { $0.severity == .error }, "\(value)")
    }
    let colored = text.replacing(##""rgb({calc.hue} 0 0)""##, with: ##""hsl({p} 50% 50%)""##)
    let mismatch = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: colored)])
    #expect(mismatch.diagnostics.contains { $0.id == "alias.type-mismatch" })
    let dtcg = ##"{"h": {"$type": "number", "$value": 227}, "c": {"$type": "color", "$value": "hsl({h} 45% 35%)"}}"##
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "d.json", text: dtcg)])
    #expect(strict.diagnostics.contains { $0.id == "alias.embedded" && $0.severity == .error })
  }

  /// A Tokens Studio `other` token holding arithmetic over references is math of its references' type, as the
  /// tool evaluates it (catk's `{a} - 0.08` is a number, not the text `0.1 - 0.08`, which is invalid CSS, and a
  /// color modifier may take it as its amount); a division is no alpha there. Over a text reference it is text
  /// evaluated where the reference holds a number. Text around the references that is a word, a unit, a comma, a
  /// percent sign or a dangling operator stays text, as does arithmetic whose references hold words. A value
  /// written with an exponent (`1e+20`) is that number.
  @Test func arithmeticInADesignToolsOtherTokenIsItsResult() throws {
    let text = ##"""
      {"base": {"type": "other", "value": "0.5"}, "num": {"type": "number", "value": "4"},
       "size": {"type": "spacing", "value": "4px"}, "word": {"type": "other", "value": "items"},
       "hue": {"type": "other", "value": "210"}, "huge": {"type": "number", "value": "1e20"},
       "texty": {"type": "text", "value": "3"},
       "a": {"type": "other", "value": "{base} - 0.25"}, "b": {"type": "other", "value": "{size} * 2"},
       "c": {"type": "other", "value": "({num} + 1) * 3"}, "d": {"type": "other", "value": "{num} / 4"},
       "e": {"type": "other", "value": "{word} * 2"}, "f": {"type": "other", "value": "{num}+"},
       "g": {"type": "other", "value": "hsl({hue}, 40%, 50%)"}, "h": {"type": "other", "value": "{num}-{num}"},
       "i": {"type": "other", "value": "{num} * 2 items"}, "j": {"type": "other", "value": "{huge} * 100"},
       "k": {"type": "text", "value": "{texty} * 2"},
       "faded": {"type": "color", "value": "#ff0000",
         "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "{a}", "space": "srgb"}}}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let expected: [String: TokenValue] = [
      "a": .number(0.25), "b": .dimension(DimensionValue(value: 8, unit: .px)), "c": .number(15), "d": .number(1),
      "e": .string("items * 2"), "f": .string("4+"), "g": .string("hsl(210, 40%, 50%)"), "h": .string("4-4"),
      "i": .string("4 * 2 items"), "j": .number(1e22), "k": .string("6"),
    ]
    for (path, value) in expected {
      #expect(graph.value(path, in: "light") == value, "\(path)")
    }
    guard case .color(let faded)? = graph.value("faded", in: "light") else {
      Issue.record("faded is no color")
      return
    }
    #expect(faded.alpha == 0.25)
  }

  /// A color function over `other` tokens holding a number or a percentage as text (catk's saturation `3%`):
  /// substituted as Tokens Studio substitutes it, not a type mismatch. One holding a word is an error.
  @Test func aColorFunctionTakesNumberTextTokens() throws {
    let text = ##"""
      {"hue": {"type": "other", "value": "210"}, "sat": {"type": "other", "value": "50%"},
       "sat2": {"type": "other", "value": "{sat}"}, "word": {"type": "other", "value": "lots"},
       "c": {"type": "color", "value": "hsl({hue}, {sat2}, 50%)"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("c") == "#4080BFFF")
    let wordy = text.replacingOccurrences(of: "{sat2}, 50%", with: "{word}, 50%")
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: wordy)])
    #expect(failed.diagnostics.contains { $0.id == "alias.type-mismatch" })
  }

  /// Math in a size over an `other` token holding a size as text (catk's `{avatar.width} - {sizing.step}`, the
  /// step `0.5rem`) takes it as the tool substitutes it, not as a type mismatch. One holding a word, or a
  /// percentage, is an error.
  @Test func sizeMathTakesSizeTextTokens() throws {
    let text = ##"""
      {"base": {"type": "spacing", "value": "16px"}, "step": {"type": "other", "value": "0.5rem"},
       "w": {"type": "dimension", "value": "{base} - {step}"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("w", in: "light") == .dimension(DimensionValue(value: 8, unit: .px)))
    for word in ["wide", "50%"] {
      let other = text.replacingOccurrences(of: "0.5rem", with: word)
      let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: other)])
      #expect(failed.diagnostics.contains { $0.id == "alias.type-mismatch" }, "\(word)")
    }
  }

  /// An `alpha` modifier without a `space` sets the alpha, as the tool does in any space; `lighten` without one
  /// is still not applied, with its warning.
  @Test func anAlphaModifierNeedsNoSpace() throws {
    let text = ##"""
      {"a": {"type": "color", "value": "#ff0000",
         "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.25"}}}},
       "l": {"type": "color", "value": "#ff0000",
         "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.5"}}}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved)
    #expect(graph.hex("a") == "#FF000040")
    #expect(graph.hex("l") == "#FF0000FF")
    #expect(result.diagnostics.filter { $0.id == "format.unmapped" }.count == 1)
  }

  /// A member aliasing a loosely typed token whose own alias names no token is that one error (Workday's 76
  /// typographies over a `font-family.default` of a missing set): not a type mismatch blaming the member too;
  /// keeping going leaves both tokens out.
  @Test func aMemberOverABrokenAliasIsNoTypeMismatch() throws {
    let text = ##"""
      {"family": {"value": "{font.missing}", "type": "text"},
       "body": {"value": {"fontFamily": "{family}", "fontSize": "16"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    #expect(result.diagnostics.filter { $0.severity == .error }.map(\.id) == ["alias.unresolved"])
  }

  /// A theme whose color is a gradient in light and a plain color in dark (SKY UX's switch) is a gradient of
  /// that one color in dark, which paints the same; it was a type mismatch.
  @Test func aPlainColorInAGradientsPlaceIsAGradientOfOneColor() throws {
    let themes = ##"""
      [{"name": "light", "group": "Color", "selectedTokenSets": {"base": "source", "light": "enabled"}},
       {"name": "dark", "group": "Color", "selectedTokenSets": {"base": "source", "dark": "enabled"}}]
      """##
    let project = try TemporaryProject(files: [
      "t/$themes.json": themes, "t/$metadata.json": #"{"tokenSetOrder": ["base", "light", "dark"]}"#,
      "t/base.json": ##"""
      {"blue": {"4": {"$type": "color", "$value": "#1870b8"}, "5": {"$type": "color", "$value": "#0974a1"}},
       "grad": {"$type": "color", "$value": "linear-gradient({blue.5}, {blue.4})"}}
      """##,
      "t/light.json": ##"{"switch": {"$type": "color", "$value": "{grad}"}}"##,
      "t/dark.json": ##"{"switch": {"$type": "color", "$value": "{blue.4}"}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/t"])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    guard case .gradient(let stops)? = graph.value("switch", in: "dark") else {
      Issue.record("the dark value is no gradient")
      return
    }
    #expect(stops.map(\.color.hexRGBA) == ["#1870B8FF", "#1870B8FF"] && stops.map(\.position) == [0, 1])
  }

  /// The same with the dark color a Tokens Studio color modifier (mosudo's `Blue.200`, `Blue.500` lightened by
  /// 0.9): a gradient of the modified color. It was `alias.type-mismatch` and the build failed.
  @Test func aModifiedColorInAGradientsPlaceIsAGradientOfOneColor() throws {
    let themes = ##"""
      [{"name": "light", "group": "Color", "selectedTokenSets": {"base": "source", "light": "enabled"}},
       {"name": "dark", "group": "Color", "selectedTokenSets": {"base": "source", "dark": "enabled"}}]
      """##
    let modify = ##"{"studio.tokens": {"modify": {"type": "lighten", "value": "0.9", "space": "srgb"}}}"##
    let project = try TemporaryProject(files: [
      "t/$themes.json": themes, "t/$metadata.json": #"{"tokenSetOrder": ["base", "light", "dark"]}"#,
      "t/base.json":
        ##"{"blue": {"5": {"type": "color", "value": "#2E6CF6"}, "2": {"type": "color", "value": "{blue.5}", "$extensions": "##
        + modify + "}}}",
      "t/light.json": ##"{"switch": {"type": "color", "value": "linear-gradient(#00ff00 0%, #ffffff 100%)"}}"##,
      "t/dark.json": ##"{"switch": {"type": "color", "value": "{blue.2}"}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/t"])
    #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    guard case .gradient(let stops)? = graph.value("switch", in: "dark") else {
      Issue.record("the dark value is no gradient")
      return
    }
    // #2E6CF6 mixed with white, 90% white: (46 + 209 × 0.9, 108 + 147 × 0.9, 246 + 9 × 0.9).
    #expect(stops.map(\.color.hexRGBA) == ["#EAF0FEFF", "#EAF0FEFF"] && stops.map(\.position) == [0, 1])
  }

  /// A color that aliases a gradient in one theme and is written out in another, whose gradient is a plain color
  /// there (kpsolo's `button.text.ghost`): a gradient in both, the written color one of one color. It was
  /// `value.invalid` ("gradient is '#E52224'") and the build failed.
  @Test(arguments: [["a", "b"], ["b", "a"]])
  func aColorWrittenOutWhereItsAliasIsAGradientIsAGradientOfOneColor(order: [String]) throws {
    // Whichever theme comes first: the type was read from the first value alone, so with the written color first
    // the alias in the other theme was `alias.type-mismatch`.
    let themes = order.map {
      ##"{"name": "\##($0.uppercased())", "group": "brand", "selectedTokenSets": {"\##($0)": "enabled"}}"##
    }
    let project = try TemporaryProject(files: [
      "t/$themes.json": "[" + themes.joined(separator: ", ") + "]",
      "t/$metadata.json": #"{"tokenSetOrder": ["# + order.map { "\"\($0)\"" }.joined(separator: ", ") + "]}",
      "t/a.json": ##"""
      {"bg": {"value": "#BD0F1B", "type": "color"}, "ghost": {"value": "{bg}", "type": "color"}}
      """##,
      "t/b.json": ##"""
      {"bg": {"value": "linear-gradient(#FFC16F 0%, #C7944A 100%)", "type": "color"},
       "ghost": {"value": "#E52224", "type": "color"}}
      """##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/t"])
    #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    guard case .gradient(let a)? = graph.value("ghost", in: "A"), case .gradient(let b)? = graph.value("ghost", in: "B")
    else {
      Issue.record("ghost is no gradient in both themes")
      return
    }
    #expect(a.map(\.color.hexRGBA) == ["#BD0F1BFF", "#BD0F1BFF"])
    #expect(b.map(\.color.hexRGBA) == ["#E52224FF", "#E52224FF"] && b.map(\.position) == [0, 1])
  }

  /// A token that one theme sets to a plain color and another to a gradient, both written out (cosnova's brands;
  /// in a DTCG resolver's contexts too): a gradient in every appearance, the plain color one of one color. It was
  /// a type conflict, with two follow-on errors at the gradient's references.
  @Test func aPlainColorLiteralAndAGradientInTwoThemesAreOneGradient() throws {
    let project = try TemporaryProject(files: [
      "t/$themes.json": ##"""
      [{"name": "Base", "selectedTokenSets": {"base": "enabled"}},
       {"name": "Brand", "selectedTokenSets": {"base": "enabled", "brand": "enabled"}}]
      """##,
      "t/$metadata.json": #"{"tokenSetOrder": ["base", "brand"]}"#,
      "t/base.json": ##"{"accent": {"value": "#6933C0", "type": "color"}}"##,
      "t/brand.json": ##"""
      {"accent": {"value": "linear-gradient(-90deg, {stop.a} 0%, {stop.b} 100%)", "type": "color"},
       "stop": {"a": {"value": "#FF8B79", "type": "color"}, "b": {"value": "#FFD6F9", "type": "color"}}}
      """##,
      "r.resolver.json": ##"""
      {"version": "2025.10", "sets": {"b": {"sources": [{"c": {"$type": "color", "$value": "#ff0000"}}]}},
       "modifiers": {"theme": {"contexts": {"plain": [], "fancy": [{"c": {"$type": "gradient",
         "$value": [{"color": "#000000", "position": 0}, {"color": "#ffffff", "position": 1}]}}]},
         "default": "plain"}},
       "resolutionOrder": [{"$ref": "#/sets/b"}, {"$ref": "#/modifiers/theme"}]}
      """##,
    ])
    defer { project.remove() }
    let studio = Project.load(configPath: nil, tokenPaths: [project.root + "/t"])
    #expect(!studio.diagnostics.containsErrors, "\(studio.diagnostics.map(\.message))")
    let graph = try #require(studio.resolved)
    guard case .gradient(let plain)? = graph.value("accent", in: "Base"),
      case .gradient(let brand)? = graph.value("accent", in: "Brand")
    else {
      Issue.record("accent is no gradient in both themes")
      return
    }
    #expect(plain.map(\.color.hexRGBA) == ["#6933C0FF", "#6933C0FF"] && plain.map(\.position) == [0, 1])
    #expect(brand.map(\.color.hexRGBA) == ["#FF8B79FF", "#FFD6F9FF"])
    let resolver = Project.load(configPath: nil, tokenPaths: [project.root + "/r.resolver.json"])
    #expect(!resolver.diagnostics.containsErrors, "\(resolver.diagnostics.map(\.message))")
    guard case .gradient(let red)? = try #require(resolver.resolved).value("c", in: "plain") else {
      Issue.record("c is no gradient where it is plain")
      return
    }
    #expect(red.map(\.color.hexRGBA) == ["#FF0000FF", "#FF0000FF"])
    // A DTCG color object, and a token defined only in the contexts, the plain one the default.
    let objects = ##"""
      {"version": "2025.10", "sets": {"b": {"sources": [{"o": {"$type": "color",
         "$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}]}},
       "modifiers": {"theme": {"contexts": {
         "plain": [{"k": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 1, 0]}}}],
         "fancy": [{"o": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}]}},
                   {"k": {"$type": "gradient", "$value": [{"color": "#ffffff", "position": 0}]}}]},
         "default": "plain"}},
       "resolutionOrder": [{"$ref": "#/sets/b"}, {"$ref": "#/modifiers/theme"}]}
      """##
    try project.write(objects, to: "o.resolver.json")
    let contexts = Project.load(configPath: nil, tokenPaths: [project.root + "/o.resolver.json"])
    #expect(!contexts.diagnostics.containsErrors, "\(contexts.diagnostics.map(\.message))")
    let graph2 = try #require(contexts.resolved)
    for (path, hex) in [("o", "#0000FFFF"), ("k", "#00FF00FF")] {
      guard case .gradient(let stops)? = graph2.value(path, in: "plain") else {
        Issue.record("\(path) is no gradient where it is plain")
        continue
      }
      #expect(stops.map(\.color.hexRGBA) == [hex, hex])
    }
  }

  /// Hostile math nests past any real expression: it is no math, and nothing overflows the stack.
  @Test func deeplyNestedMathIsNoMath() {
    let depth = 100_000
    #expect(
      ToolMath.read(String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)) == .unsupported)
    #expect(ToolMath.read(String(repeating: "-", count: depth) + "1 * 2") == .unsupported)
    #expect(ToolMath.read("2" + String(repeating: "^2", count: depth)) == .unsupported)
    #expect(
      ToolMath.read(String(repeating: "(", count: 50) + "1" + String(repeating: ")", count: 50)) == .value(1, unit: ""))
  }

  /// A typography's line height aliasing a size in rem is divided by the font size, a rem counting 16px.
  @Test func aLineHeightAliasingRemIsAMultiplier() throws {
    let text = ##"""
      {"lh": {"value": "2rem", "type": "lineHeights"},
       "t": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "{lh}"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    guard case .typography(let typography)? = graph.value("t") else {
      Issue.record("t is no typography")
      return
    }
    #expect(typography.lineHeight == 2)
  }

  /// Tokens Studio joins `{scale.10}rem` into the target's number and the unit (WDS's 71 sizes): that size, in
  /// each appearance, whether the target is a number or a size of Tokens Studio's
  /// math; a color target is an error at the reference.
  @Test func aReferenceFollowedByAUnitIsItsNumberInThatUnit() throws {
    let text = ##"""
      {"baserem": {"value": "16", "type": "fontSizes"}, "scale": {"10": {"value": "10 / {baserem}", "type": "dimension"}},
       "base": {"gap": {"value": "4", "type": "number"}}, "red": {"value": "#ff0000", "type": "color"},
       "icon": {"value": "{scale.10}rem", "type": "sizing"}, "gap": {"value": "{base.gap}px", "type": "spacing"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("icon") == .dimension(DimensionValue(value: 0.625, unit: .rem)))
    #expect(graph.value("gap") == .dimension(DimensionValue(value: 4, unit: .px)))
    let wrong = text.replacing(#""{base.gap}px""#, with: #""{red}px""#)
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: wrong)])
    #expect(failed.diagnostics.map(\.id) == ["alias.type-mismatch"], "\(failed.diagnostics.map(\.message))")
  }

  /// Tokens Studio joins `{color}61` into the color's hex and two digits of alpha: the color with that alpha.
  @Test func aReferenceFollowedByTwoHexDigitsHasThatAlpha() throws {
    let text = ##"""
      {"focus": {"value": "#2b7fff", "type": "color"}, "ring": {"value": "{focus}61", "type": "color"},
       "glow": {"value": {"x": 0, "y": 0, "blur": 4, "spread": 0, "color": "{focus}80"}, "type": "boxShadow"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("ring") == "#2B7FFF61")
    guard case .shadow(let layers)? = graph.value("glow") else {
      Issue.record("glow is no shadow")
      return
    }
    #expect(layers.first?.color.hexRGBA == "#2B7FFF80")
  }

  /// Math in a type of a team's own is evaluated: over references it takes their type, of literals a number.
  @Test func mathInACustomTypeIsEvaluated() throws {
    let text = ##"""
      {"typeScale": {"base": {"value": "16", "type": "typeScale"}, "scale": {"value": "1.25", "type": "typeScale"},
       "step-1": {"value": "round({typeScale.base}*{typeScale.scale}^1)", "type": "typeScale"},
       "lit": {"value": "4 * 2", "type": "typeScale"}},
       "font": {"value": {"fontFamily": "Inter", "fontSize": "{typeScale.step-1}"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("typeScale.step-1") == .number(20) && graph.value("typeScale.lit") == .number(8))
    guard case .typography(let font)? = graph.value("font") else {
      Issue.record("font is no typography")
      return
    }
    #expect(font.fontSize == DimensionValue(value: 20, unit: .px))
  }
}
