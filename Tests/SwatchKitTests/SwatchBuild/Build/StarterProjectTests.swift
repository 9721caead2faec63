import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct StarterProjectTests {
  @Test func theProjectInitWritesBuildsWithoutAnyDiagnostic() throws {
    let files = Dictionary(uniqueKeysWithValues: StarterProject.files.map { ($0.path, $0.contents) })
    let project = try TemporaryProject(files: files)
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.report.changedPaths.count > 10)
    #expect(project.exists("out/swift/SwatchTokens.swift"))
  }

  /// What init found is a comment: a folder name holding a line break (LF, CR, or one libyaml breaks at) stays
  /// inside it and adds no key to the configuration.
  @Test func whatInitFoundStaysAComment() {
    for name in ["a\ntokens: [x]", "a\rtokens: [x]", "a\u{2028}tokens: [x]", "a\u{85}tokens: [x]"] {
      let text = StarterProject.configuration(reading: "tokens", found: "'\(name)/tokens', token files")
      let lines = text.split(whereSeparator: { $0.isNewline })
      #expect(lines.filter { $0.hasPrefix("tokens:") } == ["tokens: [tokens]"], "\(name.debugDescription)")
    }
  }

  /// Beside tokens already there, init writes a configuration that reads them with the starter's outputs and
  /// no traits of its own; it builds a design tool's export as the tool's themes say.
  @Test func theConfigurationForExistingTokensBuildsThem() throws {
    let text = StarterProject.configuration(reading: "tokens", found: "'tokens', a Tokens Studio export")
    #expect(text.contains("tokens: [tokens]") && !text.contains("traits:") && text.contains("writer: xcassets"))
    #expect(!text.split(separator: "\n").contains { $0.count > 120 })
    let project = try TemporaryProject(files: [
      "swatch.yaml": text,
      "tokens/$themes.json": ##"""
      [{"id": "l", "name": "Light", "group": "Mode", "selectedTokenSets": {"core": "enabled", "light": "enabled"}},
       {"id": "d", "name": "Dark", "group": "Mode", "selectedTokenSets": {"core": "enabled", "dark": "enabled"}}]
      """##,
      "tokens/core.json": ##"{"ink": {"value": "{mode.ink}", "type": "color"}}"##,
      "tokens/light.json": ##"{"mode": {"ink": {"value": "#101010", "type": "color"}}}"##,
      "tokens/dark.json": ##"{"mode": {"ink": {"value": "#f0f0f0", "type": "color"}}}"##,
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.allSatisfy { $0.severity != .error }, "\(outcome.diagnostics.map(\.message))")
    #expect(project.exists("out/xcassets/SwatchColors.xcassets/ink.colorset/Contents.json"))
  }

  @Test func itsSemanticColorsDifferInDarkAndHighContrast() throws {
    let files = Dictionary(uniqueKeysWithValues: StarterProject.files.map { ($0.path, $0.contents) })
    let project = try TemporaryProject(files: files)
    defer { project.remove() }
    let resolved = try #require(Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).resolved)
    let accent = try #require(resolved.token("accent"))
    // light, dark, light high-contrast, dark high-contrast; the level changes nothing.
    #expect(Set(accent.values.map { "\($0)" }).count == 4)
  }

  @Test func itLintsCleanWithContrastPairsForItsLabels() throws {
    let files = Dictionary(uniqueKeysWithValues: StarterProject.files.map { ($0.path, $0.contents) })
    let project = try TemporaryProject(files: files)
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let resolved = try #require(loaded.resolved)
    let report = Linter(graph: resolved, config: loaded.config).run()
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.id): \($0.message)" })")
    let rules = loaded.config.lint.contrast.map { ($0.foreground.value, $0.background.value, $0.minimum) }
    #expect(rules.contains { $0 == ("label.primary", "background.*", 7) }, "\(rules)")
    #expect(rules.contains { $0 == ("label.secondary", "background.*", 4.5) }, "\(rules)")
  }

  @Test func initIgnoresTheBuildStateInANewGitIgnore() {
    #expect(StarterProject.gitIgnore(updating: nil) == ".swatch/\n")
  }

  @Test func initAppendsToAnExistingGitIgnoreOnAFreshLine() {
    #expect(StarterProject.gitIgnore(updating: "node_modules/") == "node_modules/\n.swatch/\n")
    #expect(StarterProject.gitIgnore(updating: "build/\n") == "build/\n.swatch/\n")
    #expect(StarterProject.gitIgnore(updating: "") == ".swatch/\n")
  }

  @Test(arguments: [".swatch/\n", "a\n/.swatch\n", "  .swatch/  \nb\n"])
  func initLeavesAGitIgnoreThatAlreadyIgnoresTheFolder(_ existing: String) {
    #expect(StarterProject.gitIgnore(updating: existing) == nil)
  }

  /// An output line a build would fail on is commented out, its reason on one comment line above it (a line
  /// break in the reason would end the comment); other lines and a line that is no list item are kept.
  @Test func anOutputThatWouldNotBuildIsLeftOutWithItsReason() {
    let text = "outputs:\n  - { writer: swift, path: out/swift }\n  - { writer: css, path: out/css }\n"
    let reasons = [2: "values 'dark' and 'Dark'\nclash [name.trait-value]", 1: "not an item"]
    #expect(
      StarterProject.configuration(text, leavingOut: reasons)
        == "outputs:\n  # left out, as it would not build: values 'dark' and 'Dark' clash [name.trait-value]\n"
        + "  # - { writer: swift, path: out/swift }\n  - { writer: css, path: out/css }\n")
  }
}
