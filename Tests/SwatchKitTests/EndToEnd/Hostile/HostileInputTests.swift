import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Hostile projects, each through the driver the command-line tool uses: a located error,
/// the input-error status (exit 1), nothing written, and quickly.
@Suite struct HostileInputTests {
  static let color = "c:\n  $type: color\n  a: \"#112233\"\n"

  /// The project's diagnostics rendered, its status and how long loading and building took.
  func run(_ files: [String: String], tokens: [String] = [], config: String? = "swatch.yaml") throws
    -> (text: String, status: Project.Status, seconds: Double, project: TemporaryProject)
  {
    let project = try TemporaryProject(files: files)
    let start = Date()
    let loaded = Project.load(
      configPath: config.map { project.root + "/" + $0 }, tokenPaths: tokens.map { project.root + "/" + $0 })
    let outcome = loaded.build(checkOnly: false)
    let seconds = Date().timeIntervalSince(start)
    let text = DiagnosticRenderer(sources: outcome.sources).render(outcome.diagnostics)
    return (
      text, loaded.diagnostics.containsErrors || outcome.diagnostics.containsErrors ? .errors : loaded.status, seconds,
      project
    )
  }

  @Test func twentyFourTwoValuedTraitsAreRejectedAtTraitsBeforeTheProduct() throws {
    let traits = (0..<24).map { "  t\($0): [a\($0), b\($0)]" }.joined(separator: "\n")
    let result = try run([
      "swatch.yaml": "tokens: [tokens]\ntraits:\n\(traits)\noutputs:\n  - { writer: json, path: out }\n",
      "tokens/t.yaml": Self.color,
    ])
    defer { result.project.remove() }
    #expect(result.text.contains("swatch.yaml:2:1: error: too many appearances"), "\(result.text)")
    #expect(result.text.contains("[traits.limit]"))
    #expect(result.status == .errors)
    #expect(result.seconds < 5)
    #expect(!result.project.exists("out"))
  }

  @Test func aResolverWithTwentySixModifiersIsRejectedAtItsModifiers() throws {
    let modifiers = (0..<26).map { "\"m\($0)\": {\"contexts\": {\"a\($0)\": [], \"b\($0)\": []}}" }
    let order = (0..<26).map { "{\"$ref\": \"#/modifiers/m\($0)\"}" }
    let resolver = """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"c": {"$type": "color", "$value": "#112233"}}]}},
       "modifiers": {\(modifiers.joined(separator: ",\n"))},
       "resolutionOrder": [{"$ref": "#/sets/base"}, \(order.joined(separator: ", "))]}
      """
    let result = try run(["x.resolver.json": resolver], tokens: ["x.resolver.json"], config: nil)
    defer { result.project.remove() }
    #expect(result.text.contains("error: too many appearances"), "\(result.text)")
    #expect(result.text.contains("x.resolver.json:"))
    #expect(result.status == .errors)
    #expect(result.seconds < 5)
  }

  @Test func manySingleValuedTraitsCannotOverflowAWeight() {
    let traits = (0..<70).map { Trait(name: "t\($0)", values: ["v\($0)"]) }
    #expect(TraitSet.limitProblem(traits)?.contains("at most 32") == true)
    #expect(TraitSet.limitProblem(Array(traits.prefix(32))) == nil)
    #expect(TraitSet.limitProblem((0..<12).map { Trait(name: "t\($0)", values: ["a\($0)", "b\($0)"]) }) == nil)
  }

  @Test func aTenMegabyteScalarGivesAShortMessage() throws {
    let huge = String(repeating: "x", count: 10_000_000)
    let result = try run([
      "swatch.yaml": "tokens: [tokens]\noutputs: []\n", "tokens/t.yaml": "a:\n  $type: color\n  b: \"\(huge)\"\n",
    ])
    defer { result.project.remove() }
    #expect(result.text.contains("[value.invalid]"))
    #expect(result.text.utf8.count < 2_000, "\(result.text.utf8.count) bytes")
    #expect(result.seconds < 60)
  }

  @Test func aHundredThousandHopCycleGivesBoundedOutput() throws {
    let count = 100_000
    var tokens = "a:\n  $type: color\n"
    for i in 0..<count { tokens += "  t\(i): \"{a.t\((i + 1) % count)}\"\n" }
    let result = try run(["swatch.yaml": "tokens: [tokens]\noutputs: []\n", "tokens/t.yaml": tokens])
    defer { result.project.remove() }
    let lines = result.text.split(separator: "\n")
    #expect(result.text.contains("[alias.cycle]"))
    #expect(result.text.contains("more"))
    #expect(lines.count < 100, "\(lines.count) lines")
    #expect(result.text.utf8.count < 10_000)
    #expect(result.seconds < 60)
  }

  @Test func quotedValuesAreCutAndCannotForgeALine() {
    let quoted = DiagnosticMessage.quoted(String(repeating: "y", count: 500) + "\n")
    #expect(quoted == "'" + String(repeating: "y", count: 80) + "…'")
    #expect(DiagnosticMessage.quoted("a\rtokens/x.yaml:1:1: error: forged") == "'a\\rtokens/x.yaml:1:1: error: forged'")
    let notes = (0..<50).map { Diagnostic.Note("note \($0)") }
    let diagnostic = Diagnostic(.configNoTokens(), at: nil, notes: notes)
    #expect(diagnostic.notes.count == 20)
    #expect(diagnostic.notes.last?.message == "and 31 more notes not shown")
  }
}
