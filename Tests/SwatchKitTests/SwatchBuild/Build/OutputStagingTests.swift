import Dispatch
import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A build that writes stages each changed file as soon as it is rendered and renames them all at the end: a
/// failure anywhere leaves no file, temporary file or folder behind, and a build that changes nothing touches
/// nothing.
@Suite struct OutputStagingTests {
  /// Colors enough for the asset catalog to stage a few hundred files on its own thread.
  static let manyColors =
    "color:\n  $type: color\n"
    + (0..<300).map { "  c\($0):\n    $value: \"#\(String(format: "%06X", $0 * 4099))\"\n" }.joined()

  static let config = """
    tokens: [tokens]
    outputs:
      - { writer: xcassets, path: out/assets }
      - { writer: json, path: out/json }
      - { writer: css, path: out/css }
      - { writer: swift, path: out/swift }
      - { writer: android, path: out/android }

    """

  /// A template that fails only while rendering: three partials of 90 nested sections each pass every check
  /// when they load, then nest deeper than the renderer allows.
  static func deepTemplates() -> [String: String] {
    let chain = ["a": "{{>b.mustache}}", "b": "{{>c.mustache}}", "c": "x"]
    var files: [String: String] = [:]
    for (name, inner) in chain {
      files["templates/\(name).mustache"] =
        String(repeating: "{{#tokens}}", count: 90) + inner
        + String(repeating: "{{/tokens}}", count: 90)
    }
    files["deep.txt.mustache"] = files["templates/a.mustache"]
    return files
  }

  @Test func aTemplateFailingWhileRenderingLeavesNoFileTemporaryOrFolder() throws {
    let config =
      Self.config + "  - { writer: template, template: deep.txt.mustache, path: out/deep }\ntemplates: templates\n"
    let project = try TemporaryProject(
      files: Self.deepTemplates().merging(["swatch.yaml": config, "tokens/colors.yaml": Self.manyColors]) { $1 })
    defer { project.remove() }
    project.expectNothingWritten(project.build(), ids: ["template.tooDeep"])
  }

