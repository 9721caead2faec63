import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// What `swatch init` writes beside tokens whose shape its first configuration does not build: it loads that
/// configuration, and writes what the load proposes instead; the configuration it leaves loads without errors.
@Suite struct StarterRefinementTests {
  /// Does what `swatch init` does in `project` for `tokens`: the first configuration, then the refined one.
  private func initialize(_ project: TemporaryProject, tokens: [String]) throws -> (StarterRefinement?, Project) {
    let config = project.root + "/swatch.yaml"
    let list = tokens.map(YAMLScalarText.of).joined(separator: ", ")
    try project.write(StarterProject.configuration(reading: list, found: "test"), to: "swatch.yaml")
    let first = Project.load(configPath: config, tokenPaths: [])
    let refinement = StarterRefinement.of(tokens: tokens, in: project.root, diagnostics: first.diagnostics)
    guard let refinement else { return (nil, first) }
    let text = StarterProject.configuration(
      reading: list, found: "test", entries: refinement.entries, traits: refinement.traits)
    try project.write(text, to: "swatch.yaml")
    return (refinement, Project.load(configPath: config, tokenPaths: []))
  }

  private func errors(_ project: Project) -> [String] {
    project.diagnostics.filter { $0.severity == .error }.map(\.message)
  }

  @Test func modeWordsNoTraitHasBecomeTraitsOfTheirOwn() throws {
    let project = try TemporaryProject(files: [
      "tokens/t.yaml": """
      c:
        $type: color
        bg: { $value: "#FFFFFF", $modes: { brand-b: "#FFEEDD", dark: "#000000" } }
        fg: { $value: "#111111", $modes: { "dark brand-b": "#EEEEEE" } }
      m: { $type: duration, fast: { $value: 200ms, $modes: { reduced-motion: 0ms } } }
      """
    ])
    defer { project.remove() }
    let (refinement, loaded) = try initialize(project, tokens: ["tokens"])
    #expect(refinement?.entries == ["  - tokens"])
    #expect(
      refinement?.traits.filter { !$0.hasPrefix("  #") } == [
        "  appearance: [light, dark]", "  contrast: [normal, high-contrast]", "  level: [base, elevated]",
        "  brand-b: [no-brand-b, brand-b]", "  reduced-motion: [no-reduced-motion, reduced-motion]",
      ])
    #expect(errors(loaded).isEmpty, "\(errors(loaded))")
    let resolved = try #require(loaded.resolved)
    #expect(resolved.appearances.count == 32)
  }

  /// A design tool's modes of one token are alternatives (Tokens Brücke's Figma modes `Mode A - Light` …
  /// `Mode B - Dark`): their words no trait has make one trait, beside the appearance, where each was a trait of
  /// its own whose two values both holding meant nothing; a word of Swatch's own `$modes` stays a trait of its own.
  @Test func aDesignToolsAlternativeModesBecomeOneTrait() throws {
    let modes = { (a: String, b: String, c: String, d: String) in
      ##"{"Mode A - Light": "\##(a)", "Mode A - Dark": "\##(b)", "Mode B - Light": "\##(c)", "Mode B - Dark": "\##(d)"}"##
    }
    let project = try TemporaryProject(files: [
      "tokens/t.json": ##"""
      {"c": {"$type": "color",
        "ink": {"$value": "#101010", "$extensions": {"mode": \##(modes("#101010", "#EEEEEE", "#202020", "#DDDDDD"))}},
        "bg": {"$value": "#FFFFFF", "$extensions": {"mode": \##(modes("#FFFFFF", "#000000", "#FAFAFA", "#050505"))}}},
       "m": {"$type": "duration", "fast": {"$value": "200ms", "$modes": {"reduced-motion": "0ms"}}}}
      """##
    ])
    defer { project.remove() }
    let (refinement, loaded) = try initialize(project, tokens: ["tokens"])
    #expect(
      refinement?.traits.filter { !$0.hasPrefix("  #") }.dropFirst(3) == [
        "  mode: [Mode-A, Mode-B]", "  reduced-motion: [no-reduced-motion, reduced-motion]",
      ])
    #expect(errors(loaded).isEmpty, "\(errors(loaded))")
    let resolved = try #require(loaded.resolved)
    #expect(resolved.hex("c.ink", in: "dark normal base Mode-B no-reduced-motion") == "#DDDDDDFF")
    #expect(resolved.hex("c.bg", in: "light normal base Mode-A no-reduced-motion") == "#FFFFFFFF")
    #expect(resolved.hex("c.bg", in: "dark normal base Mode-A no-reduced-motion") == "#000000FF")
  }

  /// Figma SDS's `theme-light.tokens.json` and `theme-dark.tokens.json` beside other DTCG files, and the same in
  /// `light/` and `dark/` folders beside a file of their parent: each a value of `appearance`, the rest kept.
  @Test func filesAndFoldersByModeWordBecomeAppearances() throws {
    let light = ##"{"bg": {"$type": "color", "$value": "#FFFFFF"}}"##
    let dark = ##"{"bg": {"$type": "color", "$value": "#000000"}}"##
    let base = ##"{"space": {"$type": "dimension", "$value": "4px"}}"##
    let files = try TemporaryProject(files: [
      "color.tokens.json": base, "theme-light.tokens.json": light, "theme-dark.tokens.json": dark,
    ])
    defer { files.remove() }
    let names = ["color.tokens.json", "theme-dark.tokens.json", "theme-light.tokens.json"]
    let (fileRefinement, fileProject) = try initialize(files, tokens: names)
    #expect(
      fileRefinement?.entries == [
        "  - color.tokens.json", "  - { path: theme-light.tokens.json, appearance: light }",
        "  - { path: theme-dark.tokens.json, appearance: dark }",
      ])
    #expect(fileRefinement?.traits == [])
    #expect(errors(fileProject).isEmpty, "\(errors(fileProject))")

    let folders = try TemporaryProject(files: [
      "tokens/base.json": base, "tokens/light/theme.json": light, "tokens/dark/theme.json": dark,
      "tokens/.hidden/x.json": base, "tokens/README.md": "# tokens\n", "tokens/index.ts": "export {}\n",
    ])
    defer { folders.remove() }
    let (folderRefinement, folderProject) = try initialize(folders, tokens: ["tokens"])
    #expect(
      folderRefinement?.entries == [
        "  - tokens/base.json", "  - { path: tokens/dark, appearance: dark }",
        "  - { path: tokens/light, appearance: light }",
      ])
    #expect(errors(folderProject).isEmpty, "\(errors(folderProject))")
    let graph = try #require(folderProject.resolved)
    let bg = try #require(graph.token("bg"))
    let night = try #require(graph.appearances.first { $0.name == "dark" })
    #expect(bg.values[night.index] == .color(ColorValue(space: .srgb, components: [0, 0, 0])))
  }

  /// Two folders of light and dark files, the first with more duplicates than are shown (past 20, a
  /// `format.grouped` note holds the rest): both become entries (Vanilla's `color/` and `opacity/`).
  @Test func foldersPastTheShownDuplicatesAreProposedToo() throws {
    let colors = (0..<30).map { ##""c\##($0)": {"$type": "color", "$value": "#FFFFFF"}"## }.joined(separator: ", ")
    let darkColors = colors.replacingOccurrences(of: "#FFFFFF", with: "#000000")
    let project = try TemporaryProject(files: [
      "tokens/color/light/c.json": "{\(colors)}", "tokens/color/dark/c.json": "{\(darkColors)}",
      "tokens/opacity/light/o.json": ##"{"o": {"$type": "number", "$value": 0.3}}"##,
      "tokens/opacity/dark/o.json": ##"{"o": {"$type": "number", "$value": 0.5}}"##,
    ])
    defer { project.remove() }
    let (refinement, loaded) = try initialize(project, tokens: ["tokens"])
    #expect(
      refinement?.entries == [
        "  - { path: tokens/color/dark, appearance: dark }", "  - { path: tokens/color/light, appearance: light }",
        "  - { path: tokens/opacity/dark, appearance: dark }",
        "  - { path: tokens/opacity/light, appearance: light }",
      ])
    #expect(errors(loaded).isEmpty, "\(errors(loaded))")
    let graph = try #require(loaded.resolved)
    let night = try #require(graph.appearances.first { $0.name == "dark" })
    #expect(graph.token("o")?.values[night.index] == .number(0.5))
  }

  @Test func tokensThatLoadNeedNoRefinement() throws {
    let project = try TemporaryProject(files: ["tokens/t.yaml": "c: { $type: color, $value: \"#FFFFFF\" }\n"])
    defer { project.remove() }
    let (refinement, loaded) = try initialize(project, tokens: ["tokens"])
    #expect(refinement == nil && errors(loaded).isEmpty)
  }
}
