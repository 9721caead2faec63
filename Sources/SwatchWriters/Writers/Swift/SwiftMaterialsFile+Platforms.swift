extension SwiftMaterialsFile {
  /// `Material` and its nested types, Foundation only.
  static func neutralTypes(access: String, namespace: String) -> [String] {
    let appKit = MaterialValue.appKitMaterials.joined(separator: ", ")
    return [
      "extension \(namespace) {",
      "  /// A blur material in one appearance: Apple's material of `thickness` with `tint` over it, or, when",
      "  /// `isOpaque` (the appearance selects Reduce Transparency), `fallback` alone. `fill` is what a platform",
      "  /// without system materials draws over its own blur: the tint, or the fallback made translucent.",
      "  \(access) struct Material: Hashable, Sendable {",
      "    /// The thickness scale of Apple's materials, thinnest first.",
      "    \(access) enum Thickness: String, Hashable, Sendable { case ultraThin, thin, regular, thick, chrome }",
      "    /// The fixed variant the appearance selects (`UIBlurEffect.Style`'s `…Light` / `…Dark`).",
      "    \(access) enum Scheme: String, Hashable, Sendable { case light, dark }",
      "    /// The semantic AppKit materials (`NSVisualEffectView.Material`).",
      "    \(access) enum AppKitMaterial: String, Hashable, Sendable { case \(appKit) }",
      "    /// A color's sRGB or Display P3 components and alpha, 0...1.",
      "    \(access) struct Fill: Hashable, Sendable {",
      "      \(access) let red: Double, green: Double, blue: Double, alpha: Double",
      "      \(access) let isDisplayP3: Bool",
      "    }",
      "    \(access) let thickness: Thickness",
      "    /// Nil: the adaptive material, which follows the trait collection itself.",
      "    \(access) let scheme: Scheme?",
      "    \(access) let tint: Fill?",
      "    \(access) let fill: Fill",
      "    \(access) let fallback: Fill",
      "    \(access) let appKit: AppKitMaterial",
      "    \(access) let isOpaque: Bool",
      "  }",
      "}", "",
    ]
  }

  /// `UIBlurEffect.Style`, `UIVibrancyEffect` and `UIVisualEffectView.swatchApply`; the system materials are
  /// iOS, iPadOS, Mac Catalyst and visionOS only (not tvOS or watchOS).
  func uiKit() -> [String] {
    let styles = MaterialThickness.allCases.flatMap { thickness in
      [(nil, "nil"), ("light", ".light?"), ("dark", ".dark?")].map { word, pattern in
        "    case (.\(thickness.rawValue), \(pattern)): return .\(MaterialSupport.uiKitStyle(thickness, appearance: word))"
      }
    }
    return [
      "#if canImport(UIKit) && !os(watchOS) && !os(tvOS)", "import UIKit", "",
      "extension \(namespace).Material {",
      "  /// `UIBlurEffect.Style`: the thickness's system material, or its light or dark variant.",
      "  \(access) var blurStyle: UIBlurEffect.Style {", "    switch (thickness, scheme) {",
    ] + styles + [
      "    }", "  }", "",
      "  /// The blur; nil under Reduce Transparency, where `fallbackColor` is drawn instead.",
      "  \(access) var blurEffect: UIBlurEffect? { isOpaque ? nil : UIBlurEffect(style: blurStyle) }", "",
      "  /// Vibrancy for labels, fills and separators on the material (`.label`, `.secondaryLabel`, `.fill`,",
      "  /// `.separator`, …); nil under Reduce Transparency.",
      "  \(access) func vibrancyEffect(_ style: UIVibrancyEffectStyle = .label) -> UIVibrancyEffect? {",
      "    blurEffect.map { UIVibrancyEffect(blurEffect: $0, style: style) }", "  }", "",
      "  \(access) var tintColor: UIColor? { tint.map(Self.color) }",
      "  \(access) var fallbackColor: UIColor { Self.color(fallback) }", "",
      "  static func color(_ fill: Fill) -> UIColor {",
      "    fill.isDisplayP3",
      "      ? UIColor(displayP3Red: CGFloat(fill.red), green: CGFloat(fill.green), blue: CGFloat(fill.blue), alpha: CGFloat(fill.alpha))",
      "      : UIColor(red: CGFloat(fill.red), green: CGFloat(fill.green), blue: CGFloat(fill.blue), alpha: CGFloat(fill.alpha))",
      "  }", "}", "",
      "extension \(namespace).Materials {",
    ] + accessors(parameter: "traits: UITraitCollection", argument: "traits") + [
      "}", "",
      "extension UIVisualEffectView {",
      "  /// Shows `material`: its blur with its tint over it, or, under Reduce Transparency, no effect and the",
      "  /// opaque fallback.",
      "  \(access) func swatchApply(_ material: \(namespace).Material) {",
      "    effect = material.blurEffect",
      "    backgroundColor = material.isOpaque ? material.fallbackColor : nil",
      "    contentView.backgroundColor = material.isOpaque ? nil : material.tintColor",
      "  }", "}", "#endif", "",
    ]
  }

  /// `NSVisualEffectView.Material` and `NSVisualEffectView.swatchApply`.
  func appKit() -> [String] {
    let cases = MaterialValue.appKitMaterials.map { "    case .\($0): return .\($0)" }
    return [
      "#if canImport(AppKit) && !targetEnvironment(macCatalyst)", "import AppKit", "",
      "extension \(namespace).Material {",
      "  /// `NSVisualEffectView.Material`: the token's `appKit` member, or the one Swatch picks for the thickness.",
      "  \(access) var visualEffectMaterial: NSVisualEffectView.Material {", "    switch appKit {",
    ] + cases + [
      "    }", "  }", "",
      "  \(access) var tintColor: NSColor? { tint.map(Self.color) }",
      "  \(access) var fallbackColor: NSColor { Self.color(fallback) }", "",
      "  static func color(_ fill: Fill) -> NSColor {",
      "    fill.isDisplayP3",
      "      ? NSColor(displayP3Red: CGFloat(fill.red), green: CGFloat(fill.green), blue: CGFloat(fill.blue), alpha: CGFloat(fill.alpha))",
      "      : NSColor(srgbRed: CGFloat(fill.red), green: CGFloat(fill.green), blue: CGFloat(fill.blue), alpha: CGFloat(fill.alpha))",
      "  }", "}", "",
      "extension \(namespace).Materials {",
    ] + accessors(parameter: "appearance: NSAppearance", argument: "appearance") + [
      "}", "",
      "extension NSVisualEffectView {",
      "  /// Shows `material`: its AppKit material behind the window's content, or, under Reduce Transparency,",
      "  /// an inactive effect over the opaque fallback.",
      "  \(access) func swatchApply(_ material: \(namespace).Material) {",
      "    self.material = material.visualEffectMaterial",
      "    blendingMode = .behindWindow",
      "    state = material.isOpaque ? .inactive : .followsWindowActiveState",
      "    wantsLayer = true",
      "    layer?.backgroundColor = material.isOpaque ? material.fallbackColor.cgColor : nil",
      "  }", "}", "#endif", "",
    ]
  }

  /// SwiftUI's `Material` and a `ShapeStyle` that is the fallback color under Reduce Transparency.
  func swiftUI() -> [String] {
    let cases = MaterialThickness.allCases.filter { $0 != .chrome }.map {
      "    case .\($0.rawValue): return .\(MaterialSupport.swiftUIMaterial($0))"
    }
    return [
      "#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS) && !os(tvOS)) || canImport(AppKit))",
      "import SwiftUI", "",
      "@available(iOS 15.0, macOS 12.0, *)",
      "extension \(namespace).Material {",
      "  /// SwiftUI's material of the thickness: `.ultraThin` … `.thick`, and `.bar` for `chrome`.",
      "  \(access) var material: SwiftUI.Material {", "    switch thickness {",
    ] + cases + [
      "    case .chrome: return .\(MaterialSupport.swiftUIMaterial(.chrome))",
      "    }", "  }", "",
      "  /// For `.background(_:)`: the material, or the opaque fallback under Reduce Transparency.",
      "  \(access) var shapeStyle: AnyShapeStyle {",
      "    isOpaque ? AnyShapeStyle(SwiftUI.Color(swatch: fallbackColor)) : AnyShapeStyle(material)",
      "  }", "",
      "  /// The tint to lay over `material`; nil without one or under Reduce Transparency.",
      "  \(access) var tintStyle: SwiftUI.Color? {",
      "    isOpaque ? nil : tintColor.map { SwiftUI.Color(swatch: $0) }",
      "  }", "}", "#endif",
    ]
  }

  /// `<member>(in:)` per token: its material in the appearance the platform's traits select.
  private func accessors(parameter: String, argument: String) -> [String] {
    tokens.map { token in
      let path = CommentText.singleLine(graph.tokens[token.index].path.string)
      return [
        "  /// `\(path)` in the appearance `\(argument)` selects.",
        "  \(access) static func \(token.member)(in \(parameter)) -> \(namespace).Material {",
        "    \(token.member)[\(namespace).appearanceIndex(\(argument))]", "  }",
      ]
    }.joined(separator: [""]).map { $0 }
  }
}
