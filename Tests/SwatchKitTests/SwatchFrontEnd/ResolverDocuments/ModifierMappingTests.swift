import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `modifiers:` in swatch.yaml: a resolver's modifiers mapped onto traits, the light/dark default, and the
/// errors located in the configuration.
@Suite struct ModifierMappingTests {
  /// Primer's shape: `theme` with four contexts, one of which a token overrides in high contrast only.
  static let resolver = """
    {"version": "2025.10",
     "sets": {"base": {"sources": [{"fg": {"$type": "color", "$value": "#000000"}, "bg": {"$type": "color", "$value": "#ffffff"}}]}},
     "modifiers": {
       "theme": {"default": "light", "contexts": {
         "light": [],
         "light-hc": [{"fg": {"$type": "color", "$value": "#111111"}}],
         "dark": [{"fg": {"$type": "color", "$value": "#eeeeee"}, "bg": {"$type": "color", "$value": "#222222"}}],
         "dark-hc": [{"fg": {"$type": "color", "$value": "#ffffff"}}]}},
       "size": {"contexts": {"default": [], "coarse": []}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
    """

  static let config = """
    modifiers:
      theme:
        light: { appearance: light }
        light-hc: { appearance: light, contrast: high-contrast }
        dark: { appearance: dark }
        dark-hc: { appearance: dark, contrast: high-contrast }
    """

  func mappings(_ yaml: String) -> ([ModifierMapping], [Diagnostic]) {
    let (config, diagnostics) = SwatchConfigParser.parse(yaml: yaml)
    return (config.modifiers, diagnostics)
  }

