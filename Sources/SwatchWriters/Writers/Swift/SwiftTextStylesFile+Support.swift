/// The private types `<file>+TextStyles.swift` builds attributes with, one per platform: fixed text, the same
/// in every project.
extension SwiftTextStylesFile {
  static let uikitValues =
    [
      "/// One text style's typography, as the functions above build attributes from it.",
      "private struct SwatchTextStyleValues {",
      "  let families: [String]", "  let design: SwatchFontDesign", "  let size: CGFloat",
      "  let weight: UIFont.Weight",
      "  let textStyle: UIFont.TextStyle",
      "  let kern: CGFloat?", "  let lineHeight: CGFloat?", "",
      "  func attributes(color: UIColor, traits: UITraitCollection?) -> [NSAttributedString.Key: Any] {",
      "    let base = swatchFont(families: families, design: design, size: size, weight: weight)",
      "    let font = UIFontMetrics(forTextStyle: textStyle).scaledFont(for: base, compatibleWith: traits)",
      "    var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]",
      "    if let kern { attributes[.kern] = kern * font.pointSize / size }",
      "    if let lineHeight { attributes[.paragraphStyle] = swatchParagraphStyle(lineHeight: lineHeight * font.pointSize) }",
      "    return attributes", "  }", "}", "",
    ] + fontDesign + [
      "/// The first of `families` installed, as a family (its face nearest `weight`) or as a font's own name, else",
      "/// the system font in `weight` and `design`.",
      "private func swatchFont(families: [String], design: SwatchFontDesign, size: CGFloat, weight: UIFont.Weight)",
      "  -> UIFont",
      "{",
      "  for family in families {",
      "    if !UIFont.fontNames(forFamilyName: family).isEmpty {",
      "      let traits: [UIFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]",
      "      return UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: family, .traits: traits]), size: size)",
      "    }",
      "    if let font = UIFont(name: family, size: size) { return font }",
      "  }",
      "  let system = UIFont.systemFont(ofSize: size, weight: weight)",
      "  if #available(iOS 13, tvOS 13, *), let designed = system.fontDescriptor.withDesign(design.system) {",
      "    return UIFont(descriptor: designed, size: size)",
      "  }",
      "  return system",
      "}", "",
    ] + systemDesign(available: "iOS 13, tvOS 13, *", descriptor: "UIFontDescriptor") + paragraphStyle

  static let appkitValues =
    [
      "/// One text style's typography, as the functions above build attributes from it.",
      "private struct SwatchTextStyleValues {",
      "  let families: [String]", "  let design: SwatchFontDesign", "  let size: CGFloat",
      "  let weight: NSFont.Weight",
      "  let kern: CGFloat?", "  let lineHeight: CGFloat?", "",
      "  func attributes(color: NSColor) -> [NSAttributedString.Key: Any] {",
      "    let font = swatchFont(families: families, design: design, size: size, weight: weight)",
      "    var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]",
      "    if let kern { attributes[.kern] = kern }",
      "    if let lineHeight { attributes[.paragraphStyle] = swatchParagraphStyle(lineHeight: lineHeight * size) }",
      "    return attributes", "  }", "}", "",
    ] + fontDesign + [
      "/// The first of `families` installed, as a family (its face nearest `weight`) or as a font's own name, else",
      "/// the system font in `weight` and `design`.",
      "private func swatchFont(families: [String], design: SwatchFontDesign, size: CGFloat, weight: NSFont.Weight)",
      "  -> NSFont",
      "{",
      "  for family in families {",
      "    let traits: [NSFontDescriptor.TraitKey: Any] = [.weight: weight.rawValue]",
      "    let descriptor = NSFontDescriptor(fontAttributes: [.family: family, .traits: traits])",
      "    if !descriptor.matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty,",
      "      let font = NSFont(descriptor: descriptor, size: size)",
      "    {",
      "      return font",
      "    }",
      "    if let font = NSFont(name: family, size: size) { return font }",
      "  }",
      "  let system = NSFont.systemFont(ofSize: size, weight: weight)",
      "  if #available(macOS 10.15, *), let designed = system.fontDescriptor.withDesign(design.system),",
      "    let font = NSFont(descriptor: designed, size: size)",
      "  {",
      "    return font",
      "  }",
      "  return system",
      "}", "",
    ] + systemDesign(available: "macOS 10.15, *", descriptor: "NSFontDescriptor") + paragraphStyle

  /// `SwatchFontDesign` as the platform's `SystemDesign`, on the systems that have one (`available`).
  static func systemDesign(available: String, descriptor: String) -> [String] {
    [
      "@available(\(available))", "extension SwatchFontDesign {", "  var system: \(descriptor).SystemDesign {",
      "    switch self {", "    case .standard: return .default", "    case .serif: return .serif",
      "    case .monospaced: return .monospaced", "    case .rounded: return .rounded", "    }", "  }", "}", "",
    ]
  }

  /// The system font's designs a font stack names (`AppleFontStack.Design`).
  static let fontDesign = [
    "/// The system font's design a typography's font stack names (`serif`, `ui-monospace`, `ui-rounded`), used",
    "/// when none of its families is installed.",
    "private enum SwatchFontDesign { case standard, serif, monospaced, rounded }", "",
  ]

  /// A paragraph style whose lines are all `lineHeight` points apart.
  static let paragraphStyle = [
    "/// A paragraph style whose every line is `lineHeight` points high.",
    "private func swatchParagraphStyle(lineHeight: CGFloat) -> NSParagraphStyle {",
    "  let paragraph = NSMutableParagraphStyle()",
    "  paragraph.minimumLineHeight = lineHeight",
    "  paragraph.maximumLineHeight = lineHeight",
    "  return paragraph",
    "}", "",
  ]

  static let swiftUIValues = [
    "/// One text style's typography, as the functions above build containers from it.",
    "@available(iOS 15, macOS 12, tvOS 15, *)",
    "private struct SwatchTextStyleFont {",
    "  let family: String?", "  let design: SwiftUI.Font.Design", "  let size: CGFloat",
    "  let weight: SwiftUI.Font.Weight",
    "  let textStyle: SwiftUI.Font.TextStyle", "  let tracking: CGFloat?", "",
    "  /// Each attribute set by its SwiftUI key: UIKit's and AppKit's scopes have a `font`, `foregroundColor`",
    "  /// and `tracking` too, so the dynamic-member spelling could name either.",
    "  func container(color: SwiftUI.Color) -> AttributeContainer {",
    "    typealias Key = AttributeScopes.SwiftUIAttributes",
    "    var container = AttributeContainer()",
    "    let font = family.map { SwiftUI.Font.custom($0, size: size, relativeTo: textStyle) }",
    "      ?? SwiftUI.Font.system(size: size, weight: weight, design: design)",
    "    container[Key.FontAttribute.self] = font.weight(weight)",
    "    container[Key.ForegroundColorAttribute.self] = color",
    "    if let tracking { container[Key.TrackingAttribute.self] = tracking }",
    "    return container", "  }", "}", "",
  ]
}
