import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd

/// `tokens:` entries that say which trait values a file holds (`{ path: dark.json, appearance: dark }`).
@Suite struct TokenSourceValuesTests {
  /// With no file for the defaults (Style Dictionary's base plus dark overrides), a token only the dark file
  /// defines is absent in light; it is not given its dark value there. A token the base defines has both.
  @Test func aTokenOnlyANonDefaultFileDefinesIsAbsentInTheDefaults() throws {
    let project = try TemporaryProject(files: [
      "base.json": ##"{"color": {"$type": "color", "fg": {"$value": "#111111"}}}"##,
      "dark.json": ##"{"color": {"$type": "color", "fg": {"$value": "#eeeeee"}, "glow": {"$value": "#ff00ff"}}}"##,
      "swatch.yaml": "tokens: [base.json, { path: dark.json, appearance: dark }]\noutputs: []\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    let light = try #require(graph.traits.appearances.first { $0.name == "light" }).index
    let dark = try #require(graph.traits.appearances.first { $0.name == "dark" }).index
    let glow = try #require(graph.tokens.first { $0.path.string == "color.glow" })
    #expect(!glow.isPresent(in: light))
    #expect(glow.isPresent(in: dark) && glow.values[dark].plainText == "#FF00FFFF")
    let fg = try #require(graph.tokens.first { $0.path.string == "color.fg" })
    #expect(fg.isPresent(in: light) && fg.values[light].plainText == "#111111FF")
    #expect(fg.values[dark].plainText == "#EEEEEEFF")
  }

  /// Two entries for two non-default values of two traits: the defaults' context is every trait's first value,
  /// and a token the entries define but the base does not (`edge`, in both) exists only in their appearances.
  @Test func theDefaultsOfEveryNamedTraitMakeTheImplicitContext() throws {
    let project = try TemporaryProject(files: [
      "base.json": ##"{"bg": {"$type": "color", "$value": "#ffffff"}}"##,
      "dark.json": ##"{"$type": "color", "bg": {"$value": "#000"}, "shade": {"$value": "#222"}, "edge": "##
        + ##"{"$value": "#333"}}"##,
      "hc.json": ##"{"$type": "color", "ring": {"$value": "#0000ff"}, "edge": {"$value": "#444444"}}"##,
      "swatch.yaml":
        "tokens: [base.json, { path: dark.json, appearance: dark }, { path: hc.json, contrast: high-contrast }]\n"
        + "outputs: []\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    let defaults = 0
    for path in ["shade", "ring", "edge"] {
      let token = try #require(graph.tokens.first { $0.path.string == path })
      #expect(!token.isPresent(in: defaults), "\(path) is present in \(graph.traits.appearances[defaults].name)")
    }
    let bg = try #require(graph.tokens.first { $0.path.string == "bg" })
    #expect(bg.isPresent(in: defaults) && bg.values[defaults].plainText == "#FFFFFFFF")
  }

  /// Plain files beside entries holding trait values are read as plain files are without them: a token two of
  /// them define is `token.duplicate` (one file's value won in every appearance, with no word), and two sibling
  /// folders by mode word get the note that makes them entries.
  @Test func plainFilesBesideTraitEntriesDefineEachTokenOnce() throws {
    let project = try TemporaryProject(files: [
      "tokens/opacity/light/o.json": ##"{"o": {"$type": "number", "$value": 0.3}}"##,
      "tokens/opacity/dark/o.json": ##"{"o": {"$type": "number", "$value": 0.5}}"##,
      "dark.json": ##"{"bg": {"$type": "color", "$value": "#000000"}}"##,
      "swatch.yaml": "tokens: [tokens, { path: dark.json, appearance: dark }]\noutputs: []\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let duplicate = try #require(loaded.diagnostics.first { $0.id == "token.duplicate" })
    #expect(duplicate.range?.file.hasSuffix("tokens/opacity/light/o.json") == true)
    #expect(loaded.diagnostics.contains { $0.id == "format.alternative-folders" })
    #expect(loaded.resolved == nil)
  }

  /// A plain entry that is a Style Dictionary project (the `tokens: [., { path: …, appearance: dark }]` the
  /// unread-files note proposes) keeps its files layering, a `source` file over an `include` one, rather than
  /// a token both define being `token.duplicate`.
  @Test func aStyleDictionaryProjectBesideTraitEntriesKeepsItsLayers() throws {
    let project = try TemporaryProject(files: [
      "config.json": #"{"include": ["tokens/base/**/*.json"], "source": ["tokens/brand/**/*.json"], "platforms": {}}"#,
      "tokens/base/color.json": ##"{"color": {"primary": {"$type": "color", "$value": "#111111"}}}"##,
      "tokens/brand/color.json": ##"{"color": {"primary": {"$type": "color", "$value": "#222222"}}}"##,
      "tokens/themes/dark.json": ##"{"color": {"bg": {"$type": "color", "$value": "#000000"}}}"##,
      "swatch.yaml": "tokens: [., { path: tokens/themes/dark.json, appearance: dark }]\noutputs: []\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.token("color.primary")?.values.allSatisfy { $0.plainText == "#222222FF" } == true)
  }

  /// A file an entry holding trait values names inside a plain folder is that entry's alone: `dark.json` in
  /// `tokens/` is the dark values, not also a plain file defining the base's tokens again.
  @Test func aFileATraitEntryNamesIsNotAlsoThePlainFolders() throws {
    let project = try TemporaryProject(files: [
      "tokens/base.json": ##"{"fg": {"$type": "color", "$value": "#111111"}}"##,
      "tokens/dark.json": ##"{"fg": {"$type": "color", "$value": "#eeeeee"}}"##,
      "swatch.yaml": "tokens: [tokens, { path: tokens/dark.json, appearance: dark }]\noutputs: []\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
    let graph = try #require(loaded.resolved)
    let dark = try #require(graph.traits.appearances.first { $0.name == "dark" }).index
    #expect(graph.token("fg")?.values[0].plainText == "#111111FF")
    #expect(graph.token("fg")?.values[dark].plainText == "#EEEEEEFF")
  }
}
