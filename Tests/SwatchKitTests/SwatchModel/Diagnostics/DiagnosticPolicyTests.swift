import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `diagnostics:` in swatch.yaml: per-id settings, what they change, and how a misspelled id is reported.
@Suite struct DiagnosticPolicyTests {
  func parse(_ yaml: String) -> (SwatchConfig, [Diagnostic]) {
    SwatchConfigParser.parse(yaml: yaml)
  }

  func warning(_ id: String) -> Diagnostic {
    Diagnostic(DiagnosticMessage(id: id, severity: .warning, "something to look at"), at: nil)
  }

  @Test func ignoreLeavesOutWarningRaisesAndUnnamedIdsStay() {
    let policy = DiagnosticPolicy(["a.quiet": .ignore, "a.loud": .error])
    let result = policy.apply(to: [warning("a.quiet"), warning("a.loud"), warning("a.other")])
    #expect(result.map(\.id) == ["a.loud", "a.other"])
    #expect(result.map(\.severity) == [.error, .warning])
  }

  /// Past 20 of one id, those a `format.grouped` note stands for (which JSON lists) are changed as the shown ones
  /// are, and an ignored id takes its note with it.
  @Test func aSettingReachesWhatAGroupedNoteStandsFor() {
    let floods = (0..<30).map { _ in warning("a.loud") } + (0..<25).map { _ in warning("a.quiet") }
    let grouped = DiagnosticGrouping.group(floods)
    let raised = DiagnosticPolicy(["a.loud": .error]).apply(to: grouped)
    let loud = raised.flatMap { $0.grouped.isEmpty ? [$0] : $0.grouped }.filter { $0.id == "a.loud" }
    #expect(loud.count == 30 && loud.allSatisfy { $0.severity == .error })
    let quiet = DiagnosticPolicy(["a.quiet": .ignore]).apply(to: grouped)
    #expect(!quiet.contains { $0.id == "a.quiet" || $0.stands?.id == "a.quiet" })
    #expect(quiet.contains { $0.stands?.id == "a.loud" })
  }

  @Test func anErrorCannotBeIgnored() {
    let error = Diagnostic(DiagnosticMessage(id: "alias.cycle", "a cycle"), at: nil)
    #expect(DiagnosticPolicy(["alias.cycle": .ignore]).apply(to: [error]) == [error])
  }

  @Test func theConfigurationReadsSettingsByID() {
    let (config, diagnostics) = parse("diagnostics:\n  xcassets.unrepresentable: ignore\n  dtcg.string-type: error\n")
    #expect(diagnostics.isEmpty)
    #expect(config.diagnosticPolicy.settings == ["xcassets.unrepresentable": .ignore, "dtcg.string-type": .error])
  }

  @Test func anUnknownIDIsAnErrorAtItsKeyWithADidYouMean() throws {
    let (_, diagnostics) = parse("diagnostics:\n  xcassets.unrepresentabel: ignore\n")
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.id == "config.diagnostic-unknown" && diagnostic.severity == .error)
    #expect(diagnostic.range?.start.line == 2 && diagnostic.range?.start.column == 3)
    #expect(diagnostic.notes.map(\.message) == ["did you mean 'xcassets.unrepresentable'?"])
  }

  @Test func anUnknownSettingNamesTheThreeValues() {
    let (_, diagnostics) = parse("diagnostics: { alias.cycle: quiet }\n")
    #expect(diagnostics.map(\.id) == ["config.type"])
    #expect(diagnostics.first?.message.contains("'ignore', 'warning' or 'error'") == true)
  }

  /// The list a setting is checked against is every id the catalogue writes, no more and no fewer.
  @Test func knownIDsAreTheCataloguesIDs() throws {
    let source = try String(contentsOf: DiagnosticCatalogueTests.catalogue, encoding: .utf8)
    let ids = Set(DiagnosticCatalogueTests.ids(in: source))
    #expect(Set(DiagnosticMessage.knownIDs) == ids)
    #expect(DiagnosticMessage.knownIDs == DiagnosticMessage.knownIDs.sorted())
  }

  /// The repository's own swatch.yaml and tokens/ build with no diagnostic at all.
  @Test func theEmbeddedSampleBuildsWithoutAWarning() throws {
    let root = TestPaths.repository
    let folder = try TemporaryFolder([:])
    let fileManager = FileManager.default
    for name in ["swatch.yaml", "tokens", "templates"] {
      try fileManager.copyItem(
        at: root.appendingPathComponent(name), to: URL(fileURLWithPath: folder.path).appendingPathComponent(name))
    }
    let project = Project.load(configPath: folder.path + "/swatch.yaml", tokenPaths: [])
    let outcome = project.build(checkOnly: true)
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map { "\($0.id): \($0.message)" })")
  }
}
