import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A `.swatch` that is a symbolic link (a pull request can commit one: `.swatch/` in `.gitignore` matches
/// folders only) is never followed: no record is read, written or deleted through it, and the build says so.
@Suite struct StateFolderLinkTests {
  /// A project whose `.swatch` links to a folder beside it holding a file named like each record.
  static func linkedProject() throws -> (TemporaryProject, elsewhere: String) {
    let project = try BuildStampTests.project()
    let elsewhere = project.root + "-elsewhere"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    for name in [BuildStamp.fileName, "pieces", "scan"] {
      try Data("user data\n".utf8).write(to: URL(fileURLWithPath: elsewhere + "/" + name))
    }
    try FileManager.default.createSymbolicLink(atPath: project.root + "/.swatch", withDestinationPath: elsewhere)
    return (project, elsewhere)
  }

  static func contents(of folder: String) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return Dictionary(
      uniqueKeysWithValues: names.map { ($0, (try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) ?? "") })
  }

  @Test func buildsAndCleanLeaveWhatTheLinkNamesAlone() throws {
    let (project, elsewhere) = try Self.linkedProject()
    defer {
      project.remove()
      try? FileManager.default.removeItem(atPath: elsewhere)
    }
    let before = Self.contents(of: elsewhere)
    let stamp = BuildStamp.path(configPath: project.root + "/swatch.yaml")
    #expect(!StateFolder.holdsRecords(stamp))
    #expect(StateFolder.misplaced(holding: stamp)?.id == "state.damaged")
    // Built twice: the second is not skipped, as no stamp was kept.
    #expect(!BuildStampTests.build(project))
    #expect(!BuildStampTests.build(project))
    PieceStore.write(key: "k", files: ["a": (1, [])], to: PieceStore.path(besideStamp: stamp))
    #expect(PieceStore.load(at: PieceStore.path(besideStamp: stamp), key: "k") == nil)
    StateFolder.removeLegacyFiles(besideFolder: FilePath.directory(of: stamp))
    _ = Project.clean(configPath: project.root + "/swatch.yaml")
    #expect(Self.contents(of: elsewhere) == before)
    #expect(project.exists("out") == false)
  }

  @Test func aRealFolderHoldsRecords() throws {
    let project = try BuildStampTests.project()
    defer { project.remove() }
    let stamp = BuildStamp.path(configPath: project.root + "/swatch.yaml")
    #expect(StateFolder.holdsRecords(stamp))
    #expect(!BuildStampTests.build(project))
    #expect(BuildStampTests.build(project))
    #expect(StateFolder.misplaced(holding: stamp) == nil)
  }
}
