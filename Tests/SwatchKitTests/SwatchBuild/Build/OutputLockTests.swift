import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Builds into one folder take turns; temporary files of killed builds are removed.
@Suite struct OutputLockTests {
  static let config = "tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n"

  /// Holds `flock` on `folder` the way another build would, until the returned descriptor is closed.
  static func holdLock(on folder: String) throws -> Int32 {
    let descriptor = open(folder, O_RDONLY)
    try #require(descriptor >= 0 && flock(descriptor, LOCK_EX) == 0)
    return descriptor
  }

  @Test func aBuildGivesUpOnAFolderAnotherBuildHolds() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    try FileManager.default.createDirectory(atPath: project.root + "/out", withIntermediateDirectories: true)
    let descriptor = try Self.holdLock(on: project.root + "/out")
    defer { close(descriptor) }
    let started = Date()
    let outcome = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).build(
      checkOnly: false, lockTimeout: 0.3)
    #expect(Date().timeIntervalSince(started) >= 0.3)
    #expect(outcome.diagnostics.map(\.id) == ["io.locked"])
    #expect(outcome.diagnostics.first?.message.hasPrefix("another swatch build is writing to") == true)
    #expect(outcome.failedToWrite)
    #expect(!project.exists("out/tokens.json"))
  }

  /// A `swatch clean` beside a build may remove the output folder and its parents while the build waits for
  /// the lock: the folder is made again with its parents and locked. Before, the build failed in a fraction of
  /// a second with "gave up after waiting 60 s" blaming another build; a folder that cannot be opened is now
  /// said so.
  @Test func aFolderRemovedWithItsParentsIsMadeAgain() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-lock-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/out/css"
    guard case .success(let descriptor) = OutputLock.lock(folder, timeout: 1, creating: true) else {
      Issue.record("the folder was not made and locked")
      return
    }
    close(descriptor)
    #expect(FileManager.default.fileExists(atPath: folder))
    guard case .failure(.unopenable(let reason)) = OutputLock.lock(root + "/gone/css", timeout: 1, creating: false)
    else {
      Issue.record("a missing folder not to be made was not said to be unopenable")
      return
    }
    #expect(reason.contains("No such file"))
  }

  @Test func aBuildWaitsForTheOtherToFinish() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    try FileManager.default.createDirectory(atPath: project.root + "/out", withIntermediateDirectories: true)
    let descriptor = try Self.holdLock(on: project.root + "/out")
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { close(descriptor) }
    let outcome = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).build(
      checkOnly: false, lockTimeout: 10)
    #expect(outcome.diagnostics.isEmpty)
    #expect(project.exists("out/tokens.json"))
  }

  @Test func checkTakesNoLock() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    _ = project.build()
    let descriptor = try Self.holdLock(on: project.root + "/out")
    defer { close(descriptor) }
    #expect(
      Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).build(checkOnly: true, lockTimeout: 0)
        .diagnostics.isEmpty)
  }

  @Test func temporaryFilesOfDeadBuildsAreRemovedAndNoOthers() throws {
    let dead = Int32.max - 1  // above any pid_max, so no such process
    let alive = getppid()
    let files = [
      "out/.tokens.json.swatch-\(dead).tmp", "out/deep/.a.css.swatch-\(dead)-7.tmp",
      "out/.tokens.json.swatch-\(alive)-1.tmp", "out/.notes.swatch-draft.tmp", "out/swatch-\(dead).tmp",
    ]
    var contents = ["swatch.yaml": Self.config, "tokens/colors.yaml": BuildTests.tokens]
    for file in files { contents[file] = "partial" }
    let project = try TemporaryProject(files: contents)
    defer { project.remove() }
    #expect(project.build().diagnostics.map(\.id) == ["output.foreign"])
    #expect(files.map(project.exists) == [false, false, true, true, true])
    // The folder the dead build made for its file is gone with it, left empty (a killed build's new color set).
    #expect(!project.exists("out/deep"))
  }

  @Test func temporaryNamesAreRecognized() {
    #expect(StaleTemporaries.processID(inName: ".a.json.swatch-12.tmp") == 12)
    #expect(StaleTemporaries.processID(inName: ".a.json.swatch-12-3.tmp") == 12)
    #expect(StaleTemporaries.processID(inName: ".swatch-12.tmp") == nil)
    #expect(StaleTemporaries.processID(inName: ".a.swatch-12-3-4.tmp") == nil)
    #expect(StaleTemporaries.processID(inName: ".a.swatch--3.tmp") == nil)
    #expect(StaleTemporaries.processID(inName: "a.swatch-12.tmp") == nil)
  }
}
