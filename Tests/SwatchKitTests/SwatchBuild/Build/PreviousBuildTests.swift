import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A build after an edit uses what the last build's stamp records: files it vouches for are compared by hash
/// without reading them, and color sets made from unchanged inputs are not made again. Whatever it skips, the
/// result is the bytes a full build makes; what it trusts is exactly what the no-op check trusts.
@Suite struct PreviousBuildTests {
  static let tokens = """
    color:
      $type: color
      white: "#FFFFFF"
      black: "#000000"
      red: "#FF0000"
      background:
        $value: "{color.white}"
        $modes:
          dark: "{color.black}"

    """

  static func project() throws -> TemporaryProject {
    let project = try TemporaryProject(files: [
      "swatch.yaml": BuildStampTests.config, "tokens/colors.yaml": tokens,
      "templates/list.txt.mustache": "{{#tokens}}{{path}}\n{{/tokens}}",
    ])
    project.backdate()
    return project
  }

  /// What `swatch build` does with a stamp that is not current: builds with what it records, then records a
  /// new one. `force` builds as `--force` does, without it. `largeFileSize`, if given, is the build's
  /// `Project.largeFileSize`.
  @discardableResult
  static func build(
    _ project: TemporaryProject, force: Bool = false, largeFileSize: Int? = nil, documents: DocumentMemory? = nil,
    loaded seeLoaded: (Project) -> Void = { _ in }
  ) -> BuildOutcome {
    let configPath = project.root + "/swatch.yaml"
    let key = Self.key
    let stampPath = BuildStamp.path(configPath: configPath)
    let recordPath = ScanRecord.path(besideStamp: stampPath)
    let piecesPath = PieceStore.path(besideStamp: stampPath)
    var previous = force ? nil : BuildStamp.load(at: stampPath, key: key).map { PreviousBuild($0.0, written: $0.1) }
    previous?.scanRecordFile = (recordPath, key)
    previous?.pieceStore = PieceStore.load(at: piecesPath, key: key)
    let started = BuildStamp.now()
    var loaded = Project.load(configPath: configPath, tokenPaths: [], documents: documents)
    seeLoaded(loaded)
    if let largeFileSize { loaded.largeFileSize = largeFileSize }
    let outcome = loaded.buildReleasingGraph(checkOnly: false, previous: previous)
    let stamp = BuildStamp.record(
      outcome, of: loaded, configPath: configPath, key: key, started: started, diagnostics: "", previous: previous)
    // A clock tick later, so that what the build wrote is older than the stamp, as in any real build.
    usleep(20_000)
    stamp.map { $0.write(to: stampPath) } ?? BuildStamp.remove(at: stampPath)
    if stamp != nil {
      PieceStore.write(key: key, files: outcome.keptPieces, to: piecesPath)
      ScanRecord.write(of: outcome, key: key, to: recordPath)
    } else {
      PieceStore.remove(at: piecesPath)
      ScanRecord.remove(at: recordPath)
    }
    return outcome
  }

  static let key = BuildStamp.key(tool: "1.0", workingDirectory: "/", arguments: [])

  static let redSet = "out/assets/SwatchColors.xcassets/colorRed.colorset/Contents.json"
  static let whiteSet = "out/assets/SwatchColors.xcassets/colorWhite.colorset/Contents.json"

  /// A project built once, then its token file edited (red made blue) and dated before the next build.
  static func editedProject() throws -> TemporaryProject {
    let project = try project()
    #expect(!build(project).diagnostics.containsErrors)
    try project.write(tokens.replacingOccurrences(of: "#FF0000", with: "#0000FF"), to: "tokens/colors.yaml")
    project.setModificationTime(of: "tokens/colors.yaml", to: BuildStamp.now() - 5_000_000_000)
    return project
  }

