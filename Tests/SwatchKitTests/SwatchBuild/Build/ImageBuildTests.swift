import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Image tokens through the real driver: files copied byte for byte, compared and stamped as bytes, and every
/// unusable file a located error with nothing written.
@Suite struct ImageBuildTests {
  static let config = """
    traits:
      appearance: [light, dark]
    tokens: [tokens]
    outputs:
      - { writer: android, path: out/android }
      - { writer: css, path: out/css }
      - { writer: xcassets, path: out/assets }

    """

  static let tokens = """
    logo:
      $type: image
      $value: ../images/light.png
      $modes:
        dark: ../images/dark.png

    """

  /// Bytes that are not UTF-8 (a PNG signature, then 0xFF and a NUL), so any text round trip would change them.
  static let light: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00, 0xC3]
  static let dark: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFE, 0x00, 0x28]

  static func project(tokens: String = tokens) throws -> TemporaryProject {
    let project = try TemporaryProject(files: ["swatch.yaml": config, "tokens/images.yaml": tokens])
    try FileManager.default.createDirectory(atPath: project.root + "/images", withIntermediateDirectories: true)
    try Data(light).write(to: URL(fileURLWithPath: project.root + "/images/light.png"))
    try Data(dark).write(to: URL(fileURLWithPath: project.root + "/images/dark.png"))
    return project
  }

  func bytes(_ project: TemporaryProject, _ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: project.root + "/" + path).map { [UInt8]($0) }
  }

  @Test func imagesAreCopiedByteForByteAndABuiltProjectIsUpToDate() throws {
    let project = try Self.project()
    defer { project.remove() }
    let first = project.build()
    #expect(!first.diagnostics.containsErrors, "\(first.diagnostics)")
    #expect(bytes(project, "out/android/drawable/logo.png") == Self.light)
    #expect(bytes(project, "out/android/drawable-night/logo.png") == Self.dark)
    #expect(bytes(project, "out/assets/SwatchColors.xcassets/logo.imageset/logo.png") == Self.light)
    #expect(bytes(project, "out/assets/SwatchColors.xcassets/logo.imageset/logo-dark.png") == Self.dark)
    let copies = try FileManager.default.contentsOfDirectory(atPath: project.root + "/out/css/images").sorted()
    #expect(copies.count == 2)
    #expect(copies.compactMap { bytes(project, "out/css/images/" + $0) }.contains(Self.dark))
    let css = project.read("out/css/tokens.css") ?? ""
    #expect(copies.allSatisfy { css.contains("url(\"images/\($0)\")") })
    #expect(project.build(checkOnly: true).report.changed.isEmpty)
  }

  @Test func anEditedImageIsRebuiltAndCheckSaysItIsBinary() throws {
    let project = try Self.project()
    defer { project.remove() }
    _ = project.build()
    var edited = Self.dark
    edited[9] = 0x01
    try Data(edited).write(to: URL(fileURLWithPath: project.root + "/images/dark.png"))
    let check = project.build(checkOnly: true)
    #expect(check.report.changed.map(\.path).contains { $0.hasSuffix("drawable-night/logo.png") })
    #expect(CheckReport.text(for: check.report).contains("drawable-night/logo.png (binary file; no diff)"))
    _ = project.build()
    #expect(bytes(project, "out/android/drawable-night/logo.png") == edited)
  }

  @Test func theStampNoticesAnImageEditedToTheSameSize() throws {
    let project = try Self.project()
    defer { project.remove() }
    project.backdate()
    #expect(!BuildStampTests.build(project))
    #expect(BuildStampTests.build(project))
    var edited = Self.light
    edited[10] = 0x7F
    try Data(edited).write(to: URL(fileURLWithPath: project.root + "/images/light.png"))
    #expect(!BuildStampTests.build(project))
    #expect(bytes(project, "out/android/drawable/logo.png") == edited)
  }

  @Test func aHugeImageIsALocatedErrorAndNothingIsWritten() throws {
    let project = try Self.project()
    defer { project.remove() }
    let handle = try #require(FileHandle(forWritingAtPath: project.root + "/images/dark.png"))
    try handle.truncate(atOffset: UInt64(ImageLoader.maximumSize + 1))
    try handle.close()
    let outcome = project.build()
    let error = try #require(outcome.diagnostics.first { $0.id == "image.too-large" })
    #expect(error.range?.start.line == 5)
    #expect(!project.exists("out"))
  }

  @Test func aFIFONamedLikeAnImageIsAnErrorNotAHang() throws {
    let project = try Self.project()
    defer { project.remove() }
    unlink(project.root + "/images/dark.png")
    #expect(mkfifo(project.root + "/images/dark.png", 0o644) == 0)
    let outcome = project.build()
    #expect(outcome.diagnostics.contains { $0.id == "image.not-file" && $0.range?.start.line == 5 })
    #expect(!project.exists("out"))
  }

  @Test func keepGoingLeavesOutTheTokensWhoseFileIsMissing() throws {
    let project = try Self.project(
      tokens: Self.tokens + "other:\n  $type: image\n  $value: ../images/light.png\n")
    defer { project.remove() }
    try project.write("keepGoing: true\n" + Self.config, to: "swatch.yaml")
    unlink(project.root + "/images/dark.png")
    let outcome = project.build()
    #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
    #expect(outcome.diagnostics.contains { $0.id == "image.missing" && $0.severity == .warning })
    #expect(bytes(project, "out/android/drawable/other.png") == Self.light)
    #expect(!project.exists("out/android/drawable/logo.png"))
  }

  @Test func resolverContextsAndAliasesChooseTheFilePerAppearance() throws {
    let resolver = """
      { "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "./base.tokens.json" }] } },
        "modifiers": { "appearance": { "default": "light", "contexts": {
          "light": [{ "$ref": "./light.tokens.json" }], "dark": [{ "$ref": "./themes/dark.tokens.json" }] } } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }] }
      """
    let project = try Self.project()
    defer { project.remove() }
    try project.write(
      "tokens: [tokens/app.resolver.json]\noutputs: [{ writer: android, path: out/android }]\n", to: "swatch.yaml")
    try project.write(resolver, to: "tokens/app.resolver.json")
    try project.write(
      #"{"logo": {"$type": "image", "$value": "../images/light.png"}, "alias": {"$type": "image", "$value": "{logo}"}}"#,
      to: "tokens/base.tokens.json")
    try project.write(#"{"logo": {"$value": "../images/light.png"}}"#, to: "tokens/light.tokens.json")
    // Relative to the context's own file, one folder deeper.
    try project.write(#"{"logo": {"$value": "../../images/dark.png"}}"#, to: "tokens/themes/dark.tokens.json")
    let outcome = project.build()
    #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
    #expect(bytes(project, "out/android/drawable-night/logo.png") == Self.dark)
    #expect(bytes(project, "out/android/drawable-night/alias.png") == Self.dark)
    #expect(bytes(project, "out/android/drawable/alias.png") == Self.light)
  }

  @Test func aHostileFileNameCannotLeaveTheCSSString() {
    let hostile = "images/x\");}body{background:url(evil)}/*\n\\.png"
    let url = CSSImage.url(ImageValue(path: hostile, written: hostile, format: .png))
    #expect(url.hasPrefix("url(\"images/"))
    #expect(url.hasSuffix(".png\")"))
    let inner = url.dropFirst(5).dropLast(2)
    #expect(inner.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) })
  }
}
