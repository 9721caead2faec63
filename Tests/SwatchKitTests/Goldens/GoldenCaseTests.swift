import Foundation
import Testing

@Suite struct GoldenCaseTests {
  // Runs every golden case and compares what Swatch produces with the case's `expected/` folder.
  //
  // To regenerate after a deliberate change, run `UPDATE_GOLDENS=1 swift test --filter GoldenCaseTests`, then
  // review `git diff Tests/SwatchKitTests/Fixtures`. The update run fails on purpose, so an unreviewed
  // regeneration can never pass CI.
  static let isUpdating = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

  @Test func casesExist() {
    #expect(!GoldenCase.all.isEmpty, "no golden cases found under \(GoldenCase.casesDirectory.path)")
  }

  @Test(arguments: GoldenCase.all)
  func matchesExpectedFiles(_ golden: GoldenCase) throws {
    let actual = try golden.actualFiles()
    if Self.isUpdating {
      try GoldenFiles.replace(golden.expectedDirectory, with: actual)
      Issue.record("UPDATE_GOLDENS=1 rewrote \(golden.name)/expected; review the change with git diff and rerun")
      return
    }
    let expected = try golden.expectedFiles()
    for missing in Set(actual.keys).subtracting(expected.keys).sorted() {
      Issue.record("\(golden.name): expected/\(missing) is missing; Swatch produced it:\n\(actual[missing]!)")
    }
    for extra in Set(expected.keys).subtracting(actual.keys).sorted() {
      Issue.record("\(golden.name): expected/\(extra) exists but Swatch no longer produces it")
    }
    for (path, text) in actual.sorted(by: { $0.key < $1.key }) {
      guard let want = expected[path],
        let mismatch = GoldenFiles.mismatch(file: "\(golden.name)/expected/\(path)", expected: want, actual: text)
      else { continue }
      Issue.record(Comment(rawValue: mismatch))
    }
  }
}
