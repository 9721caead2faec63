import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A Style Dictionary project named as a folder: its configuration's globs say which files hold tokens.
@Suite struct StyleDictionaryProjectTests {
  static let files = [
    "colors/src/base.json", "colors/doc/readme.md", "spacings/src/base.json", "tokens/a.json", "tokens/deep/b.yaml",
    "tokens/c.json5", "package.json",
  ].sorted()

  @Test(arguments: [
    ("tokens/**/*.json", ["tokens/a.json"]),
    ("./tokens/**/*.@(json|yaml)", ["tokens/a.json", "tokens/deep/b.yaml"]),
    ("{colors,spacings}/**/*.json", ["colors/src/base.json", "spacings/src/base.json"]),
    ("tokens/*.json", ["tokens/a.json"]),
    ("tokens/?.json", ["tokens/a.json"]),
    ("**/*.json", ["colors/src/base.json", "package.json", "spacings/src/base.json", "tokens/a.json"]),
    ("tokens/a.json", ["tokens/a.json"]),
    ("tokens/(a).json", []),
    ("**/**/base.json", ["colors/src/base.json", "spacings/src/base.json"]),
    ("tokens/{a,deep/*}.{json,yaml}", ["tokens/a.json", "tokens/deep/b.yaml"]),
    ("tokens/*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*x.json", []),
    (String(repeating: "{a,b}", count: 20) + ".json", []),
    (String(repeating: "{", count: 5_000) + "a" + String(repeating: "}", count: 5_000), []),
  ])
  func globsMatchAsStyleDictionarysDo(_ glob: String, _ expected: [String]) {
    #expect(StyleDictionaryProject.matches(glob, in: Self.files) == expected)
  }

  @Test func aScriptConfigurationsListsAreReadFromItsText() {
    let script = """
      import StyleDictionary from 'style-dictionary';
      export default {
        include: ["base/**/*.json"],
        source: [
          'tokens/**/*.json', // the project's own
          `brand/*.json`,
        ],
        platforms: { css: { transformGroup: 'css' } },
      };
      """
    #expect(StyleDictionaryProject.scriptList("source", in: script) == ["tokens/**/*.json", "brand/*.json"])
    #expect(StyleDictionaryProject.scriptList("include", in: script) == ["base/**/*.json"])
    #expect(StyleDictionaryProject.scriptList("missing", in: script).isEmpty)
    // A list spread into the list (Telekom's Scale) does not end it: every glob after it is read too.
    let spread = "source: [\n  ...(WHITELABEL === false ? ['core/**.json5'] : []),\n  'semantic/**/*.json5',\n],"
    #expect(StyleDictionaryProject.scriptList("source", in: spread) == ["core/**.json5", "semantic/**/*.json5"])
  }

