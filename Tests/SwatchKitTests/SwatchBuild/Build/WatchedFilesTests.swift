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

  /// The files are walked as the token loader walks them (hidden folders and `node_modules` left out, a link to
  /// a folder elsewhere not entered: a watch names the files a build read through one), and a token file that is
  /// a link is stamped as the file it names: a save to that file is a change, where the link's own time and size
  /// were compared before.
  @Test func aLinkedFileIsStampedAsTheFileItNames() throws {
    let project = try TemporaryProject(files: [
      "tokens/a.json": "{}", "tokens/.hidden/b.json": "{}", "tokens/node_modules/c.json": "{}",
      "shared/brand/d.json": "{}", "elsewhere/e.json": "{}",
    ])
    defer { project.remove() }
    let tokens = project.root + "/tokens"
    try FileManager.default.createSymbolicLink(atPath: tokens + "/brand", withDestinationPath: "../shared/brand")
    try FileManager.default.createSymbolicLink(
      atPath: tokens + "/e.json", withDestinationPath: project.root + "/elsewhere/e.json")
    let roots = [tokens, tokens + "/brand/d.json"]
    let before = WatchedFiles(roots: roots).snapshot()
    #expect(Set(before.keys) == Set(["a.json", "brand/d.json", "e.json"].map { tokens + "/" + $0 }))
    try "{ }".write(toFile: project.root + "/elsewhere/e.json", atomically: false, encoding: .utf8)
    try "{ }".write(toFile: project.root + "/shared/brand/d.json", atomically: false, encoding: .utf8)
    let after = WatchedFiles(roots: roots).snapshot()
    #expect(after[tokens + "/e.json"] != before[tokens + "/e.json"])
    #expect(after[tokens + "/brand/d.json"] != before[tokens + "/brand/d.json"])
    #expect(after[tokens + "/a.json"] == before[tokens + "/a.json"])
  }
}
