import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// A build names every file it read as an input, wherever the tokens led it: what `--watch` watches and
/// `xcfilelists` lists beside the configured paths.
@Suite struct InputFilesTests {
  /// A resolver in `design/` whose set is a file in `base/`, a folder `tokens:` does not name.
  static func resolverProject() throws -> TemporaryProject {
    let resolver = """
      { "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/base" }],
        "sets": { "base": { "sources": [{ "$ref": "../base/palette.tokens.json" }] } } }
      """
    return try TemporaryProject(files: [
      "swatch.yaml": "tokens: design/app.resolver.json\nallowOutside: true\noutputs: [{ writer: json, path: out }]\n",
      "design/app.resolver.json": resolver,
      "base/palette.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#102030" } }"##,
    ])
  }

  /// A resolver named `resolver.json`, as some teams name theirs, is read as one when `tokens:` names it: its
  /// root's `resolutionOrder` says so; read as a token file it would give tokens `version` and `sets` with no
  /// type.
  @Test func aResolverNamedOtherwiseIsReadAsOneWhenNamed() throws {
    let resolver = """
      { "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/base" }],
        "sets": { "base": { "sources": [{ "ink": { "$type": "color", "$value": "#102030" } }] } } }
      """
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [design/resolver.json]\noutputs: [{ writer: json, path: out }]\n",
      "design/resolver.json": resolver,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.tokens.map(\.path.string) == ["ink"])
  }

  @Test func aResolversFilesAreInputsUnderTheirOwnName() throws {
    let project = try Self.resolverProject()
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.resolved != nil)
    let names = loaded.inputFiles.map { $0.replacingOccurrences(of: project.root + "/", with: "") }
    #expect(names == ["base/palette.tokens.json", "design/app.resolver.json", "swatch.yaml"])
  }

  @Test func theStampNamesTheSameInputsWithoutItsOutputs() throws {
    let project = try Self.resolverProject()
    defer { project.remove() }
    let configPath = project.root + "/swatch.yaml"
    let loaded = Project.load(configPath: configPath, tokenPaths: [])
    let outcome = loaded.build(checkOnly: false)
    let stamp = try #require(
      BuildStamp.record(
        outcome, of: loaded, configPath: configPath, key: "k", started: BuildStamp.now(), diagnostics: ""))
    #expect(stamp.inputFiles == loaded.inputFiles)
    #expect(!stamp.inputFiles.contains { $0.contains("/out/") })
    #expect(stamp.outputCount > 0)
  }

  @Test func aMissingFileOfAResolverIsAnIOFailureNamedAsUnread() throws {
    let project = try Self.resolverProject()
    defer { project.remove() }
    try FileManager.default.removeItem(atPath: project.root + "/base/palette.tokens.json")
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.status == .failure)
    #expect(loaded.diagnostics.map(\.id) == ["io.unreadable"])
    // What a watch waits for: the file, though it was never read.
    #expect(
      loaded.unreadFiles.map { $0.replacingOccurrences(of: project.root + "/", with: "") } == [
        "base/palette.tokens.json"
      ])
    let outcome = loaded.build(checkOnly: false)
    #expect(outcome.failedToRead && !outcome.failedToWrite)
  }

  @Test func aLoadThatFailsOnOneFileOfAResolverStillNamesTheOthers() throws {
    let resolver = """
      { "version": "2025.10", "resolutionOrder": [{ "$ref": "#/sets/base" }],
        "sets": { "base": { "sources": [{ "$ref": "a.tokens.json" }, { "$ref": "b.tokens.json" }] } } }
      """
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: app.resolver.json\noutputs: [{ writer: json, path: out }]\n",
      "app.resolver.json": resolver,
      "b.tokens.json": ##"{ "ink": { "$type": "color", "$value": "#102030" } }"##,
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.status == .failure)
    let names = { (paths: [String]) in paths.map { $0.replacingOccurrences(of: project.root + "/", with: "") } }
    #expect(names(loaded.inputFiles) == ["app.resolver.json", "b.tokens.json", "swatch.yaml"])
    #expect(names(loaded.unreadFiles) == ["a.tokens.json"])
  }
}
