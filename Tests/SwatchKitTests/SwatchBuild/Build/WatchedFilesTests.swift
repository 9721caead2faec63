import Foundation
import Testing

@testable import SwatchBuild

/// What a watch compares after a build: a save while the build ran is a change, to a file it watched before
/// or to one the build named for the first time.
@Suite struct WatchedFilesTests {
  /// A project holding `old.json` (last modified an hour ago) and `new.json` (modified at `saved`).
  static func files(newSavedAt saved: Date) throws -> TemporaryProject {
    let project = try TemporaryProject(files: ["old.json": "{}", "new.json": "{}"])
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: project.root + "/old.json")
    try FileManager.default.setAttributes([.modificationDate: saved], ofItemAtPath: project.root + "/new.json")
    return project
  }

  @Test func aNewlyNamedFileSavedDuringTheBuildIsSeenAsChanged() throws {
    let started = Date(timeIntervalSinceNow: -1)
    let project = try Self.files(newSavedAt: Date(timeIntervalSinceNow: -0.5))
    defer { project.remove() }
    let now = WatchedFiles(roots: [project.root]).snapshot()
    let before = now.filter { $0.key.hasSuffix("old.json") }
    let states = WatchedFiles.afterBuild(now: now, before: before, started: started)
    let newFile = project.root + "/new.json"
    #expect(states[newFile] == .unknown)
    #expect(WatchedFiles(roots: [project.root]).snapshot() != states)
    #expect(states[project.root + "/old.json"] == now[project.root + "/old.json"])
  }

  @Test func aNewlyNamedFileUntouchedSinceBeforeTheBuildStartsAsItIs() throws {
    let project = try Self.files(newSavedAt: Date(timeIntervalSinceNow: -60))
    defer { project.remove() }
    let now = WatchedFiles(roots: [project.root]).snapshot()
    let states = WatchedFiles.afterBuild(now: now, before: [:], started: Date(timeIntervalSinceNow: -1))
    #expect(states == now)
  }

  @Test func aKnownFileKeepsItsStateFromBeforeTheBuild() throws {
    let project = try Self.files(newSavedAt: Date(timeIntervalSinceNow: -60))
    defer { project.remove() }
    let before = WatchedFiles(roots: [project.root]).snapshot()
    try project.write("{ \"saved\": \"during the build\" }", to: "old.json")
    let now = WatchedFiles(roots: [project.root]).snapshot()
    let states = WatchedFiles.afterBuild(now: now, before: before, started: Date(timeIntervalSinceNow: -1))
    #expect(states == before)
    #expect(states != now)
  }

  @Test func aFileStampedInTheFutureIsNotTakenForASaveDuringTheBuild() throws {
    let project = try Self.files(newSavedAt: Date(timeIntervalSinceNow: 3600))
    defer { project.remove() }
    let now = WatchedFiles(roots: [project.root]).snapshot()
    let states = WatchedFiles.afterBuild(now: now, before: [:], started: Date(timeIntervalSinceNow: -1))
    #expect(states == now)
  }

  @Test func theUnknownStateIsNoStateOfAMissingFile() {
    let missing = WatchedFiles(roots: ["/nonexistent-\(UUID().uuidString)"]).snapshot()
    #expect(missing.values.first == WatchedFiles.Stamp())
    #expect(WatchedFiles.Stamp.unknown != WatchedFiles.Stamp())
  }
}
