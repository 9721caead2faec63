/// The parts of `SwatchImages.swift`: the enum, then UIKit, AppKit and SwiftUI accessors, each under its
/// `canImport`.
extension SwiftImagesFile {
  static func preamble(access: String) -> [String] {
    [
      "// Image accessors for the asset catalog the xcassets writer writes (image sets named as with its default",
      "// `names` and `prefix`): UIKit, AppKit and SwiftUI. An image the elevated level or a custom trait changes",
      "// is registered, per trait collection, in one UIImageAsset.", "",
      "import Foundation", "#if canImport(UIKit) && !os(watchOS)", "import UIKit", "#elseif canImport(AppKit)",
      "import AppKit", "#endif", "#if canImport(SwiftUI)", "import SwiftUI", "#endif", "",
      "/// Every image token, loaded by name from the asset catalog in `bundle`.",
      "\(access) enum SwatchImages {",
      "  /// The bundle whose asset catalog holds the images: the app's main bundle; a Swift package sets",
      "  /// `Bundle.module` once, before the first image is read.",
      "  nonisolated(unsafe) \(access) static var bundle = Bundle.main",
      "}", "",
    ]
  }

  /// The UIKit accessors and the `UIImageAsset` helper.
  func uikit() -> [String] {
    let variants = AppleImageVariants(graph.traits)
    var lines = ["#if canImport(UIKit) && !os(watchOS)", "extension SwatchImages {"]
    for token in tokens {
      let combinations = variants.combinations(of: graph.tokens[token])
      lines.append(doc(token, indent: "  "))
      guard !combinations.isEmpty else {
        lines.append("  \(access) static var \(members[token]): UIImage { image(\(literal(sets[token]))) }")
        continue
      }
      lines.append("  \(access) static var \(members[token]): UIImage {")
      lines.append("    image([")
      lines.append("      (\(literal(sets[token])), UITraitCollection()),")
      for combination in combinations {
        lines.append("      (\(literal(sets[token] + combination.suffix)), \(traits(combination.values))),")
      }
      lines += ["    ])", "  }"]
    }
    lines += Self.uikitHelpers + ["}", "#endif", ""]
    return lines
  }

  /// The trait collection a combination of trait values stands for: the level as UIKit's, custom traits on
  /// iOS 17 (nil before, so the variant is not registered). A value with no UIKit case is never selected.
  private func traits(_ values: [Int]) -> String {
    let mapping = AppleTraitMapping(graph.traits)
    var system: [(property: String, value: String)] = []
    var custom: [String] = []
    for (trait, value) in values.enumerated() where value != 0 {
      let entry = mapping.entries[trait]
      if let property = entry.systemProperty, let platformCase = entry.platformCases[value] {
        system.append((property, platformCase))
      } else if entry.systemProperty != nil {
        return "nil"  // a value UIKit never selects: no collection stands for it
      } else {
        let type = "Swatch" + SwiftIdentifier.pascalCase(entry.trait.name) + "Trait"
        let enumType =
          options.tokensNamespace + "." + SwiftTraitNames.typeName(entry.trait.name, namespace: options.tokensNamespace)
        custom.append("$0[\(type).self] = \(enumType)(rawValue: \(value))!")
      }
    }
    let mutations = (system.map { "$0." + $0.property + " = ." + $0.value } + custom).joined(separator: "; ")
    guard !custom.isEmpty else {
      // The level alone: the iOS 13 initializer, no iOS 17 API.
      let parts = system.map { "UITraitCollection(\($0.property): .\($0.value))" }
      return parts.count == 1 ? parts[0] : "UITraitCollection(traitsFrom: [\(parts.joined(separator: ", "))])"
    }
    return "{ if #available(iOS 17.0, tvOS 17.0, *) { UITraitCollection { \(mutations) } } else { nil } }()"
  }

  static let uikitHelpers = [
    "",
    "  /// The image set `name`.",
    "  static func image(_ name: String) -> UIImage { UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage() }",
    "",
    "  /// One image from image sets each standing for a trait collection (nil: not on this system): every set's",
    "  /// image in each catalog appearance registered in one `UIImageAsset` for that appearance's traits and the",
    "  /// set's, so UIKit picks the variant of the current traits and follows them as they change.",
    "  static func image(_ sets: [(name: String, traits: UITraitCollection?)]) -> UIImage {",
    "    let asset = UIImageAsset()",
    "    for set in sets {",
    "      guard let traits = set.traits else { continue }",
    "      for style in [UIUserInterfaceStyle.light, .dark] {",
    "        for contrast in [UIAccessibilityContrast.normal, .high] {",
    "          let catalog = UITraitCollection(traitsFrom: [",
    "            UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),",
    "          ])",
    "          guard let image = UIImage(named: set.name, in: bundle, compatibleWith: catalog) else { continue }",
    "          asset.register(image, with: UITraitCollection(traitsFrom: [catalog, traits]))",
    "        }",
    "      }",
    "    }",
    "    return asset.image(with: UITraitCollection.current)",
    "  }",
  ]

  /// The AppKit accessors: AppKit and its catalogs know dark mode and contrast only.
  func appkit() -> [String] {
    var lines = ["#if !(canImport(UIKit) && !os(watchOS)) && canImport(AppKit)", "extension SwatchImages {"]
    for token in tokens {
      lines.append(doc(token, indent: "  "))
      lines.append(
        "  \(access) static var \(members[token]): NSImage { bundle.image(forResource: \(literal(sets[token]))) ?? NSImage() }"
      )
    }
    return lines + ["}", "#endif", ""]
  }

  /// The SwiftUI accessors: `Image(name, bundle:)`, which follows the catalog's dark and contrast variants.
  func swiftUI() -> [String] {
    var lines = [
      "#if canImport(SwiftUI)", "extension SwatchImages {", "  /// The images as SwiftUI `Image`s.",
      "  \(access) enum Image {",
    ]
    for token in tokens {
      lines.append(doc(token, indent: "    "))
      lines.append(
        "    \(access) static var \(members[token]): SwiftUI.Image { SwiftUI.Image(\(literal(sets[token])), bundle: SwatchImages.bundle) }"
      )
    }
    return lines + ["  }", "}", "#endif"]
  }

  /// A Swift string literal of an image set name (letters, digits and dashes, quoted all the same).
  func literal(_ name: String) -> String { SwiftContext.string(name) }
}
