import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A flat JSON file larger than the spool threshold is written through its spool in parts, as a large render
/// is: the file is the one made in memory, and `--check` (which makes it in memory) finds nothing to change.
@Suite struct SpooledJSONTests {
  /// The builds' `Project.largeFileSize`, lowered to 64 KiB.
  static let largeFileSize = 1 << 16
  /// 2,000 colors in two appearances: about 130 KB of JSON, past `largeFileSize`, written in parts.
  static let tokens =
    "color:\n  $type: color\n"
    + (0..<2_000).map { "  c\($0):\n    $value: \"#\(String(format: "%06X", $0 * 3001 % 0xFFFFFF))\"\n" }.joined()
    + "  d: { $value: \"#000000\", $modes: { dark: \"#FFFFFF\" } }\n"

  @Test func aLargeFlatJSONFileIsWrittenThroughItsSpool() throws {
    let config = "tokens: [tokens]\ntraits: { mode: [light, dark] }\noutputs:\n  - { writer: json, path: out/json }\n"
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": Self.tokens])
    defer { project.remove() }
    project.backdate()
    let outcome = PreviousBuildTests.build(project, force: false, largeFileSize: Self.largeFileSize)
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.plan.spooledCount == 1)
    let text = try #require(project.read("out/json/tokens.json"))
    #expect(text.utf8.count > Self.largeFileSize + Self.largeFileSize / 2)
    let graph = try #require(Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: []).resolved)
    #expect(Array(text.utf8) == FlatJSON(graph: graph, dtcgValues: false).bytes())
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: String]])
    #expect(json["light"]?.count == 2_001 && json["dark"]?["color.d"] == "#FFFFFFFF")
    #expect(project.temporaryFiles().isEmpty)
    let check = project.build(checkOnly: true, largeFileSize: Self.largeFileSize)
    #expect(check.plan.spooledCount == 0)
    #expect(check.report.changed.isEmpty && check.report.deleted.isEmpty)
  }
}
