import Foundation
import Testing

@Suite struct GoldenCaseTests {
  // Runs every golden case and compares what Swatch produces with the case's `expected/` folder.
  //
  // To regenerate after a deliberate change, run `UPDATE_GOLDENS=1 swift test --filter GoldenCaseTests`, then
  // review `git diff Tests/SwatchKitTests/Fixtures`. The update run fails on purpose (see `GoldenFiles.verify`).
  @Test func casesExist() {
    #expect(!GoldenCase.all.isEmpty, "no golden cases found under \(GoldenCase.casesDirectory.path)")
  }

  @Test(arguments: GoldenCase.all)
  func matchesExpectedFiles(_ golden: GoldenCase) throws {
    try GoldenFiles.verify(try golden.actualFiles(), against: golden.expectedDirectory, name: "\(golden.name)/expected")
  }
}