  /// Replaces `path`'s bytes by `text` (of the same length) and puts its modification time back, so size, time
  /// and inode are what the stamp recorded: a change nothing but reading the file can see.
  static func tamperUnseen(_ project: TemporaryProject, _ path: String, _ text: String) throws {
    let before = try #require(FileStatus(path: project.root + "/" + path))
    let old = try #require(project.read(path))
    #expect(old.utf8.count == text.utf8.count)
    let handle = try #require(FileHandle(forWritingAtPath: project.root + "/" + path))
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
    project.setModificationTime(of: path, to: before.modified)
    #expect(FileStatus(path: project.root + "/" + path) == before)
  }

  @Test(
    .timeLimit(.minutes(1)),
    arguments: [BuildStamp.fileName, PieceStore.fileName, ScanRecord.fileName].map { StateFolder.name + "/" + $0 })
  func aFIFOInPlaceOfABuildRecordIsNoRecordAndBlocksNothing(name: String) throws {
    let project = try Self.editedProject()
    defer { project.remove() }
    // Opened for reading without O_NONBLOCK, a FIFO waits for a writer that never comes.
    unlink(project.root + "/" + name)
    #expect(mkfifo(project.root + "/" + name, 0o644) == 0)
    let rebuilt = Self.build(project)
    #expect(!rebuilt.diagnostics.containsErrors)
    #expect(project.read(Self.redSet)?.contains("\"blue\" : \"1.000\"") == true)
  }

  @Test func aRebuildAfterAnEditMakesWhatAFullBuildMakes() throws {
    let project = try Self.editedProject()
    defer { project.remove() }
    let rebuilt = Self.build(project)
    #expect(rebuilt.plan.reusedCount == 4)
    #expect(rebuilt.report.changedPaths.contains(project.root + "/" + Self.redSet))
    #expect(!rebuilt.report.changedPaths.contains(project.root + "/" + Self.whiteSet))
    #expect(project.read(Self.redSet)?.contains("\"blue\" : \"1.000\"") == true)
    // A full build compares every byte with the disk and finds nothing to change.
    let full = Self.build(project, force: true)
    #expect(full.report.changedPaths.isEmpty && full.report.deleted.isEmpty)
  }

  @Test func aColorSetMadeFromUnchangedValuesIsNotMadeAgain() throws {
    let project = try Self.editedProject()
    defer { project.remove() }
    let original = try #require(project.read(Self.whiteSet))
    // Changed where nothing but reading could see it: the build keeps it, so it did not make the file again.
    try Self.tamperUnseen(project, Self.whiteSet, original.replacingOccurrences(of: "1.000", with: "0.500"))
    // Four color sets, three unchanged, and the catalog's own Contents.json.
    #expect(Self.build(project).plan.reusedCount == 4)
    #expect(project.read(Self.whiteSet)?.contains("0.500") == true)
    // `--force` makes and compares everything, and repairs it.
    #expect(Self.build(project, force: true).report.changedPaths == [project.root + "/" + Self.whiteSet])
    #expect(project.read(Self.whiteSet) == original)
  }

  @Test func aFileTheStampVouchesForIsComparedByHash() throws {
    let project = try Self.editedProject()
    defer { project.remove() }
    let list = "out/list/list.txt"
    let original = try #require(project.read(list))
    try Self.tamperUnseen(project, list, original.replacingOccurrences(of: "color.red", with: "color.rex"))
    // The list does not change with the edit: its hash matches the stamp's, and the disk is not read.
    #expect(!Self.build(project).report.changedPaths.contains(project.root + "/" + list))
    #expect(Self.build(project, force: true).report.changedPaths == [project.root + "/" + list])
    #expect(project.read(list) == original)
  }

