import Dispatch
import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// What a build may touch: builds at once never wait for each other forever, one folder spelled twice is one
/// folder, `clean` deletes only what Swatch wrote, nothing is written through a link inside an output folder,
/// and a failed build leaves no folder it made.
@Suite struct OutputTrustTests {
  static let config = """
    tokens: [tokens]
    outputs:
      - { writer: json, path: out/a }
      - { writer: css, path: out/b }
      - { writer: swift, path: out/c }
      - { writer: android, path: out/d }

    """

  static func project(config: String = config) throws -> TemporaryProject {
    try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens])
  }

  static func build(_ project: TemporaryProject, timeout: Double = 20) -> BuildOutcome {
    Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).build(
      checkOnly: false, lockTimeout: timeout)
  }

  /// Every file below `folder` of `project` and its text, by path.
  static func files(_ project: TemporaryProject, in folder: String = "out") -> [String: String] {
    let names = FileManager.default.enumerator(atPath: project.root + "/" + folder)?.allObjects as? [String] ?? []
    return Dictionary(
      uniqueKeysWithValues: names.compactMap { name in project.read(folder + "/" + name).map { (name, $0) } })
  }

  @Test(.timeLimit(.minutes(1)), arguments: [2, 4])
  func buildsOfAFreshProjectAtOnceAllFinish(count: Int) throws {
    let project = try Self.project()
    defer { project.remove() }
    let outcomes = ResultSlots<[String]>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      outcomes[index] = Self.build(project).diagnostics.map(\.id)
    }
    #expect(outcomes.values.allSatisfy { $0 == [] })
    let built = Self.files(project)
    #expect(built.count > 8)
    #expect(Self.build(project).report.changedPaths.isEmpty)
  }

  @Test(.timeLimit(.minutes(1)))
  func oneFolderSpelledTwiceIsOneFolder() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n  - { writer: css, path: link }\n"
    let project = try Self.project(config: config)
    defer { project.remove() }
    try FileManager.default.createDirectory(atPath: project.root + "/out", withIntermediateDirectories: true)
    #expect(symlink("out", project.root + "/link") == 0)
    let outcomes = ResultSlots<[String]>(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      outcomes[index] = Self.build(project, timeout: 5).diagnostics.map(\.id)
    }
    #expect(outcomes.values.allSatisfy { $0 == [] })
    #expect(project.exists("out/tokens.json") && project.exists("out/tokens.css"))
    // One manifest lists both outputs' files.
    #expect(
      project.read("out/.swatch-manifest").map { $0.contains("tokens.json") && $0.contains("tokens.css") } == true)
  }

  @Test func twoOutputsWritingOneFileThroughALinkConflict() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n  - { writer: json, path: link }\n"
    let project = try Self.project(config: config)
    defer { project.remove() }
    try FileManager.default.createDirectory(atPath: project.root + "/out", withIntermediateDirectories: true)
    #expect(symlink("out", project.root + "/link") == 0)
    #expect(Self.build(project).diagnostics.map(\.id).contains("output.conflict"))
    #expect(!project.exists("out/tokens.json"))
  }

  @Test func cleanKeepsAFileWhoseHashIsNotTheManifests() throws {
    let project = try Self.project()
    defer { project.remove() }
    #expect(Self.build(project).diagnostics.isEmpty)
    try project.write("hand written\n", to: "out/a/mine.txt")
    let manifest = try #require(project.read("out/a/.swatch-manifest"))
    try project.write(manifest + "0123456789abcdef  mine.txt\n", to: "out/a/.swatch-manifest")
    try project.write("edited\n", to: "out/b/tokens.css")
    let cleaned = Project.clean(configPath: project.root + "/swatch.yaml")
    #expect(cleaned.diagnostics.map(\.id) == ["output.modified", "output.modified"])
    #expect(project.read("out/a/mine.txt") == "hand written\n")
    #expect(project.read("out/b/tokens.css") == "edited\n")
    #expect(!project.exists("out/a/tokens.json") && !project.exists("out/c") && !project.exists(".swatch"))
  }

  @Test func nothingIsWrittenThroughALinkInsideAnOutputFolder() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: xcassets, path: out }\n"
    let project = try Self.project(config: config)
    defer { project.remove() }
    #expect(Self.build(project).diagnostics.isEmpty)
    let elsewhere = project.root + "/elsewhere"
    try FileManager.default.moveItem(atPath: project.root + "/out/SwatchColors.xcassets", toPath: elsewhere)
    #expect(symlink(elsewhere, project.root + "/out/SwatchColors.xcassets") == 0)
    let before = Self.files(project, in: "elsewhere")
    try project.write(BuildTests.tokens.replacingOccurrences(of: "#000000", with: "#102030"), to: "tokens/colors.yaml")
    let outcome = Self.build(project)
    #expect(outcome.failedToWrite)
    #expect(outcome.diagnostics.first?.message.contains("SwatchColors.xcassets is a symbolic link") == true)
    #expect(Self.files(project, in: "elsewhere") == before)
  }

  @Test func aFailedBuildRemovesTheFoldersItMade() throws {
    let config =
      "tokens: [tokens]\noutputs:\n  - { writer: json, path: out/x/a }\n  - { writer: json, path: out/x/a }\n"
    let project = try Self.project(config: config)
    defer { project.remove() }
    #expect(Self.build(project).diagnostics.map(\.id).contains("output.conflict"))
    #expect(!project.exists("out"))
  }

  @Test func aRemovedOutputsFilesArePrunedAndTheBuildSaysSo() throws {
    let project = try Self.project()
    defer { project.remove() }
    #expect(Self.build(project).diagnostics.isEmpty)
    try project.write("mine\n", to: "out/b/mine.txt")
    try project.write(
      Self.config.replacingOccurrences(of: "  - { writer: css, path: out/b }\n", with: ""), to: "swatch.yaml")
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    let folders = ["a", "b", "c", "d"].map { project.root + "/out/" + $0 }
    let pruned = Project.pruneRemovedOutputs(folders, of: loaded, lockTimeout: 5)
    #expect(pruned.map(\.id) == ["output.removed"])
    #expect(!project.exists("out/b/tokens.css") && !project.exists("out/b/.swatch-manifest"))
    #expect(project.read("out/b/mine.txt") == "mine\n")
    #expect(project.exists("out/a/tokens.json"))
  }

  /// An output moved into a subfolder of its old folder, then back up: the old files are pruned each time, the
  /// new ones kept, and moving up says nothing of foreign files (Xcode compiled both sets: duplicate symbols).
  @Test func anOutputMovedDownOrUpAFolderLeavesNoOldFiles() throws {
    let project = try Self.project(config: "tokens: [tokens]\noutputs:\n  - { writer: json, path: gen }\n")
    defer { project.remove() }
    #expect(PreviousBuildTests.build(project).diagnostics.isEmpty)
    for (from, to) in [("gen", "gen/swatch"), ("gen/swatch", "gen")] {
      let stampPath = BuildStamp.path(configPath: project.root + "/swatch.yaml")
      let stamp = try #require(BuildStamp.load(at: stampPath, key: PreviousBuildTests.key)?.0)
      try project.write("tokens: [tokens]\noutputs:\n  - { writer: json, path: \(to) }\n", to: "swatch.yaml")
      let outcome = PreviousBuildTests.build(project)
      #expect(!outcome.diagnostics.contains { $0.id == "output.foreign" }, "\(from) to \(to)")
      let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
      let pruned = Project.pruneRemovedOutputs(
        stamp.outputFolders, of: loaded, owned: outcome.ownedFiles, lockTimeout: 5)
      #expect(pruned.map(\.id) == ["output.removed"], "\(from) to \(to)")
      #expect(project.exists(to + "/tokens.json") && project.exists(to + "/.swatch-manifest"))
      let old = from == "gen" ? "gen/tokens.json" : "gen/swatch/tokens.json"
      #expect(!project.exists(old), "\(from) to \(to)")
    }
  }

  /// Moved up under `--force` (no last build to read): the stamp's output folders say the old files are the last
  /// build's, so they are not called foreign either.
  @Test func anOutputMovedUpUnderForceIsNoForeignFolder() throws {
    let project = try Self.project(config: "tokens: [tokens]\noutputs:\n  - { writer: json, path: gen/swatch }\n")
    defer { project.remove() }
    #expect(PreviousBuildTests.build(project).diagnostics.isEmpty)
    let stampPath = BuildStamp.path(configPath: project.root + "/swatch.yaml")
    let stamp = try #require(BuildStamp.load(at: stampPath, key: PreviousBuildTests.key)?.0)
    try project.write("tokens: [tokens]\noutputs:\n  - { writer: json, path: gen }\n", to: "swatch.yaml")
    var loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    loaded.lastOutputFolders = stamp.outputFolders
    let outcome = loaded.build(checkOnly: false, previous: nil)
    #expect(!outcome.diagnostics.contains { $0.id == "output.foreign" }, "\(outcome.diagnostics.map(\.message))")
    let pruned = Project.pruneRemovedOutputs(stamp.outputFolders, of: loaded, owned: outcome.ownedFiles, lockTimeout: 5)
    #expect(pruned.map(\.id) == ["output.removed"] && !project.exists("gen/swatch/tokens.json"))
  }

  @Test func twoConfigurationsSharingAFolderConflictInsteadOfDeletingEachOthersFiles() throws {
    let project = try Self.project(config: "tokens: [tokens]\noutputs:\n  - { writer: json, path: out }\n")
    defer { project.remove() }
    try project.write("tokens: [tokens]\noutputs:\n  - { writer: css, path: out }\n", to: "web.yaml")
    #expect(Self.build(project).diagnostics.isEmpty)
    let web = Project.load(configPath: project.root + "/web.yaml", tokenPaths: []).build(checkOnly: false)
    #expect(web.diagnostics.filter { $0.severity == .error }.map(\.id) == ["output.conflict"])
    let message = web.diagnostics.first { $0.severity == .error }?.message ?? ""
    #expect(message.contains("swatch.yaml") && message.contains("web.yaml"))
    #expect(project.exists("out/tokens.json") && !project.exists("out/tokens.css"))
    #expect(project.read("out/.swatch-manifest")?.contains("# Configuration: ../swatch.yaml\n") == true)
  }
}