  @Test func contextsMapOntoSeveralTraits() throws {
    let folder = try TemporaryFolder(["p.resolver.json": Self.resolver])
    let (mapped, configDiagnostics) = mappings(Self.config)
    #expect(configDiagnostics.isEmpty)
    let (graph, diagnostics) = resolveResolver(folder.path + "/p.resolver.json", mappings: mapped)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let resolved = try #require(graph)
    #expect(
      resolved.traits.traits == [
        Trait(name: "size", values: ["default", "coarse"]),
        Trait(name: "appearance", values: ["light", "dark"]),
        Trait(name: "contrast", values: ["normal", "high-contrast"]),
      ])
    #expect(resolved.hex("fg", in: "light") == "#000000FF")
    #expect(resolved.hex("fg", in: "light high-contrast") == "#111111FF")
    #expect(resolved.hex("fg", in: "dark") == "#EEEEEEFF")
    #expect(resolved.hex("fg", in: "dark high-contrast") == "#FFFFFFFF")
    // dark-hc does not define bg: the dark context's value applies, as `dark` is lighter than `dark high-contrast`.
    #expect(resolved.hex("bg", in: "dark high-contrast coarse") == "#222222FF")
  }

  @Test func summaryNamesWhatEachModifierBecame() throws {
    let folder = try TemporaryFolder(["p.resolver.json": Self.resolver])
    let loaded = ResolverLoader().load(folder.path + "/p.resolver.json", mappings: mappings(Self.config).0)
    #expect(
      loaded.modifierSummary == [
        "theme -> 'appearance', 'contrast' (light: light, light-hc: light high-contrast, dark: dark, "
          + "dark-hc: dark high-contrast)",
        "size -> trait 'size' (default: default, coarse: coarse)",
      ])
  }

  @Test func ignoredContextIsLeftOut() throws {
    let folder = try TemporaryFolder(["p.resolver.json": Self.resolver])
    let yaml = """
      modifiers:
        theme: { light: { appearance: light }, dark: { appearance: dark }, light-hc: ignore, dark-hc: ignore }
      """
    let (graph, diagnostics) = resolveResolver(folder.path + "/p.resolver.json", mappings: mappings(yaml).0)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let resolved = try #require(graph)
    #expect(resolved.traits.traits.map(\.name) == ["size", "appearance"])
    #expect(resolved.hex("fg", in: "dark") == "#EEEEEEFF")
  }

  /// Tokens Studio's themes without groups (Element's `Global` beside `Light` and `Dark`): the global theme's
  /// sets are read by no other context, so the proposal makes it `shared`, whose tokens are in every
  /// appearance, below the light and dark contexts' values; `ignore` would leave them out.
  static let globalResolver = """
    {"version": "2025.10",
     "modifiers": {"theme": {"default": "Global", "contexts": {
       "Global": [{"space": {"$type": "dimension", "$value": "4px"}, "bg": {"$type": "color", "$value": "#777777"}}],
       "Light": [{"bg": {"$type": "color", "$value": "#ffffff"}}],
       "Dark": [{"bg": {"$type": "color", "$value": "#000000"}}]}}},
     "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
    """

  @Test func aSharedContextIsInEveryAppearance() throws {
    let folder = try TemporaryFolder(["g.resolver.json": Self.globalResolver])
    let (_, proposal) = resolveResolver(folder.path + "/g.resolver.json")
    let note = try #require(proposal.first { $0.id == "format.modifier-mapping" }?.notes.first?.message)
    #expect(
      note
        == "modifiers:\n  theme:\n    Global: shared\n    Light: { appearance: light }\n    Dark: { appearance: dark }")
    let (graph, diagnostics) = resolveResolver(folder.path + "/g.resolver.json", mappings: mappings(note).0)
    #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
    let resolved = try #require(graph)
    #expect(resolved.traits.traits.map(\.name) == ["appearance"])
    #expect(resolved.hex("bg", in: "dark") == "#000000FF" && resolved.hex("bg", in: "light") == "#FFFFFFFF")
    let space = try #require(resolved.token("space"))
    #expect(Set(space.values.map { "\($0)" }).count == 1 && space.values.count == resolved.appearances.count)
    let ignored = mappings(note.replacing("Global: shared", with: "Global: ignore")).0
    #expect(try #require(resolveResolver(folder.path + "/g.resolver.json", mappings: ignored).0).token("space") == nil)
  }

  /// One modifier whose contexts are each brand's light and dark (design-system-ia's `brandTheme`) is
  /// `appearance` and a trait named after the modifier, each brand one of its values, by default, as a modifier of
  /// one light and one dark context is `appearance`: it was a trait of four values that no platform's dark mode
  /// saw, with a mapping to paste. `keep` keeps it a trait of its own.
  @Test func eachBrandsLightAndDarkAreAppearanceAndBrand() throws {
    let resolver = """
      {"version": "2025.10",
       "modifiers": {"brandTheme": {"default": "brand-a-light", "contexts": {
         "brand-a-light": [{"bg": {"$type": "color", "$value": "#ffffff"}}],
         "brand-a-dark": [{"bg": {"$type": "color", "$value": "#000000"}}],
         "brand-b-light": [{"bg": {"$type": "color", "$value": "#ffeeee"}}],
         "brand-b-dark": [{"bg": {"$type": "color", "$value": "#220000"}}]}}},
       "resolutionOrder": [{"$ref": "#/modifiers/brandTheme"}]}
      """
    let folder = try TemporaryFolder(["b.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/b.resolver.json")
    #expect(diagnostics.filter { $0.severity != .note }.isEmpty, "\(diagnostics)")
    #expect(!diagnostics.contains { $0.id == "format.modifier-mapping" })
    let note = try #require(diagnostics.first { $0.id == "resolver.modifier-appearance" })
    #expect(note.message.contains("the 'appearance' trait and a trait 'brandTheme'"), "\(note.message)")
    let resolved = try #require(graph)
    #expect(resolved.traits.traits.map(\.name) == ["appearance", "brandTheme"])
    #expect(resolved.traits.traits.last?.values == ["brand-a", "brand-b"])
    #expect(resolved.hex("bg", in: "dark brand-b") == "#220000FF")
    #expect(resolved.hex("bg", in: "light brand-b") == "#FFEEEEFF")
    #expect(resolved.hex("bg", in: "dark") == "#000000FF")
    let kept = resolveResolver(folder.path + "/b.resolver.json", mappings: mappings("modifiers:\n  brandTheme: keep").0)
    #expect(try #require(kept.graph).traits.traits.map(\.name) == ["brandTheme"])
  }

  /// A grid is `appearance` only where nothing else claims it and its trait clashes with nothing: beside a
  /// modifier of one light and one dark context (which is `appearance`, its values winning as the later
  /// modifier's), or named `appearance` beside a modifier called `variant` (the trait the grid would make), it
  /// stays a trait of its own with the mapping proposed, as before.
  @Test(arguments: [("brand", "mode", ["light", "dark"]), ("appearance", "variant", ["x", "y"])])
  func aGridBesideAClaimOrAClashStaysATrait(_ grid: String, _ other: String, _ contexts: [String]) throws {
    let entry = { (name: String, hex: String) in ##""\##(name)": [{"x": {"$type": "color", "$value": "\##(hex)"}}]"## }
    let kinds = ["a-light", "a-dark", "b-light", "b-dark"].map { entry($0, "#aa0001") }.joined(separator: ", ")
    let plain = contexts.map { entry($0, "#111111") }.joined(separator: ", ")
    let resolver = ##"""
      {"version": "2025.10", "modifiers": {"\##(grid)": {"contexts": {\##(kinds)}}, "\##(other)": {"contexts": {\##(plain)}}},
       "resolutionOrder": [{"$ref": "#/modifiers/\##(grid)"}, {"$ref": "#/modifiers/\##(other)"}]}
      """##
    let folder = try TemporaryFolder(["g.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/g.resolver.json")
    #expect(!diagnostics.containsErrors, "\(diagnostics.map(\.message))")
    #expect(diagnostics.contains { $0.id == "format.modifier-mapping" })
    #expect(graph?.traits.traits.map(\.name).contains(grid) == true)
  }

  /// A brand with a light context and no dark one (`c-light` beside `a` and `b`'s both), or a name whose word
  /// holds an appearance (`twilightLight`), makes no brand trait: pasted, c's dark would take a's. The proposal
  /// is the one without brands.
  @Test(arguments: [
    ["a-light", "a-dark", "b-light", "b-dark", "c-light"], ["twilightLight-light", "a-dark", "b-light", "b-dark"],
  ])
  func anIncompleteBrandMakesNoBrandTrait(_ contexts: [String]) throws {
    let entries = contexts.map { ##""\##($0)": [{"bg": {"$type": "color", "$value": "#123456"}}]"## }
    let resolver =
      ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"##
      + entries.joined(separator: ", ") + ##"}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
    let folder = try TemporaryFolder(["c.resolver.json": resolver])
    let (_, proposal) = resolveResolver(folder.path + "/c.resolver.json")
    let note = try #require(proposal.first { $0.id == "format.modifier-mapping" }?.notes.first?.message)
    #expect(!note.contains("theme: "), "\(note)")
  }

  @Test func unknownModifiersAndContextsAreLocatedInTheConfig() throws {
    let folder = try TemporaryFolder(["p.resolver.json": Self.resolver])
    let yaml = """
      modifiers:
        themes: keep
        size:
          defualt: { density: regular }
      """
    let (graph, diagnostics) = resolveResolver(folder.path + "/p.resolver.json", mappings: mappings(yaml).0)
    #expect(graph == nil)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map(\.id) == [
        "config.modifier-unknown", "config.context-unknown", "config.context-unmapped", "config.context-unmapped",
      ])
    #expect(errors[0].range?.start == SourcePosition(line: 2, column: 3))
    #expect(errors[0].notes.map(\.message) == ["did you mean 'theme'?"])
    #expect(errors[1].range?.start == SourcePosition(line: 4, column: 5))
    #expect(errors[1].notes.map(\.message) == ["did you mean 'default'?"])
    #expect(errors[2].message.contains("context 'default' of modifier 'size' is not mapped"))
    #expect(errors[3].message.contains("context 'coarse' of modifier 'size' is not mapped"))
  }

  @Test func malformedEntriesAreConfigErrors() {
    let (_, diagnostics) = mappings(
      """
      modifiers:
        theme: [light]
        size: { default: { "two words": x }, coarse: 3 }
      """)
    #expect(diagnostics.map(\.id) == ["config.type", "config.trait-value-invalid", "config.type"])
  }

  /// A kept modifier's context sharing a mapped value is qualified (`theme-dark`); two mapped traits cannot share one.
  @Test func aValueUnderTwoTraitsIsAnError() throws {
    let folder = try TemporaryFolder(["p.resolver.json": Self.resolver])
    let yaml = """
      modifiers:
        size: { default: { density: regular }, coarse: { appearance: regular } }
      """
    let (graph, diagnostics) = resolveResolver(folder.path + "/p.resolver.json", mappings: mappings(yaml).0)
    #expect(graph == nil)
    #expect(diagnostics.filter { $0.severity == .error }.map(\.id) == ["config.trait-value-duplicate"])
  }

  /// With no mapping, a light/dark modifier becomes `appearance` with a note; `keep` turns that off.
  @Test func lightDarkModifierBecomesAppearanceByDefault() throws {
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"fg": {"$type": "color", "$value": "#000000"}}]}},
       "modifiers": {"mode": {"contexts": {"Light": [], "Dark": [{"fg": {"$type": "color", "$value": "#ffffff"}}]}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
      """
    let folder = try TemporaryFolder(["m.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/m.resolver.json")
    #expect(diagnostics.map(\.id) == ["resolver.modifier-appearance"])
    #expect(diagnostics.first?.severity == .note)
    #expect(diagnostics.first?.notes.first?.message.contains("modifiers: { mode: keep }") == true)
    let resolved = try #require(graph)
    #expect(resolved.traits.traits == [Trait(name: "appearance", values: ["light", "dark"])])
    #expect(resolved.hex("fg", in: "dark") == "#FFFFFFFF")
    let (kept, keptDiagnostics) = resolveResolver(
      folder.path + "/m.resolver.json", mappings: mappings("modifiers: { mode: keep }").0)
    #expect(keptDiagnostics.isEmpty)
    #expect(try #require(kept).traits.traits == [Trait(name: "mode", values: ["Light", "Dark"])])
  }

  /// Two light/dark modifiers (Gestalt's second Light/Dark theme group for hover colors) both follow the
  /// appearance, each with its note; before, the second was a trait of its own that dark mode never switched.
  /// One mapped by hand leaves the other's default mapping as it is.
  @Test func everyLightDarkModifierBecomesAppearance() throws {
    let context = { (name: String, hex: String) in #"[{"\#(name)": {"$type": "color", "$value": "\#(hex)"}}]"# }
    let resolver = """
      {"version": "2025.10",
       "modifiers": {"colors": {"contexts": {"Light": \(context("bg", "#ffffff")), "Dark": \(context("bg", "#000000"))}},
         "colors-ext": {"contexts": {"Light": \(context("hover", "#eeeeee")), "Dark": \(context("hover", "#222222"))}}},
       "resolutionOrder": [{"$ref": "#/modifiers/colors"}, {"$ref": "#/modifiers/colors-ext"}]}
      """
    let folder = try TemporaryFolder(["m.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/m.resolver.json")
    #expect(diagnostics.map(\.id) == ["resolver.modifier-appearance", "resolver.modifier-appearance"])
    let resolved = try #require(graph)
    #expect(resolved.traits.traits == [Trait(name: "appearance", values: ["light", "dark"])])
    #expect(resolved.hex("hover", in: "dark") == "#222222FF" && resolved.hex("bg", in: "dark") == "#000000FF")
    let yaml = "modifiers: { colors: { Light: { appearance: light }, Dark: { appearance: dark } } }"
    let (mapped, _) = resolveResolver(folder.path + "/m.resolver.json", mappings: mappings(yaml).0)
    #expect(try #require(mapped).hex("hover", in: "dark") == "#222222FF")
  }

  /// Past the appearance limit (Equinor's Figma export: 18 collections of two modes), the error says which
  /// modifiers to hold at their default context, and pasting that builds, the held ones at their defaults.
  @Test func pastTheAppearanceLimitTheErrorProposesModifiersToHold() throws {
    let modifiers = (1...14).map { index in
      #""m\#(index)": {"contexts": {"a": [{"t\#(index)": {"$type": "number", "$value": 1}}], "b": [{"t\#(index)": {"$type": "number", "$value": 2}}]}}"#
    }
    let order = (1...14).map { ##"{"$ref": "#/modifiers/m\##($0)"}"## }
    let resolver = """
      {"version": "2025.10", "modifiers": {\(modifiers.joined(separator: ", "))},
       "resolutionOrder": [\(order.joined(separator: ", "))]}
      """
    let folder = try TemporaryFolder(["m.resolver.json": resolver])
    let (graph, diagnostics) = resolveResolver(folder.path + "/m.resolver.json")
    #expect(graph == nil)
    let limit = try #require(diagnostics.first { $0.id == "traits.limit" })
    let note = try #require(limit.notes.first?.message)
    #expect(note.hasSuffix("modifiers:\n  m13: { a: shared, b: ignore }\n  m14: { a: shared, b: ignore }"), "\(note)")
    let yaml = String(note[note.range(of: "modifiers:")!.lowerBound...])
    let (held, heldDiagnostics) = resolveResolver(folder.path + "/m.resolver.json", mappings: mappings(yaml).0)
    #expect(heldDiagnostics.filter { $0.severity == .error }.isEmpty)
    let resolved = try #require(held)
    #expect(resolved.traits.traits.count == 12)
    #expect(resolved.value("t14") == .number(1))
    // A modifier already mapped is not proposed again: pasting the lines beside it would repeat its key.
    let held1 = "modifiers:\n  m1: { a: shared, b: ignore }\n"
    let (_, partly) = resolveResolver(folder.path + "/m.resolver.json", mappings: mappings(held1).0)
    let again = try #require(partly.first { $0.id == "traits.limit" }?.notes.first?.message)
    #expect(again.hasSuffix("modifiers:\n  m14: { a: shared, b: ignore }"), "\(again)")
  }

  /// The resolver `text` in a folder of its own, and the `modifiers:` mapping its proposal note gives.
  private func proposedMapping(_ text: String) throws -> (TemporaryFolder, String) {
    let folder = try TemporaryFolder(["m.resolver.json": text])
    let (_, proposal) = resolveResolver(folder.path + "/m.resolver.json")
    return (folder, try #require(proposal.first { $0.id == "format.modifier-mapping" }?.notes.first?.message))
  }

  /// Figma's modes `Light`, `Dark` and `High contrast` (each mode the same variables): the third redefines the
  /// light and dark tokens, so it is proposed as the light appearance's high contrast, never `shared`, which would
  /// put its values in every appearance; a mode redefining them under another name (`Dim`) is `ignore`.
  @Test func aModeRedefiningTheAppearancesTokensIsNeverProposedShared() throws {
    let mode = { (hex: String) in
      #"[{"bg": {"$type": "color", "$value": "\#(hex)"}, "fg": {"$type": "color", "$value": "\#(hex)"}}]"#
    }
    let resolver = """
      {"version": "2025.10",
       "modifiers": {"mode": {"contexts": {"Light": \(mode("#ffffff")), "Dark": \(mode("#000000")),
         "High contrast": \(mode("#fefefe")), "Dim": \(mode("#333333"))}}},
       "resolutionOrder": [{"$ref": "#/modifiers/mode"}]}
      """
    let (folder, note) = try proposedMapping(resolver)
    #expect(
      note == """
        modifiers:
          mode:
            Light: { appearance: light }
            Dark: { appearance: dark }
            'High contrast': { appearance: light, contrast: high-contrast }
            Dim: ignore
        """)
    let (graph, diagnostics) = resolveResolver(folder.path + "/m.resolver.json", mappings: mappings(note).0)
    let resolved = try #require(graph, "\(diagnostics)")
    #expect(resolved.hex("bg", in: "light") == "#FFFFFFFF" && resolved.hex("bg", in: "dark") == "#000000FF")
    #expect(resolved.hex("bg", in: "light high-contrast") == "#FEFEFEFF")
  }

  /// Contexts that each add tokens of their own but redefine one another's (Element's `Android`, `iOS` and
  /// `Web`, each giving `font.family.sans`) are alternatives, a `platform` trait, never `shared`, which would let
  /// the last overwrite the others in every appearance; a base adding tokens no other context has stays shared.
  @Test func contextsRedefiningOneAnothersTokensAreProposedAsATrait() throws {
    let family = { (name: String) in #"[{"font": {"$type": "fontFamily", "$value": "\#(name)"}}]"# }
    let color = { (hex: String) in #"[{"bg": {"$type": "color", "$value": "\#(hex)"}}]"# }
    let resolver = """
      {"version": "2025.10",
       "modifiers": {"themes": {"contexts": {"Global": [{"space": {"$type": "dimension", "$value": "4px"}}],
         "Android": \(family("Roboto")), "iOS": \(family("SF Pro")), "Web": \(family("Inter")),
         "Light": \(color("#ffffff")), "Dark": \(color("#000000"))}}},
       "resolutionOrder": [{"$ref": "#/modifiers/themes"}]}
      """
    let (folder, note) = try proposedMapping(resolver)
    #expect(
      note == """
        modifiers:
          themes:
            Global: shared
            Android: { platform: android }
            iOS: { platform: ios }
            Web: { platform: web }
            Light: { appearance: light }
            Dark: { appearance: dark }
        """)
    let (graph, diagnostics) = resolveResolver(folder.path + "/m.resolver.json", mappings: mappings(note).0)
    let resolved = try #require(graph, "\(diagnostics)")
    #expect(resolved.value("font", in: "light ios") == .fontFamily(["SF Pro"]))
    #expect(resolved.value("font", in: "dark android") == .fontFamily(["Roboto"]))
    #expect(resolved.value("space", in: "dark web") == .dimension(DimensionValue(value: 4, unit: .px)))
  }

  /// A dark context beside one left with a default's name (Figma's `Mode 1`, `Default`) is `appearance` too; beside
  /// any other name (a brand) the modifier stays a trait of its own.
  @Test(arguments: [
    ("Default", "Dark", true), ("Mode 1", "Dark mode", true), ("white", "Dark", true), ("Baseline", "Dark Mode", true),
    ("Brand", "Dark", false),
    ("Default", "Compact", false),
  ])
  func aDarkContextBesideADefaultOneIsTheDarkAppearance(_ first: String, _ second: String, _ isAppearance: Bool)
    throws
  {
    let color = { (hex: String) in #"[{"fg": {"$type": "color", "$value": "\#(hex)"}}]"# }
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"fg": {"$type": "color", "$value": "#000000"}}]}},
       "modifiers": {"mode": {"contexts": {"\(first)": [], "\(second)": \(color("#ffffff"))}}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
      """
    let folder = try TemporaryFolder(["m.resolver.json": resolver])
    let (graph, _) = resolveResolver(folder.path + "/m.resolver.json")
    let resolved = try #require(graph)
    if isAppearance {
      #expect(resolved.traits.traits == [Trait(name: "appearance", values: ["light", "dark"])])
      #expect(resolved.hex("fg", in: "dark") == "#FFFFFFFF" && resolved.hex("fg", in: "light") == "#000000FF")
    } else {
      #expect(resolved.traits.traits == [Trait(name: "mode", values: [first, second])])
    }
  }

  @Test func modifiersWithoutAResolverAreIgnoredWithAWarning() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\nmodifiers: { theme: keep }\n",
      "tokens/t.yaml": "a: { $type: color, $value: \"#ffffff\" }\n",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.status == .clean)
    #expect(loaded.diagnostics.map(\.id) == ["config.modifiers-unused"])
    #expect(loaded.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 14))
  }

  @Test func anEmptyContextMappingSaysSo() {
    let (_, diagnostics) = mappings("modifiers: { theme: { dark: {} } }")
    #expect(diagnostics.map(\.id) == ["config.type"])
    #expect(diagnostics.first?.message.hasSuffix("found a mapping with no entries") == true)
  }
}
