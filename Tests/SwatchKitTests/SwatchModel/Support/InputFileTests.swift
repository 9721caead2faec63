import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// Every input is read within a size limit, and a file that is no regular file is refused without waiting.
@Suite struct InputFileTests {
  @Test func aFileWithinTheLimitIsReadWholeAndOnePastItIsRefused() throws {
    let project = try TemporaryProject(files: ["a.yaml": "12345678", "b.yaml": "123456789"])
    defer { project.remove() }
    #expect(InputFile.bytes(at: project.root + "/a.yaml", limit: 8) == .success(Array("12345678".utf8)))
    #expect(InputFile.bytes(at: project.root + "/b.yaml", limit: 8) == .failure(.tooLarge(size: 9)))
    #expect(InputFile.data(at: project.root + "/b.yaml", limit: 8) == nil)
  }

  @Test func aFIFOAFolderAndAMissingFileGiveNoBytes() throws {
    let project = try TemporaryProject(files: ["a.yaml": "x"])
    defer { project.remove() }
    let fifo = project.root + "/pipe.json"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(InputFile.bytes(at: fifo) == .failure(.notAFile))
    #expect(InputFile.bytes(at: project.root) == .failure(.notAFile))
    guard case .failure(.unreadable) = InputFile.bytes(at: project.root + "/gone.yaml") else {
      Issue.record("a missing file read")
      return
    }
  }

  /// A token file past 64 MiB (sparse here, so the test writes nothing) is `io.too-large` at the file, and none
  /// of it is read; the other files are read.
  @Test func aTokenFilePastTheLimitIsReportedAtTheFile() throws {
    let project = try TemporaryProject(files: ["tokens/a.yaml": "a: { $type: number, $value: 1 }\n"])
    defer { project.remove() }
    let huge = project.root + "/tokens/huge.json"
    #expect(FileManager.default.createFile(atPath: huge, contents: nil))
    #expect(truncate(huge, off_t(InputFile.maximumTextSize) + 1) == 0)
    let (sources, diagnostics) = TokenSourceLoader().load([project.root + "/tokens"])
    #expect(sources.map(\.path) == [project.root + "/tokens/a.yaml"])
    let error = try #require(diagnostics.first)
    #expect(diagnostics.count == 1 && error.id == "io.too-large" && error.severity == .error)
    #expect(error.range?.file == huge)
    #expect(error.message.contains("64.1 MiB") && error.message.contains("up to 64 MiB"), "\(error.message)")
  }
}
