import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A file larger than the spool threshold (lowered here to a little over one of the render's segments, so that
/// files of a few MiB take the large file's path) is written to its temporary file as it renders, not held in memory:
/// the file the build leaves is the one an in-memory render makes, one that did not change is not rewritten,
/// one edited copies its unchanged items from the last one read from disk, and a build that fails leaves
/// neither it nor its temporary file.
@Suite struct SpooledOutputTests {
  static let count = 60
  /// The builds' `Project.largeFileSize`: a render spools once two segments are sealed.
  static let largeFileSize = MustacheRenderer.segmentSize + 1
  static let tokens =
    "color:\n  $type: color\n"
    + (0..<count).map { "  c\($0):\n    $value: \"#\(String(format: "%06X", $0 * 4099))\"\n" }.joined()
  static let filler = String(repeating: "-", count: 700)
  /// Every token against every token: 3,600 lines of about 720 bytes, 2.5 MiB, past `largeFileSize` and the
  /// last build's text read in more than one block (`PreviousFileReader.blockSize`).
  static let template = "{{#tokens}}{{#tokens}}\(filler) {{path}}\n{{/tokens}}{{/tokens}}"

  static func config(extra: String = "") -> String {
    """
    tokens: [tokens]
    templates: templates
    outputs:
      - { writer: template, template: large.txt.mustache, path: out/large }
      - { writer: json, path: out/json }
    \(extra)
    """
  }

  static func project(config: String = config(), files: [String: String] = [:]) throws -> TemporaryProject {
    let defaults = [
      "swatch.yaml": config, "tokens/colors.yaml": tokens, "templates/large.txt.mustache": template,
    ]
    let project = try TemporaryProject(files: defaults.merging(files) { $1 })
    project.backdate()
    return project
  }

  /// `PreviousBuildTests.build(_:force:)` with `largeFileSize`.
  @discardableResult
  static func build(_ project: TemporaryProject, force: Bool = false) -> BuildOutcome {
    PreviousBuildTests.build(project, force: force, largeFileSize: largeFileSize)
  }

  static var expected: String { expected(count: count) }

  /// The large file for tokens `c0` to `c<count - 1>`.
  static func expected(count: Int) -> String {
    // Tokens come in path order: c0, c1, c10, c100, c101, …
    let paths = (0..<count).map { "color.c\($0)" }.sorted()
    var text = ""
    for _ in paths { for path in paths { text += "\(filler) \(path)\n" } }
    return text
  }

  @Test func aLargeFileIsTheInMemoryRender() throws {
    let project = try Self.project()
    defer { project.remove() }
    let outcome = Self.build(project)
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.plan.spooledCount == 1)
    let text = try #require(project.read("out/large/large.txt"))
    #expect(text.utf8.count > 2 * MustacheRenderer.segmentSize && text.utf8.count < MustacheRenderer.spoolThreshold)
    #expect(text == Self.expected)
    #expect(project.temporaryFiles().isEmpty)
    // `--check` renders in memory: it finds nothing to change.
    let check = project.build(checkOnly: true, largeFileSize: Self.largeFileSize)
    #expect(check.plan.spooledCount == 0)
    #expect(check.report.changed.isEmpty && check.report.deleted.isEmpty)
    #expect(outcome.ownedFiles[project.root + "/out/large/large.txt"] == ContentHash.of(Self.expected))
  }

  @Test(arguments: [false, true])
  func anUnchangedLargeFileIsNotRewritten(force: Bool) throws {
    let project = try Self.project()
    defer { project.remove() }
    #expect(Self.build(project).diagnostics.isEmpty)
    let path = project.root + "/out/large/large.txt"
    var before = stat()
    stat(path, &before)
    // Another output changes, so the build is not a no-op; with `force`, no stamp vouches for the file and it is
    // compared with the disk.
    try project.write(Self.config(extra: "  - { writer: css, path: out/css }\n"), to: "swatch.yaml")
    let outcome = Self.build(project, force: force)
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.plan.unchanged.contains(path))
    #expect(outcome.plan.spooledCount == 1)
    var after = stat()
    stat(path, &after)
    #expect(after.st_ino == before.st_ino && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    #expect(project.temporaryFiles().isEmpty)
    #expect(project.read("out/large/large.txt") == Self.expected)
  }

  @Test func aChangedLargeFileReplacesTheOldOne() throws {
    let project = try Self.project()
    defer { project.remove() }
    #expect(Self.build(project).diagnostics.isEmpty)
    try project.write(
      Self.template.replacingOccurrences(of: "{{path}}", with: "<{{path}}>"), to: "templates/large.txt.mustache")
    #expect(Self.build(project).diagnostics.isEmpty)
    let text = try #require(project.read("out/large/large.txt"))
    #expect(
      text
        == Self.expected.replacingOccurrences(of: " color.", with: " <color.").replacingOccurrences(
          of: "\n", with: ">\n"))
    #expect(project.temporaryFiles().isEmpty)
  }

  @Test(arguments: [false, true])
  func anEditedLargeFileCopiesFromTheLastOneReadFromDisk(tampered: Bool) throws {
    let project = try Self.project()
    defer { project.remove() }
    let path = project.root + "/out/large/large.txt"
    #expect(Self.build(project).ownedPieces[path]?.count == Self.count * Self.count)
    // The next build hands the render the file to read as it copies, not the file's bytes.
    let key = PreviousBuildTests.key
    let stampPath = BuildStamp.path(configPath: project.root + "/swatch.yaml")
    var previous = try #require(BuildStamp.load(at: stampPath, key: key).map { PreviousBuild($0.0, written: $0.1) })
    previous.pieceStore = PieceStore.load(at: PieceStore.path(besideStamp: stampPath), key: key)
    previous.inFileSize = Self.largeFileSize
    guard case .file(let open, let byteCount, _)? = previous.pieces(path)?.source else {
      Issue.record("the large file's pieces are not read from its file")
      return
    }
    #expect(byteCount == Self.expected.utf8.count)
    // What the render will read is the file on disk: opened by the build, read through to its end.
    let source = try #require(open())
    var read: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = block.withUnsafeMutableBytes({ source.read(into: $0) }), count > 0 {
      read += block[..<count]
    }
    #expect(read == Array(Self.expected.utf8))
    if tampered {
      // A byte of an item changed in place, the file's time put back: the stamp still vouches for it, and
      // only the hash of the whole file, checked once the render has read it, shows the copies are wrong.
      var status = stat()
      stat(path, &status)
      let handle = try #require(FileHandle(forUpdatingAtPath: path))
      try handle.seek(toOffset: UInt64(byteCount / 2))
      try handle.write(contentsOf: Data("#".utf8))
      try handle.close()
      var times = [status.st_atim, status.st_mtim]
      #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }
    try project.write(Self.tokens + "  c\(Self.count):\n    $value: \"#123456\"\n", to: "tokens/colors.yaml")
    project.setModificationTime(of: "tokens/colors.yaml", to: BuildStamp.now() - 5_000_000_000)
    let outcome = Self.build(project)
    #expect(outcome.diagnostics.isEmpty)
    #expect(project.read("out/large/large.txt") == Self.expected(count: Self.count + 1))
    #expect(outcome.ownedPieces[path]?.count == (Self.count + 1) * (Self.count + 1))
    #expect(project.temporaryFiles().isEmpty)
  }

  @Test func aFailingOutputLeavesNoLargeFileOrTemporary() throws {
    let config = Self.config(extra: "  - { writer: template, template: deep.txt.mustache, path: out/deep }\n")
    let deep = OutputStagingTests.deepTemplates().filter { $0.key.hasPrefix("templates/") }
      .merging(["templates/deep.txt.mustache": OutputStagingTests.deepTemplates()["templates/a.mustache"]!]) { $1 }
    let project = try Self.project(config: config, files: deep)
    defer { project.remove() }
    project.expectNothingWritten(project.build(largeFileSize: Self.largeFileSize), ids: ["template.tooDeep"])
  }

  @Test func aLargeRenderThatFailsLeavesNoTemporary() throws {
    let failing = Self.template + "{{#tokens}}{{>a.mustache}}{{/tokens}}"
    let deep = OutputStagingTests.deepTemplates().filter { $0.key.hasPrefix("templates/") }
    let project = try Self.project(files: deep.merging(["templates/large.txt.mustache": failing]) { $1 })
    defer { project.remove() }
    project.expectNothingWritten(project.build(largeFileSize: Self.largeFileSize), ids: ["template.tooDeep"])
  }
}