  /// A folder of many configurations of other names (PatternFly's 28, for builds a script runs one by one): the
  /// one whose name says `default` is the project's, and one whose globs match nothing is passed over.
  @Test func ofManyConfigurationsTheDefaultOneThatMatchesIsTheProjects() throws {
    let config = { (glob: String) in #"{"source": ["\#(glob)"], "platforms": {"css": {}}}"# }
    let project = try TemporaryProject(files: [
      "config.charts.dark.json": config("tokens/dark/*.json"),
      "config.default.json": config("tokens/light/*.json"),
      "config.a.json": config("tokens/none/*.json"),
      "tokens/light/a.json": #"{"a": {"$type": "number", "$value": 1}}"#,
    ])
    defer { project.remove() }
    let found = try #require(StyleDictionaryProject.globs(in: project.root))
    #expect(found.config.hasSuffix("/config.default.json"))
    try project.write("", to: "config.default.json")
    #expect(StyleDictionaryProject.globs(in: project.root) == nil, "every other configuration matches nothing")
  }

  /// A script of any name that the folder's `package.json` runs, which loads Style Dictionary and writes its
  /// configuration inline (`transformTokens.js`), is the project's configuration: its `source` is read, not the
  /// files its platforms build into `tokens/`. A helper script nothing runs is not.
  @Test func aBuildScriptLoadingStyleDictionaryIsTheConfiguration() throws {
    let script = """
      const StyleDictionary = require("style-dictionary");
      StyleDictionary.extend({ source: ["design-tokens.tokens.json"],
        platforms: { json: { transformGroup: "js", buildPath: "tokens/json/" } } }).buildAllPlatforms();
      """
    let project = try TemporaryProject(files: [
      "transformTokens.js": script, "other.js": "console.log('no tokens here')",
      "package.json": #"{"scripts": {"transform-tokens": "node ./transformTokens.js"}}"#,
      "design-tokens.tokens.json": ##"{"colors": {"navy": {"type": "color", "value": "#000d44"}}}"##,
      "tokens/json/styles.json": ##"{"ColorsNavy": "#000d44ff"}"##,
    ])
    defer { project.remove() }
    let found = try #require(StyleDictionaryProject.globs(in: project.root))
    #expect(found.config.hasSuffix("/transformTokens.js"))
    #expect(found.source == ["design-tokens.tokens.json"])
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.tokens.map(\.path.string) == ["colors.navy"])

    try project.write(#"{"scripts": {"tokens": "node transformTokens && echo done"}}"#, to: "package.json")
    #expect(StyleDictionaryProject.globs(in: project.root)?.config.hasSuffix("/transformTokens.js") == true)
    try project.write(#"{"scripts": {"test": "jest", "x": "node other-transformTokens.js"}}"#, to: "package.json")
    #expect(StyleDictionaryProject.globs(in: project.root) == nil, "a script the package does not run")
    // One folder down, run from the package's folder, as `node ./scripts/transformTokens.js` runs it.
    try FileManager.default.createDirectory(atPath: project.root + "/scripts", withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: project.root + "/transformTokens.js", toPath: project.root + "/scripts/transformTokens.js")
    try project.write(#"{"scripts": {"t": "node ./scripts/transformTokens.js"}}"#, to: "package.json")
    let nested = try #require(StyleDictionaryProject.globs(in: project.root))
    #expect(nested.config.hasSuffix("/scripts/transformTokens.js"))
    #expect(StyleDictionaryProject.matchedFiles(project.root, nested).map(\.relative) == ["design-tokens.tokens.json"])
    let helper = try TemporaryProject(files: [
      "tokens/legacy-email.js": script.replacingOccurrences(of: "design-tokens.tokens.json", with: "colors.json"),
      "tokens/colors.json": ##"{"color": {"brand": {"$type": "color", "$value": "#0055ff"}}}"##,
      "tokens/spacing.json": ##"{"space": {"small": {"$type": "dimension", "$value": "4px"}}}"##,
    ])
    defer { helper.remove() }
    let folder = Project.load(configPath: nil, tokenPaths: [helper.root + "/tokens"])
    #expect(
      folder.resolved?.tokens.map(\.path.string) == ["color.brand", "space.small"], "a helper script in a folder")
  }

  @Test func aProjectFolderReadsTheFilesItsConfigurationNames() throws {
    let project = try TemporaryProject(files: [
      "sd/config.json": #"{"source": ["tokens/**/*.json", "tokens/**/*.js"], "platforms": {"css": {}}}"#,
      "sd/package.json": #"{"name": "tokens", "version": "1.0.0"}"#,
      "sd/tokens/color.json": ##"{"color": {"base": {"red": {"value": "#ff0000"}}}}"##,
      "sd/tokens/size.json": #"{"size": {"small": {"value": "0.75"}}}"#,
      "sd/node_modules/x/tokens/color.json": "not read",
      "sd/tokens/spacing.js": "module.exports = {}",
    ])
    defer { project.remove() }
    let (sources, diagnostics) = TokenSourceLoader().load([project.root + "/sd"])
    #expect(sources.map(\.path) == [project.root + "/sd/tokens/color.json", project.root + "/sd/tokens/size.json"])
    #expect(diagnostics.map(\.id) == ["format.detected", "input.script"])
    #expect(diagnostics.first?.message.contains("as a Style Dictionary project: 2 token file(s)") == true)
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/sd"])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.tokens.map(\.path.string) == ["color.base.red", "size.small"])
  }

  /// A template literal's `${…}` in a script's glob matches whatever the script puts there.
  @Test func aTemplateLiteralsInterpolationIsAWildcard() {
    #expect(StyleDictionaryProject.wildcardingInterpolations("tokens/${src}.{json,json5}") == "tokens/*.{json,json5}")
    #expect(StyleDictionaryProject.wildcardingInterpolations("${a}/${b}/x.json") == "*/*/x.json")
    #expect(StyleDictionaryProject.wildcardingInterpolations("tokens/${open.json") == "tokens/${open.json")
  }

  /// The folder a configuration's globs share (less its last name when it has two or more), or each one's first
  /// folder when they share none, which the unread-files note looks below.
  @Test(
    arguments: [
      (["tokens/primitive/**/*.json", "tokens/semantic/**/*.json"], ["tokens"]),
      (["./tokens/**/*.json"], ["tokens"]),
      (["tokens/colors.json", "tokens/base/*.json"], ["tokens"]),
      (["tokens/base/**/*.json"], ["tokens"]),
      (["design/tokens/a/**/*.json", "design/tokens/b.json"], ["design"]),
      (["tokens/**/*.json", "brand/*.json"], ["brand", "tokens"]),
      (["./themes/day/color.json", "./tokens/source/**", "./tokens/components/**"], ["themes", "tokens"]),
      (["**/*.json", "brand/*.json"], ["brand"]),
      (["tokens/**/*.json", "node_modules/@acme/tokens/dist/base.json", ".cache/x.json"], ["tokens"]),
      (["**/*.json"], []),
      (["../shared/tokens/**/*.json"], []),
      (["tokens/**/*.json", "../shared/tokens/**/*.json"], []),
    ] as [([String], [String])])
  func theGlobsSharedFolder(_ globs: [String], _ roots: [String]) {
    let project = StyleDictionaryProject.Configuration(config: "config.json", include: [], source: globs)
    #expect(StyleDictionaryProject.tokenFolders(of: project) == roots)
  }

  /// Globs that share no folder (Kong's `include` of one theme's palette beside `source` of `tokens/**`): the
  /// other themes beside the one read are named, below the folder each glob starts in.
  @Test func filesBesideGlobsSharingNoFolderAreNamed() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"include": ["./themes/day/color.json"], "source": ["./tokens/**/*.json"], "platforms": {}}"#,
      "themes/day/color.json": ##"{"palette": {"bg": {"value": "#ffffff", "type": "color"}}}"##,
      "themes/night/color.json": ##"{"palette": {"bg": {"value": "#000000", "type": "color"}}}"##,
      "tokens/semantic.json": #"{"color": {"bg": {"value": "{palette.bg}", "type": "color"}}}"#,
      "docs/example.json": ##"{"palette": {"bg": {"value": "#123456", "type": "color"}}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    let note = try #require(loaded.diagnostics.first { $0.id == "format.unread-files" })
    #expect(note.message.contains("1 token file(s) below 'themes' and 'tokens'"), "\(note.message)")
    #expect(note.message.contains("themes/night/color.json") && !note.message.contains("docs/example.json"))
  }

