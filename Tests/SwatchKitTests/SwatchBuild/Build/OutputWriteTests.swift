import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// All-or-nothing writes: with any I/O problem, no original output changes and every problem is reported.
@Suite struct OutputWriteTests {
  static let config = """
    tokens: [tokens]
    outputs:
      - { writer: json, path: out/a }
      - { writer: json, path: out/b }

    """

  /// A project built once, then given a new token value so the next build must replace both outputs.
  static func builtProject() throws -> TemporaryProject {
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens])
    #expect(project.build().diagnostics.isEmpty)
    try project.write(BuildTests.tokens.replacingOccurrences(of: "#000000", with: "#222222"), to: "tokens/colors.yaml")
    return project
  }

  @Test func anOutputFolderThatIsAFileChangesNothing() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let before = project.read("out/a/tokens.json")
    try FileManager.default.removeItem(atPath: project.root + "/out/b")
    try project.write("not a folder\n", to: "out/b")
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["io.unwritable"])
    #expect(outcome.diagnostics.first?.message.contains("'\(project.root)/out/b'") == true)
    #expect(outcome.failedToWrite && !outcome.changedDisk)
    #expect(project.read("out/a/tokens.json") == before)
    #expect(project.read("out/b") == "not a folder\n")
    #expect(project.temporaryFiles().isEmpty)
  }

  @Test func anOutputFileThatIsAFolderChangesNothing() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let before = project.read("out/a/tokens.json")
    try FileManager.default.removeItem(atPath: project.root + "/out/b/tokens.json")
    try FileManager.default.createDirectory(
      atPath: project.root + "/out/b/tokens.json", withIntermediateDirectories: true)
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["io.unwritable"])
    #expect(outcome.diagnostics.first?.message.contains("a folder is in its place") == true)
    #expect(project.read("out/a/tokens.json") == before)
  }

  @Test func everyProblemIsReportedNotOnlyTheFirst() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try FileManager.default.removeItem(atPath: project.root + "/out")
    try project.write("file\n", to: "out/a")
    try FileManager.default.createDirectory(
      atPath: project.root + "/out/b/tokens.json", withIntermediateDirectories: true)
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["io.unwritable", "io.unwritable"])
  }

  /// A write that fails after other temporary files were written (here: something already sits at the second
  /// output's temporary names, as a full disk would fail it) leaves every original file as it was.
  @Test func aFailureMidwayChangesNoOriginalFile() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let before = [project.read("out/a/tokens.json"), project.read("out/b/tokens.json")]
    // The two writers stage on two threads, so either file may be numbered 1 or 2: block both names for `b`.
    let blockers = (1...2).map { OutputDirectory.temporaryPath(for: project.root + "/out/b/tokens.json", index: $0) }
    for blocker in blockers { #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))) }
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["io.unwritable"])
    #expect(outcome.diagnostics.first?.message.contains("out/b/tokens.json") == true)
    #expect(!outcome.changedDisk)
    #expect([project.read("out/a/tokens.json"), project.read("out/b/tokens.json")] == before)
    let blockerNames: [String] = blockers.map { "out/b/" + ($0.split(separator: "/").last.map(String.init) ?? "") }
    #expect(project.temporaryFiles() == blockerNames)
  }

  @Test func manyFailuresAreSummedUpAfterALimit() {
    let failures = (0..<60).map { (path: "out/\($0)", reason: "No space left on device") }
    let diagnostics = OutputDirectory.diagnostics(for: failures)
    #expect(diagnostics.count == OutputDirectory.maximumReportedFailures + 1)
    #expect(diagnostics.last?.message == "cannot write 10 more file(s), such as 'out/50': No space left on device")
  }
}

/// Two spellings of one output folder are one folder.
@Suite struct OutputPathTests {
  @Test func normalizeRemovesDotsSlashesAndParentPairs() {
    #expect(FilePath.normalize("./out") == "out")
    #expect(FilePath.normalize("out/") == "out")
    #expect(FilePath.normalize("x/../out") == "out")
    #expect(FilePath.normalize("a//b/./c/..") == "a/b")
    #expect(FilePath.normalize("../out") == "../out")
    #expect(FilePath.normalize("/a/../../b") == "/b")
    #expect(FilePath.normalize(".") == "")
  }

  @Test func twoSpellingsOfOneFolderConflict() throws {
    for (first, second) in [("out", "./out"), ("out", "x/../out"), ("out", "out/")] {
      let config = """
        tokens: [tokens]
        outputs:
          - { writer: json, path: \(first) }
          - { writer: json, path: "\(second)" }

        """
      let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens])
      defer { project.remove() }
      let outcome = project.build()
      // `x/../out` may also get harden's `output.outside` warning; the one error is the conflict.
      #expect(outcome.diagnostics.filter { $0.severity == .error }.map(\.id) == ["output.conflict"], "\(second)")
      #expect(!project.exists("out"))
    }
  }

  @Test func anAbsoluteSpellingOfTheSameFolderConflicts() throws {
    let project = try TemporaryProject(files: ["tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: json, path: out }
        - { writer: json, path: "\(project.root)/out" }

      """
    try project.write(config, to: "swatch.yaml")
    #expect(project.build().diagnostics.map(\.id) == ["output.conflict"])
  }

  @Test func writtenPathsAreNormalized() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: json, path: x/../out/./json/ }\n"
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    let outcome = project.build()
    #expect(outcome.report.changedPaths.last == project.root + "/out/json/tokens.json")
    #expect(!project.exists("x"))
  }

  @Test func temporaryNamesAreUniquePerFile() {
    let names = (0..<3).map { OutputDirectory.temporaryPath(for: "out/tokens.json", index: $0) }
    #expect(Set(names).count == 3)
    #expect(names[0] == "out/.tokens.json.swatch-\(getpid())-0.tmp")
  }
}
