import Foundation
import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// `@2x`/`@3x` files beside an image token's file (Xcode's naming), through the real driver: the asset catalog's
/// scales, Android's density folders, a scaled file of the wrong size, and a missing 1x file.
@Suite struct ImageScaleTests {
  /// A PNG's first 24 bytes with `width`×`height` in `IHDR`, then `tag`, so copies can be told apart.
  static func png(_ width: UInt8, _ height: UInt8, tag: UInt8) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [0, 0, 0, width, 0, 0, 0, height, tag]
  }

  static func project(_ images: [String: [UInt8]]) throws -> TemporaryProject {
    let project = try ImageBuildTests.project()
    for (name, bytes) in images {
      try Data(bytes).write(to: URL(fileURLWithPath: project.root + "/images/" + name))
    }
    return project
  }

  func bytes(_ project: TemporaryProject, _ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: project.root + "/" + path).map { [UInt8]($0) }
  }

  @Test func scaledPathsFollowXcodesNaming() {
    #expect(ImageFiles.path("images/logo.png", scale: 2) == "images/logo@2x.png")
    #expect(ImageFiles.path("a.b/logo.dark.png", scale: 3) == "a.b/logo.dark@3x.png")
    #expect(ImageFiles.path("images/logo.png", scale: 1) == "images/logo.png")
    #expect(ImageFiles.path("images/.png", scale: 2) == nil)
    #expect(ImageFiles.path("images/logo", scale: 2) == nil)
  }

  @Test func scaledFilesReachTheCatalogsScalesAndAndroidsDensities() throws {
    let project = try Self.project([
      "light.png": Self.png(2, 2, tag: 1), "light@2x.png": Self.png(4, 4, tag: 2),
      "light@3x.png": Self.png(6, 6, tag: 3),
      "dark@2x.png": Self.png(4, 4, tag: 4),
    ])
    defer { project.remove() }
    let result = project.build()
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    let set = "out/assets/SwatchColors.xcassets/logo.imageset/"
    #expect(bytes(project, set + "logo@2x.png") == Self.png(4, 4, tag: 2))
    #expect(bytes(project, set + "logo@3x.png") == Self.png(6, 6, tag: 3))
    #expect(bytes(project, set + "logo-dark@2x.png") == Self.png(4, 4, tag: 4))
    let contents = project.read(set + "Contents.json") ?? ""
    let scales = contents.components(separatedBy: "\"scale\" : \"").dropFirst().map { $0.prefix(2) }
    #expect(scales == ["1x", "1x", "2x", "2x", "3x"])
    #expect(bytes(project, "out/android/drawable-mdpi/logo.png") == Self.png(2, 2, tag: 1))
    #expect(bytes(project, "out/android/drawable-xhdpi/logo.png") == Self.png(4, 4, tag: 2))
    #expect(bytes(project, "out/android/drawable-xxhdpi/logo.png") == Self.png(6, 6, tag: 3))
    #expect(bytes(project, "out/android/drawable-night-xhdpi/logo.png") == Self.png(4, 4, tag: 4))
    #expect(bytes(project, "out/android/drawable/logo.png") == nil)
  }

  @Test func aScaledFileOfTheWrongSizeIsAWarningAndStillUsed() throws {
    let project = try Self.project(["light.png": Self.png(2, 2, tag: 1), "light@2x.png": Self.png(5, 4, tag: 2)])
    defer { project.remove() }
    let result = project.build()
    let warning = try #require(result.diagnostics.first { $0.id == "image.scale-size" })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("'../images/light@2x.png' is 5×4 pixels") && warning.message.contains("4×4"))
    #expect(warning.range?.start.line == 3)
    #expect(bytes(project, "out/android/drawable-xhdpi/logo.png") == Self.png(5, 4, tag: 2))
  }

  @Test func aMissing1xFileIsAnErrorThatNamesTheScaledFilesFound() throws {
    let project = try Self.project(["dark@2x.png": Self.png(4, 4, tag: 4)])
    try FileManager.default.removeItem(atPath: project.root + "/images/dark.png")
    defer { project.remove() }
    let result = project.build()
    let error = try #require(result.diagnostics.first { $0.id == "image.missing" })
    #expect(error.notes.first?.message.hasPrefix("found '../images/dark@2x.png'") == true)
    #expect(!FileManager.default.fileExists(atPath: project.root + "/out"))
  }
}