  /// Token files below that folder that no glob matches (a dark theme a script builds apart, Kanso's
  /// `tokens/themes/dark.json`) are named in one note, unless the configuration reads them as an appearance.
  @Test func tokenFilesNoGlobMatchesAreNamed() throws {
    let project = try TemporaryProject(files: [
      "config.js": "module.exports = { source: ['tokens/base/**/*.json'], platforms: { css: {} } };",
      "tokens/base/color.json": ##"{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##,
      "tokens/themes/dark.json": ##"{"color": {"$type": "color", "bg": {"$value": "#000000"}}}"##,
      "package.json": #"{"name": "tokens"}"#,
      "tokens/i18n/en.json": #"{"greeting": "Hello"}"#,
      "tokens/out/json/.swatch-manifest": "",
      "tokens/out/json/tokens.json": ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    let note = try #require(loaded.diagnostics.first { $0.id == "format.unread-files" })
    #expect(note.severity == .note && note.message.contains("1 token file(s) below 'tokens'"), "\(note.message)")
    #expect(note.message.contains("themes/dark.json") && !note.message.contains("package.json"))
    // The hint names this project's entry and the file.
    #expect(note.message.contains("tokens: [\(project.root), { path: \(project.root)/tokens/themes/dark.json"))
    try project.write(
      "traits: { appearance: [light, dark] }\ntokens: [., { path: tokens/themes/dark.json, appearance: dark }]\n",
      to: "swatch.yaml")
    let both = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(!both.diagnostics.contains { $0.id == "format.unread-files" }, "\(both.diagnostics.map(\.message))")
    let dark = try #require(both.resolved?.traits.appearances.first { $0.name == "dark" })
    let bg = try #require(both.resolved?.tokens.first { $0.path.string == "color.bg" })
    #expect(bg.values[0] != bg.values[dark.index])
  }

  /// A project's DTCG files are read as Style Dictionary reads them too (Kong's): a team's own `$type` types its
  /// tokens by their values, a team's own `$`-property is left out with a warning, and a reference inside text
  /// is that text with the target's CSS text; a list or an object no type reads is left out with a warning.
  @Test func aProjectsDTCGFilesTakeATeamsOwnNamesAsStyleDictionaryDoes() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"#,
      "tokens/a.json": ##"""
      {"breakpoint": {"$type": "breakpoint", "mobile": {"$value": "640px"}},
       "size": {"$type": "dimension", "sm": {"$value": "14px", "$fluid": {"min": "14px", "max": "16px"}}},
       "color": {"$type": "color", "gray": {"$value": "#e0e4ea"}},
       "shadow": {"border": {"$value": "0px 0px 0px 1px {color.gray} inset"}},
       "figma": {"styles": {"$value": ["SemiBold"]}}}
      """##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    let graph = try #require(loaded.resolved, "\(loaded.diagnostics.map(\.message))")
    let values = Dictionary(uniqueKeysWithValues: graph.tokens.map { ($0.path.string, $0.values[0]) })
    #expect(values["breakpoint.mobile"] == .dimension(DimensionValue(value: 640, unit: .px)))
    #expect(values["size.sm"] == .dimension(DimensionValue(value: 14, unit: .px)))
    #expect(values["shadow.border"] == .string("0px 0px 0px 1px #e0e4ea inset"))
    #expect(values["figma.styles"] == nil)
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }.map(\.message)
    #expect(warnings.contains { $0.contains("type 'breakpoint'") } && warnings.contains { $0.contains("'$fluid'") })
    #expect(warnings.contains { $0.contains("a list or an object") })
  }

  /// A project's DTCG files name groups with a `.` (Jellyfin's `blue.gray`) and types in kebab case
  /// (`font-family`, `font-size`, `font-weight`), as Style Dictionary reads them: the group's colors build, and
  /// the `font-family` list is the typography's family.
  @Test func aProjectsDTCGFilesTakeDottedNamesAndKebabCaseTypes() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"#,
      "tokens/a.json": ##"""
      {"color": {"blue.gray": {"50": {"$type": "color", "$value": "#f5f6f8"}},
                 "accent": {"$type": "color", "$value": "{color.blue.gray.50}"}},
       "font": {"family": {"$type": "font-family", "$value": ["Figtree", "sans-serif"]},
                "size": {"$type": "font-size", "$value": "16px"},
                "weight": {"$type": "font-weight", "$value": 700},
                "body": {"$type": "typography", "$value": {"fontFamily": "{font.family}", "fontSize": "{font.size}",
                         "fontWeight": "{font.weight}", "lineHeight": 1.5}}}}
      """##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(!loaded.diagnostics.contains { $0.severity != .note }, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    let values = Dictionary(uniqueKeysWithValues: graph.tokens.map { ($0.path.string, $0.values[0]) })
    #expect(values["color.accent"] == values["color.blue·gray.50"] && values["color.accent"] != nil)
    #expect(values["font.family"] == .fontFamily(["Figtree", "sans-serif"]))
    #expect(values["font.size"] == .dimension(DimensionValue(value: 16, unit: .px)))
    #expect(values["font.weight"] == .fontWeight(700))
    guard case .typography(let body)? = values["font.body"] else {
      Issue.record("font.body is no typography: \(String(describing: values["font.body"]))")
      return
    }
    #expect(body.fontFamily == ["Figtree", "sans-serif"] && body.fontWeight == 700)
  }

  /// A project's files are Style Dictionary's: entries without `value` are not tokens (db-ui's Tailwind-only
  /// spacing), and a group's `type` types the tokens below it.
  @Test func aProjectsFilesAreReadAsStyleDictionaryReadsThem() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"#,
      "tokens/a.json": ##"""
      {"spacing": {"0.5": "8px", "1": "16px"}, "color": {"red": {"value": "#ff0000"}},
       "animation": {"easing": {"type": "cubic-bezier", "fast": {"value": [0, 0, 0.3, 1]}},
                     "duration": {"type": "duration", "fast": {"value": "150"}}}}
      """##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    #expect(graph.tokens.map(\.path.string) == ["animation.duration.fast", "animation.easing.fast", "color.red"])
    #expect(graph.value("animation.duration.fast") == .duration(DurationValue(value: 150, unit: .ms)))
    #expect(graph.value("animation.easing.fast") == .cubicBezier(CubicBezierValue(0, 0, 0.3, 1)))
  }
  /// Bare size numbers are rem, as Style Dictionary's own transform groups read them, unless a platform lists a
  /// transform that reads them as px (`size/px`) or names a group holding one (Style Dictionary's `web`, Tokens
  /// Studio's `tokens-studio`); `size/remToPx` still reads rem. A color's hex may leave out its `#`, as Style
  /// Dictionary's color transforms accept.
  @Test(arguments: [
    (#"{"source": ["t/*.json"], "platforms": {"css": {"transformGroup": "css"}}}"#, "config.json", 16.0, "rem"),
    (#"{"source": ["t/*.json"], "platforms": {"css": {"transformGroup": "web"}}}"#, "config.json", 16, "px"),
    (
      "module.exports = { source: [\"t/*.json\"], platforms: { ios: { transformGroup: 'ios-swift' },\n"
        + "  css: { transformGroup : \"tokens-studio\" } } };", "sd.config.js", 16, "px"
    ),
    (
      "module.exports = { source: ['t/*.json'], platforms: { js: { transformGroup: 'js' } } };", "sd.config.js",
      16, "rem"
    ),
    (
      #"{"source": ["t/*.json"], "platforms": {"css": {"transforms": ["name/kebab", "size/px", "color/css"]}}}"#,
      "config.json", 16, "px"
    ),
    (
      #"{"source": ["t/*.json"], "platforms": {"web": {"transforms": ["size/remToPx", "size/rem-to-px"]}}}"#,
      "config.json", 16, "rem"
    ),
    (
      "export default { source: ['t/*.json'], platforms: { css: { transformGroup: 'css' },\n"
        + "  web: { \"transforms\": ['attribute/cti', 'size/pxToRem'] } } };", "sd.config.js", 16, "px"
    ),
  ])
  func bareSizesFollowTheConfigurationsTransforms(_ config: String, _ name: String, _ value: Double, _ unit: String)
    throws
  {
    let project = try TemporaryProject(files: [
      name: config,
      "t/a.json": #"{"size": {"font": {"value": "16"}}, "color": {"grey": {"value": "F0F2F5"}}}"#,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    #expect(graph.value("size.font") == .dimension(DimensionValue(value: value, unit: unit == "px" ? .px : .rem)))
    #expect(graph.hex("color.grey") == "#F0F2F5FF")
    let detected = loaded.diagnostics.first { $0.id == "format.detected" }?.message ?? ""
    #expect(detected.contains("bare sizes in px") == (unit == "px"), "\(detected)")
    // The configuration says how the files read, so it is among the build's inputs: editing it builds again.
    #expect(loaded.sources.paths.contains(project.root + "/" + name))
  }

  /// Style Dictionary 4's DTCG files (`usesDtcg: true`) leave `$type` out as its classic files leave `type` out:
  /// a project's untyped `$value` tokens are typed as Style Dictionary's transforms see them, by category or
  /// by value, and `darkValue` is their dark mode (Bullhorn's Novo: 897 `token.no-type` errors before). A file
  /// outside a project keeps DTCG's rule.
  @Test func untypedDollarValuesOfAProjectAreTypedAsStyleDictionaryTypesThem() throws {
    let tokens = ##"""
      {"color": {"white": {"$value": "#fff"}, "midnight": {"$value": "#202945"}},
       "borderRadius": {"sm": {"$value": "4px"}}, "motion": {"fast": {"$value": "200ms"}},
       "background": {"body": {"$value": "{color.white}", "darkValue": "{color.midnight}"}},
       "typed": {"$type": "number", "one": {"$value": 1}}}
      """##
    let project = try TemporaryProject(files: [
      "config.json": #"{"source": ["tokens/**/*.json"], "usesDtcg": true, "platforms": {"css": {}}}"#,
      "tokens/core.json": tokens,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    #expect(graph.token("color.white")?.type == .color && graph.token("borderRadius.sm")?.type == .dimension)
    #expect(graph.token("motion.fast")?.type == .duration && graph.token("typed.one")?.type == .number)
    #expect(graph.hex("background.body", in: "light") == "#FFFFFFFF")
    #expect(graph.hex("background.body", in: "dark") == "#202945FF")
    let plain = TokenPipeline(traits: .standard).resolve([SourceText(path: "t.json", text: tokens)])
    #expect(plain.diagnostics.contains { $0.id == "token.no-type" })
  }

  /// Only a quoted text of 6 or 8 hex digits is a hex color without its `#`: `"100"`, `"fade"` and a number stay
  /// what they are, and are reported where a color is wanted.
  @Test func onlyAQuotedSixOrEightDigitHexIsAColorWithoutItsHash() throws {
    let (root, _) = YAMLReader().read(#"["F0F2F5", "F0F2F580", "100", "fade", 100000, "F0F2F"]"#, path: "t.json")
    let read = try #require(root?.items).map { ToolValue.hashlessHex($0)?.text }
    #expect(read == ["#F0F2F5", "#F0F2F580", nil, nil, nil, nil])
  }

  /// A value for a mode of the team's own beside the value (Sawmill's `noirValue`, which its format reads as
  /// `${mode}Value`) is not read, as `darkValue` is: a `format.unmapped` warning at it says so (it was dropped
  /// without a word).
  @Test func aModeValueOfTheTeamsOwnIsSaid() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"source": ["colors/*.json"], "platforms": {"css": {}}}"#,
      "colors/brand.json": ##"""
      {"brand": {"a": {"value": "#ffffff", "noirValue": "#888888", "darkValue": "#000000"},
                 "b": {"value": "#eeeeee", "noirValue": "#777777"}}}
      """##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let warnings = loaded.diagnostics.filter { $0.id == "format.unmapped" }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.message.hasPrefix("'noirValue' beside a Style Dictionary token's value"), "\(warning.message)")
    #expect(warning.message.contains("'brand.a' and 1 other"), "\(warning.message)")
    #expect(warning.range?.start.line == 1 && warning.range?.file.hasSuffix("colors/brand.json") == true)
    #expect(try #require(loaded.resolved).hex("brand.a", in: "dark") == "#000000FF")
  }

  /// Files merge as Style Dictionary deep-merges them: a `source` file overrides an `include` file's token
  /// quietly, keeping what it leaves out (here the type, the description and the dark value), references follow
  /// the later value, and a token two `source` files define is a warning, not an error.
  @Test func laterFilesOverrideTokensAsStyleDictionaryMergesThem() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"include": ["core/*.json"], "source": ["brand/*.json"], "platforms": {"css": {}}}"#,
      "core/color.json": ##"""
      {"brand": {"primary": {"value": "#ff0000", "type": "color", "comment": "Main", "darkValue": "#880000"},
                 "text": {"value": "{brand.primary.value}", "type": "color"}},
       "radius": {"value": "4px", "type": "dimension"}}
      """##,
      "brand/a.json": ##"{"brand": {"primary": {"value": "#0000ff"}}, "radius": {"value": "6px"}}"##,
      "brand/b.json": ##"{"radius": {"value": "8px"}}"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    let overrides = loaded.diagnostics.filter { $0.id == "token.override" }
    #expect(overrides.count == 1)
    #expect(overrides.first?.range?.file.hasSuffix("brand/b.json") == true)
    #expect(overrides.first?.notes.first?.range?.file.hasSuffix("brand/a.json") == true)
    let graph = try #require(loaded.resolved)
    #expect(graph.hex("brand.primary") == "#0000FFFF")
    #expect(graph.hex("brand.text") == "#0000FFFF")
    #expect(graph.value("radius") == .dimension(DimensionValue(value: 8, unit: .px)))
    let primary = try #require(graph.tokens.first { $0.path.string == "brand.primary" })
    #expect(primary.type == .color)
    #expect(primary.description == "Main")
    #expect(graph.hex("brand.primary", in: "dark") == "#880000FF")
  }

  /// A plain token file and a project's file defining one token are still a duplicate: only the project's
  /// files merge in its order.
  @Test func aPlainFileAndAProjectFileDefiningOneTokenAreADuplicate() throws {
    let project = try TemporaryProject(files: [
      "sd/config.json": #"{"source": ["*.json"], "platforms": {"css": {}}}"#,
      "sd/color.json": ##"{"color": {"red": {"value": "#ff0000"}}}"##,
      "plain/color.yaml": "color:\n  red:\n    $type: color\n    $value: '#00ff00'\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/plain", project.root + "/sd"])
    #expect(loaded.diagnostics.contains { $0.id == "token.duplicate" })
  }
  /// A project built with Tokens Studio's `sd-transforms` reads a Tokens Studio export through its globs: that
  /// export is read as Tokens Studio's, themes and math included, not as Style Dictionary's classic files.
  @Test func aProjectOverATokensStudioExportReadsTheExport() throws {
    let sets = [
      "core": ##"{"gray": {"1": {"value": "#f5f5f5", "type": "color"}, "9": {"value": "#111111", "type": "color"}},"##
        + ##" "space": {"base": {"value": "4", "type": "spacing"}, "lg": {"value": "{space.base} * 4", "type": "spacing"}}}"##,
      "light": ##"{"bg": {"value": "{gray.1}", "type": "color"}}"##,
      "dark": ##"{"bg": {"value": "{gray.9}", "type": "color"}}"##,
    ]
    let theme = { (name: String) in
      ##"{"id": ""## + name + ##"", "name": ""## + name + ##"", "group": "mode", "selectedTokenSets": "##
        + ##"{"core": "source", ""## + name + ##"": "enabled"}}"##
    }
    let themes = "[" + theme("light") + ", " + theme("dark") + "]"
    let config = "export default { source: ['design/**/*.json'], preprocessors: ['tokens-studio'], platforms: {} };"
    var files = ["sd.config.js": config, "design/$themes.json": themes]
    for (name, text) in sets { files["design/" + name + ".json"] = text }
    files["design/$metadata.json"] = ##"{"tokenSetOrder": ["core", "light", "dark"]}"##
    let single = ##"{"core": "## + sets["core"]! + ##", "$themes": [], "$metadata": {"tokenSetOrder": ["core"]}}"##
    files["single/config.json"] = #"{"source": ["tokens.json"], "platforms": {}}"#
    files["single/tokens.json"] = single
    let project = try TemporaryProject(files: files)
    defer { project.remove() }
    #expect(ToolExportLoader.detect([project.root]) == .tokensStudioFolder)
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root])
    let graph = try #require(loaded.resolved, "\(loaded.diagnostics.map(\.message))")
    let detected = loaded.diagnostics.first { $0.id == "format.detected" }?.message ?? ""
    #expect(detected.contains("read 'design' as a Tokens Studio folder") && detected.contains("'sd.config.js' reads"))
    #expect(graph.traits.traits.map(\.name) == ["appearance"])
    #expect(graph.hex("bg", in: "light") == "#F5F5F5FF" && graph.hex("bg", in: "dark") == "#111111FF")
    #expect(graph.token("space.lg") == nil, "a source set's tokens are read for references only")
    #expect(ToolExportLoader.detect([project.root + "/single"]) == .tokensStudioFile)
    let file = try #require(Project.load(configPath: nil, tokenPaths: [project.root + "/single"]).resolved)
    #expect(file.value("space.lg") == .dimension(DimensionValue(value: 16, unit: .px)))
  }
  /// A configuration one folder down is the project's: its globs are relative to that folder when they match
  /// there (Style Dictionary run inside it), else to the folder named (run with `--config sub/config.json`), a
  /// configuration of another name too (`config/css.config.js`).
  @Test func aConfigurationOneFolderDownIsTheProjects() throws {
    let project = try TemporaryProject(files: [
      "inside/pubspec.yaml": "name: app\n",
      "inside/style_dictionary/config.json": #"{"source": ["tokens/**/*.json"], "platforms": {"flutter": {}}}"#,
      "inside/style_dictionary/tokens/color.json": ##"{"color": {"red": {"value": "#ff0000"}}}"##,
      "beside/package.json": #"{"name": "app"}"#,
      "beside/style-dictionary/config.json": #"{"source": ["./style-dictionary/tokens/**/*.json"], "platforms": {}}"#,
      "beside/style-dictionary/tokens/color.json": ##"{"color": {"blue": {"value": "#0000ff"}}}"##,
      "telekom/config/css.config.js": "module.exports = { source: ['src/**/*.json5'], platforms: { css: {} } };",
      "telekom/src/color.tokens.json5": ##"{color: {green: {value: '#00ff00'}}}"##,
      "telekom/CHANGELOG.json": #"{"name": "x", "entries": []}"#,
      "two/a/config.json": #"{"source": ["*.json"], "platforms": {}}"#,
      "two/b/config.json": #"{"source": ["*.json"], "platforms": {}}"#,
    ])
    defer { project.remove() }
    let inside = try #require(Project.load(configPath: nil, tokenPaths: [project.root + "/inside"]).resolved)
    #expect(inside.tokens.map(\.path.string) == ["color.red"])
    let beside = try #require(Project.load(configPath: nil, tokenPaths: [project.root + "/beside"]).resolved)
    #expect(beside.tokens.map(\.path.string) == ["color.blue"])
    // A configuration of another name there whose globs match from the folder named (Telekom's): run from it.
    let telekom = Project.load(configPath: nil, tokenPaths: [project.root + "/telekom"])
    #expect(telekom.resolved?.tokens.map(\.path.string) == ["color.green"], "\(telekom.diagnostics.map(\.message))")
    #expect(StyleDictionaryProject.globs(in: project.root + "/two") == nil, "two configurations name no one project")
  }
  /// A configuration of another name holding `config` (PatternFly's `config.default.json`) is the project's when it
  /// names `platforms` and its files; one that does not (`tsconfig.json`) is not.
  @Test func aConfigurationOfAnotherNameIsFoundByWhatItHolds() throws {
    let project = try TemporaryProject(files: [
      "pf/config.default.json": #"{"source": ["tokens/default/**/*.json"], "platforms": {"css": {}}}"#,
      "pf/tsconfig.json": #"{"compilerOptions": {}, "include": ["src/**/*.ts"]}"#,
      "pf/tokens/default/color.json": ##"{"color": {"red": {"value": "#ff0000"}}}"##,
      "ts/tsconfig.json": #"{"compilerOptions": {}, "include": ["src/**/*.ts"]}"#,
    ])
    defer { project.remove() }
    let found = try #require(StyleDictionaryProject.globs(in: project.root + "/pf"))
    #expect(found.config.hasSuffix("/config.default.json") && found.source == ["tokens/default/**/*.json"])
    let loaded = try #require(Project.load(configPath: nil, tokenPaths: [project.root + "/pf"]).resolved)
    #expect(loaded.tokens.map(\.path.string) == ["color.red"])
    #expect(StyleDictionaryProject.globs(in: project.root + "/ts") == nil)
  }

  /// A project's shadow may leave a length out, as Style Dictionary's own basic example does: it is zero, as
  /// its CSS shorthand writes it. A plain DTCG file keeps DTCG's rule: every member is required.
  @Test func aProjectsShadowMayLeaveALengthOut() throws {
    let layer = ##"{"color": "#000000", "offsetX": "0px", "offsetY": "4px", "blur": "12px"}"##
    let shadow = ##"{"shadow": {"$type": "shadow", "sm": {"$value": "## + layer + "}}}"
    let project = try TemporaryProject(files: [
      "sd/config.json": #"{"source": ["tokens/*.json"], "platforms": {"css": {}}}"#,
      "sd/tokens/shadow.json": shadow,
      "plain/shadow.json": shadow,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: nil, tokenPaths: [project.root + "/sd"])
    let graph = try #require(loaded.resolved, "\(loaded.diagnostics.map(\.message))")
    guard case .shadow(let layers) = graph.value("shadow.sm") else {
      Issue.record("not a shadow: \(String(describing: graph.value("shadow.sm")))")
      return
    }
    #expect(layers.first?.spread == DimensionValue(value: 0, unit: .px))
    #expect(layers.first?.blur == DimensionValue(value: 12, unit: .px))
    let plain = Project.load(configPath: nil, tokenPaths: [project.root + "/plain"])
    #expect(plain.diagnostics.map(\.id).contains("value.member-missing"))
  }
}
