/// The UIKit, AppKit and SwiftUI parts of `<file>+TextStyles.swift`: per style one function, and one private
/// type per platform that builds the attributes from a typography.
extension SwiftTextStylesFile {
  /// The UIKit functions and the type they build with.
  func uikit() -> [String] {
    var lines = ["extension \(options.tokensNamespace) {"]
    for style in styles {
      let make = { (value: TypographyValue) in
        "SwatchTextStyleValues(\(Self.families(value)), size: \(Self.number(TextStyleFacts.size(value))), "
          + "weight: .\(TextStyleFacts.appleWeight(TextStyleFacts.weight(value))), textStyle: .\(style.dynamicType), "
          + "kern: \(Self.number(TextStyleFacts.letterSpacing(value))), lineHeight: \(Self.number(value.lineHeight)))"
      }
      lines += [
        doc(style),
        "  /// For `NSAttributedString`: the font scaled for Dynamic Type like `.\(style.dynamicType)` for `traits` (the",
        "  /// current ones when nil), the dynamic foreground color, the kern and the line height scaled with the font.",
        "  \(access) static func \(member(style))Attributes(compatibleWith traits: UITraitCollection? = nil)"
          + " -> [NSAttributedString.Key: Any] {",
      ]
      lines +=
        body(
          style, index: "appearanceIndex(traits ?? UITraitCollection.current)", make: make,
          finish: ".attributes(color: \(color(style, platform: "UIColor")), traits: traits)") + ["  }", ""]
    }
    return lines.dropLast() + ["}", ""] + Self.uikitValues
  }

  /// The AppKit functions and the type they build with.
  func appkit() -> [String] {
    var lines = ["extension \(options.tokensNamespace) {"]
    for style in styles {
      let make = { (value: TypographyValue) in
        "SwatchTextStyleValues(\(Self.families(value)), size: \(Self.number(TextStyleFacts.size(value))), "
          + "weight: .\(TextStyleFacts.appleWeight(TextStyleFacts.weight(value))), "
          + "kern: \(Self.number(TextStyleFacts.letterSpacing(value))), lineHeight: \(Self.number(value.lineHeight)))"
      }
      lines += [
        doc(style),
        "  /// For `NSAttributedString`: the font at the token's size (macOS has no Dynamic Type), the dynamic",
        "  /// foreground color, the kern and the line height; `appearance` picks the typography (nil: the default).",
        "  \(access) static func \(member(style))Attributes(for appearance: NSAppearance? = nil)"
          + " -> [NSAttributedString.Key: Any] {",
      ]
      lines +=
        body(
          style, index: "appearance.map({ appearanceIndex($0) }) ?? 0", make: make,
          finish: ".attributes(color: \(color(style, platform: "NSColor")))") + ["  }", ""]
    }
    return lines.dropLast() + ["}", ""] + Self.appkitValues
  }

  /// The SwiftUI functions and the type they build with.
  func swiftUI() -> [String] {
    var lines = [
      "#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))", "import SwiftUI", "",
      "extension \(options.tokensNamespace) {",
    ]
    for style in styles {
      let textStyle = SwiftUIFontStyle.name(uikit: style.dynamicType)
      let make = { (value: TypographyValue) in
        "SwatchTextStyleFont(family: \(Self.swiftUIFamily(value).map(Self.literal) ?? "nil"), "
          + "design: .\(AppleFontStack(value.fontFamily ?? []).design.swiftUIName), "
          + "size: \(Self.number(TextStyleFacts.size(value))), "
          + "weight: .\(TextStyleFacts.appleWeight(TextStyleFacts.weight(value))), textStyle: .\(textStyle), "
          + "tracking: \(Self.number(TextStyleFacts.letterSpacing(value))))"
      }
      lines += [
        doc(style),
        "  /// For `AttributedString`: the font relative to `.\(textStyle)` for Dynamic Type, the dynamic foreground",
        "  /// color and the tracking; `environment` picks the typography (nil: the default). SwiftUI text takes no",
        "  /// line height from attributes: set `.lineSpacing` on the view.",
        "  @available(iOS 15, macOS 12, tvOS 15, *)",
        "  \(access) static func \(member(style))Container(in environment: EnvironmentValues? = nil)"
          + " -> AttributeContainer {",
      ]
      lines +=
        body(
          style, index: "environment?.swatchAppearanceIndex ?? 0", make: make,
          finish: ".container(color: \(color(style, platform: "SwiftUI.Color")))") + ["  }", ""]
    }
    return lines.dropLast() + ["}", ""] + Self.swiftUIValues + ["#endif"]
  }
}

/// SwiftUI's names of UIKit's Dynamic Type styles.
enum SwiftUIFontStyle {
  /// `title` for `title1`, `caption` for `caption1`, the others as UIKit spells them.
  static func name(uikit: String) -> String {
    ["title1": "title", "caption1": "caption"][uikit] ?? uikit
  }
}
