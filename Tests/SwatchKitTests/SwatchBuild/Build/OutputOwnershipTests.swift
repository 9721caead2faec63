import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Swatch owns what it wrote: stale files are pruned, foreign files stay, `clean` removes exactly the manifest.
@Suite struct OutputOwnershipTests {
  static let config = """
    tokens: [tokens]
    outputs:
      - { writer: xcassets, path: out/assets }
      - { writer: json, path: out/json }
      - { writer: json, path: out/json, shape: nested, file: nested }

    """

  static let tokens = BuildTests.tokens + "  link: \"#3355FF\"\n"
  static let link = "out/assets/SwatchColors.xcassets/colorLink.colorset"

  static func builtProject(_ extra: [String: String] = [:]) throws -> TemporaryProject {
    var files = ["swatch.yaml": config, "tokens/colors.yaml": tokens]
    files.merge(extra) { $1 }
    let project = try TemporaryProject(files: files)
    #expect(!project.build().diagnostics.containsErrors)
    return project
  }

  @Test func theManifestListsEveryFileWithItsHashSorted() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let manifest = try #require(project.read("out/json/.swatch-manifest"))
    let json = try #require(project.read("out/json/tokens.json"))
    #expect(
      manifest == OutputManifest.header + """
        # Configuration: ../../swatch.yaml
        \(ContentHash.hex(ContentHash.of(try #require(project.read("out/json/nested.json")))))  nested.json
        \(ContentHash.hex(ContentHash.of(json)))  tokens.json

        """)
    let assets = try #require(project.read("out/assets/.swatch-manifest"))
    #expect(assets.contains("  SwatchColors.xcassets/colorLink.colorset/Contents.json\n"))
  }

  @Test func aDeletedTokenLosesItsColorsetAndCheckSeesItFirst() throws {
    let project = try Self.builtProject(["out/assets/notes.txt": "mine\n"])
    defer { project.remove() }
    try project.write(BuildTests.tokens, to: "tokens/colors.yaml")
    let check = project.build(checkOnly: true)
    #expect(check.report.deleted == [project.root + "/" + Self.link + "/Contents.json"])
    #expect(check.report.isOutOfDate)
    #expect(project.exists(Self.link + "/Contents.json"))
    let build = project.build()
    #expect(build.diagnostics.map(\.id) == ["output.foreign"])
    #expect(build.diagnostics.first?.message.hasSuffix("left as they are: 'notes.txt'") == true)
    #expect(!project.exists(Self.link))
    #expect(project.read("out/assets/notes.txt") == "mine\n")
    #expect(project.read("out/assets/.swatch-manifest")?.contains("colorLink") == false)
    #expect(!project.build(checkOnly: true).report.isOutOfDate)
  }

  @Test func aBuildWithErrorsDeletesNothing() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try project.write(BuildTests.tokens + "  label: \"{color.missing}\"\n", to: "tokens/colors.yaml")
    #expect(project.build().diagnostics.map(\.id) == ["alias.unresolved", "config.keep-going"])
    #expect(project.exists(Self.link + "/Contents.json"))
  }

  @Test func aStaleFileEditedByHandIsKeptWithAWarning() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    try project.write("{}\n", to: Self.link + "/Contents.json")
    try project.write(BuildTests.tokens, to: "tokens/colors.yaml")
    let outcome = project.build()
    #expect(outcome.diagnostics.map(\.id) == ["output.foreign", "output.modified"])
    #expect(project.read(Self.link + "/Contents.json") == "{}\n")
  }

  /// A manifest written before XXH64 lists FNV-1a hashes (its header says so): after an upgrade, a file it
  /// lists that is no longer produced is deleted when it is unchanged and kept when it was edited.
  @Test func aManifestWithFNV1aHashesStillTellsUnchangedFilesFromEditedOnes() throws {
    let project = try Self.builtProject(["out/json/old.json": "{}\n", "out/json/edited.json": "{ }\n"])
    defer { project.remove() }
    let fnv1a = { (text: String) in ContentHash.hex(Array(text.utf8).withUnsafeBytes { ContentHash.fnv1a($0) }) }
    let older = """
      # Files swatch build wrote in this folder: content hash (64-bit FNV-1a), then the path.
      # Swatch deletes a listed file it no longer produces; swatch clean deletes them all. Do not edit.
      \(fnv1a("{}\n"))  edited.json
      \(fnv1a("{}\n"))  old.json
      \(fnv1a(try #require(project.read("out/json/nested.json"))))  nested.json
      \(fnv1a(try #require(project.read("out/json/tokens.json"))))  tokens.json

      """
    #expect(OutputManifest(parsing: older).hashesAreFNV1a)
    #expect(!OutputManifest(parsing: OutputManifest(files: ["a": 1]).text).hashesAreFNV1a)
    try project.write(older, to: "out/json/.swatch-manifest")
    let outcome = project.build()
    // The edited file is kept, and then it is a file of the folder Swatch does not own, as any edited one is.
    #expect(outcome.diagnostics.map(\.id) == ["output.foreign", "output.modified"])
    #expect(!project.exists("out/json/old.json"))
    #expect(project.read("out/json/edited.json") == "{ }\n")
    #expect(project.read("out/json/.swatch-manifest")?.hasPrefix(OutputManifest.header) == true)
  }

  @Test func aFileAnotherOutputOfTheFolderStillWritesIsNotDeleted() throws {
    let project = try Self.builtProject()
    defer { project.remove() }
    let moved = Self.config.replacingOccurrences(of: "shape: nested, file: nested", with: "file: nested")
    try project.write(moved, to: "swatch.yaml")
    let outcome = project.build()
    #expect(outcome.diagnostics.isEmpty)
    #expect(outcome.report.deleted.isEmpty)
    #expect(project.exists("out/json/nested.json"))
    let single = Self.config.replacingOccurrences(
      of: "  - { writer: json, path: out/json, shape: nested, file: nested }\n", with: "")
    try project.write(single, to: "swatch.yaml")
    #expect(project.build().report.deleted == [project.root + "/out/json/nested.json"])
    #expect(!project.exists("out/json/nested.json") && project.exists("out/json/tokens.json"))
  }

  /// A build of some outputs (`--only-writer json`) leaves the others' files alone: one of a folder it shares
  /// stays listed, not pruned as stale (the README's `swatch build --only-writer css` deleted the JSON beside
  /// it, exit 0), and a folder of another output nested in its own holds no foreign files.
  @Test func aBuildOfSomeOutputsLeavesTheOthersFilesAlone() throws {
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: json, path: out/web }
        - { writer: css, path: out/web }
        - { writer: xcassets, path: out/web/assets }

      """
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    #expect(!project.build().diagnostics.containsErrors)
    let outcome = project.buildingOnly(writers: ["json"])
    #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.message))")
    #expect(outcome.report.deleted.isEmpty)
    #expect(project.exists("out/web/tokens.css") && project.exists("out/web/tokens.json"))
    let manifest = try #require(OutputManifest.read(at: project.root + "/out/web/.swatch-manifest"))
    #expect(manifest.files["tokens.css"] != nil)
    // The whole configuration built again: nothing to do, nothing deleted.
    let full = project.build()
    #expect(full.report.deleted.isEmpty && full.report.changedPaths.isEmpty)
  }

  /// A folder an output left out names through a link (`out/link -> web`) is the folder a built output writes
  /// (`out/web`): its files are kept as well.
  @Test func aSharedFolderNamedThroughALinkIsShared() throws {
    let config = """
      tokens: [tokens]
      outputs:
        - { writer: json, path: out/web }
        - { writer: css, path: out/link }

      """
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/colors.yaml": BuildTests.tokens])
    defer { project.remove() }
    try FileManager.default.createDirectory(atPath: project.root + "/out/web", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: project.root + "/out/link", withDestinationPath: "web")
    #expect(!project.build().diagnostics.containsErrors)
    let outcome = project.buildingOnly(writers: ["json"])
    #expect(outcome.report.deleted.isEmpty && project.exists("out/web/tokens.css"))
  }

  @Test func aHostileManifestCannotDeleteAnythingOutsideItsFolder() throws {
    let project = try Self.builtProject(["outside.txt": "keep\n", "elsewhere/secret.txt": "keep\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/out/json/link", withDestinationPath: project.root + "/elsewhere")
    let keep = ContentHash.hex(ContentHash.of("keep\n"))
    let hostile = "\(keep)  ../../outside.txt\n\(keep)  /\(project.root)/outside.txt\n\(keep)  link/secret.txt\n"
    try project.write((project.read("out/json/.swatch-manifest") ?? "") + hostile, to: "out/json/.swatch-manifest")
    _ = project.build()
    #expect(Project.clean(configPath: project.root + "/swatch.yaml").diagnostics.isEmpty)
    #expect(project.read("outside.txt") == "keep\n" && project.read("elsewhere/secret.txt") == "keep\n")
  }

  /// A folder another configuration wrote (its manifest names it, and it exists) is that one's: `clean` of this
  /// one reports `output.conflict`, as a build does, and deletes nothing there.
  @Test func cleanLeavesAnotherConfigurationsFolderAlone() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: css, path: out/web }\n"
    let project = try TemporaryProject(files: [
      "web.yaml": config, "swatch.yaml": config, "tokens/a.yaml": "c: { $type: color, $value: \"#112233\" }\n",
    ])
    defer { project.remove() }
    _ = Project.load(configPath: project.root + "/web.yaml", tokenPaths: []).build(checkOnly: false)
    #expect(project.exists("out/web/tokens.css"))
    let outcome = Project.clean(configPath: project.root + "/swatch.yaml")
    #expect(outcome.diagnostics.map(\.id) == ["output.conflict"] && outcome.removed.isEmpty)
    #expect(project.exists("out/web/tokens.css") && project.exists("out/web/.swatch-manifest"))
    #expect(Project.clean(configPath: project.root + "/web.yaml").removed.count == 2)
  }

  /// A folder this configuration no longer names that another has since built into is passed over when the
  /// removed outputs are pruned, with no error: an error kept the last stamp, and so the folder to prune, for good.
  @Test func pruningPassesOverAFolderAnotherConfigurationTook() throws {
    let config = "tokens: [tokens]\noutputs:\n  - { writer: css, path: out/web }\n"
    let project = try TemporaryProject(files: [
      "web.yaml": config, "swatch.yaml": "tokens: [tokens]\noutputs:\n  - { writer: json, path: out/json }\n",
      "tokens/a.yaml": "c: { $type: color, $value: \"#112233\" }\n",
    ])
    defer { project.remove() }
    _ = Project.load(configPath: project.root + "/web.yaml", tokenPaths: []).build(checkOnly: false)
    let loaded = Project.load(configPath: project.root + "/swatch.yaml", tokenPaths: [])
    #expect(Project.pruneRemovedOutputs([project.root + "/out/web"], of: loaded, lockTimeout: 5).isEmpty)
    #expect(project.exists("out/web/tokens.css") && project.exists("out/web/.swatch-manifest"))
  }

  @Test func cleanRemovesExactlyWhatTheManifestsList() throws {
    let project = try Self.builtProject(["out/json/notes.txt": "mine\n"])
    defer { project.remove() }
    let outcome = Project.clean(configPath: project.root + "/swatch.yaml")
    #expect(outcome.diagnostics.isEmpty)
    // Four colorsets and the catalog's Contents.json, two JSON files, two manifests.
    #expect(outcome.removed.count == 5 + 2 + 2)
    #expect(!project.exists("out/assets") && !project.exists("out/json/tokens.json"))
    #expect(project.read("out/json/notes.txt") == "mine\n")
    #expect(Project.clean(configPath: project.root + "/swatch.yaml").removed.isEmpty)
  }

  @Test func noWriterMayProduceTheManifest() throws {
    let config =
      "tokens: [tokens]\noutputs:\n  - { writer: template, template: t.mustache, path: out, file: .swatch-manifest }\n"
    let project = try TemporaryProject(files: [
      "swatch.yaml": config, "tokens/colors.yaml": Self.tokens, "t.mustache": "x\n",
    ])
    defer { project.remove() }
    // Refused at the option (a file name starting with '.'); PlacedFiles refuses the manifest's name too.
    #expect(project.build().diagnostics.map(\.id) == ["option.invalid"])
  }

  @Test func malformedManifestLinesAreSkipped() {
    let manifest = OutputManifest(
      parsing: "# comment\n0123456789abcdef  a.json\nxyz  b.json\n0123456789abcdef a.json\n0123456789abcdef  ../c\n")
    #expect(manifest.files == ["a.json": 0x0123_4567_89ab_cdef])
  }

  @Test func manifestLinesAreSixteenLowercaseHexDigitsThenThePathSorted() {
    let text = OutputManifest(files: ["b/c.json": 0xAB, "a.json": .max, "B.json": 0x0123_4567_89AB_CDEF]).text
    #expect(
      text == OutputManifest.header
        + "0123456789abcdef  B.json\nffffffffffffffff  a.json\n00000000000000ab  b/c.json\n")
  }

  @Test func manifestTextReadsBackWhateverThePaths() {
    let files: [String: UInt64] = [
      "a b/c d.json": 0, "Colors.xcassets/ß.colorset/Contents.json": .max, "images/logo-é.png": 0xABCD_EF01_2345_6789,
      "x": 1,
    ]
    #expect(OutputManifest(parsing: OutputManifest(files: files).text).files == files)
    // Upper-case digits read too; a sign, a short hash, a path alone and an empty path do not.
    let text =
      "0123456789ABCDEF  up.json\n+123456789abcdef  sign\n0123456789abcde  short\n  alone\n0123456789abcdef  \n"
    #expect(OutputManifest(parsing: text).files == ["up.json": 0x0123_4567_89ab_cdef])
  }
}
