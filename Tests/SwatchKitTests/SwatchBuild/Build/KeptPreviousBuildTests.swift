import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// What a build leaves in memory for the next build of the same process (`PreviousBuild.kept`, used by `swatch
/// preview --watch`): the next build vouches for unchanged files and copies unchanged items from it, and its
/// outputs are those of a clean build.
@Suite struct KeptPreviousBuildTests {
  private func load(_ project: TemporaryProject) -> Project {
    Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
  }

  private func outputs(_ project: TemporaryProject) -> [String: String] {
    let root = project.root + "/out"
    let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []
    var files: [String: String] = [:]
    for name in names { if let text = project.read("out/" + name) { files[name] = text } }
    return files
  }

  @Test func theNextBuildUsesItAndEqualsACleanBuild() throws {
    let project = try PreviousBuildTests.project()
    defer { project.remove() }
    let configPath = project.root + "/swatch.yaml"
    var started = BuildStamp.now()
    let first = load(project)
    let firstOutcome = first.build(checkOnly: false)
    #expect(!firstOutcome.diagnostics.containsErrors)
    let kept = try #require(
      PreviousBuild.kept(after: firstOutcome, of: first, configPath: configPath, started: started))
    #expect(kept.pieces(project.root + "/out/list/list.txt") != nil)
    // A clock tick later, as in a watch: the edit is newer than what the first build wrote.
    usleep(20_000)
    try project.write(
      PreviousBuildTests.tokens.replacingOccurrences(of: "#FF0000", with: "#EE0000"), to: "tokens/colors.yaml")
    started = BuildStamp.now()
    let second = load(project)
    let secondOutcome = second.build(checkOnly: false, previous: kept)
    #expect(!secondOutcome.diagnostics.containsErrors)
    // Three unchanged color sets and the catalog's own Contents.json are vouched for, not made again; red is.
    #expect(secondOutcome.plan.reusedCount == 4)
    #expect(secondOutcome.report.changedPaths.contains(project.root + "/" + PreviousBuildTests.redSet))
    #expect(PreviousBuild.kept(after: secondOutcome, of: second, configPath: configPath, started: started) != nil)
    let incremental = outputs(project)
    try FileManager.default.removeItem(atPath: project.root + "/out")
    #expect(!load(project).build(checkOnly: false).diagnostics.containsErrors)
    #expect(outputs(project) == incremental)
    #expect(incremental["assets/SwatchColors.xcassets/colorRed.colorset/Contents.json"]?.contains("0.933") == true)
  }

  @Test func aFailedBuildLeavesNothing() throws {
    let project = try PreviousBuildTests.project()
    defer { project.remove() }
    try project.write("color:\n  $type: color\n  bad: \"{color.missing}\"\n", to: "tokens/colors.yaml")
    let loaded = load(project)
    let outcome = loaded.build(checkOnly: false)
    #expect(outcome.diagnostics.containsErrors)
    #expect(
      PreviousBuild.kept(after: outcome, of: loaded, configPath: project.root + "/swatch.yaml", started: 0) == nil)
  }
}
