import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

@Suite struct ToolFormatTests {
  /// Two Tokens Studio theme groups each of a light and a dark theme (kespeee's `v1` and `v2`) both become
  /// `appearance`: where both give a token, the later group's values win in every appearance and the earlier's
  /// never show. A `format.modifier-shadowed` warning says so, naming the tokens; groups giving other tokens
  /// say nothing.
  @Test func twoLightDarkGroupsGivingOneTokenAreSaid() throws {
    let text = ##"""
      {"v1-light": {"bg": {"value": "#ffffff", "type": "color"}, "only1": {"value": "#111111", "type": "color"}},
       "v1-dark": {"bg": {"value": "#000000", "type": "color"}, "only1": {"value": "#222222", "type": "color"}},
       "v2-light": {"bg": {"value": "#fafafa", "type": "color"}}, "v2-dark": {"bg": {"value": "#0a0a0a", "type": "color"}},
       "$themes": [
         {"id": "1", "name": "light", "group": "v1", "selectedTokenSets": {"v1-light": "enabled"}},
         {"id": "2", "name": "dark", "group": "v1", "selectedTokenSets": {"v1-dark": "enabled"}},
         {"id": "3", "name": "light", "group": "v2", "selectedTokenSets": {"v2-light": "enabled"}},
         {"id": "4", "name": "dark", "group": "v2", "selectedTokenSets": {"v2-dark": "enabled"}}],
       "$metadata": {"tokenSetOrder": ["v1-light", "v1-dark", "v2-light", "v2-dark"]}}
      """##
    let result = try resolveStudioFile(text)
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("bg", in: "dark") == "#0A0A0AFF" && graph.hex("only1", in: "dark") == "#222222FF")
    let shadowed = result.diagnostics.filter { $0.id == "format.modifier-shadowed" }
    #expect(shadowed.count == 1 && shadowed.first?.severity == .warning)
    #expect(shadowed.first?.message.contains("modifiers 'v1' and 'v2' became one trait and both give 'bg' in") == true)
  }

  /// Writes `files` (relative path to text) below the folder `root`, making the folders they need.
  private static func write(_ files: [String: String], to root: String) throws {
    for (name, text) in files {
      let path = root + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test(arguments: [
    ("8 * 2", ToolMath.Reading.value(16, unit: "")),
    ("8px * 3", .value(24, unit: "px")),
    ("(4 + 2) * 2rem", .value(12, unit: "rem")),
    ("min(4px, 8px)", .value(4, unit: "px")),
    ("roundTo(13 / 2)", .value(7, unit: "")),
    ("-8px", .notMath),
    ("16px", .notMath),
    ("{spacing.base} * 2", .unsupported),
    ("calc(100% - 4px)", .unsupported),
    ("round(13 * 1.25)", .value(16, unit: "")),
    ("round(-2.5)", .value(-2, unit: "")),
    ("16px * 1.2^2", .value(23.04, unit: "px")),
    ("-2^2", .value(-4, unit: "")),
    ("2^3^2", .value(512, unit: "")),
    ("pow(2, 3) * 1rem", .value(8, unit: "rem")),
    ("sqrt(16)", .value(4, unit: "")),
    ("sqrt(-1)", .unsupported),
    ("10^400", .unsupported),
    ("8 -3", .value(5, unit: "")),
    ("8px -4px", .value(4, unit: "px")),
    ("{space.md} -2", .unsupported),
    ("8 16", .notMath),
  ])
  func math(_ text: String, _ expected: ToolMath.Reading) {
    #expect(ToolMath.read(text) == expected)
  }

  @Test func aBareResultIsPxInADimension() {
    #expect(ToolMath.value("8 * 2", as: .dimension) == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(ToolMath.value("8 * 2rem", as: .dimension) == .dimension(DimensionValue(value: 16, unit: .rem)))
    #expect(ToolMath.value("8 * 2", as: .duration) == .duration(DurationValue(value: 16, unit: .ms)))
  }

  @Test func figmaFileNames() {
    #expect(FigmaExport.collectionAndMode("Color scheme.Light.json")?.collection == "Color scheme")
    #expect(FigmaExport.collectionAndMode("Color scheme.Dark.tokens.json")?.mode == "Dark")
    #expect(FigmaExport.collectionAndMode("Primitives.tokens.json")?.mode == "default")
  }

  /// A flat folder named as Figma names a collection's modes is an export only when the modes define mostly the
  /// same tokens: `color.base.json` and `color.semantic.json` defining other tokens are one set's parts (Brave's
  /// Leo, a common DTCG layout), merged as plain files.
  @Test func modeFilesAreAnExportOnlyWhenTheyDefineTheSameTokens() throws {
    let token = { (name: String, hex: String) in ##""\##(name)": {"$type": "color", "$value": "\##(hex)"}"## }
    let project = try TemporaryProject(files: [
      "figma/Color scheme.Light.json": "{\(token("bg", "#ffffff")), \(token("fg", "#000000"))}",
      "figma/Color scheme.Dark.json": "{\(token("bg", "#000000")), \(token("fg", "#ffffff"))}",
      "figma/Primitives.json": "{\(token("blue", "#0000ff"))}",
      "parts/color.base.json": "{\(token("blue", "#0000ff"))}",
      "parts/color.semantic.json": ##"{"link": {"$type": "color", "$value": "{blue}"}}"##,
      "named/colors.json": "{}", "named/sizes.json": "{}",
    ])
    defer { project.remove() }
    let names = { (folder: String) in try FileManager.default.contentsOfDirectory(atPath: project.root + "/" + folder) }
    #expect(FigmaExport.isExport(try names("figma"), in: project.root + "/figma"))
    #expect(!FigmaExport.isExport(try names("parts"), in: project.root + "/parts"))
    #expect(!FigmaExport.isExport(try names("named"), in: project.root + "/named"))
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/parts"])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.hex("link", in: "dark") == "#0000FFFF")
  }

  /// A DTCG file whose root holds an exporter's `$metadata` (Figma Variables API exporters write their name and
  /// source there) is a token file: its top-level groups stay in every path. Tokens Studio's own `$metadata`,
  /// with `tokenSetOrder`, still makes a Tokens Studio file, and so does a legacy one's beside sets of `value`s.
  @Test func anExportersMetadataLeavesADTCGFileATokenFile() throws {
    let project = try TemporaryProject(files: [
      "dtcg.json": ##"""
      {"$metadata": {"format": "W3C DTCG", "source": "Figma Variables API"},
       "color": {"brand": {"$type": "color", "$value": "#3d5b34"}},
       "space": {"sm": {"$type": "dimension", "$value": "8px"}}}
      """##,
      "studio.json": ##"""
      {"$metadata": {"tokenSetOrder": ["global"]},
       "global": {"color": {"brand": {"$type": "color", "$value": "#3d5b34"}}}}
      """##,
      "legacy.json": ##"""
      {"$metadata": {"note": "exported"},
       "global": {"color": {"blue": {"value": "#0055ff", "type": "color"}},
                  "bg": {"value": "{color.blue}", "type": "color"}}}
      """##,
    ])
    defer { project.remove() }
    #expect(ToolExportLoader.fileFormat(project.root + "/dtcg.json") == nil)
    #expect(ToolExportLoader.fileFormat(project.root + "/studio.json") == .tokensStudioFile)
    #expect(ToolExportLoader.fileFormat(project.root + "/legacy.json") == .tokensStudioFile)
    try project.write(
      ##"{"$metadata": {"tokenSetsData": {}}, "global": {"bg": {"value": "#fff", "type": "color"}}}"##, to: "sets.json")
    #expect(ToolExportLoader.fileFormat(project.root + "/sets.json") == .tokensStudioFile, "tokenSetsData")
    // An exporter's note beside groups of `value` tokens whose references name the groups: a token file.
    try project.write(
      ##"{"$metadata": {"exporter": "x"}, "color": {"red": {"value": "#f00", "type": "color"}},"##
        + ##" "space": {"sm": {"value": "8px", "type": "dimension"}}, "bg": {"value": "{color.red}", "type": "color"}}"##,
      to: "classic.json")
    #expect(ToolExportLoader.fileFormat(project.root + "/classic.json") == nil)
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/dtcg.json"])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.tokens.map(\.path.string).sorted() == ["color.brand", "space.sm"])
  }

  /// `$metadata` is an exporter's note only at a file's root; below it, it is a reserved name as any other.
  @Test func metadataBelowTheRootIsAnUnknownProperty() throws {
    let project = try TemporaryProject(files: [
      "t.json": ##"{"color": {"$metadata": {}, "brand": {"$type": "color", "$value": "#3d5b34"}}}"##
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/t.json"])
    #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.id) == ["token.property-unknown"])
  }

  @Test func hexFallbackBytes() {
    #expect(ColorHexFallback.bytes("#0001") == [0, 0, 0, 17])
    #expect(ColorHexFallback.bytes("#FF000080") == [255, 0, 0, 128])
    #expect(ColorHexFallback.bytes("#12345") == nil)
  }

  /// A hex fallback in a Terrazzo mode (`$extensions.mode`, read as the token's `$modes`) is checked as one in
  /// `$value` is, while what a vendor keeps elsewhere in `$extensions` is not looked at.
  @Test func hexFallbackInATerrazzoModeIsChecked() {
    let text = ##"""
      {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
        "$extensions": {"mode": {"dark": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "000000"}},
          "com.example": {"swatch": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "nonsense"}}}}}
      """##
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (_, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.map(\.id) == ["color.hex-fallback"])
    #expect(diagnostics.first?.range?.start.line == 2)
  }

  @Test func hexFallbackDisagreeingIsDroppedWithAWarning() {
    let text =
      ##"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00FF00"}}}"##
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.map(\.id) == ["color.hex-fallback"])
    #expect(tree["c"]?["$value"]?["hex"] == nil)
  }

  /// A color of another space is compared in sRGB when it lies inside it (DTCG's own `hsl` example with a `hex`
  /// of another color); outside sRGB the `hex` is an approximation and is not checked.
  @Test(arguments: [
    (##""hsl", "components": [330, 100, 50], "hex": "#ff00ff""##, true),
    (##""hsl", "components": [330, 100, 50], "hex": "#ff0080""##, false),
    (##""display-p3", "components": [0.5, 0.5, 0.5], "hex": "#808080""##, false),
    (##""oklch", "components": [0.7, 0.35, 150], "hex": "#00ff00""##, false),
  ])
  func hexFallbackOfAnotherSpaceIsCheckedInsideSRGB(_ color: String, _ warns: Bool) {
    let text = ##"{"c": {"$type": "color", "$value": {"colorSpace": \##(color)}}}"##
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (_, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.map(\.id) == (warns ? ["color.hex-fallback"] : []), "\(diagnostics.map(\.message))")
  }

  @Test func styleDictionaryClassicTokenBecomesDTCG() {
    let text = #"{"size": {"small": {"value": "0.75", "comment": "small"}, "ref": {"value": "{size.small.value}"}}}"#
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.isEmpty)
    #expect(tree["size"]?["small"]?["$value"]?.text == "0.75rem")
    #expect(tree["size"]?["small"]?["$type"]?.text == "dimension")
    #expect(tree["size"]?["small"]?["$description"]?.text == "small")
    #expect(tree["size"]?["ref"]?["$value"]?.text == "{size.small}")
  }

  /// A color object as Style Dictionary's color library reads it (`{r, g, b}`, 0–255, optional alpha `a`) is that
  /// color; an object of other keys or channels out of range is left for the color reader to reject.
  @Test func styleDictionaryClassicRGBObjectIsAColor() {
    let text = #"""
      {"color": {"gray": {"value": {"r": 146, "g": 153, "b": 162}}, "veil": {"value": {"r": 0, "g": 0, "b": 0, "a": 0.5}},
                 "odd": {"value": {"r": 300, "g": 0, "b": 0}}, "hsl": {"value": {"h": 0, "s": 1, "l": 0.5}}}}
      """#
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, _) = ToolTokenTree.normalize(root!)
    #expect(tree["color"]?["gray"]?["$value"]?.text == "#9299A2")
    #expect(tree["color"]?["veil"]?["$value"]?.text == "#00000080")
    #expect(tree["color"]?["odd"]?["$value"]?.text == nil)
    #expect(tree["color"]?["hsl"]?["$value"]?.text == nil)
  }

  /// Outside the known categories a value's own shape gives its type, as Style Dictionary writes it through:
  /// lengths and times with their units, numbers written as text, and `darkValue` as the dark value.
  @Test func styleDictionaryClassicValuesOutsideCategoriesKeepTheirKind() {
    let text = #"""
      {"radii": {"lg": {"value": "6px"}, "round": {"value": "50%"}}, "elevations": {"popup": {"value": "300"}},
       "motion": {"fast": {"value": "200ms"}}, "font": {"family": {"value": "Inter, sans-serif"}},
       "background": {"value": "#ffffff", "darkValue": "#1a1a1a"},
       "gap": {"value": "{radii.lg}", "darkValue": "{radii.round.value}"}}
      """#
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.isEmpty)
    let typed = { (path: [String]) in path.reduce(tree) { $0?[$1] }.map { ($0["$type"]?.text, $0["$value"]?.text) } }
    #expect(typed(["radii", "lg"])! == ("dimension", "6px"))
    #expect(typed(["radii", "round"])! == ("dimension", "50%"))
    #expect(typed(["elevations", "popup"])! == ("number", "300"))
    #expect(typed(["motion", "fast"])! == ("duration", "200ms"))
    #expect(typed(["font", "family"])! == ("string", "Inter, sans-serif"))
    #expect(tree["background"]?["$modes"]?["dark"]?.text == "#1a1a1a")
    #expect(tree["gap"]?["$modes"]?["dark"]?.text == "{radii.round}")
  }

  /// A Tokens Studio file without `$themes` and `$metadata` is told from a Style Dictionary file by its
  /// references, which leave the set's name out; a file whose references name its top-level groups is not one.
  @Test func aLegacyTokensStudioFileIsToldByItsReferences() {
    let studio = ##"""
      {"global": {"color": {"blue": {"value": "#0055ff", "type": "color"}},
                  "bg": {"value": "{color.blue}", "type": "color"}}}
      """##
    #expect(StudioLegacyFile.matches(studio, path: "t.json"))
    let classic = ##"{"color": {"blue": {"value": "#0055ff"}, "bg": {"value": "{color.blue}"}}}"##
    #expect(!StudioLegacyFile.matches(classic, path: "t.json"))
    let dtcg = ##"{"global": {"blue": {"$value": "#0055ff", "$type": "color"}, "bg": {"$value": "{blue}"}}}"##
    #expect(!StudioLegacyFile.matches(dtcg, path: "t.json"))
  }

  /// Tokens Studio's expanded shadow (a group of `x`, `y`, `blur`, `spread`, `type` and `color` tokens, each
  /// typed by its name) is one shadow token.
  @Test func anExpandedTokensStudioShadowIsOneShadow() throws {
    let text = ##"""
      {"elevation": {"x": {"value": "0", "type": "x"}, "y": {"value": "6", "type": "y"},
                     "blur": {"value": "32", "type": "blur"}, "spread": {"value": "0", "type": "spread"},
                     "type": {"value": "innerShadow", "type": "type"}, "color": {"value": "#00000033", "type": "color"}},
       "group": {"x": {"value": "1", "type": "sizing"}, "y": {"value": "2", "type": "sizing"},
                 "color": {"value": "#000000", "type": "color"}}}
      """##
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!, isTokensStudio: true)
    #expect(diagnostics.isEmpty)
    let shadow = try #require(tree["elevation"])
    #expect(shadow["$type"]?.text == "shadow")
    #expect(shadow["$value"]?["offsetY"]?.text == "6px" && shadow["$value"]?["blur"]?.text == "32px")
    #expect(shadow["$value"]?["inset"]?.text == "true")
    // Members typed otherwise are a group of tokens.
    #expect(tree["group"]?["x"]?["$type"]?.text == "dimension")
  }

  /// A theme selecting a set the export does not hold is warned about at the set's name, naming the sets below
  /// it when the name is a folder's: its tokens would be in no appearance and every reference to them unknown.
  @Test func aThemeSelectingAMissingSetIsWarnedAbout() throws {
    let root = NSTemporaryDirectory() + "swatch-missing-set-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "$themes.json":
        ##"[{"name": "A", "group": "Brand", "selectedTokenSets": {"base": "source", "brand": "enabled"}}]"##,
      "base/palette.json": ##"{"palette": {"blue": {"value": "#0875e1", "type": "color"}}}"##,
      "brand.json": ##"{"brand": {"primary": {"value": "#000000", "type": "color"}}}"##,
    ]
    try Self.write(files, to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    let warning = try #require(loaded.diagnostics.first { $0.id == "format.missing-set" })
    #expect(warning.message.contains("selects the set 'base', which the export does not hold"))
    #expect(warning.message.contains("'base/palette' below it"))
    #expect(warning.range?.start.column == 56)
    #expect(loaded.diagnostics.filter { $0.id == "format.missing-set" }.count == 1)
  }

  /// A group of one theme selecting the light and the dark sets as `source` (for its shadows to reference
  /// colors) leaves them to the group they vary in: light and dark stay an appearance each.
  @Test func aSetAnotherGroupSelectsForReferenceStillVariesWithItsOwnGroup() throws {
    let root = NSTemporaryDirectory() + "swatch-source-sets-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "$themes.json": ##"""
      [{"name": "Light", "group": "color", "selectedTokenSets": {"light": "enabled"}},
       {"name": "Dark", "group": "color", "selectedTokenSets": {"dark": "enabled"}},
       {"name": "styles", "group": "shadow", "selectedTokenSets": {"light": "source", "dark": "source", "shadow": "enabled"}}]
      """##,
      "light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
      "dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
      "shadow.json":
        ##"{"sm": {"value": {"x": "0", "y": "1", "blur": "2", "spread": "0", "color": "{bg}"}, "type": "boxShadow"}}"##,
    ]
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    #expect(loaded.traits?.traits.map(\.name) == ["appearance"])
    #expect(loaded.modifierSummary.first?.hasPrefix("color -> 'appearance'") == true)
  }

  /// In a Tokens Studio file, as in a folder, a set every theme selects only as `source` is read for its
  /// references and not written: `blue` is no token of the result, `accent` takes its value.
  @Test func aSourceSetOfATokensStudioFileIsNotWritten() throws {
    let root = NSTemporaryDirectory() + "swatch-source-file-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let text = ##"""
      {"core": {"blue": {"value": "#0066ff", "type": "color"}},
       "light": {"accent": {"value": "{blue}", "type": "color"}}, "dark": {"accent": {"value": "#3385ff", "type": "color"}},
       "$themes": [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
                   {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]}
      """##
    try Self.write(["tokens.json": text], to: root)
    let loaded = ToolExportLoader().load(root + "/tokens.json", format: .tokensStudioFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.tokens.map(\.path.string) == ["accent"])
    #expect(graph.hex("accent", in: "light") == "#0066FFFF" && graph.hex("accent", in: "dark") == "#3385FFFF")
  }

  /// Each theme's sets apply in the set order, as in Tokens Studio: a shared set between two themes' sets
  /// (Rijkshuisstijl's `components/logo` between `viewport/max` and `viewport/min`) overrides the theme whose set
  /// comes before it and is overridden by the one whose set comes after. The modifier stood at its first set, so
  /// the shared set overrode both (`logo.pad` 3rem in Min, with exit 0).
  @Test func aSharedSetBetweenAThemesSetsAppliesInTheSetOrder() throws {
    let root = NSTemporaryDirectory() + "swatch-set-order-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let text = ##"""
      {"viewport/max": {"logo": {"pad": {"$value": "{logo.min}", "$type": "dimension"}}},
       "components/logo": {"logo": {"min": {"$value": "2rem", "$type": "dimension"},
                                    "max": {"$value": "3rem", "$type": "dimension"},
                                    "pad": {"$value": "{logo.max}", "$type": "dimension"}}},
       "viewport/min": {"logo": {"pad": {"$value": "{logo.min}", "$type": "dimension"}}},
       "$themes": [{"id": "2", "name": "Min", "group": "Viewport", "selectedTokenSets": {"viewport/min": "enabled"}},
                   {"id": "3", "name": "Max", "group": "Viewport", "selectedTokenSets": {"viewport/max": "enabled"}},
                   {"id": "4", "name": "On", "group": "Components", "selectedTokenSets": {"components/logo": "source"}}],
       "$metadata": {"tokenSetOrder": ["viewport/max", "components/logo", "viewport/min"]}}
      """##
    try Self.write(["tokens.json": text], to: root)
    let loaded = ToolExportLoader().load(root + "/tokens.json", format: .tokensStudioFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("logo.pad", in: "Min") == .dimension(DimensionValue(value: 2, unit: .rem)))
    #expect(graph.value("logo.pad", in: "Max") == .dimension(DimensionValue(value: 3, unit: .rem)))
    // A group whose sets another group's interleave keeps its step at its first set: read again after the
    // light set, the shared `semantic` overrode the brand's later set (a review of the first version).
    let interleaved = ##"""
      {"mode/light": {"fg": {"value": "#111111", "type": "color"}},
       "semantic": {"accent": {"value": "#000000", "type": "color"}},
       "brand/a": {"accent": {"value": "#aa0000", "type": "color"}},
       "mode/dark": {"fg": {"value": "#eeeeee", "type": "color"}},
       "$themes": [{"id": "1", "name": "light", "group": "Mode", "selectedTokenSets": {"mode/light": "enabled", "semantic": "enabled"}},
                   {"id": "2", "name": "dark", "group": "Mode", "selectedTokenSets": {"mode/dark": "enabled", "semantic": "enabled"}},
                   {"id": "3", "name": "A", "group": "Brand", "selectedTokenSets": {"brand/a": "enabled"}},
                   {"id": "4", "name": "None", "group": "Brand", "selectedTokenSets": {}}],
       "$metadata": {"tokenSetOrder": ["mode/light", "semantic", "brand/a", "mode/dark"]}}
      """##
    try Self.write(["interleaved.json": interleaved], to: root)
    let second = ToolExportLoader().load(root + "/interleaved.json", format: .tokensStudioFile)
    let secondResult = TokenPipeline(traits: second.traits ?? .standard).resolve(try #require(second.input))
    let secondGraph = try #require(secondResult.resolved, "\(secondResult.diagnostics.map(\.message))")
    #expect(secondGraph.hex("accent", in: "light A") == "#AA0000FF")
    #expect(secondGraph.hex("fg", in: "dark A") == "#EEEEEEFF")
  }

  /// A token with an error in a set the themes read only as `source` is never written: when no written token
  /// references it, it is left out with a warning (Rijkshuisstijl's `75ch`, `inherit`, `auto` in its component
  /// sets failed the build); when one does, the error stands.
  @Test func anErrorOnlyInAnUnwrittenSourceSetIsAWarning() throws {
    let root = NSTemporaryDirectory() + "swatch-source-error-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let text = { (extra: String) in
      ##"""
      {"core": {"space": {"md": {"$value": "8px", "$type": "dimension"}\##(extra)}},
       "components": {"article": {"width": {"$value": "75ch", "$type": "dimension"}}},
       "$themes": [{"id": "1", "name": "On", "group": "Core", "selectedTokenSets": {"core": "enabled"}},
                   {"id": "2", "name": "On", "group": "Components", "selectedTokenSets": {"components": "source"}}]}
      """##
    }
    try Self.write(
      [
        "unreferenced.json": text(""), "referenced.json": text(##", "lg": {"$value": "{article.width}"}"##),
        // An error at a group beside it may reach tokens written: it stands, and so does the token's.
        "grouped.json": text("").replacing(#""components": {"#, with: #""components": {"g": {"$extends": 5}, "#),
      ], to: root)
    for (file, builds) in [("unreferenced.json", true), ("referenced.json", false), ("grouped.json", false)] {
      let loaded = ToolExportLoader().load(root + "/" + file, format: .tokensStudioFile)
      let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
      #expect((result.resolved != nil) == builds, "\(file): \(result.diagnostics.map(\.message))")
      #expect(result.diagnostics.contains { $0.id == "value.invalid" && $0.severity == (builds ? .warning : .error) })
      if builds {
        #expect(result.resolved?.tokens.map(\.path.string) == ["space.md"])
        #expect(result.diagnostics.contains { $0.id == "keep-going.dropped" })
      }
    }
  }

  /// Themes none of which selects a set (donate-mate's lone `Light`) are left out with a warning, and every set is
  /// read as without themes, rather than no token at all. (One selecting none beside others is an appearance of
  /// no overrides: `aSetVaryingInTwoGroupsIsWarnedAbout`.)
  @Test func aThemeSelectingNoSetIsLeftOut() throws {
    let root = NSTemporaryDirectory() + "swatch-empty-theme-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      [
        "$themes.json": ##"[{"id": "light", "name": "Light", "selectedTokenSets": {}}]"##,
        "core.json": ##"{"c": {"value": "#ff0000", "type": "color"}}"##,
      ], to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    #expect(loaded.diagnostics.filter { $0.id == "format.empty-theme" }.count == 1)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    #expect(try #require(result.resolved).hex("c") == "#FF0000FF")
  }

  /// Themes naming only sets the export does not hold (a `$themes.json` left at the top when the sets moved to a
  /// folder below, zest's) are left out with a warning naming one, and every set is read as without themes,
  /// rather than no token at all with exit 0. The folder below with themes of its own is what `init` reads
  /// (`ToolExportLoader.studioFolderBelowStaleThemes`).
  @Test func themesSelectingOnlyMissingSetsAreLeftOut() throws {
    let root = NSTemporaryDirectory() + "swatch-stale-themes-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let themes =
      ##"[{"name": "Global", "selectedTokenSets": {"global": "enabled"}}, "##
      + ##"{"name": "Brand", "selectedTokenSets": {"brand/alias": "enabled", "global": "source"}}]"##
    try Self.write(
      [
        "$metadata.json": ##"{"tokenSetOrder": ["global", "brand/alias"]}"##, "$themes.json": themes,
        "themes/$themes.json": themes.replacing("brand/alias", with: "brand"),
        "themes/global.json": ##"{"red": {"value": "#ff0000", "type": "color"}}"##,
        "themes/brand.json": ##"{"bg": {"value": "{red}", "type": "color"}}"##,
      ], to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    let warnings = loaded.diagnostics.filter { $0.id == "format.empty-theme" }.map(\.message)
    #expect(warnings.count == 2)
    #expect(warnings.first?.contains("only sets the export does not hold (such as 'global')") == true)
    #expect(!loaded.diagnostics.contains { $0.id == "format.missing-set" || $0.id == "format.unselected-sets" })
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let resolved = try #require(result.resolved)
    #expect(resolved.tokens.map(\.path.string).sorted() == ["bg", "red"])
    #expect(resolved.hex("bg") == "#FF0000FF")
    #expect(ToolExportLoader.studioFolderBelowStaleThemes(in: root) == root + "/themes")
    // A folder whose themes select sets it holds is read as it is.
    #expect(ToolExportLoader.studioFolderBelowStaleThemes(in: root + "/themes") == nil)
    // An older export kept inside it does not hide it: the shallowest is the one.
    try Self.write(
      ["themes/legacy/$themes.json": themes.replacing("brand/alias", with: "x"), "themes/legacy/x.json": "{}"],
      to: root)
    #expect(ToolExportLoader.studioFolderBelowStaleThemes(in: root) == root + "/themes")
    // Two equally shallow (`web/`, `themes/`): which is the project's is not guessed.
    try Self.write(
      ["web/$themes.json": themes.replacing("brand/alias", with: "brand"), "web/brand.json": "{}"], to: root)
    #expect(ToolExportLoader.studioFolderBelowStaleThemes(in: root) == nil)
  }

  /// Two theme groups whose sets interleave in the set order and define the same token disagree with Tokens
  /// Studio where its later set belongs to the earlier step: a `format.interleaved-groups` warning at that group.
  /// Interleaved groups defining different tokens agree, and say nothing.
  @Test func interleavedGroupsDefiningOneTokenAreWarnedAbout() throws {
    for (shared, warns) in [("bg", true), ("other", false)] {
      let root = NSTemporaryDirectory() + "swatch-interleaved-" + UUID().uuidString
      defer { try? FileManager.default.removeItem(atPath: root) }
      try Self.write(
        [
          "$metadata.json": ##"{"tokenSetOrder": ["a/one", "b/one", "a/two", "b/two"]}"##,
          "$themes.json": ##"""
          [{"name": "A1", "group": "A", "selectedTokenSets": {"a/one": "enabled"}},
           {"name": "A2", "group": "A", "selectedTokenSets": {"a/two": "enabled"}},
           {"name": "B1", "group": "B", "selectedTokenSets": {"b/one": "enabled"}},
           {"name": "B2", "group": "B", "selectedTokenSets": {"b/two": "enabled"}}]
          """##,
          "a/one.json": ##"{"bg": {"value": "#111111", "type": "color"}}"##,
          "a/two.json": ##"{"bg": {"value": "#222222", "type": "color"}}"##,
          "b/one.json": ##"{"\##(shared)": {"value": "#333333", "type": "color"}}"##,
          "b/two.json": ##"{"\##(shared)": {"value": "#444444", "type": "color"}}"##,
        ], to: root)
      let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
      let warnings = loaded.diagnostics.filter { $0.id == "format.interleaved-groups" }
      #expect(warnings.count == (warns ? 1 : 0), "\(shared)")
      if warns {
        // A2 (`a/two`) comes after B1 (`b/one`) in the set order, but B's step is the later one.
        #expect(warnings[0].message.contains("'a/two' of 'A'"), "\(warnings[0].message)")
      }
    }
  }

  /// Interleaved groups that agree with Tokens Studio in every combination of their themes say nothing: a later
  /// set of the same theme (Ax's `a2` before Bx's `b2`), or a shared set after both, decides as in the tool.
  @Test(arguments: [
    (["a3", "a1", "b1", "a2", "b2", "b3"], ["Ax": ["a1", "a2"], "Ay": ["a3"], "Bx": ["b1", "b2"], "By": ["b3"]]),
    (["a1", "b1", "a2", "b2", "s"], ["Ax": ["a1"], "Ay": ["a2"], "Bx": ["b1"], "By": ["b2"]]),
  ])
  func interleavedGroupsThatAgreeSayNothing(order: [String], themes: [String: [String]]) throws {
    let root = NSTemporaryDirectory() + "swatch-interleaved-agree-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let listed = themes.keys.sorted().map { name in
      let sets = themes[name]!.map { "\"\($0)\": \"enabled\"" }.joined(separator: ", ")
      return
        "{\"name\": \"\(name)\", \"group\": \"\(name.prefix(1))\", \"selectedTokenSets\": {\(sets), \"s\": \"enabled\"}}"
    }
    var files = [
      "$metadata.json": "{\"tokenSetOrder\": [" + order.map { "\"\($0)\"" }.joined(separator: ", ") + "]}",
      "$themes.json": "[" + listed.joined(separator: ", ") + "]",
    ]
    for set in order { files[set + ".json"] = ##"{"t": {"value": "#111111", "type": "color"}}"## }
    try Self.write(files, to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    #expect(!loaded.diagnostics.contains { $0.id == "format.interleaved-groups" }, "\(order)")
  }

  /// Themes naming dozens of sets the export does not hold get 20 warnings and one note counting the rest.
  @Test func manyMissingSetsAreGrouped() throws {
    let root = NSTemporaryDirectory() + "swatch-many-missing-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let sets = (0..<30).map { ##""gone\##($0)": "enabled""## }.joined(separator: ", ")
    try Self.write(
      [
        "$themes.json": ##"[{"name": "A", "group": "G", "selectedTokenSets": {"base": "enabled", "##
          + sets + "}}]",
        "base.json": ##"{"c": {"value": "#ff0000", "type": "color"}}"##,
      ], to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    #expect(loaded.diagnostics.filter { $0.id == "format.missing-set" }.count == 20)
    let note = try #require(loaded.diagnostics.first { $0.id == "format.grouped" })
    #expect(note.message.hasPrefix("10 more diagnostic(s) [format.missing-set]"))
    // What the note stands for: the 10 diagnostics past the first 20, which a count of problems counts too.
    #expect(note.stands?.id == "format.missing-set" && note.stands?.count == 10)
    #expect(loaded.diagnostics.filter { $0.id != "format.grouped" }.allSatisfy { $0.stands == nil })
  }

  /// A reference to a token that only a set no theme selects defines (a `deprecated/` folder left in the
  /// export) is unknown, and the error says which set defines it, and where.
  @Test func aReferenceIntoASetNoThemeSelectsNamesThatSet() throws {
    let root = NSTemporaryDirectory() + "swatch-unselected-set-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "$themes.json":
        ##"[{"name": "A", "group": "Brand", "selectedTokenSets": {"brand": "enabled", "old": "disabled"}}]"##,
      "brand.json": ##"{"brand": {"primary": {"value": "{palette.blue}", "type": "color"}}}"##,
      "old.json": ##"{"palette": {"red": {"value": "#d12020", "type": "color"}}}"##,
      "deprecated/palette.json": ##"{"palette": {"blue": {"value": "#0875e1", "type": "color"}}}"##,
    ]
    try Self.write(files, to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    let input = try #require(loaded.input)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(input)
    let error = try #require(result.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(error.message == "unknown token 'palette.blue'")
    let note = try #require(error.notes.first)
    #expect(note.message == "'palette.blue' is defined in set 'deprecated/palette', which no theme selects")
    #expect(note.range?.file == root + "/deprecated/palette.json")
    #expect(note.range?.start.line == 1 && note.range?.start.column == 14)
  }

  /// Figma's "Design Tokens" plugin writes px as bare numbers, as Figma measures; its extension on any token
  /// says the file is its export, so a bare dimension there is px, not Style Dictionary's rem.
  @Test func theFigmaDesignTokensPluginsBareNumbersArePixels() {
    let text = ##"""
      {"spacing": {"s16": {"type": "dimension", "value": 16,
                           "extensions": {"org.lukasoppermann.figmaDesignTokens": {"collection": "Primitives"}}}},
       "heading": {"size": {"type": "dimension", "value": 32}}}
      """##
    let (root, _) = YAMLReader().read(text, path: "design-tokens.tokens.json")
    let (tree, _) = ToolTokenTree.normalize(root!)
    #expect(tree["spacing"]?["s16"]?["$value"]?.text == "16px")
    #expect(tree["heading"]?["size"]?["$value"]?.text == "32px")
    let classic = ##"{"heading": {"size": {"type": "dimension", "value": 2}}}"##
    #expect(
      ToolTokenTree.normalize(YAMLReader().read(classic, path: "t.json").0!).0["heading"]?["size"]?["$value"]?.text
        == "2rem")
  }

  /// The plugin's text styles, effects and gradients (`custom-fontStyle`, `custom-shadow`, `custom-gradient`;
  /// Brave's Leo, about 100 tokens) are typographies, shadows and gradients: sizes in px, the
  /// line height in px over the font size, `radius` the blur, `innerShadow` inset; members at their defaults
  /// (`textCase: none`) are dropped without a word, a radial gradient is left out.
  @Test func theFigmaDesignTokensPluginsCompositesAreRead() throws {
    let mark = ##""extensions": {"org.lukasoppermann.figmaDesignTokens": {"exportKey": "font"}}"##
    let text = ##"""
      {"font": {"type": "custom-fontStyle", "value": {"fontSize": 20, "fontFamily": "Inter", "fontWeight": 600,
                "fontStyle": "normal", "letterSpacing": -0.5, "lineHeight": 30, "textCase": "none",
                "paragraphSpacing": 8}, \##(mark)},
       "card": {"type": "custom-shadow", "value": {"shadowType": "innerShadow", "radius": 8, "color": "#00000014",
                "offsetX": 0, "offsetY": 4, "spread": 1}},
       "hero": {"type": "custom-gradient", "value": {"gradientType": "linear", "rotation": 90,
                "stops": [{"position": 0, "color": "#ff0000ff"}, {"position": 1, "color": "#0000ffff"}]}},
       "ring": {"type": "custom-gradient", "value": {"gradientType": "radial",
                "stops": [{"position": 0, "color": "#ff0000ff"}, {"position": 1, "color": "#0000ffff"}]}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "design-tokens.tokens.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    guard case .typography(let font)? = graph.value("font"), case .shadow(let layers)? = graph.value("card"),
      case .gradient(let stops)? = graph.value("hero")
    else {
      Issue.record("\(graph.tokens.map { "\($0.path.string): \($0.values[0])" })")
      return
    }
    #expect(font.fontSize == DimensionValue(value: 20, unit: .px) && font.fontWeight == 600 && font.lineHeight == 1.5)
    #expect(font.letterSpacing == DimensionValue(value: -0.5, unit: .px) && font.fontFamily == ["Inter"])
    #expect(layers.count == 1 && layers[0].blur == DimensionValue(value: 8, unit: .px) && layers[0].inset)
    #expect(stops.map(\.position) == [0, 1])
    #expect(graph.token("ring") == nil)
    let unmapped = result.diagnostics.filter { $0.id == "format.unmapped" }.map(\.message)
    #expect(unmapped.contains { $0.contains("paragraphSpacing") } && !unmapped.contains { $0.contains("textCase") })
    #expect(unmapped.contains { $0.contains("direction") } && unmapped.contains { $0.contains("radial") })
  }

  /// Figma's Variables exports (`com.figma` extensions) may write a dimension as a bare number, in px as Figma
  /// measures; their numbers stay numbers, and a DTCG file without the mark keeps DTCG's rule.
  @Test func aFigmaExportsBareDimensionIsPixels() {
    let figma = ##"{"com.figma": {"hiddenFromPublishing": true}}"##
    let text =
      ##"{"space": {"4": {"$type": "dimension", "$value": 4, "$extensions": "## + figma
      + ##"}, "8": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}},"##
      + ##" "count": {"$type": "number", "$value": 3, "$extensions": "## + figma + "}}"
    let (root, _) = YAMLReader().read(text, path: "Primitives.Mode 1.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.isEmpty)
    #expect(tree["space"]?["4"]?["$value"]?.text == "4px")
    #expect(tree["space"]?["8"]?["$value"]?["unit"]?.text == "px")
    #expect(tree["count"]?["$value"]?.text == "3")
    let plain = ##"{"space": {"4": {"$type": "dimension", "$value": 4}}}"##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: plain)])
    #expect(result.diagnostics.contains { $0.id == "value.invalid" && $0.message.contains("has no unit") })
  }

  /// Style Dictionary reads only objects holding `value`: other scalars are no tokens. An `alpha` beside a
  /// color's `value` is the color's alpha.
  @Test func styleDictionaryClassicMetadataIsNoTokenAndAlphaApplies() {
    let text = """
      meta: { name: Kumanui Colors, license: MIT }
      palette:
        yellow: { value: "#FFDD00", type: color }
      semantics:
        selection: { value: "{palette.yellow}", alpha: 0.25, type: color }
        cursor: { value: "#FFDD00", alpha: 0.5 }
        gap: { value: 4px, alpha: 0.5, type: dimension }
        scrim: { value: "#000000", darkValue: "#FFFFFF", alpha: 0.4, type: color }
        wrong: { value: "#000000", alpha: 2, type: color }
      """
    let (root, _) = YAMLReader().read(text, path: "t.yaml")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.map(\.id) == ["format.unmapped"])
    #expect(diagnostics.first?.message.contains("'alpha' that is not a number from 0 to 1 is not applied") == true)
    #expect(tree["semantics"]?["scrim"]?["$modes"]?["dark"]?.text == "#FFFFFF / 0.4")
    #expect(tree["semantics"]?["wrong"]?["$value"]?.text == "#000000")
    #expect(tree["meta"]?.pairs?.isEmpty == true)
    #expect(tree["semantics"]?["selection"]?["$value"]?.text == "{palette.yellow} / 0.25")
    #expect(tree["semantics"]?["cursor"]?["$value"]?.text == "#FFDD00 / 0.5")
    #expect(tree["semantics"]?["gap"]?["$value"]?.text == "4px")
  }

  /// Tokens Studio's `rgba({color}, alpha)`: a color reference with an alpha given as a number, a percentage
  /// or a reference, applied in each appearance; other `rgba` text is left to the color reader.
  @Test func tokensStudioRGBAOverAReferenceIsThatColorWithAnAlpha() throws {
    let text = ##"""
      {"black": {"value": "#151515", "type": "color"}, "o40": {"value": "40%", "type": "opacity"},
       "a": {"value": "rgba({black}, {o40})", "type": "color"}, "b": {"value": "rgba({black}, 0.4)", "type": "color"},
       "c": {"value": "rgba({black}, 40%)", "type": "color"}, "d": {"value": "rgba(0, 0, 0, 0.5)", "type": "color"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let hex = { (path: String) in graph.tokens.first { $0.path.string == path }?.values[0].plainText }
    #expect(hex("a") == "#15151566" && hex("b") == "#15151566" && hex("c") == "#15151566")
    #expect(hex("d") == "#00000080")
    #expect(ToolValue.referenceWithAlpha("rgba({black}, {o40})") == "studio.modify(alpha, srgb, {black}, {o40})")
    #expect(ToolValue.referenceWithAlpha("rgba({black}, 2)") == nil)
  }

  /// A name with a `.` inside (Tailwind's `0.5`, as Tokens Studio and Penpot export it) is spelled `0·5`, and the
  /// tool's references to it (`{spacing.0.5}`, in math too, from another file) find it; `05` stays apart. In a
  /// DTCG file such a name is still `name.invalid`.
  @Test func aDottedNameInAToolsFileIsKeptAndFoundByItsReferences() throws {
    let core = ##"{"spacing": {"0.5": {"value": "2", "type": "spacing"}, "05": {"value": "20", "type": "spacing"}}}"##
    let uses = ##"""
      {"gap": {"value": "{spacing.0.5}", "type": "spacing"}, "wide": {"value": "{spacing.0.5} * 3", "type": "spacing"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([
      SourceText(path: "core.json", text: core), SourceText(path: "uses.json", text: uses),
    ])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.tokens.map(\.path.string) == ["gap", "spacing.05", "spacing.0·5", "wide"])
    #expect(graph.value("gap") == .dimension(DimensionValue(value: 2, unit: .px)))
    #expect(graph.value("wide") == .dimension(DimensionValue(value: 6, unit: .px)))
    let dtcg = ##"{"spacing": {"$type": "dimension", "0.5": {"$value": {"value": 2, "unit": "px"}}}}"##
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "d.json", text: dtcg)])
    #expect(strict.diagnostics.map(\.id) == ["name.invalid"])
  }

  /// An easing written as CSS writes it, in a type a tool names `cubic-bezier`, `easing` or `cubicBezier`: the
  /// function's four numbers or a named curve's; a curve out of range is the literal reader's error at it.
  @Test func aCSSEasingIsACubicBezier() throws {
    let text = ##"""
      {"a": {"value": "cubic-bezier(0.2, 0, 0.2, 1)", "type": "cubic-bezier"},
       "b": {"value": "ease-out", "type": "easing"}, "c": {"value": "Linear", "type": "cubicBezier"},
       "d": {"value": [0.4, 0, 0.95, 0.8], "type": "cubicBezier"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let curve = { (path: String) in graph.tokens.first { $0.path.string == path }?.values[0] }
    #expect(curve("a") == .cubicBezier(CubicBezierValue(0.2, 0, 0.2, 1)))
    #expect(curve("b") == .cubicBezier(CubicBezierValue(0, 0, 0.58, 1)))
    #expect(curve("c") == .cubicBezier(CubicBezierValue(0, 0, 1, 1)))
    #expect(curve("d") == .cubicBezier(CubicBezierValue(0.4, 0, 0.95, 0.8)))
    let wrong = #"{"a": {"value": "cubic-bezier(1.5, 0, 0.2, 1)", "type": "cubic-bezier"}}"#
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: wrong)])
    let error = try #require(failed.diagnostics.first { $0.severity == .error })
    #expect(error.message.contains("x1 '1.5' is out of range"), "\(error.message)")
    #expect(error.range?.start.column == 17)
  }

  /// Tokens Studio's gradients, `color` tokens holding CSS's `linear-gradient(…)`: DTCG gradients, stops with
  /// references reading them per appearance, missing positions spread as CSS spreads them, an angle left out
  /// with a warning, and a color alias to one a gradient too; a DTCG file's color alias to one stays an error.
  @Test func aTokensStudioGradientIsAGradient() throws {
    let text = ##"""
      {"c": {"red": {"value": "#ff0000", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"}},
       "g": {"down": {"value": "linear-gradient(to bottom, {c.red} 0%, rgba(0, 255, 0, 0.5), rgba({c.blue}, 0.5))",
                      "type": "color"},
             "side": {"value": "linear-gradient(132deg, #FFFFFF 8%, #292929 30%)", "type": "color"},
             "alias": {"value": "{g.down}", "type": "color"}, "plain": {"value": "{c.red}", "type": "color"}}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let token = { (path: String) in graph.tokens.first { $0.path.string == path } }
    guard case .gradient(let down)? = token("g.down")?.values[0] else {
      Issue.record("g.down is no gradient")
      return
    }
    #expect(down.map(\.position) == [0, 0.5, 1])
    #expect(down.map(\.color.hexRGBA) == ["#FF0000FF", "#00FF0080", "#0000FF80"])
    guard case .gradient(let side)? = token("g.side")?.values[0] else {
      Issue.record("g.side is no gradient")
      return
    }
    #expect(side.map(\.position) == [0.08, 0.3])
    // As CSS places stops: one written below an earlier one is raised to it, missing ones spread between.
    #expect(ToolGradient.placed([0.5, 0.2, nil]) == [0.5, 0.5, 1])
    #expect(ToolGradient.placed([nil, 0.6, nil, nil, 0.3]) == [0, 0.6, 0.6, 0.6, 0.6])
    #expect(ToolGradient.placed([nil, nil, nil]) == [0, 0.5, 1])
    #expect(token("g.alias")?.type == .gradient && token("g.alias")?.values[0] == token("g.down")?.values[0])
    #expect(token("g.plain")?.type == .color)
    let angle = try #require(result.diagnostics.first { $0.id == "format.unmapped" })
    #expect(angle.message.contains("direction has no place in a DTCG gradient") && angle.message.contains("'g.side'"))
    #expect(result.diagnostics.filter { $0.id == "format.unmapped" }.count == 1)
    let stops = ##"[{"color": "#fff", "position": 0}, {"color": "#000", "position": 1}]"##
    let dtcg = ##"{"g": {"$type": "gradient", "$value": "## + stops + ##"}, "c": {"$type": "color", "$value": "{g}"}}"##
    let strict = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: dtcg)])
    #expect(strict.diagnostics.contains { $0.id == "alias.type-mismatch" })
  }

  /// The same `rgba({color}, alpha)` as a shadow's or a border's color: the member aliases the color with that
  /// alpha, or with an amount that is a reference, is the alpha modifier, evaluated in each appearance (a value
  /// of its own, not a reference to the color); an amount naming no number is reported.
  @Test func tokensStudioRGBAInAMemberIsAnAliasWithAnAlpha() throws {
    let text = ##"""
      {"black": {"value": "#151515", "type": "color"}, "o40": {"value": "40%", "type": "opacity"},
       "s": {"value": {"x": "0", "y": "2", "blur": "4", "spread": "0", "color": "rgba({black}, 0.4)"}, "type": "boxShadow"},
       "b": {"value": {"color": "rgba({black}, 40%)", "width": "1", "style": "solid"}, "type": "border"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let token = { (path: String) in graph.tokens.first { $0.path.string == path } }
    guard case .shadow(let layers)? = token("s")?.values[0], case .border(let border)? = token("b")?.values[0] else {
      Issue.record("no shadow and border")
      return
    }
    #expect(layers.map(\.color.hexRGBA) == ["#15151566"])
    #expect(border.color.hexRGBA == "#15151566")
    #expect(token("s")?.memberOrigins[0].map(\.member) == ["color"])
    let referenced = text.replacing("rgba({black}, 0.4)", with: "rgba({black}, {o40})")
    let modified = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: referenced)])
    let shadow = try #require(modified.resolved?.tokens.first { $0.path.string == "s" }, "\(modified.diagnostics)")
    #expect(shadow.values[0] == .shadow(layers.map { $0 }))
    #expect(shadow.memberOrigins.allSatisfy { $0.isEmpty })
    let wrong = text.replacing("rgba({black}, 0.4)", with: "rgba({black}, {black})")
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: wrong)])
    #expect(failed.diagnostics.contains { $0.id == "alias.type-mismatch" && $0.range?.start.line == 2 })
  }

  /// Tokens Studio's `AUTO` line height has no DTCG value: the token is left out, a typography whose line height
  /// aliases it keeps its other members (the platform's line height is what `AUTO` asks for), and a whole alias
  /// to it is unknown with a note saying why.
  @Test func anAutoLineHeightIsLeftOutOfTheTypographiesThatUseIt() throws {
    let text = ##"""
      {"lineHeights": {"0": {"value": "AUTO", "type": "lineHeights"}, "1": {"value": "150%", "type": "lineHeights"}},
       "body": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "{lineHeights.0}"}, "type": "typography"},
       "lead": {"value": {"fontFamily": "Inter", "fontSize": "20", "lineHeight": "{lineHeights.1}"}, "type": "typography"}}
      """##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let typography = { (path: String) -> TypographyValue? in
      guard case .typography(let value)? = graph.tokens.first(where: { $0.path.string == path })?.values[0] else {
        return nil
      }
      return value
    }
    #expect(typography("body")?.lineHeight == nil && typography("body")?.fontSize?.value == 16)
    #expect(typography("lead")?.lineHeight == 1.5)
    let leftOut = result.diagnostics.filter { $0.id == "format.unmapped" }
    #expect(leftOut.contains { $0.message.contains("typography's line height") && $0.range?.start.line == 2 })
    let alias = text.replacing(##""1": {"value": "150%""##, with: ##""1": {"value": "{lineHeights.0}""##)
    let failed = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: alias)])
    let error = try #require(failed.diagnostics.first { $0.id == "alias.unresolved" })
    #expect(error.notes.first?.message.contains("a line height of 'auto' has no DTCG value") == true)
    #expect(error.notes.first?.range?.start.line == 1)
  }

  /// The same in a Tokens Studio single file, whose sets the loader rewrites.
  @Test func anAutoLineHeightInASingleFileIsLeftOutOfItsTypographies() throws {
    let root = NSTemporaryDirectory() + "swatch-auto-file-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let text = ##"""
      {"core": {"lh": {"value": "AUTO", "type": "lineHeights"},
                "body": {"value": {"fontFamily": "Inter", "lineHeight": "{lh}"}, "type": "typography"}},
       "$themes": [], "$metadata": {"tokenSetOrder": ["core"]}}
      """##
    try Self.write(["tokens.json": text], to: root)
    let loaded = ToolExportLoader().load(root + "/tokens.json", format: .tokensStudioFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    guard case .typography(let body)? = graph.tokens.first(where: { $0.path.string == "body" })?.values[0] else {
      Issue.record("body is no typography")
      return
    }
    #expect(body.lineHeight == nil && body.fontFamily == ["Inter"])
  }

  /// A `description` written inside a color object, beside `colorSpace` and `components`, is the token's
  /// description with a warning; a token with a description of its own keeps that one.
  @Test func aDescriptionInsideAColorObjectIsTheTokens() throws {
    let color = ##"{"colorSpace": "srgb", "components": [1, 0, 0], "description": "Brand anchor"}"##
    let text =
      ##"{"a": {"type": "color", "value": "## + color + ##"}, "b": {"type": "color", "value": "## + color
      + ##", "description": "own"}}"##
    let result = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: text)])
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let token = { (path: String) in graph.tokens.first { $0.path.string == path } }
    #expect(token("a")?.values[0].plainText == "#FF0000FF", "\(String(describing: token("a")?.values[0].plainText))")
    #expect(token("a")?.description == "Brand anchor")
    #expect(token("b")?.description == "own")
    let warning = try #require(result.diagnostics.first { $0.id == "format.unmapped" })
    #expect(warning.message.contains("holds a 'description'"))
    #expect(warning.range?.start.column == 82, "\(String(describing: warning.range))")
  }

  /// Without themes, sets named with `dark` (and `light`) are the dark (and light) appearance's; the others are
  /// shared, and an export with no such set keeps every set shared.
  @Test func setsNamedDarkAreTheDarkAppearanceWithoutThemes() throws {
    let text = ##"""
      {"global": {"ink": {"value": "#101010", "type": "color"}, "paper": {"value": "{ink}", "type": "color"}},
       "Brand": {"accent": {"value": "#0000ff", "type": "color"}},
       "Dark Mode": {"ink": {"value": "#f0f0f0", "type": "color"}}}
      """##
    let root = NSTemporaryDirectory() + "swatch-mode-sets-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(["tokens.json": text], to: root)
    let loaded = ToolExportLoader().load(root + "/tokens.json", format: .tokensStudioFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("ink", in: "light") == "#101010FF" && graph.hex("ink", in: "dark") == "#F0F0F0FF")
    #expect(graph.hex("paper", in: "dark") == "#F0F0F0FF" && graph.hex("accent", in: "dark") == "#0000FFFF")
    #expect(loaded.diagnostics.contains { $0.id == "format.detected" && $0.message.contains("'appearance'") })
  }

  /// Astro's shape: a shared set after the light set redefines its tokens, so light's values never show; a
  /// warning at that set names the light set and the tokens. A shared set before it (`base`) is not warned of.
  @Test func aSharedSetAfterALightSetThatRedefinesItsTokensIsWarnedOf() throws {
    let text = ##"""
      { "base": {"bg": {"value": "#101923", "type": "color"}, "fg": {"value": "#ffffff", "type": "color"}},
        "theme-light": {"bg": {"value": "#eaeef4", "type": "color"}, "line": {"value": "#cccccc", "type": "color"}},
        "theme-wireframe": {"bg": {"value": "#ebebeb", "type": "color"}, "line": {"value": "#000000", "type": "color"}},
        "theme-dark": {"fg": {"value": "#eeeeee", "type": "color"}},
        "$themes": [], "$metadata": {"tokenSetOrder": ["base", "theme-light", "theme-wireframe", "theme-dark"]} }
      """##
    let root = NSTemporaryDirectory() + "swatch-overridden-mode-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(["tokens.json": text], to: root)
    let loaded = ToolExportLoader().load(root + "/tokens.json", format: .tokensStudioFile)
    let warnings = loaded.diagnostics.filter { $0.id == "format.set-overrides-mode" }
    #expect(warnings.count == 1, "\(loaded.diagnostics.map(\.message))")
    #expect(
      warnings.first?.message.hasPrefix("set 'theme-wireframe', read in every appearance, comes after 'theme-light'")
        == true)
    #expect(warnings.first?.message.contains("'bg' and 1 other(s)") == true, "\(warnings.map(\.message))")
    #expect(warnings.first?.range?.start.line == 3)
  }

  /// Figma's own per-mode files, named after their modes and marked `com.figma.modeName` at the root: files of
  /// the same top-level groups are one collection's modes (Light and Dark: `appearance`); others are sets.
  /// Figma's own export writes an alias to another collection's variable as that variable's value, naming it in
  /// `com.figma.aliasData`: it is read as the alias, so the light and dark values follow the primitives (and a
  /// `references: true` writer refers to them). One naming a variable the export does not hold (a library's)
  /// keeps its value, and so does one whose local namesake has another value (a library's `Orange/20` beside
  /// the file's own).
  @Test func figmasAliasDataIsTheAliasItStandsFor() throws {
    let mode = { (name: String) in ##""$extensions": {"com.figma.modeName": ""## + name + ##""}"## }
    let aliased = { (hex: String, target: String) in
      ##"{"$type": "color", "$value": ""## + hex
        + ##"", "$extensions": {"com.figma.aliasData": {"targetVariableName": ""## + target + ##""}}}"##
    }
    let root = NSTemporaryDirectory() + "swatch-figma-alias-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      [
        "figma/Light.tokens.json": ##"{"Bg": {"Plain": "## + aliased("#fafafa", "Gray/50") + ", \"Lib\": "
          + aliased("#123456", "Library/Blue") + ", \"Warn\": " + aliased("#662e00", "Orange/20") + "}, "
          + mode("Light") + "}",
        "figma/Dark.tokens.json": ##"{"Bg": {"Plain": "## + aliased("#1a1a1a", "Gray/900") + ", \"Lib\": "
          + aliased("#123456", "Library/Blue") + ", \"Warn\": " + aliased("#662e00", "Orange/20") + "}, "
          + mode("Dark") + "}",
        "figma/Primitives.tokens.json": ##"{"Gray": {"50": {"$type": "color", "$value": "#fafafa"}, "##
          + ##""900": {"$type": "color", "$value": "#1a1a1a"}}, "##
          + ##""Orange": {"20": {"$type": "color", "$value": "#944300"}}, "## + mode("Mode 1") + "}",
      ], to: root)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaExport)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let plain = try #require(graph.token("Bg.Plain"))
    let targets = plain.origins.map { $0.aliasTarget.map { graph.tokens[$0].path.string } }
    #expect(Set(targets) == ["Gray.50", "Gray.900"])
    #expect(graph.hex("Bg.Plain", in: "light") == "#FAFAFAFF" && graph.hex("Bg.Plain", in: "dark") == "#1A1A1AFF")
    #expect(graph.token("Bg.Lib")?.origins.allSatisfy { $0.aliasTarget == nil } == true)
    #expect(graph.hex("Bg.Lib", in: "dark") == "#123456FF")
    #expect(graph.token("Bg.Warn")?.origins.allSatisfy { $0.aliasTarget == nil } == true)
    #expect(graph.hex("Bg.Warn", in: "light") == "#662E00FF" && graph.hex("Bg.Warn", in: "dark") == "#662E00FF")
  }

  /// Figma's own export writes every float as a number and says what it is for in `com.figma.scopes`: one
  /// scoped to sizes alone is px in every mode (`--radius-sm: 4px`, not the unitless 4 no CSS radius takes), an
  /// alias to such a size too; `FONT_WEIGHT` alone a weight; a number any mode leaves unscoped, one scoped to
  /// anything else, or an alias to a number that stays one, stays a number.
  @Test func figmasScopesMakeItsNumbersSizesAndWeights() throws {
    let mode = { (name: String) in ##""$extensions": {"com.figma.modeName": ""## + name + ##""}"## }
    let number = { (value: String, scopes: String) in
      ##"{"$type": "number", "$value": "## + value + ##", "$extensions": {"com.figma.scopes": ["## + scopes + "]}}"
    }
    let radius = ##""CORNER_RADIUS""##
    let tokens = { (small: String, count: String) in
      ##"{"radius": {"sm": "## + number(small, radius) + ##", "md": "## + number(##""{radius.sm}""##, radius)
        + ##", "pill": "## + number(##""{base.big}""##, radius) + ##"}, "weight": "##
        + number("600", ##""FONT_WEIGHT""##) + ##", "columns": "## + number(count, ##""ALL_SCOPES""##)
        + ##", "gap": "## + number("8", ##""GAP", "OPACITY""##) + ", "
    }
    let root = NSTemporaryDirectory() + "swatch-figma-scopes-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      [
        "figma/Round.tokens.json": tokens("4", "12") + mode("Round") + "}",
        "figma/Sharp.tokens.json": tokens("0", "12") + mode("Sharp") + "}",
        "figma/Primitives.tokens.json": ##"{"base": {"big": {"$type": "number", "$value": 999}}, "##
          + mode("Mode 1") + "}",
      ], to: root)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaExport)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    let values = { (path: String) in graph.token(path)?.values.map(\.plainText) ?? [] }
    #expect(Set(values("radius.sm")) == ["4px", "0px"])
    #expect(values("radius.md") == values("radius.sm"))
    #expect(graph.token("weight")?.values.first == .fontWeight(600))
    for path in ["radius.pill", "columns", "gap"] {
      #expect(graph.token(path)?.type == .number, "\(path)")
    }
  }

  @Test func figmasModeNamedFilesAreACollectionsModes() throws {
    let mode = { (name: String) in ##""$extensions": {"com.figma.modeName": ""## + name + ##""}"## }
    let color = { (hex: String) in ##"{"$type": "color", "$value": ""## + hex + ##""}"## }
    let string = { (text: String) in ##""Sent": {"$type": "string", "$value": ""## + text + ##""}, "## }
    let root = NSTemporaryDirectory() + "swatch-figma-modes-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      [
        "figma/Light.tokens.json": ##"{"Bg": {"Plain": "## + color("{Base.White}") + "}, " + string("Sent {amount}")
          + mode("Light") + "}",
        "figma/Dark.tokens.json": ##"{"Bg": {"Plain": "## + color("{Base.Black}") + "}, " + string("{amount} sent")
          + mode("Dark") + "}",
        "figma/Primitives.tokens.json": ##"{"Base": {"White": "## + color("#ffffff") + ##", "Black": "##
          + color("#000000") + "}, " + mode("Mode 1") + "}",
        "plain/Light.tokens.json": ##"{"Bg": {"Plain": "## + color("#ffffff") + "}, " + mode("Light") + "}",
        "plain/Other.tokens.json": ##"{"Fg": {"Plain": "## + color("#000000") + "}, " + mode("Dark") + "}",
      ], to: root)
    #expect(ToolExportLoader.detect([root + "/figma"]) == .figmaExport)
    #expect(ToolExportLoader.detect([root + "/plain"]) == nil)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaExport)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.traits.traits.map(\.name) == ["appearance"])
    #expect(graph.hex("Bg.Plain", in: "light") == "#FFFFFFFF" && graph.hex("Bg.Plain", in: "dark") == "#000000FF")
    // Figma writes an alias as a whole value: braces inside a string variable are its text.
    #expect(graph.value("Sent", in: "light") == .string("Sent {amount}"))
    #expect(graph.value("Sent", in: "dark") == .string("{amount} sent"))
  }

  /// A Figma plugin's list of collections, each a token tree per mode (Bullhorn's Novo `*.figma-export.json`):
  /// read as Figma's variables are, a collection of several modes a modifier (Light and Dark: `appearance`), a
  /// `float` scoped to sizes a dimension in px, `$scopes` and the other Figma keys dropped, a boolean left out.
  /// It was `document.not-mapping`.
  @Test func aPluginsListOfCollectionsByModeIsFigmasVariables() throws {
    let root = NSTemporaryDirectory() + "swatch-figma-list-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let primitives = ##"""
      {"Primitives": {"modes": {"Mode 1": {
        "blue": {"500": {"$scopes": ["ALL_SCOPES"], "$type": "color", "$value": "#0d6efd"}},
        "space": {"md": {"$scopes": ["GAP"], "$type": "float", "$value": 16,
          "$codeSyntax": {"WEB": "var(--space-md)"}, "$hiddenFromPublishing": false}},
        "weight": {"bold": {"$scopes": ["FONT_WEIGHT"], "$type": "float", "$value": 700}},
        "family": {"$scopes": ["FONT_FAMILY"], "$type": "string", "$value": "Inter"},
        "flag": {"$scopes": ["ALL_SCOPES"], "$type": "boolean", "$value": true}}}}}
      """##
    let theme = ##"""
      {"Theme": {"modes": {
        "Dark": {"bg": {"$scopes": ["ALL_FILLS"], "$type": "color", "$value": "#000000"}},
        "Light": {"bg": {"$scopes": ["ALL_FILLS"], "$type": "color", "$value": "{blue.500}"}}}}}
      """##
    try Self.write(["figma/export.json": "[" + primitives + ", " + theme + "]"], to: root)
    #expect(ToolExportLoader.detect([root + "/figma"]) == .figmaVariablesFile)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaVariablesFile)
    #expect(loaded.diagnostics.contains { $0.id == "format.unmapped" && $0.message.contains("boolean") })
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.traits.traits.map(\.name) == ["appearance"])
    #expect(graph.hex("bg", in: "light") == "#0D6EFDFF" && graph.hex("bg", in: "dark") == "#000000FF")
    #expect(graph.value("space.md") == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(graph.token("weight.bold")?.type == .fontWeight && graph.token("family")?.type == .fontFamily)
    #expect(graph.token("flag") == nil)
    // Sizes are decimal numbers: not hexadecimal, not NaN, not past a double's range.
    let place = SourceRange.file("t.json")
    #expect(FigmaVariablesFile.decimal(.number(16, at: place)) == 16)
    for text in ["0x10", "nan", "1e400", "inf"] { #expect(FigmaVariablesFile.decimal(.string(text, at: place)) == nil) }
  }

  /// A folder of such lists, a component library's aliasing a base library's variables (`$libraryName` and
  /// `$collectionName` beside the alias): the keys say where Figma found the variable and are dropped, and a
  /// float scoped to sizes aliasing an unscoped one reads it in px, as it does within one file (Bullhorn's
  /// Novo 2026 is such a folder).
  @Test func aFolderOfListsAliasesAcrossFilesAsOneFileDoes() throws {
    let root = NSTemporaryDirectory() + "swatch-figma-lists-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let base = ##"""
      [{"Tier 1": {"modes": {"Mode 1": {
        "space": {"sm": {"$scopes": ["ALL_SCOPES"], "$type": "float", "$value": 4}},
        "stroke": {"$scopes": ["STROKE_FLOAT"], "$type": "float", "$value": 1}}}}}]
      """##
    let components = ##"""
      [{"Components": {"modes": {"default": {
        "gap": {"$scopes": ["GAP"], "$type": "float", "$libraryName": "base", "$collectionName": "Tier 1",
          "$value": "{space.sm}"},
        "ratio": {"$scopes": ["ALL_SCOPES"], "$type": "float", "$libraryName": "base", "$collectionName": "Tier 1",
          "$value": "{stroke}"}}}}}]
      """##
    try Self.write(["figma/base.json": base, "figma/components.json": components], to: root)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaVariablesFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(!result.diagnostics.contains { $0.severity >= .warning }, "\(result.diagnostics.map(\.message))")
    #expect(graph.value("gap") == .dimension(DimensionValue(value: 4, unit: .px)))
    #expect(graph.value("ratio") == .number(1))
  }

  /// Collections or modes whose free-text names make one word (`A B` and `A-B`; `Mode 1` and `Mode-1`) stay
  /// apart, the later one qualified with its position: one was one modifier and the second's tokens were lost,
  /// or a trait held one value twice, with exit 0.
  @Test func collectionsAndModesOfOneWordStayApart() throws {
    let root = NSTemporaryDirectory() + "swatch-figma-words-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let color = { (hex: String) in ##"{"$type": "color", "$value": ""## + hex + ##""}"## }
    let collection = { (name: String, token: String) in
      ##"{""## + name + ##"": {"modes": {"Light": {""## + token + ##"": "## + color("#ffffff") + ##"}, "Dark": {""##
        + token + ##"": "## + color("#000000") + "}}}}"
    }
    let modes =
      ##"{"Spacing": {"modes": {"Mode 1": {"s": "## + color("#111111") + ##"}, "Mode-1": {"s": "##
      + color("#222222") + "}}}}"
    try Self.write(
      ["figma/export.json": "[" + collection("A B", "x") + ", " + collection("A-B", "y") + ", " + modes + "]"],
      to: root)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaVariablesFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.token("x") != nil && graph.token("y") != nil)
    let spacing = try #require(graph.traits.traits.first { $0.name.hasPrefix("Spacing") })
    #expect(spacing.values == ["Mode-1", "Mode-1-2"])
  }

  /// A Tokens Studio set no theme selects is not read, as Tokens Studio builds it: one note names it, so a
  /// token missing from the outputs is no mystery (Comète's opacity and shadow sets were dropped silently).
  @Test func setsNoThemeSelectsAreNamed() throws {
    let root = NSTemporaryDirectory() + "swatch-unselected-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      [
        "ts/base/color.json": ##"{"blue": {"value": "#0000ff", "type": "color"}}"##,
        "ts/base/opacity.json": ##"{"opacity": {"50": {"value": "0.5", "type": "opacity"}}}"##,
        "ts/$themes.json": ##"[{"id": "1", "name": "base", "selectedTokenSets": {"base/color": "enabled"}}]"##,
        "ts/$metadata.json": ##"{"tokenSetOrder": ["base/color"]}"##,
      ], to: root)
    let loaded = ToolExportLoader().load(root + "/ts", format: .tokensStudioFolder)
    let notes = loaded.diagnostics.filter { $0.id == "format.unselected-sets" }
    #expect(
      notes.map(\.message) == [
        "1 set(s) no theme selects are not read: 'base/opacity'; a theme that selects them (enabled or source) builds "
          + "their tokens"
      ])
    #expect(notes.first?.severity == .note)
    // A Swatch build's outputs below the folder (a Tokens Studio folder at the project's root) are no sets.
    try Self.write(
      ["ts/out/json/tokens.json": ##"{"a": 1}"##, "ts/out/json/.swatch-manifest": "# Files swatch build wrote\n"],
      to: root)
    let again = ToolExportLoader().load(root + "/ts", format: .tokensStudioFolder)
    #expect(again.diagnostics.filter { $0.id == "format.unselected-sets" }.map(\.message) == notes.map(\.message))
  }

  /// A collection whose variables sit at its root, one mode holding a variable the other lacks (QuantumBlack's
  /// `Round` and `Sharp`, `Sharp` adding `rad-round`): its top-level names are mostly the same, so it is a
  /// trait. Before, only files of the very same top-level names were one collection, and `Sharp`, read as a
  /// set after `Round`, replaced its values with exit 0.
  @Test func modeFilesWithAVariableMoreAreOneCollection() throws {
    let mode = { (name: String) in ##""$extensions": {"com.figma.modeName": ""## + name + ##""}"## }
    let number = { (value: Int) in ##"{"$type": "number", "$value": "## + String(value) + "}" }
    let root = NSTemporaryDirectory() + "swatch-figma-root-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(
      [
        "figma/Light.tokens.json": ##"{"Bg": {"$type": "color", "$value": "#ffffff"}, "## + mode("Light") + "}",
        "figma/Dark.tokens.json": ##"{"Bg": {"$type": "color", "$value": "#000000"}, "## + mode("Dark") + "}",
        "figma/Round.tokens.json": ##"{"rad-sm": "## + number(4) + ##", "rad-lg": "## + number(16) + ", "
          + mode("Round") + "}",
        "figma/Sharp.tokens.json": ##"{"rad-sm": "## + number(0) + ##", "rad-lg": "## + number(0)
          + ##", "rad-round": "##
          + number(1000) + ", " + mode("Sharp") + "}",
      ], to: root)
    #expect(ToolExportLoader.detect([root + "/figma"]) == .figmaExport)
    let loaded = ToolExportLoader().load(root + "/figma", format: .figmaExport)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(Set(graph.traits.traits.map(\.name)) == ["appearance", "Round-Sharp"])
    #expect(graph.value("rad-sm", in: "light Round") == .number(4))
    #expect(graph.value("rad-sm", in: "light Sharp") == .number(0))
    #expect(FigmaModeFiles.sharesMost(["a", "b"], ["a", "b", "c"]) && !FigmaModeFiles.sharesMost(["a"], ["b"]))
  }

  /// A collection's mode named as a default (`Default`, `Base`, `Normal`) is its trait's default when no mode
  /// is light: files per mode do not say which mode Figma takes first, and the default mode's values are what
  /// `:root` and Android's `values/` hold (SpareBank1's `03 Context` has `Accent` and `Default`).
  @Test func aModeNamedDefaultIsTheDefault() throws {
    let token = { (hex: String) in ##"{"bg": {"$type": "color", "$value": "\##(hex)"}}"## }
    let project = try TemporaryProject(files: [
      "tokens/Context.Accent.json": token("#084f91"), "tokens/Context.Default.json": token("#ffffff"),
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/tokens"])
    let graph = try #require(loaded.resolved, "\(loaded.diagnostics.map(\.message))")
    let context = try #require(graph.traits.traits.first { $0.name == "Context" })
    #expect(context.values == ["Default", "Accent"])
    #expect(graph.hex("bg") == "#FFFFFFFF")
    let sorted = { (modes: [String]) in modes.sorted(by: FigmaExport.defaultFirst) }
    #expect(sorted(["Accent", "Default"]) == ["Default", "Accent"])
    #expect(sorted(["High", "Normal"]) == ["Normal", "High"])
    #expect(sorted(["Dark", "Default"]) == ["Default", "Dark"])
    #expect(sorted(["Base Dark", "Base Light"]) == ["Base Light", "Base Dark"])
    #expect(sorted(["Sepia", "Compact"]) == ["Compact", "Sepia"])
    #expect(sorted(["Accent", "Mode 1"]) == ["Mode 1", "Accent"])
  }

  /// Without themes, sets of one folder that define mostly the same tokens are alternatives, a trait named
  /// after the folder; a set overriding a few tokens of another, or sets at the top, stay shared.
  @Test func siblingSetsDefiningTheSameTokensAreAlternatives() throws {
    let text = ##"""
      {"global": {"ink": {"value": "#101010", "type": "color"}, "gap": {"value": "8", "type": "spacing"}},
       "brand": {"ink": {"value": "#202020", "type": "color"}},
       "responsive/pc": {"gap": {"value": "16", "type": "spacing"}, "pad": {"value": "24", "type": "spacing"}},
       "responsive/mobile": {"gap": {"value": "12", "type": "spacing"}, "pad": {"value": "16", "type": "spacing"}},
       "responsive/print": {"margin": {"value": "0", "type": "spacing"}}}
      """##
    let root = NSTemporaryDirectory() + "swatch-alternatives-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.write(["tokens.json": text], to: root)
    let loaded = ToolExportLoader().load(root + "/tokens.json", format: .tokensStudioFile)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.traits.traits.map(\.name) == ["responsive"])
    #expect(graph.traits.traits.first?.values == ["pc", "mobile"])
    let px = { DimensionValue(value: $0, unit: .px) }
    #expect(
      graph.value("gap", in: "pc") == .dimension(px(16)) && graph.value("gap", in: "mobile") == .dimension(px(12)))
    #expect(graph.hex("ink", in: "mobile") == "#202020FF")
    #expect(graph.value("margin", in: "mobile") == .dimension(px(0)))
  }

  /// Without themes, light sets that define the same tokens, each with a dark twin (Tokens Studio's Figma
  /// variables export: `Semantic Colors/Mode A - Light`, `… - Dark`, `Mode B - …`), are `appearance` and a trait
  /// of the kinds; the later kind's values replaced the earlier's without a word. Light and dark sets that
  /// define different tokens (`light/colors`, `light/shadows`) stay one light and one dark theme.
  @Test func lightAndDarkSetsOfSeveralKindsAreAppearanceAndAKind() throws {
    let set = { (ink: String) in ##"{"ink": {"$type": "color", "$value": "\##(ink)"}}"## }
    let text = ##"""
      {"Primitives/Default": {"gap": {"$type": "dimension", "$value": "4px"}},
       "Semantic Colors/Mode B - Light": \##(set("#0000ff")), "Semantic Colors/Mode B - Dark": \##(set("#000088")),
       "Semantic Colors/Mode A - Light": \##(set("#ff0000")), "Semantic Colors/Mode A - Dark": \##(set("#880000")),
       "$themes": [], "$metadata": {"tokenSetOrder": []}}
      """##
    let result = try resolveStudioFile(text)
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.traits.traits.map(\.name) == ["appearance", "Mode"])
    #expect(graph.traits.traits.last?.values == ["mode-b", "mode-a"])
    #expect(graph.hex("ink", in: "light mode-a") == "#FF0000FF" && graph.hex("ink", in: "dark mode-a") == "#880000FF")
    #expect(graph.hex("ink", in: "light mode-b") == "#0000FFFF" && graph.hex("ink", in: "dark mode-b") == "#000088FF")
    #expect(graph.value("gap", in: "dark mode-a") == .dimension(DimensionValue(value: 4, unit: .px)))
    let parts = ##"""
      {"light/colors": \##(set("#ffffff")), "light/shadows": {"sh": {"$type": "color", "$value": "#111111"}},
       "dark/colors": \##(set("#000000")), "dark/shadows": {"sh": {"$type": "color", "$value": "#222222"}},
       "$themes": []}
      """##
    let split = try #require(try resolveStudioFile(parts).resolved)
    #expect(split.traits.traits.map(\.name) == ["appearance"])
    #expect(split.hex("ink", in: "dark") == "#000000FF" && split.hex("sh", in: "light") == "#111111FF")
    // Names that make no light and dark pair per kind (`Light`, `Light 2`) stay one light and one dark theme.
    let unpaired = ##"""
      {"Light": \##(set("#ffffff")), "Dark": \##(set("#000000")), "Light 2": \##(set("#eeeeee")),
       "Dark 2": \##(set("#111111")), "$themes": []}
      """##
    let paired = try resolveStudioFile(unpaired)
    #expect(paired.resolved?.traits.traits.map(\.name) == ["appearance"], "\(paired.diagnostics.map(\.message))")
  }

  /// A group of themes that select only shared sets (Daikin's AAF, whose own sets no theme selects yet) makes no
  /// appearance; a note names it, which `format.detected` does not. A group of one theme is no loss, and one
  /// whose themes differ by a set another group took (`format.set-in-two-groups`) is not alike.
  @Test func aGroupOfAlikeThemesIsNamed() throws {
    let root = NSTemporaryDirectory() + "swatch-uniform-group-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "$themes.json": ##"""
      [{"name": "Light", "group": "DKN", "selectedTokenSets": {"reference": "enabled", "light": "enabled"}},
       {"name": "Dark", "group": "DKN", "selectedTokenSets": {"reference": "enabled", "dark": "enabled"}},
       {"name": "Light", "group": "AAF", "selectedTokenSets": {"reference": "enabled"}},
       {"name": "Dark", "group": "AAF", "selectedTokenSets": {"reference": "source"}},
       {"name": "Only", "group": "Solo", "selectedTokenSets": {"reference": "enabled"}},
       {"name": "X", "group": "Density", "selectedTokenSets": {"light": "enabled"}},
       {"name": "Y", "group": "Density", "selectedTokenSets": {}}]
      """##,
      "reference.json": ##"{"blue": {"value": "#0000ff", "type": "color"}}"##,
      "light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
      "dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
    ]
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    let notes = loaded.diagnostics.filter { $0.id == "format.uniform-group" }
    #expect(notes.count == 1)
    let message = notes.first?.message ?? ""
    #expect(message.hasPrefix("theme group 'AAF' makes no appearance: its themes ('Light', 'Dark')"))
    #expect(notes.first?.severity == .note && notes.first?.range?.start.line == 3)
  }

  /// A set selected by some themes of two groups follows the first group; the second group's choice of it is
  /// lost, and a warning at its name there says so.
  @Test func aSetVaryingInTwoGroupsIsWarnedAbout() throws {
    let root = NSTemporaryDirectory() + "swatch-two-groups-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "$themes.json": ##"""
      [{"name": "A", "group": "Brand", "selectedTokenSets": {"base": "enabled", "special": "enabled"}},
       {"name": "B", "group": "Brand", "selectedTokenSets": {"base": "enabled"}},
       {"name": "Light", "group": "Mode", "selectedTokenSets": {"special": "enabled"}},
       {"name": "Dark", "group": "Mode", "selectedTokenSets": {}}]
      """##,
      "base.json": ##"{"x": {"value": "#000000", "type": "color"}}"##,
      "special.json": ##"{"x": {"value": "#ff0000", "type": "color"}}"##,
    ]
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name)) }
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    let warning = try #require(loaded.diagnostics.first { $0.id == "format.set-in-two-groups" })
    #expect(warning.message.hasPrefix("set 'special' varies with the themes of 'Brand' and of 'Mode'"))
    #expect(warning.range?.start.line == 3)
    // Each group is read once, even when two of its themes share a name.
    let twice = files["$themes.json"]!.replacingOccurrences(of: #""name": "B""#, with: #""name": "A""#)
    try Data(twice.utf8).write(to: URL(fileURLWithPath: root + "/$themes.json"))
    let again = ToolExportLoader().load(root, format: .tokensStudioFolder)
    #expect(again.diagnostics.filter { $0.id == "format.set-in-two-groups" }.count == 1)
  }

  /// A set every theme of one group enables (a group of one theme, `iOS`, enabling `platform/ios`) is enabled in
  /// every appearance, as Tokens Studio applies a theme of each group at once, though one theme of another group
  /// enables it too; it was that other group's alone, its tokens absent from the group's other themes.
  @Test func aSetEveryThemeOfAGroupEnablesIsInEveryAppearance() throws {
    let root = NSTemporaryDirectory() + "swatch-pinned-set-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let files = [
      "$themes.json": ##"""
      [{"name": "Classic", "group": "Theme", "selectedTokenSets": {"global": "enabled", "classic": "enabled"}},
       {"name": "Sunset", "group": "Theme",
        "selectedTokenSets": {"global": "enabled", "sunset": "enabled", "ios": "enabled"}},
       {"name": "iOS", "group": "Platform", "selectedTokenSets": {"ios": "enabled"}}]
      """##,
      "global.json": ##"{"base": {"value": "4", "type": "spacing"}}"##,
      "classic.json": ##"{"ink": {"value": "#000000", "type": "color"}}"##,
      "sunset.json": ##"{"ink": {"value": "#ff8800", "type": "color"}}"##,
      "ios.json": ##"{"gap": {"value": "{base} * 4", "type": "spacing"}}"##,
    ]
    try Self.write(files, to: root)
    let loaded = ToolExportLoader().load(root, format: .tokensStudioFolder)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(!loaded.diagnostics.contains { $0.id == "format.set-in-two-groups" })
    let gap = DimensionValue(value: 16, unit: .px)
    #expect(graph.value("gap", in: "Classic") == .dimension(gap) && graph.value("gap", in: "Sunset") == .dimension(gap))
    #expect(graph.token("gap")?.absentAppearances.isEmpty == true)
    #expect(graph.hex("ink", in: "Sunset") == "#FF8800FF")
    // A set that is one of another group's alternatives (a theme there leaving it out selects a set of the same
    // tokens) is that group's: a group `All` enabling the light and the dark sets keeps `Mode` the appearance.
    let all = ##"""
      [{"name": "All", "group": "Default", "selectedTokenSets": {"light": "enabled", "dark": "enabled"}},
       {"name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled", "dark": "disabled"}},
       {"name": "Dark", "group": "Mode", "selectedTokenSets": {"light": "disabled", "dark": "enabled"}}]
      """##
    try Self.write(
      [
        "$themes.json": all, "light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
        "dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
      ], to: root + "/all")
    let modes = ToolExportLoader().load(root + "/all", format: .tokensStudioFolder)
    let modesInput = try #require(modes.input)
    let moded = try #require(TokenPipeline(traits: modes.traits ?? .standard).resolve(modesInput).resolved)
    #expect(moded.hex("bg", in: "dark") == "#000000FF" && moded.hex("bg", in: "light") == "#FFFFFFFF")
  }

  /// A theme whose sets leave out what its tokens alias (cds-tokens' `compassion-us`, selecting no brand set:
  /// 510 tokens without a value, CSS `initial`, without a word) is said once, naming the first token, the
  /// appearances and the token its chain ends at, with the count. A DTCG resolver's token defined only in some
  /// contexts is absent by design, and aliases to it are said nothing of (docs/resolver-input.md).
  @Test func tokensWithoutAValueInAThemeAreSaid() throws {
    let text = ##"""
      {"brand/a": {"brand": {"primary": {"value": "#ff0000", "type": "color"}}},
       "semantic": {"button": {"bg": {"value": "{brand.primary}", "type": "color"},
                               "fg": {"value": "{button.bg}", "type": "color"}},
                    "plain": {"value": "#123456", "type": "color"}},
       "$themes": [{"name": "A", "group": "Brand", "selectedTokenSets": {"brand/a": "enabled", "semantic": "enabled"}},
                   {"name": "US", "group": "Brand", "selectedTokenSets": {"semantic": "enabled"}}],
       "$metadata": {"tokenSetOrder": ["brand/a", "semantic"]}}
      """##
    let result = try resolveStudioFile(text)
    #expect(result.resolved != nil, "\(result.diagnostics.map(\.message))")
    let warning = try #require(result.diagnostics.first { $0.id == "alias.absent-target" })
    #expect(warning.severity == .warning)
    #expect(
      warning.message.hasPrefix(
        "'button.bg' has no value in appearance 'US': it aliases 'brand.primary', which no set of that theme defines"
      ))
    #expect(warning.message.contains("and 1 other token(s) in some theme"), "\(warning.message)")
    #expect(warning.range?.start.line == 2 && warning.notes.first?.range?.start.line == 1)
    let resolver = ##"""
      {"version": "2025.10", "sets": {"base": {"sources": [{"button": {"$type": "color", "$value": "{auto.min}"}}]}},
       "modifiers": {"size": {"contexts": {"default": [], "coarse": [{"auto": {"min": {"$type": "color", "$value": "#000"}}}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/size"}]}
      """##
    let folder = try TemporaryFolder(["r.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/r.resolver.json")
    #expect(graph != nil && !diagnostics.contains { $0.id == "alias.absent-target" }, "\(diagnostics.map(\.message))")
    // Nor is a resolver's set in Style Dictionary's form, though its types are read loosely too.
    let styleDictionary = try TemporaryFolder([
      "base.json": ##"{"button": {"scrim": {"value": "{color.overlay}", "type": "color"}}}"##,
      "dark.json": ##"{"color": {"overlay": {"$type": "color", "$value": "#111111"}}}"##,
      "light.json": ##"{"color": {"fg": {"$type": "color", "$value": "#000000"}}}"##,
      "t.resolver.json": ##"""
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
       "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """##,
    ])
    let (_, quiet) = resolveResolver(styleDictionary.path + "/t.resolver.json")
    #expect(!quiet.contains { $0.id == "alias.absent-target" }, "\(quiet.map(\.message))")
  }

  @Test func dtcgFileIsLeftAlone() {
    let text = #"{"a": {"$type": "dimension", "$value": "4px"}, "value": {"$type": "number", "$value": 1}}"#
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, diagnostics) = ToolTokenTree.normalize(root!)
    #expect(diagnostics.isEmpty)
    #expect(tree["value"]?["$value"]?.text == "1")
  }

  @Test(arguments: [
    ("{a.value}", true), (".value}", true), ("x {a.b.value} y", true), ("é{a.value}", true),
    ("{a.value", false), ("{a.values}", false), (".value", false), ("", false), ("{a.valuE}", false),
    ("{a.$value}", true), ("$value}", false), ("{a$value}", false), ("{avalue}", false), ("value}", false),
  ])
  func valueSuffixIsFoundByItsBytes(_ text: String, _ holds: Bool) {
    #expect(ToolTokenTree.Scan.holdsValueSuffix(text) == holds)
  }

  @Test func dtcgAliasEndingInValueIsReadAsAnAlias() {
    let text = #"{"a": {"$type": "dimension", "$value": "4px"}, "b": {"$type": "dimension", "$value": "{a.value}"}}"#
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, _) = ToolTokenTree.normalize(root!)
    #expect(tree["b"]?["$value"]?.text == "{a}")
    // REI Cedar's `.$value` suffix, in a DTCG file.
    let dollar = #"{"a": {"$type": "dimension", "$value": "4px"}, "b": {"$type": "dimension", "$value": "{a.$value}"}}"#
    let (tree2, _) = ToolTokenTree.normalize(YAMLReader().read(dollar, path: "t.json").0!)
    #expect(tree2["b"]?["$value"]?.text == "{a}")
  }

  @Test func pointerValueBecomesAlias() {
    let text =
      ##"{"base": {"blue": {"$type": "color", "$value": "#00f"}}, "link": {"$type": "color", "$value": {"$ref": "#/base/blue/$value"}}}"##
    let (root, _) = YAMLReader().read(text, path: "t.json")
    let (tree, _) = ToolTokenTree.normalize(root!)
    #expect(tree["link"]?["$value"]?.text == "{base.blue}")
  }

  /// A repository root whose tokens are a Tokens Studio sync folder beside code, a package's manifests and a
  /// build's output (`dist/js/tokens.json`, cds-tokens': `swatch init` wrote its starter instead) reads that
  /// folder with its themes; a root with token files outside it is plain token files.
  @Test func aRootHoldingATokensStudioFolderReadsIt() throws {
    let root = NSTemporaryDirectory() + "swatch-enclosed-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let themes =
      ##"[{"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},"##
      + ##" {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}]"##
    try Self.write(
      [
        "repo/package.json": #"{"name": "app"}"#, "repo/src/build.js": "export {}",
        "repo/node_modules/x/data.json": "{}", "repo/dist/js/tokens.json": ##"{"bg": "#ffffff"}"##,
        "repo/design/$themes.json": themes,
        "repo/design/light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
        "repo/design/dark.json": ##"{"bg": {"value": "#000000", "type": "color"}}"##,
      ], to: root)
    #expect(ToolExportLoader.detect([root + "/repo"]) == .tokensStudioFolder)
    let loaded = ToolExportLoader().load(root + "/repo", format: .tokensStudioFolder)
    let result = TokenPipeline(traits: loaded.traits ?? .standard).resolve(try #require(loaded.input))
    let graph = try #require(result.resolved, "\(result.diagnostics.map(\.message))")
    #expect(graph.hex("bg", in: "dark") == "#000000FF" && graph.hex("bg", in: "light") == "#FFFFFFFF")
    try Self.write(["repo/output.tokens.json": ##"{"x": {"$type": "number", "$value": 1}}"##], to: root)
    #expect(ToolExportLoader.detect([root + "/repo"]) == nil)
  }

  @Test func detectionNamesEachExportAndLeavesPlainFoldersAlone() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-detect-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let write = { (path: String) in
      let file = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    }
    try write("studio/$themes.json")
    try write("studio/core.json")
    try write("figma/Color scheme.Light.json")
    try write("figma/Color scheme.Dark.json")
    try write("nested/Color scheme.Light.json")
    try write("nested/Color scheme.Dark.json")
    try write("nested/base/colors.json")
    try write("plain/colors.json")
    #expect(ToolExportLoader.detect([root + "/studio"]) == .tokensStudioFolder)
    #expect(ToolExportLoader.detect([root + "/figma"]) == .figmaExport)
    #expect(ToolExportLoader.detect([root + "/nested"]) == nil)
    #expect(ToolExportLoader.detect([root + "/plain"]) == nil)
    let legacy = ##"{"global": {"c": {"value": "#000000", "type": "color"}, "d": {"value": "{c}", "type": "color"}}}"##
    try FileManager.default.createDirectory(atPath: root + "/legacy", withIntermediateDirectories: true)
    try Data(legacy.utf8).write(to: URL(fileURLWithPath: root + "/legacy/global.json"))
    #expect(ToolExportLoader.detect([root + "/legacy"]) == .tokensStudioFile)
    #expect(ToolExportLoader.detect([root + "/legacy/global.json"]) == .tokensStudioFile)
    #expect(ToolExportLoader.detect([root + "/studio", root + "/plain"]) == nil)
  }
}