  @Test func piecesAreNotCopiedFromAFileChangedUnseen() throws {
    let project = try Self.project()
    defer { project.remove() }
    #expect(!Self.build(project).diagnostics.containsErrors)
    let list = "out/list/list.txt"
    #expect(
      PieceStore.load(
        at: PieceStore.path(besideStamp: BuildStamp.path(configPath: project.root + "/swatch.yaml")), key: Self.key)
        != nil)
    let original = try #require(project.read(list))
    try Self.tamperUnseen(project, list, original.replacingOccurrences(of: "color.red", with: "color.rex"))
    // A new token changes the list; every other line could be copied from the last build's text, which the
    // stamp vouches for by size and time but whose bytes no longer hash to what the pieces index.
    try project.write(Self.tokens + "  green: \"#00FF00\"\n", to: "tokens/colors.yaml")
    project.setModificationTime(of: "tokens/colors.yaml", to: BuildStamp.now() - 5_000_000_000)
    Self.build(project)
    let text = try #require(project.read(list))
    #expect(text.contains("color.green\n") && text.contains("color.red\n") && !text.contains("color.rex"))
  }

  @Test func anOutputChangedOnDiskIsMadeAndWrittenAgain() throws {
    let project = try Self.editedProject()
    defer { project.remove() }
    let original = try #require(project.read(Self.whiteSet))
    try project.write("{}\n", to: Self.whiteSet)
    try project.write("edited\n", to: "out/list/list.txt")
    let rebuilt = Self.build(project)
    #expect(rebuilt.plan.reusedCount == 3)
    #expect(rebuilt.report.changedPaths.contains(project.root + "/" + Self.whiteSet))
    #expect(project.read(Self.whiteSet) == original)
    #expect(project.read("out/list/list.txt")?.hasPrefix("color.background\n") == true)
  }

  @Test func theNewStampRecordsEveryOutputAsItIsOnDisk() throws {
    let project = try Self.editedProject()
    defer { project.remove() }
    let rebuilt = Self.build(project)
    #expect(rebuilt.plan.reusedCount == 4)
    let stampPath = BuildStamp.path(configPath: project.root + "/swatch.yaml")
    let key = Self.key
    let (stamp, written) = try #require(BuildStamp.load(at: stampPath, key: key))
    // Files the rebuild did not write keep the status seen when the old stamp vouched for them: still true.
    // and every input and output is recorded with the hash of its bytes on disk, the edited token file's new
    // text as much as the files the last stamp's hash was kept for.
    for entry in stamp.entries where entry.kind == .file {
      #expect(FileStatus(path: entry.path) == entry.status, "\(entry.path)")
      let bytes = try #require(FileManager.default.contents(atPath: entry.path), "\(entry.path)")
      #expect(ContentHash.of([UInt8](bytes)) == entry.hash, "\(entry.path)")
    }
    #expect(stamp.entries.contains { $0.path.hasSuffix("tokens/colors.yaml") })
    #expect(stamp.isCurrent(written: written))
  }

  @Test func stableHashesDependOnEveryInputAndItsBoundaries() {
    func hash(_ parts: [String], domain: StaticString = "test 1") -> UInt64 {
      var hash = StableHash(domain)
      for part in parts { hash.combine(part) }
      return hash.value
    }
    #expect(hash(["ab", "c"]) == hash(["ab", "c"]))
    #expect(hash(["ab", "c"]) != hash(["a", "bc"]))
    #expect(hash(["abcdefgh"]) != hash(["abcdefgh", ""]))
    #expect(hash(["x"], domain: "test 1") != hash(["x"], domain: "test 2"))
    let red = TokenValue.color(ColorValue(space: .srgb, components: [1, 0, 0]))
    let redP3 = TokenValue.color(ColorValue(space: .displayP3, components: [1, 0, 0]))
    let halfRed = TokenValue.color(ColorValue(space: .srgb, components: [1, 0, 0], alpha: 0.5))
    let keys = [red, redP3, halfRed, .number(1), .string("1")].map { value in
      var hash = StableHash("test 1")
      hash.combine(value)
      return hash.value
    }
    #expect(Set(keys).count == keys.count)
  }
}
