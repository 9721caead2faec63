// Uses `SwatchTokens+TextStyles.swift` generated for Fixtures/Cases/text-styles and prints, for a light and a
// dark appearance, each style's foreground color as drawing resolves it, its font, kern and line heights;
// `.ci/checks/apple-swift.sh` compares the output with expected-<platform>.txt beside this file. It stops with
// an error when a style's color is a fixed color or resolves alike in light and dark: text drawn with it would
// stay black in dark mode, the bug text styles exist to prevent.

import Foundation

/// SwiftUI's attribute keys, named in full: UIKit's and AppKit's scopes have a `font` and a `foregroundColor` too.
#if canImport(SwiftUI)
  import SwiftUI

  typealias SwiftUIKey = AttributeScopes.SwiftUIAttributes
#endif

/// Components as text, three decimals each.
func text(_ components: [CGFloat]?) -> String {
  components.map { $0.map { String(format: "%.3f", Double($0)) }.joined(separator: " ") } ?? "none"
}

/// The same color resolved for light and dark, as drawing resolves it.
func requireFollowsDarkMode(_ name: String, light: [CGFloat]?, dark: [CGFloat]?, isDynamic: Bool) {
  guard isDynamic, light != nil, light != dark else {
    fatalError("\(name): the foreground color does not follow dark mode")
  }
}

#if canImport(UIKit)
  import UIKit
  import SwiftUI

  let styles: [(String, (UITraitCollection?) -> [NSAttributedString.Key: Any])] = [
    ("body", { SwatchTokens.textBodyAttributes(compatibleWith: $0) }),
    ("footnote", { SwatchTokens.textFootnoteAttributes(compatibleWith: $0) }),
    ("headline", { SwatchTokens.textHeadlineAttributes(compatibleWith: $0) }),
  ]
  let light = UITraitCollection(userInterfaceStyle: .light)
  let dark = UITraitCollection(userInterfaceStyle: .dark)
  for (name, attributes) in styles {
    for (style, traits) in [("light", light), ("dark", dark)] {
      let values = attributes(traits)
      let color = values[.foregroundColor] as? UIColor
      let font = values[.font] as? UIFont
      let paragraph = values[.paragraphStyle] as? NSParagraphStyle
      print(
        name, style, "color", text(color?.resolvedColor(with: traits).stubComponents?.components),
        "font", font?.stubFamily ?? "system", font?.pointSize ?? 0, font?.stubWeight.rawValue ?? 0,
        "kern", (values[.kern] as? CGFloat).map { String(format: "%.3f", Double($0)) } ?? "none",
        "line", paragraph?.minimumLineHeight ?? 0, paragraph?.maximumLineHeight ?? 0)
    }
    // One attributes dictionary, made once, drawn in light and then in dark: the color must resolve differently.
    let color = attributes(nil)[.foregroundColor] as? UIColor
    requireFollowsDarkMode(
      name, light: color?.resolvedColor(with: light).stubComponents?.components,
      dark: color?.resolvedColor(with: dark).stubComponents?.components, isDynamic: color?.stubComponents == nil)
  }
  let container = SwatchTokens.textBodyContainer()
  let swiftUIColor = container[SwiftUIKey.ForegroundColorAttribute.self]?.stubPlatformColor
  let swiftUIFont = container[SwiftUIKey.FontAttribute.self]
  print(
    "swiftui body", swiftUIFont?.stubFamily ?? "none", swiftUIFont?.stubSize ?? 0,
    swiftUIFont?.stubRelativeTo.map { "\($0)" } ?? "fixed", "tracking",
    container[SwiftUIKey.TrackingAttribute.self] ?? 0,
    "light", text(swiftUIColor?.resolvedColor(with: light).stubComponents?.components),
    "dark", text(swiftUIColor?.resolvedColor(with: dark).stubComponents?.components))
#elseif canImport(AppKit)
  import AppKit
  import SwiftUI

  let aqua = NSAppearance(named: .aqua)!
  let darkAqua = NSAppearance(named: .darkAqua)!
  let styles: [(String, (NSAppearance?) -> [NSAttributedString.Key: Any])] = [
    ("body", { SwatchTokens.textBodyAttributes(for: $0) }),
    ("footnote", { SwatchTokens.textFootnoteAttributes(for: $0) }),
    ("headline", { SwatchTokens.textHeadlineAttributes(for: $0) }),
  ]
  for (name, attributes) in styles {
    for (style, appearance) in [("light", aqua), ("dark", darkAqua)] {
      let values = attributes(appearance)
      let color = values[.foregroundColor] as? NSColor
      let font = values[.font] as? NSFont
      let paragraph = values[.paragraphStyle] as? NSParagraphStyle
      print(
        name, style, "color", text(color?.stubResolved(for: appearance).stubComponents?.components),
        "font", font?.stubFamily ?? "system", font?.pointSize ?? 0, font?.stubWeight.rawValue ?? 0,
        "kern", (values[.kern] as? CGFloat).map { String(format: "%.3f", Double($0)) } ?? "none",
        "line", paragraph?.minimumLineHeight ?? 0, paragraph?.maximumLineHeight ?? 0)
    }
    let color = attributes(nil)[.foregroundColor] as? NSColor
    requireFollowsDarkMode(
      name, light: color?.stubResolved(for: aqua).stubComponents?.components,
      dark: color?.stubResolved(for: darkAqua).stubComponents?.components, isDynamic: color?.stubComponents == nil)
  }
  let container = SwatchTokens.textBodyContainer()
  let swiftUIColor = container[SwiftUIKey.ForegroundColorAttribute.self]?.stubPlatformColor
  let swiftUIFont = container[SwiftUIKey.FontAttribute.self]
  print(
    "swiftui body", swiftUIFont?.stubFamily ?? "none", swiftUIFont?.stubSize ?? 0,
    swiftUIFont?.stubRelativeTo.map { "\($0)" } ?? "fixed", "tracking",
    container[SwiftUIKey.TrackingAttribute.self] ?? 0,
    "light", text(swiftUIColor?.stubResolved(for: aqua).stubComponents?.components),
    "dark", text(swiftUIColor?.stubResolved(for: darkAqua).stubComponents?.components))
#else
  print("linux: no text styles without UIKit or AppKit")
#endif
