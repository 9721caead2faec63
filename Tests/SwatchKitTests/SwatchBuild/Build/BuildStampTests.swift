import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A build with nothing changed is skipped; any change to an input, an owned output or the tool is not.
@Suite struct BuildStampTests {
  static let config = """
    tokens: [tokens]
    templates: templates
    outputs:
      - { writer: json, path: out/json }
      - { writer: xcassets, path: out/assets }
      - { writer: template, template: list.txt.mustache, path: out/list }

    """

  static func project() throws -> TemporaryProject {
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens,
      "templates/list.txt.mustache": "{{#tokens}}{{path}}\n{{/tokens}}",
    ])
    project.backdate()
    return project
  }

  /// The stamp key of a build by `tool`.
  static func key(tool: String = "1.0") -> String {
    BuildStamp.key(tool: tool, workingDirectory: "/", arguments: [])
  }

  /// What the command-line tool does: skip when the stamp is current, else build and record a stamp. Whether
  /// the build was skipped.
  static func build(_ project: TemporaryProject, tool: String = "1.0", checkOnly: Bool = false) -> Bool {
    let configPath = project.root + "/swatch.yaml"
    let key = Self.key(tool: tool)
    let stampPath = BuildStamp.path(configPath: configPath)
    if BuildStamp.current(at: stampPath, key: key) != nil { return true }
    let started = BuildStamp.now()
    let loaded = Project.load(configPath: configPath, tokenPaths: [])
    let outcome = loaded.build(checkOnly: checkOnly)
    guard !checkOnly else { return false }
    let stamp = BuildStamp.record(
      outcome, of: loaded, configPath: configPath, key: key, started: started, diagnostics: "")
    stamp.map { $0.write(to: stampPath) } ?? BuildStamp.remove(at: stampPath)
    return false
  }

  /// A project built once, its files dated well before the stamp.
  static func builtProject() throws -> TemporaryProject {
    let project = try project()
    #expect(!build(project))
    #expect(project.exists(StateFolder.name + "/" + BuildStamp.fileName))
    #expect(build(project))
    #expect(build(project, checkOnly: true))
    return project
  }

  /// A build that writes marks so in the state folder; a marker of a process no longer running (a build killed
  /// while it wrote, whose temporary files the stamp does not record) tells the next build not to skip.
  @Test func aKilledBuildsMarkerIsSeenAndItsOwnIsNot() throws {
    let folder = NSTemporaryDirectory() + "swatch-marker-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let stamp = folder + "/.swatch/stamp"
    #expect(!StateFolder.holdsKilledBuild(besideStamp: stamp))
    let marker = try #require(StateFolder.markWriting(besideStamp: stamp))
    #expect(FileManager.default.fileExists(atPath: marker.path))
    #expect(!StateFolder.holdsKilledBuild(besideStamp: stamp), "this process is alive")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    let dead = folder + "/.swatch/.writing.swatch-\(process.processIdentifier)-0.tmp"
    #expect(FileManager.default.createFile(atPath: dead, contents: nil))
    #expect(StateFolder.holdsKilledBuild(besideStamp: stamp))
  }

  @Test func nothingChangedIsSkipped() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    #expect(Self.build(project))
  }

  @Test func anEditedTokenOfTheSameSizeIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try project.write(BuildTests.tokens.replacingOccurrences(of: "#000000", with: "#111111"), to: "tokens/colors.yaml")
    #expect(!Self.build(project, checkOnly: true))
    #expect(!Self.build(project))
  }

  @Test func aTokenFileAddedToAFolderIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try project.write("size: {$type: dimension, $value: 4px}\n", to: "tokens/more/size.yaml")
    #expect(!Self.build(project))
  }

  @Test func anOutputEditedByHandIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let json = try #require(project.read("out/json/tokens.json"))
    try project.write(json.replacingOccurrences(of: "FFFFFF", with: "EEEEEE"), to: "out/json/tokens.json")
    #expect(!Self.build(project))
    #expect(project.read("out/json/tokens.json") == json)
  }

  @Test func anOutputEditedInTheStampsClockTickIsRead() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let path = project.root + "/out/json/tokens.json"
    let json = try #require(project.read("out/json/tokens.json"))
    let written = try #require(FileStatus(path: path)).modified
    // An edit in place of the same size whose time stays what was recorded, in the tick the stamp was written
    // in: size, inode and time all match, so only reading the file can tell.
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    _ = json.replacingOccurrences(of: "FFFFFF", with: "EEEEEE").withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
    project.setModificationTime(of: "out/json/tokens.json", to: written)
    project.setModificationTime(of: StateFolder.name + "/" + BuildStamp.fileName, to: written)
    #expect(!Self.build(project))
  }

  @Test func anOutputEditedLaterWithItsTimeForgedBackIsALimit() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let path = project.root + "/out/json/tokens.json"
    let json = try #require(project.read("out/json/tokens.json"))
    let written = try #require(FileStatus(path: path)).modified
    project.setModificationTime(of: StateFolder.name + "/" + BuildStamp.fileName, to: written + 1_000_000_000)
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    _ = json.replacingOccurrences(of: "FFFFFF", with: "EEEEEE").withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
    project.setModificationTime(of: "out/json/tokens.json", to: written)
    // Documented in docs/build.md: size, inode and a modification time set back by hand are trusted.
    #expect(Self.build(project))
  }

  @Test func aDeletedOutputIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try FileManager.default.removeItem(atPath: project.root + "/out/assets/SwatchColors.xcassets/colorBlack.colorset")
    #expect(!Self.build(project))
    #expect(project.exists("out/assets/SwatchColors.xcassets/colorBlack.colorset/Contents.json"))
  }

  @Test func aChangedTemplateIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try project.write("{{#tokens}}{{path}};\n{{/tokens}}", to: "templates/list.txt.mustache")
    #expect(!Self.build(project))
    #expect(project.read("out/list/list.txt")?.hasSuffix("color.white;\n") == true)
  }

  @Test func aChangedConfigurationIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try project.write(Self.config.replacingOccurrences(of: "out/json }", with: "out/json2 }"), to: "swatch.yaml")
    #expect(!Self.build(project))
    #expect(project.exists("out/json2/tokens.json"))
  }

  @Test func anotherToolVersionIsBuilt() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    #expect(!Self.build(project, tool: "1.1"))
  }

  @Test func touchingAnInputWithoutChangingItStillSkips() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    project.setModificationTime(of: "tokens/colors.yaml", to: BuildStamp.now() - 5_000_000_000)
    #expect(Self.build(project))
  }

  @Test func anInputModifiedAsTheBuildStartsIsReadAgainByTheNextBuild() throws {
    let project = try Self.project()
    defer { project.remove() }
    let edited = BuildTests.tokens.replacingOccurrences(of: "#000000", with: "#111111")
    try project.write(edited, to: "tokens/colors.yaml")
    #expect(!Self.build(project))
    // The stamp is there, so the outputs' entries vouch for the files, but the racy input is smudged: the
    // next build reads it, and it holds what the build read.
    let stamp = try #require(
      BuildStamp.load(at: project.root + "/" + StateFolder.name + "/" + BuildStamp.fileName, key: Self.key())?.0)
    let racy = try #require(stamp.entries.first { $0.path.hasSuffix("tokens/colors.yaml") })
    #expect(racy.status.modified == 0 && racy.status.inode == 0)
    #expect(racy.hash == ContentHash.of(edited))
    #expect(Self.build(project))
    // The same size and the time set back to the smudged entry's: still read, so the change is built.
    try project.write(BuildTests.tokens.replacingOccurrences(of: "#000000", with: "#222222"), to: "tokens/colors.yaml")
    project.setModificationTime(of: "tokens/colors.yaml", to: 0)
    #expect(!Self.build(project))
  }

  @Test func aFolderModifiedAsTheBuildStartsIsVouchedForByItsNames() throws {
    let project = try Self.project()
    defer { project.remove() }
    // An editor's save by rename, just before the build: the folder's time is too recent to trust.
    try project.write(BuildTests.tokens, to: "tokens/more.yaml")
    try FileManager.default.removeItem(atPath: project.root + "/tokens/more.yaml")
    #expect(!Self.build(project))
    let stamp = try #require(
      BuildStamp.load(at: project.root + "/" + StateFolder.name + "/" + BuildStamp.fileName, key: Self.key())?.0)
    let folder = try #require(stamp.entries.first { $0.kind == .folder && $0.path.hasSuffix("tokens") })
    #expect(folder.status.inode == 0 && folder.hash == FolderListing.hash(of: project.root + "/tokens"))
    #expect(stamp.entries.contains { $0.path.hasSuffix(".json") && $0.status.inode != 0 })
    // The same names: nothing to do, whatever the folder's time. A name added: built.
    #expect(Self.build(project))
    project.setModificationTime(of: "tokens", to: BuildStamp.now() - 5_000_000_000)
    #expect(Self.build(project))
    try project.write("size: {$type: dimension, $value: 4px}\n", to: "tokens/size.yaml")
    #expect(!Self.build(project))
  }

  /// What the token loader does not read, installed packages and hidden folders, the stamp does not watch: a
  /// change there (a git operation, an install) leaves the next build nothing to do.
  @Test func installedPackagesAndHiddenFoldersBelowATokenFolderAreNotWatched() throws {
    let project = try Self.project()
    defer { project.remove() }
    try project.write(#"{"name": "lib"}"#, to: "tokens/node_modules/lib/package.json")
    try project.write("ref: refs/heads/main\n", to: "tokens/.git/HEAD")
    project.backdate()
    #expect(!Self.build(project))
    #expect(Self.build(project))
    try project.write(#"{"x": {"$type": "number", "$value": 1}}"#, to: "tokens/node_modules/lib/more.json")
    try project.write("x\n", to: "tokens/.git/objects/ab")
    #expect(Self.build(project))
    try project.write("size: {$type: dimension, $value: 4px}\n", to: "tokens/size.yaml")
    #expect(!Self.build(project))
  }

  @Test func aFolderWhoseNamesChangeWhileTheBuildRunsIsBuiltAgain() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let configPath = project.root + "/swatch.yaml"
    let started = BuildStamp.now()
    let loaded = Project.load(configPath: configPath, tokenPaths: [])
    // A token file arrives after the build read the folder: the build did not read it, so the stamp must not
    // vouch for the folder's new names.
    try project.write("size: {$type: dimension, $value: 4px}\n", to: "tokens/late.yaml")
    let outcome = loaded.build(checkOnly: false)
    let stamp = try #require(
      BuildStamp.record(outcome, of: loaded, configPath: configPath, key: Self.key(), started: started, diagnostics: "")
    )
    let folder = try #require(stamp.entries.first { $0.kind == .folder && $0.path.hasSuffix("tokens") })
    #expect(folder.hash == 0)
    stamp.write(to: BuildStamp.path(configPath: configPath))
    #expect(!Self.build(project))
    #expect(Self.build(project))
  }

  @Test func aStampRoundTripsAndRejectsGarbage() throws {
    let stamp = BuildStamp(
      key: "k", outputCount: 2, diagnostics: "warning: x\n",
      entries: [
        .init(
          kind: .file, status: .init(size: 3, modified: 4, inode: 5, isFolder: false), hash: 6, key: 9, path: "a b"),
        .init(kind: .folder, status: .init(size: 0, modified: 7, inode: 8, isFolder: true), hash: 0, path: "d"),
        .init(kind: .absent, status: .init(size: 0, modified: 0, inode: 0, isFolder: false), hash: 0, path: "s"),
      ])
    #expect(BuildStamp(parsing: Array(stamp.text.utf8)) == stamp)
    #expect(stamp.text.contains("\nF 3 4 5 6 9 a b\nD 0 7 8 0 0 d\nA 0 0 0 0 0 s\nchecksum "))
    // A time before 1970 is written with its sign, which the parser rejects: such a stamp is never trusted.
    var early = stamp
    early.entries[0].status.modified = -4
    #expect(early.text.contains("\nF 3 -4 5 6 9 a b\n"))
    #expect(BuildStamp(parsing: Array(early.text.utf8)) == nil)
    #expect(BuildStamp(parsing: Array(stamp.text.utf8.dropLast())) == nil)
    #expect(BuildStamp(parsing: Array("swatch-stamp 1\nkey k\noutputs 1\ndiagnostics 99\n".utf8)) == nil)
    #expect(BuildStamp(parsing: Array((stamp.text + "F 1 2 3 99999999999999999999999 x\n").utf8)) == nil)
  }

  @Test(arguments: [0, 7, 10, 99, 100, 1_234_567_890, 1_764_115_200_123_456_789, UInt64.max] as [UInt64])
  func numbersAreWrittenInDecimalAfterWhatIsThere(number: UInt64) {
    var bytes = Array("x".utf8)
    BuildStamp.appendDigits(number, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(number))
  }
}

