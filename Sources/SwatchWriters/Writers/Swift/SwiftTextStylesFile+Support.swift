/// The private types `<file>+TextStyles.swift` builds attributes with, one per platform: fixed text, the same
/// in every project.
extension SwiftTextStylesFile {
  static let uikitValues =
    [
      "/// One text style's typography, as the functions above build attributes from it.",
      "private struct SwatchTextStyleValues {",
      "  let families: [String]", "  let size: CGFloat", "  let weight: UIFont.Weight",
      "  let textStyle: UIFont.TextStyle",
      "  let kern: CGFloat?", "  let lineHeight: CGFloat?", "",
      "  func attributes(color: UIColor, traits: UITraitCollection?) -> [NSAttributedString.Key: Any] {",
      "    let base = families.lazy.compactMap { UIFont(name: $0, size: size) }.first",
      "      ?? UIFont.systemFont(ofSize: size, weight: weight)",
      "    let font = UIFontMetrics(forTextStyle: textStyle).scaledFont(for: base, compatibleWith: traits)",
      "    var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]",
      "    if let kern { attributes[.kern] = kern * font.pointSize / size }",
      "    if let lineHeight { attributes[.paragraphStyle] = swatchParagraphStyle(lineHeight: lineHeight * font.pointSize) }",
      "    return attributes", "  }", "}", "",
    ] + paragraphStyle

  static let appkitValues =
    [
      "/// One text style's typography, as the functions above build attributes from it.",
      "private struct SwatchTextStyleValues {",
      "  let families: [String]", "  let size: CGFloat", "  let weight: NSFont.Weight", "  let kern: CGFloat?",
      "  let lineHeight: CGFloat?", "",
      "  func attributes(color: NSColor) -> [NSAttributedString.Key: Any] {",
      "    let font = families.lazy.compactMap { NSFont(name: $0, size: size) }.first",
      "      ?? NSFont.systemFont(ofSize: size, weight: weight)",
      "    var attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]",
      "    if let kern { attributes[.kern] = kern }",
      "    if let lineHeight { attributes[.paragraphStyle] = swatchParagraphStyle(lineHeight: lineHeight * size) }",
      "    return attributes", "  }", "}", "",
    ] + paragraphStyle

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
    "  let family: String?", "  let size: CGFloat", "  let weight: SwiftUI.Font.Weight",
    "  let textStyle: SwiftUI.Font.TextStyle", "  let tracking: CGFloat?", "",
    "  /// Each attribute set by its SwiftUI key: UIKit's and AppKit's scopes have a `font`, `foregroundColor`",
    "  /// and `tracking` too, so the dynamic-member spelling could name either.",
    "  func container(color: SwiftUI.Color) -> AttributeContainer {",
    "    typealias Key = AttributeScopes.SwiftUIAttributes",
    "    var container = AttributeContainer()",
    "    let font = family.map { SwiftUI.Font.custom($0, size: size, relativeTo: textStyle) }",
    "      ?? SwiftUI.Font.system(size: size, weight: weight)",
    "    container[Key.FontAttribute.self] = font.weight(weight)",
    "    container[Key.ForegroundColorAttribute.self] = color",
    "    if let tracking { container[Key.TrackingAttribute.self] = tracking }",
    "    return container", "  }", "}", "",
  ]
}
