import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A project in a fresh temporary folder: files written by the test, built through the same driver the
/// command-line tool uses.
struct TemporaryProject {
  let root: String

  init(files: [String: String]) throws {
    root = NSTemporaryDirectory() + "swatch-test-" + UUID().uuidString
    for (path, text) in files {
      try write(text, to: path)
    }
  }

  func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: root + "/" + path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: false, encoding: .utf8)
  }

  func read(_ path: String) -> String? {
    try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + path) }

  func modificationDate(_ path: String) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: root + "/" + path)[.modificationDate] as? Date
  }

  /// `swatch build` (`--check` with `checkOnly`), with `largeFileSize`, if given, as `Project.largeFileSize`.
  func build(checkOnly: Bool = false, largeFileSize: Int? = nil) -> BuildOutcome {
    var project = Project.load(configPath: root + "/swatch.yaml", tokenPaths: [])
    if let largeFileSize { project.largeFileSize = largeFileSize }
    return project.build(checkOnly: checkOnly)
  }

  /// A build of the outputs of `writers` alone, as `swatch build --only-writer` makes it.
  func buildingOnly(writers: [String]) -> BuildOutcome {
    Project.load(configPath: root + "/swatch.yaml", tokenPaths: []).keepingOutputs(ofWriters: writers)
      .build(checkOnly: false)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

extension TemporaryProject {
  /// Every Swatch temporary file (`.NAME.swatch-PID….tmp`) below the project, relative to it, sorted.
  func temporaryFiles() -> [String] {
    let names = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
    return names.filter { $0.contains(".swatch-") && $0.hasSuffix(".tmp") }.sorted()
  }
}

extension TemporaryProject {
  /// Expects `outcome` to report exactly the diagnostics `ids` and to have left the project as it was: no
  /// file changed, no `out` folder, no temporary file.
  func expectNothingWritten(
    _ outcome: BuildOutcome, ids: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(outcome.diagnostics.map(\.id) == ids, sourceLocation: sourceLocation)
    #expect(!outcome.changedDisk, sourceLocation: sourceLocation)
    #expect(!exists("out"), sourceLocation: sourceLocation)
    #expect(temporaryFiles().isEmpty, sourceLocation: sourceLocation)
  }
}