extension TemporaryProject {
  /// Dates every file and folder of the project ten seconds back, as files are dated long before a build.
  func backdate() {
    let past = BuildStamp.now() - 10_000_000_000
    for name in (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []) + [""] {
      setModificationTime(of: name, to: past)
    }
  }

  /// Sets the modification time of `path` (relative to the project) to `nanoseconds` since 1970.
  func setModificationTime(of path: String, to nanoseconds: Int64) {
    let time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    let times = [time, time]
    utimensat(AT_FDCWD, root + "/" + path, times, 0)
  }
}

/// A record that did not load is damage only if it still does not load: one a build running beside this one
/// wrote after this one looked (two `--watch`es starting together) is no `state.damaged` note.
@Suite struct StateDamageTests {
  @Test func aRecordWrittenSinceIsNoDamageAndADamagedOneIs() throws {
    let project = try BuildStampTests.builtProject()
    defer { project.remove() }
    let path = project.root + "/" + StateFolder.name + "/" + BuildStamp.fileName
    let key = BuildStampTests.key()
    let loads = { BuildStamp.load(at: path, key: key) != nil }
    #expect(StateFolder.damage(at: path, kind: "stamp", key: key, loadsNow: loads) == nil)
    var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    bytes[bytes.count / 2] ^= 0x01
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(!loads())
    #expect(StateFolder.damage(at: path, kind: "stamp", key: key, loadsNow: loads)?.id == "state.damaged")
    // Another invocation's record is no damage of this one's, loaded or not.
    #expect(StateFolder.damage(at: path, kind: "stamp", key: "another", loadsNow: { false }) == nil)
  }
}
