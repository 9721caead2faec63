import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// A project reads only inside its configuration's folder tree unless it opts in.
@Suite final class ConfinementTests {
  let outside: String

  deinit { try? FileManager.default.removeItem(atPath: outside) }

  init() throws {
    outside = NSTemporaryDirectory() + "swatch-outside-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try "SECRET-CONTENT: do not quote\n".write(toFile: outside + "/secret.txt", atomically: false, encoding: .utf8)
    try "s:\n  $type: color\n  x: \"#FF0000\"\n".write(toFile: outside + "/t.yaml", atomically: false, encoding: .utf8)
  }

  func load(_ project: TemporaryProject, tokens: [String] = []) -> (String, BuildOutcome) {
    let outcome = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: tokens).build(checkOnly: true)
    return (DiagnosticRenderer(sources: outcome.sources).render(outcome.diagnostics), outcome)
  }

  @Test func aResolverRefOutsideIsRefusedAndNeverQuoted() throws {
    let resolver = """
      {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\(outside)/secret.txt"}]}},
       "resolutionOrder": [{"$ref": "#/sets/base"}]}
      """
    let project = try TemporaryProject(files: ["swatch.yaml": "tokens: x.resolver.json\n", "x.resolver.json": resolver])
    defer { project.remove() }
    let (text, _) = load(project)
    #expect(text.contains("[path.outside]"), "\(text)")
    #expect(text.contains("x.resolver.json:1:"))
    #expect(!text.contains("SECRET-CONTENT"))
  }

  @Test func aTemplateOrTokensOutsideAreRefusedAtTheirPlace() throws {
    let config = """
      tokens: [tokens, \(outside)/t.yaml]
      outputs:
        - { writer: template, template: ../../../../../../\(outside)/secret.txt, path: out }

      """
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/a.yaml": HostileInputTests.color])
    defer { project.remove() }
    let (text, outcome) = load(project)
    #expect(text.components(separatedBy: "[path.outside]").count == 3, "\(text)")
    #expect(text.contains("swatch.yaml:1:18: error:"))
    #expect(text.contains("swatch.yaml:3:35: error:"))
    #expect(!text.contains("SECRET-CONTENT"))
    #expect(outcome.plan.files.isEmpty)
  }

  @Test func aSymlinkInsideTheTokenFolderLeadingOutIsRefused() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: tokens\n", "tokens/a.yaml": HostileInputTests.color,
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/tokens/b.yaml", withDestinationPath: outside + "/t.yaml")
    let (text, _) = load(project)
    #expect(text.contains("tokens/b.yaml' is outside"), "\(text)")
  }

  @Test func allowOutsideOptsIn() throws {
    let config =
      "allowOutside: true\ntokens: [tokens, \(outside)/t.yaml]\noutputs:\n  - { writer: json, path: \(outside)/out }\n"
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/a.yaml": HostileInputTests.color])
    defer { project.remove() }
    let (text, outcome) = load(project)
    #expect(!outcome.diagnostics.containsErrors, "\(text)")
    #expect(text.contains("warning: output folder") && text.contains("[output.outside]"))
  }

  @Test func realPathsResolveDotDotAndMissingLeaves() throws {
    let confinement = PathConfinement(directory: outside, allowOutside: false)
    #expect(confinement.allows(outside + "/t.yaml"))
    #expect(confinement.allows(outside + "/not/yet/there.yaml"))
    #expect(!confinement.allows(outside + "/../etc/passwd"))
    #expect(!confinement.allows(outside + "/missing/../../x"))
    #expect(confinement.allows(outside + "/missing/../x"))
    #expect(!confinement.allows("/etc/passwd"))
  }
}
