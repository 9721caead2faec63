import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchModel

/// The scan record: a rebuild does not read again the output folders the last build found holding only its
/// own files while no entry was added or removed in them, and a file put there is still found.
@Suite struct ScanRecordTests {
  static let sets = "out/assets/SwatchColors.xcassets"
  static let redFolder = sets + "/colorRed.colorset"

  @Test func theRecordReadsBackAndRejectsWhatItDidNotWrite() {
    let folders = [
      "out/a b": FileStatus(size: 0, modified: 1_700_000_000_123_456_789, inode: 42, isFolder: true),
      "out/c": FileStatus(size: 0, modified: 5, inode: 7, isFolder: true),
      "out/before-1970": FileStatus(size: 0, modified: -5, inode: 8, isFolder: true),
      "out/new\nline": FileStatus(size: 0, modified: 5, inode: 9, isFolder: true),
    ]
    let text = ScanRecord.text(folders, key: "k")
    #expect(text.hasPrefix("swatch-state 1 scan\nkey k\n"))
    #expect(
      text.split(separator: "\n").dropFirst(2).dropLast().sorted() == ["1700000000123456789 42 out/a b", "5 7 out/c"])
    let record = ScanRecord(parsing: Array(text.utf8), key: "k")
    #expect(record?.folders == ["out/a b": folders["out/a b"]!, "out/c": folders["out/c"]!])
    #expect(ScanRecord(parsing: Array(text.utf8), key: "other") == nil)
    #expect(ScanRecord(parsing: Array(text.dropLast().utf8), key: "k") == nil, "a record cut short")
    let empty = StateFolder.sealed(Array("swatch-state 1 scan\nkey k\n".utf8))
    #expect(ScanRecord(parsing: empty, key: "k")?.folders.isEmpty == true)
    #expect(ScanRecord(parsing: Array("swatch-state 1 scan\nkey k\n".utf8), key: "k") == nil, "no checksum")
    for line in ["x 7 out/c", "5 7", "5 -7 out/c", "99999999999999999999 7 out/c", "5 7 "] {
      let bad = StateFolder.sealed(Array("swatch-state 1 scan\nkey k\n\(line)\n".utf8))
      #expect(ScanRecord(parsing: bad, key: "k") == nil, "\(line)")
    }
  }

  @Test func aFolderScanPassesOverVouchedFoldersAndListsPlainOnes() throws {
    let project = try TemporaryProject(files: ["a/x": "1", "b/y": "2", "b/c/z": "3", "b/c/w": "4"])
    defer { project.remove() }
    let asked = AskedPaths()
    let vouchedFor = project.root + "/a"
    let status = try #require(FileStatus(path: vouchedFor))
    let found = FolderScan.files(in: project.root, skipping: []) { path in
      asked.add(path)
      return path == vouchedFor ? status : nil
    }
    let (files, plain) = (found.files, found.plainFolders)
    #expect(files.sorted() == ["b/c/w", "b/c/z", "b/y"])
    #expect(found.vouched == [vouchedFor: status])
    #expect(asked.paths == [project.root + "/a", project.root + "/b", project.root + "/b/c"])
    #expect(plain.map(\.path) == [project.root + "/b/c"])
    #expect(plain.first.map { files[$0.files].sorted() } == ["b/c/w", "b/c/z"])
  }

  /// The paths a scan asked about, from whichever threads it asked on.
  final class AskedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var asked: Set<String> = []
    func add(_ path: String) { lock.withLock { _ = asked.insert(path) } }
    var paths: Set<String> { lock.withLock { asked } }
  }

  @Test func aScanAsksAboutManyFoldersOnEveryCoreAndPassesOverThoseVouchedFor() throws {
    // More folders than one core checks (16 here, not `FolderScan.statChunk`), some vouched for: the rest are
    // read, each once.
    let count = 40
    var files: [String: String] = [:]
    for index in 0..<count { files["many/f\(index)/x"] = "\(index)" }
    let project = try TemporaryProject(files: files)
    defer { project.remove() }
    let asked = AskedPaths()
    let found = FolderScan.files(in: project.root + "/many", skipping: [], chunk: 16) { path in
      asked.add(path)
      guard let index = Int(path.split(separator: "/").last!.dropFirst()), index % 3 == 0 else { return nil }
      return FileStatus(path: path)
    }
    #expect(asked.paths.count == count)
    #expect(found.vouched.count == (count + 2) / 3)
    let read = (0..<count).filter { $0 % 3 != 0 }.map { "f\($0)/x" }
    #expect(found.files.sorted() == read.sorted())
    #expect(found.plainFolders.count == read.count)
  }

  @Test func aRebuildLooksAtTheColorSetFoldersWithoutReadingThem() throws {
    let project = try PreviousBuildTests.project()
    defer { project.remove() }
    #expect(!PreviousBuildTests.build(project).diagnostics.containsErrors)
    // The first build made the color set folders: it records them without reading them back.
    let recordPath = ScanRecord.path(besideStamp: BuildStamp.path(configPath: project.root + "/swatch.yaml"))
    let first = try #require(ScanRecord.load(at: recordPath, key: Self.key))
    #expect(first.folders.keys.contains(project.root + "/" + Self.redFolder))
    #expect(!first.folders.keys.contains(project.root + "/" + Self.sets), "it holds folders")
    #expect(!PreviousBuildTests.build(project).diagnostics.containsErrors)
    #expect(ScanRecord.load(at: recordPath, key: Self.key)?.folders == first.folders)
  }

  @Test func aFileDroppedIntoARecordedFolderIsStillFound() throws {
    let project = try PreviousBuildTests.editedProject()
    defer { project.remove() }
    try project.write("mine\n", to: Self.redFolder + "/notes.txt")
    let rebuilt = PreviousBuildTests.build(project)
    #expect(rebuilt.diagnostics.map(\.id) == ["output.foreign"])
    #expect(rebuilt.diagnostics.first?.message.contains("notes.txt") == true)
    // The folder is read at every build while the file is there.
    let recordPath = ScanRecord.path(besideStamp: BuildStamp.path(configPath: project.root + "/swatch.yaml"))
    #expect(ScanRecord.load(at: recordPath, key: Self.key)?.folders[project.root + "/" + Self.redFolder] == nil)
    #expect(PreviousBuildTests.build(project).diagnostics.map(\.id) == ["output.foreign"])
  }

  static let key = BuildStamp.key(tool: "1.0", workingDirectory: "/", arguments: [])
}