  @Test func anOutputBlockedByAFileLeavesNoFileTemporaryOrFolder() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": Self.config, "tokens/colors.yaml": Self.manyColors, "out/json": "not a folder\n",
    ])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["io.unwritable"])
    #expect(outcome.diagnostics.first?.message.contains("'\(project.root)/out/json'") == true)
    #expect(outcome.failedToWrite && !outcome.changedDisk)
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.root + "/out") == ["json"])
    #expect(project.read("out/json") == "not a folder\n")
    #expect(project.temporaryFiles().isEmpty)
  }

  @Test func anErrorInOnePlannedPathStagesNothingThatStays() throws {
    // A color set's name past the file system's limit is a path no option check sees.
    let long = String(repeating: "x", count: 240)
    let config = Self.config + "  - { writer: xcassets, path: out/bad }\n"
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": Self.manyColors + "\(long): { $type: color, $value: '#123456' }\n",
    ])
    defer { project.remove() }
    let outcome = project.build()
    let ids = outcome.diagnostics.map(\.id)
    #expect(!ids.isEmpty && ids.allSatisfy { $0 == "output.path" }, "\(ids)")
    #expect(!project.exists("out"))
    #expect(project.temporaryFiles().isEmpty)
  }

  /// Every file and folder below the outputs keeps its inode and modification time: a build that changes
  /// nothing stages nothing, so not even a folder's time moves.
  @Test func aBuildThatChangesNothingTouchesNothing() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": Self.manyColors])
    defer { project.remove() }
    #expect(project.build().diagnostics.isEmpty)
    let before = Self.statuses(below: project.root + "/out")
    Thread.sleep(forTimeInterval: 0.05)
    let again = project.build()
    #expect(again.diagnostics.isEmpty && !again.changedDisk && again.report.changedPaths.isEmpty)
    #expect(before.count > 300)
    #expect(Self.statuses(below: project.root + "/out") == before)
  }

  /// The files a build stages on every writer's thread are byte for byte what `--check` keeps in memory.
  @Test func stagedFilesAreWhatTheCheckPlans() throws {
    let project = try TemporaryProject(files: ["swatch.yaml": Self.config, "tokens/colors.yaml": Self.manyColors])
    defer { project.remove() }
    let check = project.build(checkOnly: true)
    #expect(check.report.staged.isEmpty && check.report.changed.count > 300)
    let outcome = project.build()
    #expect(outcome.diagnostics.isEmpty && outcome.changedDisk)
    #expect(outcome.report.changedPaths == check.report.changedPaths)
    #expect(outcome.plan.files.isEmpty && outcome.report.changed.allSatisfy { $0.path.hasSuffix(".swatch-manifest") })
    for file in check.report.changed {
      #expect(FileManager.default.contents(atPath: file.path) == Data(file.contents.utf8), "\(file.path)")
    }
    #expect(project.temporaryFiles().isEmpty)
  }

  /// Staging from both cores at once into new nested folders: every file lands once, and a discard removes
  /// every temporary file and every folder it created, but no folder that was there before.
  @Test func stagingFromManyThreadsCommitsOrDiscardsEverything() throws {
    let project = try TemporaryProject(files: ["kept/file.txt": "kept\n"])
    defer { project.remove() }
    let files = (0..<400).map {
      OutputFile(path: project.root + "/kept/new\($0 % 7)/set\($0).colorset/Contents.json", contents: "\($0)\n")
    }
    let discarded = OutputStaging()
    DispatchQueue.concurrentPerform(iterations: files.count) { discarded.stage(files[$0]) }
    #expect(!project.temporaryFiles().isEmpty)
    #expect(discarded.discard().diagnostics.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.root + "/kept") == ["file.txt"])
    let committed = OutputStaging()
    DispatchQueue.concurrentPerform(iterations: files.count) { committed.stage(files[$0]) }
    let result = committed.commit()
    #expect(result.diagnostics.isEmpty && result.changedDisk)
    for file in files { #expect(FileManager.default.contents(atPath: file.path) == Data(file.contents.utf8)) }
    #expect(project.temporaryFiles().isEmpty)
  }

  /// Small files staged on background threads (`stageSoon`) are all on disk once the staging commits, and
  /// all gone when it discards, however many are still pending when it is asked; a large one is staged at once.
  /// The stager holds 16 files here, not `OutputStaging.maximumPending`: three times as many fill it as well.
  @Test func filesStagedSoonAreAllCommittedOrDiscarded() throws {
    let pending = 16
    let project = try TemporaryProject(files: ["kept/file.txt": "kept\n"])
    defer { project.remove() }
    let large = String(repeating: "x", count: OutputStaging.largestStagedSoon + 1)
    let files =
      (0..<pending * 3).map {
        OutputFile(path: project.root + "/kept/soon\($0 % 5)/set\($0).colorset/Contents.json", contents: "\($0)\n")
      } + [OutputFile(path: project.root + "/kept/large.txt", contents: large)]
    let discarded = OutputStaging(maximumPending: pending)
    for file in files { discarded.stageSoon(file) }
    // The large file, handed over last, is on disk as soon as it is handed over.
    #expect(project.temporaryFiles().contains { $0.hasPrefix("kept/.large.txt.swatch-") })
    #expect(discarded.discard().diagnostics.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.root + "/kept") == ["file.txt"])
    let committed = OutputStaging(maximumPending: pending)
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      for file in files[(half * files.count / 2)..<((half + 1) * files.count / 2)] { committed.stageSoon(file) }
    }
    #expect(committed.createdFolders.count == 5 + files.count - 1)
    let result = committed.commit()
    #expect(result.diagnostics.isEmpty && result.changedDisk)
    for file in files { #expect(FileManager.default.contents(atPath: file.path) == Data(file.contents.utf8)) }
    #expect(project.temporaryFiles().isEmpty)
  }

  /// A staging that does not stage soon (a build past `largestBuildStagedSoon` tokens) stages a small file
  /// at once, on the caller's thread.
  @Test func aStagingThatDoesNotStageSoonStagesAtOnce() throws {
    let project = try TemporaryProject(files: ["out/.keep": ""])
    defer { project.remove() }
    let staging = OutputStaging(stagesSoon: false)
    staging.stageSoon(OutputFile(path: project.root + "/out/a/Contents.json", contents: "{}\n"))
    #expect(project.temporaryFiles().count == 1)
    #expect(staging.commit().changedDisk)
    #expect(project.read("out/a/Contents.json") == "{}\n")
  }

  /// Renames are shared among the cores: every file lands, and a rename that fails (a folder put
  /// in a file's place after it was staged) is reported for that file alone, the others renamed all the same.
  /// Each core takes on 16 renames here, not `OutputStaging.renamesPerCore`, so that 48 files are shared.
  @Test func renamesSharedAmongCoresLandEveryFileAndReportTheOneThatFails() throws {
    let perCore = 16
    let project = try TemporaryProject(files: ["out/.keep": ""])
    defer { project.remove() }
    let count = perCore * 3
    let files = (0..<count).map {
      OutputFile(path: project.root + "/out/c\($0).colorset/Contents.json", contents: "\($0)\n")
    }
    let staging = OutputStaging(renamesPerCore: perCore)
    for file in files { staging.stage(file) }
    let blocked = files[count / 2 + 7].path
    try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
    let result = staging.commit()
    #expect(result.changedDisk)
    #expect(result.diagnostics.map(\.id) == ["io.unwritable"])
    #expect(result.diagnostics.first?.message.contains("c\(count / 2 + 7).colorset") == true)
    for file in files where file.path != blocked {
      #expect(FileManager.default.contents(atPath: file.path) == Data(file.contents.utf8))
    }
    #expect(project.temporaryFiles().isEmpty)
  }

  /// Inode and modification time of everything below `root`, by path.
  static func statuses(below root: String) -> [String: FileStatus] {
    let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    var statuses: [String: FileStatus] = [:]
    for name in names { statuses[name] = FileStatus(path: root + "/" + name) }
    statuses["."] = FileStatus(path: root)
    return statuses
  }
}
