// Runs `SwatchImages.swift` of Fixtures/Cases/apple-image-variants against the stubs and the case's generated
// asset catalog (`StubCatalog.folder`, the first argument): prints, per appearance of the case's traits, the
// catalog file `SwatchImages.brandLogo` gives, for `.ci/checks/compare_images.py` to compare byte for byte with
// the token's file in that appearance (`swatch resolve`). UIKit resolves through the image's `UIImageAsset`
// (elevated level and the custom `theme` trait), AppKit and SwiftUI name the catalog's base set.
#if canImport(UIKit)
  import UIKit
  import SwiftUI

  @MainActor func run() {
    StubCatalog.folder = CommandLine.arguments[1]
    let image = SwatchImages.brandLogo
    guard let asset = image.imageAsset else { fatalError("brandLogo has no UIImageAsset") }
    for style in [UIUserInterfaceStyle.light, .dark] {
      for contrast in [UIAccessibilityContrast.normal, .high] {
        for level in [UIUserInterfaceLevel.base, .elevated] {
          for theme in SwatchTokens.Theme.allCases {
            let traits = UITraitCollection {
              $0.userInterfaceStyle = style
              $0.accessibilityContrast = contrast
              $0.userInterfaceLevel = level
              $0[SwatchThemeTrait.self] = theme
            }
            let name = [
              style == .dark ? "dark" : "light", contrast == .high ? "high-contrast" : "normal",
              level == .elevated ? "elevated" : "base", "\(theme)",
            ].joined(separator: " ")
            print("brand.logo\t\(name)\t\(asset.image(with: traits).stubFile)")
          }
        }
      }
    }
    print("brand.mark\tany\t\(SwatchImages.brandMark.stubFile)")
    print("swiftui\t\(SwatchImages.Image.brandLogo.stubName)")
  }
#elseif canImport(AppKit)
  import AppKit
  import SwiftUI

  @MainActor func run() {
    StubCatalog.folder = CommandLine.arguments[1]
    print("brand.logo\tlight normal base standard\t\(SwatchImages.brandLogo.stubFile)")
    print("brand.mark\tany\t\(SwatchImages.brandMark.stubFile)")
    print("swiftui\t\(SwatchImages.Image.brandLogo.stubName)")
  }
#else
  import Foundation

  @MainActor func run() { print("bundle\t\(SwatchImages.bundle == Bundle.main)") }
#endif

MainActor.assumeIsolated { run() }
