import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchModel

/// The state records a watching process keeps instead of reading them back (`StateMemory`): each is what its
/// file reads as, and only while the file is the one the process wrote.
@Suite struct StateMemoryTests {
  private func built(_ project: TemporaryProject) -> (Project, BuildOutcome, configPath: String) {
    let configPath = project.root + "/swatch.yaml"
    let loaded = Project.load(configPath: configPath, tokenPaths: [])
    return (loaded, loaded.build(checkOnly: false), configPath)
  }

  @Test func aKeptStampIsTheOneOnDiskAndIsTakenWhileItsFileIsTheOneWritten() throws {
    let project = try PreviousBuildTests.project()
    defer { project.remove() }
    let (loaded, outcome, configPath) = built(project)
    let stamp = try #require(
      BuildStamp.record(
        outcome, of: loaded, configPath: configPath, key: "k", started: BuildStamp.now(), diagnostics: ""))
    let path = BuildStamp.path(configPath: configPath)
    let memory = StateMemory()
    memory.keep(stamp: stamp, at: path, key: "k", written: stamp.write(to: path))
    let fromDisk = try #require(BuildStamp.load(at: path, key: "k"))
    let taken = try #require(memory.takeStamp(at: path, key: "k"))
    #expect(taken.0 == fromDisk.0)
    #expect(taken.written == fromDisk.written)
    #expect(memory.takeStamp(at: path, key: "k") == nil, "taken once")
    memory.putBackStamp()
    #expect(memory.takeStamp(at: path, key: "k")?.written == fromDisk.written, "put back as it was")

    var early = stamp
    early.entries[0].status.modified = -5
    memory.keep(stamp: early, at: path, key: "k", written: true)
    #expect(memory.takeStamp(at: path, key: "k") == nil, "a time before 1970, which the file's parser refuses")

    memory.keep(stamp: stamp, at: path, key: "k", written: true)
    #expect(memory.takeStamp(at: path, key: "other") == nil, "another invocation's key")
    memory.keep(stamp: stamp, at: path, key: "k", written: false)
    #expect(memory.takeStamp(at: path, key: "k") == nil, "a stamp that was not written")
    // Another build writes a stamp of the same bytes: a new file renamed into place, which is read from disk.
    memory.keep(stamp: stamp, at: path, key: "k", written: true)
    #expect(stamp.write(to: path))
    #expect(memory.takeStamp(at: path, key: "k") == nil, "a stamp another build wrote")
    memory.keep(stamp: stamp, at: path, key: "k", written: true)
    memory.forget()
    #expect(memory.takeStamp(at: path, key: "k") == nil, "forgotten")
  }

  @Test func aKeptScanRecordIsWhatItsFileParsesAs() throws {
    let project = try PreviousBuildTests.project()
    defer { project.remove() }
    let (_, outcome, configPath) = built(project)
    #expect(!outcome.scannedFolders.isEmpty)
    let path = ScanRecord.path(besideStamp: BuildStamp.path(configPath: configPath))
    let memory = StateMemory()
    let size = try #require(ScanRecord.write(of: outcome, key: "k", to: path))
    memory.keep(scanOf: outcome, size: size, at: path, key: "k")
    let fromDisk = try #require(ScanRecord.load(at: path, key: "k"))
    #expect(memory.scanRecord(at: path, key: "k")?.folders == fromDisk.folders)
    #expect(memory.scanRecord(at: path, key: "k") != nil, "asked again: a scan record is not taken")
    #expect(memory.scanRecord(at: path, key: "other") == nil)

    ScanRecord.write(of: outcome, key: "k", to: path)
    #expect(memory.scanRecord(at: path, key: "k") == nil, "a record another build wrote")
    memory.keep(scanOf: outcome, size: Int(PreviousBuild.preloadedScanRecordLimit) + 1, at: path, key: "k")
    #expect(memory.scanRecord(at: path, key: "k") == nil, "one too large to read before the writers")
    memory.keep(scanOf: outcome, size: nil, at: path, key: "k")
    #expect(memory.scanRecord(at: path, key: "k") == nil, "one that was not written")
  }

  @Test func aRecordMadeFromFoldersEqualsItsTextParsed() {
    let folders = [
      "out/a b": FileStatus(size: 12, modified: 1_700_000_000_123_456_789, inode: 42, isFolder: true),
      "out/before-1970": FileStatus(size: 0, modified: -5, inode: 8, isFolder: true),
      "out/new\nline": FileStatus(size: 0, modified: 5, inode: 9, isFolder: true),
    ]
    let parsed = ScanRecord(parsing: Array(ScanRecord.text(folders, key: "k").utf8), key: "k")
    #expect(ScanRecord(recording: folders).folders == parsed?.folders)
    #expect(ScanRecord(recording: folders).folders.keys.sorted() == ["out/a b"])
  }
}
