import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchModel
@testable import SwatchWriters

/// `OutputDirectory.isUnchanged` compares a file with the disk a chunk at a time.
@Suite struct OutputCompareTests {
  /// Two chunks and a bit, so a difference can sit in the first, the second or the last partial chunk.
  static let large = String(repeating: "0123456789abcdef", count: (2 << 20) / 16 + 5) + "\n"

  @Test(arguments: [0, 1 << 20, (1 << 20) + 7, large.utf8.count - 1])
  func aDifferenceAnywhereIsFound(at offset: Int) throws {
    let project = try TemporaryProject(files: ["out/file.txt": Self.large])
    defer { project.remove() }
    var bytes = Array(Self.large.utf8)
    bytes[offset] = UInt8(ascii: "#")
    let changed = OutputFile(path: project.root + "/out/file.txt", binary: bytes)
    #expect(!OutputDirectory().isUnchanged(changed))
    #expect(OutputDirectory().isUnchanged(OutputFile(path: changed.path, contents: Self.large)))
  }

  @Test func anythingButTheSameBytesIsChanged() throws {
    let project = try TemporaryProject(files: ["out/a.txt": "abc\n", "out/folder.txt/x": "x\n"])
    defer { project.remove() }
    let directory = OutputDirectory()
    #expect(directory.isUnchanged(OutputFile(path: project.root + "/out/a.txt", contents: "abc\n")))
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/a.txt", contents: "abc")))
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/a.txt", contents: "abc\n\n")))
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/a.txt", contents: "abd\n")))
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/missing.txt", contents: "")))
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/folder.txt", contents: "")))
    // A FIFO planted where an output goes is not opened for reading and waited on: it is simply not the file.
    #expect(mkfifo(project.root + "/out/fifo.txt", 0o644) == 0)
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/fifo.txt", contents: "")))
    try project.write("", to: "out/empty.txt")
    #expect(directory.isUnchanged(OutputFile(path: project.root + "/out/empty.txt", contents: "")))
    #expect(!directory.isUnchanged(OutputFile(path: project.root + "/out/empty.txt", contents: "\n")))
  }
}
