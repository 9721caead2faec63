import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

@Suite struct LintRulesTests {
  @Test func ruleIdsAreUnique() {
    let ids = LintRules.all.map(\.id)
    #expect(Set(ids).count == ids.count, "duplicate rule ids in \(ids)")
    #expect(ids.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() && !$0.contains(" ") })
  }

  @Test(
    arguments: [
      ("label.*", "label.primary", true), ("label.*", "label", false), ("label.*", "label.a.b", true),
      ("*.primary", "background.primary", true), ("*.primary", "primary", false),
      ("a.*.c", "a.b.c", true), ("a.*.c", "a.c", false), ("a.*.c", "a.b.b.c", true), ("*", "x.y", true),
      ("label.primary", "label.primary", true), ("label.primary", "label.primary.x", false),
    ])
  func patternMatching(_ pattern: String, _ path: String, _ expected: Bool) {
    let components = path.split(separator: ".").map(String.init)
    #expect(TokenPattern(pattern).matches(TokenPath(components)) == expected)
  }

  /// The embedded token set lints clean with the rules in the repository's swatch.yaml.
  @Test func embeddedTokensLintClean() throws {
    let root = TestPaths.repository
    let project = Project.load(
      configPath: root.appendingPathComponent("swatch.yaml").path,
      tokenPaths: [root.appendingPathComponent("tokens").path])
    let resolved = try #require(project.resolved)
    let report = Linter(graph: resolved, config: project.config).run()
    #expect(report.errors.isEmpty && report.findings.isEmpty, "\(report.diagnostics.map(\.message))")
    #expect(
      !ContrastPairs(LintContext(graph: resolved, config: project.config.lint, traitsRange: nil))
        .measurements().isEmpty)
  }
}
