import Testing

@testable import SwatchBuild
@testable import SwatchFrontEnd
@testable import SwatchModel
@testable import SwatchWriters

/// Image accessors of the Swift writer and the asset catalog's extra image sets for the elevated level; run
/// against a generated catalog by `.ci/checks/apple-swift.sh` (Tests/AppleStubs/Images).
@Suite struct AppleImageTests {
  static let tokens = """
    brand:
      $type: image
      logo: { $value: logo.png, $modes: { dark: logo-dark.png, elevated: logo-elevated.png } }
      mark: mark.pdf
    color: { $type: color, $value: "#FF0000" }
    """

  @Test func theSwiftWriterWritesImageAccessorsAndNoImageValues() throws {
    let result = WebAndroidWriterTests.write(SwiftWriter(), try WebAndroidWriterTests.graph(Self.tokens))
    #expect(result.diagnostics.isEmpty)
    let images = try #require(result.files.first { $0.path == "SwatchImages.swift" }?.contents)
    #expect(images.contains("public static var brandMark: UIImage { image(\"brandMark\") }"))
    #expect(
      images.contains("public static var brandMark: NSImage { bundle.image(forResource: \"brandMark\") ?? NSImage() }"))
    #expect(images.contains("SwiftUI.Image(\"brandMark\", bundle: SwatchImages.bundle)"))
    let tokens = try #require(result.files.first { $0.path == "SwatchTokens.swift" }?.contents)
    #expect(!tokens.contains("brandLogo") && tokens.contains("color"))
  }

  @Test func anElevatedImageIsRegisteredInAnImageAssetForItsTraits() throws {
    let result = WebAndroidWriterTests.write(SwiftWriter(), try WebAndroidWriterTests.graph(Self.tokens))
    let images = try #require(result.files.first { $0.path == "SwatchImages.swift" }?.contents)
    #expect(images.contains("      (\"brandLogo\", UITraitCollection()),\n"))
    #expect(images.contains("      (\"brandLogo-elevated\", UITraitCollection(userInterfaceLevel: .elevated)),\n"))
    #expect(images.contains("asset.register(image, with: UITraitCollection(traitsFrom: [catalog, traits]))"))
    // The PDF is the same everywhere: the plain catalog image.
    #expect(!images.contains("brandMark-"))
  }

  @Test func theCatalogHoldsAnImageSetPerElevatedVariantAndDoesNotWarn() throws {
    let result = WebAndroidWriterTests.write(XCAssetsWriter(), try WebAndroidWriterTests.graph(Self.tokens))
    #expect(result.diagnostics.isEmpty)
    let paths = Set(result.files.map(\.path))
    #expect(paths.contains("SwatchColors.xcassets/brandLogo-elevated.imageset/Contents.json"))
    #expect(!paths.contains { $0.hasPrefix("SwatchColors.xcassets/brandMark-") })
    let contents = try #require(
      result.files.first { $0.path == "SwatchColors.xcassets/brandLogo-elevated.imageset/Contents.json" }?.contents)
    #expect(contents.contains("\"filename\" : \"brandLogo-elevated.png\""))
    #expect(contents.contains("\"filename\" : \"brandLogo-elevated-dark.png\""))
  }

  @Test func anImageSetNameTakenByAnotherTokenIsACollision() throws {
    let tokens = Self.tokens + "\nbrandLogo-elevated: { $type: color, $value: \"#00FF00\" }\n"
    let graph = try WebAndroidWriterTests.graph(tokens)
    var options = XCAssetsWriter.Options()
    options.names = .kebabCase
    let result = WebAndroidWriterTests.write(XCAssetsWriter(), graph, options)
    #expect(result.diagnostics.map(\.id).contains("name.collision"))
  }
}
