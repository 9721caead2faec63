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

  @Test func itsSemanticColorsDifferInDarkAndHighContrast() throws {
    let files = Dictionary(uniqueKeysWithValues: StarterProject.files.map { ($0.path, $0.contents) })
    let project = try TemporaryProject(files: files)
    defer { project.remove() }
    let resolved = try #require(Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).resolved)
    let accent = try #require(resolved.token("accent"))
    // light, dark, light high-contrast, dark high-contrast; the level changes nothing.
    #expect(Set(accent.values.map { "\($0)" }).count == 4)
  }
}
