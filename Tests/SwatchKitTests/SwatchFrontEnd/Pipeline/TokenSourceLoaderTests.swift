import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel

/// Which files of a token folder are read, and what is said of the ones that are not.
@Suite struct TokenSourceLoaderTests {
  @Test func scriptsInATokenFolderAreNamedOnceAndNotRead() throws {
    let project = try TemporaryProject(files: [
      "tokens/a.json": #"{"a": {"$type": "number", "$value": 1}}"#,
      "tokens/spacing/tokens.js": "module.exports = { spacing: { 150: { value: '12px' } } }",
      "tokens/core.mjs": "export default {}",
      "tokens/types.d.ts": "export {}",
      "tokens/.eslintrc.js": "module.exports = {}",
      "tokens/notes.txt": "not tokens",
    ])
    defer { project.remove() }
    let (sources, diagnostics) = TokenSourceLoader().load([project.root + "/tokens"])
    #expect(sources.map(\.path) == [project.root + "/tokens/a.json"])
    #expect(diagnostics.count == 1)
    let warning = try #require(diagnostics.first)
    #expect(warning.id == "input.script" && warning.severity == .warning)
    #expect(warning.message.hasPrefix("2 JavaScript or TypeScript file(s)"), "\(warning.message)")
    #expect(warning.range?.file == project.root + "/tokens/core.mjs")
  }

  /// A link to a folder below a token folder (`tokens/brand -> ../shared/brand`) is walked as a folder, its
  /// files named through the link; links that loop are walked once. Its tokens were left out with exit 0.
  @Test func aLinkedFolderIsWalkedOnce() throws {
    let project = try TemporaryProject(files: [
      "tokens/a.yaml": "a: { $type: number, $value: 1 }\n",
      "shared/brand/brand.yaml": "b: { $type: number, $value: 2 }\n",
    ])
    defer { project.remove() }
    for (link, target) in [("brand", "../shared/brand"), ("loop", "."), ("again", "../shared")] {
      try FileManager.default.createSymbolicLink(
        atPath: project.root + "/tokens/" + link, withDestinationPath: target)
    }
    let (sources, diagnostics) = TokenSourceLoader().load([project.root + "/tokens"])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let names = sources.map { String($0.path.dropFirst(project.root.count + 1)) }
    #expect(names.count == 2 && names.contains("tokens/a.yaml"))
    #expect(names.contains { $0.hasSuffix("brand.yaml") })
  }

  /// Within the project, a link out of it is one `path.outside` at the link and is not walked (a link to
  /// `/usr/share` walked it whole); a token folder that is itself a link is read.
  @Test func aLinkOutOfTheProjectIsReportedNotWalked() throws {
    let project = try TemporaryProject(files: [
      "real/a.yaml": "a: { $type: number, $value: 1 }\n", "shared/b.yaml": "b: { $type: number, $value: 2 }\n",
    ])
    defer { project.remove() }
    let outside = try TemporaryProject(files: ["c.yaml": "c: { $type: number, $value: 3 }\n"])
    defer { outside.remove() }
    try FileManager.default.createSymbolicLink(atPath: project.root + "/tokens", withDestinationPath: "real")
    try FileManager.default.createSymbolicLink(atPath: project.root + "/real/shared", withDestinationPath: "../shared")
    try FileManager.default.createSymbolicLink(atPath: project.root + "/real/vendor", withDestinationPath: outside.root)
    let loader = TokenSourceLoader(confinement: PathConfinement(directory: project.root, allowOutside: false))
    let (sources, diagnostics) = loader.load([project.root + "/tokens"])
    let names: [String] = sources.map { ($0.path as NSString).lastPathComponent }
    #expect(names.sorted() == ["a.yaml", "b.yaml"])
    #expect(diagnostics.map(\.id) == ["path.outside"])
    #expect(diagnostics.first?.message.contains("tokens/vendor") == true)
  }

  /// A package's root named as a token folder: its manifests, installed packages and hidden folders are not
  /// read, and the scripts among them are not counted.
  @Test func aPackagesManifestsAndInstalledPackagesAreNotTokens() throws {
    let project = try TemporaryProject(files: [
      "app/package.json": #"{"name": "app", "version": "1.0.0"}"#,
      "app/tsconfig.json": #"{"compilerOptions": {}}"#,
      "app/pubspec.yaml": "name: app\n",
      "app/node_modules/lib/package.json": #"{"name": "lib"}"#,
      "app/node_modules/lib/data.json": #"{"x": 1}"#,
      "app/node_modules/lib/index.js": "module.exports = {}",
      "app/.github/workflows/ci.yml": "on: push\n",
      "app/design/tokens.json": #"{"a": {"$type": "number", "$value": 1}}"#,
    ])
    defer { project.remove() }
    let (sources, diagnostics) = TokenSourceLoader().load([project.root + "/app"])
    #expect(sources.map(\.path) == [project.root + "/app/design/tokens.json"])
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
  }

  /// `tokens: [.]`: the folder holding the configuration is the token folder, and the configuration in use
  /// (whatever its name) and any `swatch.yaml` below it are not tokens; named on its own, a file is read.
  @Test func theConfigurationInUseIsNotATokenFile() throws {
    let project = try TemporaryProject(files: [
      "build.yaml": "tokens: [.]\noutputs: []\n",
      "swatch.yaml": "tokens: [.]\n",
      "web/swatch.yml": "tokens: [..]\n",
      "colors.yaml": "ink: { $type: color, $value: '#101010' }\n",
    ])
    defer { project.remove() }
    let loader = TokenSourceLoader(excludedFiles: [project.root + "/./build.yaml"])
    #expect(loader.load([project.root]).0.map(\.path) == [project.root + "/colors.yaml"])
    #expect(TokenSourceLoader().load([project.root]).0.map(\.path).contains(project.root + "/build.yaml"))
    #expect(loader.load([project.root + "/build.yaml"]).0.count == 1)
  }

  @Test func aFolderOfTokenFilesAloneSaysNothing() throws {
    let project = try TemporaryProject(files: ["tokens/a.json": #"{"a": {"$type": "number", "$value": 1}}"#])
    defer { project.remove() }
    let (sources, diagnostics) = TokenSourceLoader().load([project.root + "/tokens"])
    #expect(sources.count == 1 && diagnostics.isEmpty)
  }

  /// The warning goes with the run's diagnostics: the project still builds.
  @Test func aProjectWithScriptsBesideItsTokensStillBuilds() throws {
    let project = try TemporaryProject(files: [
      "swatch.yaml": "tokens: [tokens]\n",
      "tokens/a.json": #"{"a": {"$type": "number", "$value": 1}}"#,
      "tokens/tokens.js": "module.exports = {}",
    ])
    defer { project.remove() }
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(loaded.status == .clean, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.resolved?.tokens.map(\.path.string) == ["a"])
    #expect(loaded.diagnostics.map(\.id) == ["input.script"])
  }
}
