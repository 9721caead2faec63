import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Resolver input: sets, modifiers as traits, precedence, and the diagnostics located in the resolver.
@Suite struct ResolverLoaderTests {
  static let base = """
    {"color": {"$type": "color",
      "bg": {"$value": "#ffffff"},
      "fg": {"$value": "#000000"},
      "accent": {"$value": "#0000ff"}}}
    """

  /// theme {light, dark} then contrast {normal, "high contrast"}; contrast is later, so it weighs more.
  static let resolver = """
    {
      "version": "2025.10",
      "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}},
      "modifiers": {
        "theme": {"default": "light", "contexts": {
          "dark": [{"color": {"bg": {"$type": "color", "$value": "#111111"}, "fg": {"$type": "color", "$value": "#eeeeee"}}}],
          "light": []}},
        "contrast": {"contexts": {
          "normal": [],
          "high contrast": [{"color": {"fg": {"$type": "color", "$value": "#ff0000"}}}]}}
      },
      "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/contrast"},
        {"type": "set", "name": "late", "sources": [{"color": {"accent": {"$type": "color", "$value": "#00ff00"}}}]}]
    }
    """

  @Test func modifiersBecomeTraitsInReverseResolutionOrder() throws {
    let folder = try TemporaryFolder(["base.tokens.json": Self.base, "x.resolver.json": Self.resolver])
    // `keep`: else `theme`, with exactly a light and a dark context, would become `appearance`.
    let keep = ModifierMapping(modifier: Located("theme", at: .file("swatch.yaml")), rule: .keep)
    let (graph, diagnostics) = resolveResolver(folder.path + "/x.resolver.json", mappings: [keep])
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let resolved = try #require(graph)
    #expect(
      resolved.traits.traits == [
        Trait(name: "contrast", values: ["normal", "high-contrast"]),
        Trait(name: "theme", values: ["light", "dark"]),
      ])
    #expect(resolved.hex("color.bg") == "#FFFFFFFF")
    #expect(resolved.hex("color.bg", in: "dark") == "#111111FF")
    #expect(resolved.hex("color.fg", in: "dark") == "#EEEEEEFF")
    // The later modifier wins where both define the token.
    #expect(resolved.hex("color.fg", in: "dark high-contrast") == "#FF0000FF")
    #expect(resolved.hex("color.fg", in: "light high-contrast") == "#FF0000FF")
    // A set after the modifiers replaces the token in every appearance.
    #expect(resolved.hex("color.accent", in: "dark high-contrast") == "#00FF00FF")
  }

  @Test func tokenDefinedInEveryContextNeedsNoSet() throws {
    let resolver = """
      {"version": "2025.10",
       "modifiers": {"theme": {"contexts": {
         "light": [{"ink": {"$type": "color", "$value": "#000000"}}],
         "dark": [{"ink": {"$type": "color", "$value": "#ffffff"}}]}}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
      """
    let folder = try TemporaryFolder(["x.resolver.json": resolver])
    let (graph, all) = resolveResolver(folder.path + "/x.resolver.json")
    #expect(all.filter { $0.severity != .note }.isEmpty)
    #expect(graph?.hex("ink", in: "light") == "#000000FF")
    #expect(graph?.token("ink")?.absentAppearances == Set<Int>())
  }

  @Test func tokenOnlyInSomeContextsIsAbsentInTheOthersAndSoAreItsAliases() throws {
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"ink": {"$type": "color", "$value": "{only}"},
         "plain": {"$type": "color", "$value": "#010203"}}]}},
       "modifiers": {"theme": {"contexts": {
         "light": [],
         "dark": [{"only": {"$type": "color", "$value": "#ff0000"}}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """
    let folder = try TemporaryFolder(["x.resolver.json": resolver])
    let (resolved, all) = resolveResolver(folder.path + "/x.resolver.json")
    #expect(all.filter { $0.severity != .note }.isEmpty)
    let graph = try #require(resolved)
    let light = try #require(graph.appearances.first { $0.name == "light" }).index
    #expect(graph.token("only")?.absentAppearances == Set([light]))
    #expect(graph.token("ink")?.absentAppearances == Set([light]))
    #expect(graph.token("plain")?.absentAppearances == Set<Int>())
    #expect(graph.hex("only", in: "dark") == "#FF0000FF")
    #expect(graph.hex("ink", in: "dark") == "#FF0000FF")
    #expect(graph.table().contains("absent"))
  }

  @Test func unknownReferencesAreLocatedInTheResolver() throws {
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "missing.tokens.json"}, {"$ref": "#/sets/bse"}]}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """
    let folder = try TemporaryFolder(["x.resolver.json": resolver])
    let loaded = ResolverLoader().load(folder.path + "/x.resolver.json")
    let found = loaded.diagnostics.sorted().map { "\($0.range!.start.line):\($0.range!.start.column) \($0.id)" }
    #expect(found == ["2:41 io.unreadable", "2:74 resolver.ref", "3:56 resolver.ref"])
    let setRef = loaded.diagnostics.first { $0.range?.start.column == 74 }
    #expect(setRef?.notes.map(\.message) == ["did you mean 'base'?"])
  }

  /// A source naming a token file's whole document (`base.tokens.json#`) is the file; one pointing into part of it
  /// is refused with a message that says so (not that it names nothing).
  @Test func aSourcePointingIntoAFileIsRefusedAndItsWholeDocumentRead() throws {
    let resolver = { (ref: String) in
      #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": ""#
        + ref + #""}]}]}"#
    }
    let base = ##"{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}"##
    let folder = try TemporaryFolder([
      "whole.resolver.json": resolver("base.tokens.json#"), "slash.resolver.json": resolver("base.tokens.json#/"),
      "part.resolver.json": resolver("base.tokens.json#/color"), "base.tokens.json": base,
    ])
    for name in ["whole", "slash"] {
      let (resolved, all) = resolveResolver(folder.path + "/\(name).resolver.json")
      #expect(resolved?.token("color.bg") != nil, "\(name): \(all.map(\.message))")
    }
    let part = ResolverLoader().load(folder.path + "/part.resolver.json")
    let refused = try #require(part.diagnostics.first { $0.id == "resolver.ref" })
    #expect(
      refused.message.contains("points into part of a token file") && refused.message.contains("'base.tokens.json'"))
  }

  @Test func contextNamesSharedByTwoModifiersAreQualified() throws {
    let resolver = """
      {"version": "2025.10",
       "sets": {"s": {"sources": [{"n": {"$type": "number", "$value": 1}}]}},
       "modifiers": {
         "theme": {"contexts": {"default": [], "inverted": [{"n": {"$value": 2}}]}},
         "size": {"contexts": {"default": [], "large": [{"n": {"$value": 3}}]}}},
       "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
      """
    let folder = try TemporaryFolder(["x.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/x.resolver.json")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let resolved = try #require(graph)
    #expect(resolved.traits.traits.map(\.values) == [["size-default", "large"], ["theme-default", "inverted"]])
    #expect(resolved.value("n", in: "inverted") == .number(2))
    #expect(resolved.value("n", in: "inverted large") == .number(3))
  }

  /// A resolver a folder's walk meets under another name (`resolver.json`) is one error naming the entry that
  /// reads it, not a `token.no-type` for each of its keys; named alone, the same file reads as a resolver.
  @Test func aResolverInAFolderSaysToNameItAlone() throws {
    let project = try TemporaryProject(files: [
      "tokens/base.tokens.json": Self.base, "tokens/resolver.json": Self.resolver,
      "swatch.yaml": "tokens: [tokens]\noutputs: []\n",
    ])
    defer { project.remove() }
    let walked = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let errors = walked.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.id) == ["format.resolver-in-folder"], "\(errors.map(\.message))")
    let message = try #require(errors.first?.message)
    #expect(message.hasPrefix("'\(project.root)/tokens/resolver.json' is a DTCG resolver"), "\(message)")
    try project.write("tokens: [tokens/resolver.json]\noutputs: []\n", to: "swatch.yaml")
    let named = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(!named.diagnostics.contains { $0.severity == .error }, "\(named.diagnostics.map(\.message))")
    #expect(named.resolved?.hex("color.bg", in: "dark") == "#111111FF")
  }
}
