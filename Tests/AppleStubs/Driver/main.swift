// Resolves every color token of Swatch's generated Swift through each route and prints one line per result:
// `route <TAB> appearance <TAB> path <TAB> space <TAB> red green blue alpha`. The appearance is the one the
// route's inputs should select, worked out here from Apple's rules (`.unspecified` is the default), not by the
// generated code; `.ci/checks/compare_apple.py` compares every line with `swatch resolve --format json`.
// Compile with -D SWATCH_THEME for the fixture whose fourth trait is `theme: [standard, sepia]`, and with
// -D SWATCH_MOTION for this repository's tokens, whose fourth trait is `motion: [full-motion, reduced-motion]`
// (both are custom traits to UIKit: `themes` lists the fourth trait's values either way).

#if SWATCH_THEME
  let themes: [(name: String, value: SwatchTokens.Theme?)] = [
    ("standard", nil), ("standard", .standard), ("sepia", .sepia),
  ]
#elseif SWATCH_MOTION
  let themes: [(name: String, value: SwatchTokens.Motion?)] = [
    ("full-motion", nil), ("full-motion", .fullMotion), ("reduced-motion", .reducedMotion),
  ]
#else
  let themes: [(name: String, value: Never?)] = [("", nil)]
#endif

func emit(_ route: String, _ appearance: [String], _ path: String, _ space: String, _ values: [Double]) {
  let name = appearance.filter { !$0.isEmpty }.joined(separator: " ")
  print([route, name, path, space, values.map { "\($0)" }.joined(separator: " ")].joined(separator: "\t"))
}

/// The table: every token in every appearance, through `values` and through `resolved(...)`.
func checkTable() {
  for token in SwatchTokens.ColorToken.allCases {
    for (index, value) in token.values.enumerated() {
      emit(
        "table", ["#\(index)"], token.rawValue, value.colorSpace.rawValue,
        [value.red, value.green, value.blue, value.alpha])
    }
    for appearance in SwatchTokens.Appearance.allCases {
      for contrast in SwatchTokens.Contrast.allCases {
        for level in SwatchTokens.Level.allCases {
          for theme in themes {
            #if SWATCH_THEME
              let value = token.resolved(
                appearance: appearance, contrast: contrast, level: level, theme: theme.value ?? .standard)
            #elseif SWATCH_MOTION
              let value = token.resolved(
                appearance: appearance, contrast: contrast, level: level, motion: theme.value ?? .fullMotion)
            #else
              let value = token.resolved(appearance: appearance, contrast: contrast, level: level)
            #endif
            let names = [
              ["light", "dark"][appearance.rawValue], ["normal", "high-contrast"][contrast.rawValue],
              ["base", "elevated"][level.rawValue], theme.name,
            ]
            emit(
              "resolved", names, token.rawValue, value.colorSpace.rawValue,
              [value.red, value.green, value.blue, value.alpha])
          }
        }
      }
    }
  }
}

#if canImport(UIKit)
  import UIKit
  import SwiftUI

  let styles: [(UIUserInterfaceStyle, String)] = [(.unspecified, "light"), (.light, "light"), (.dark, "dark")]
  let contrasts: [(UIAccessibilityContrast, String)] = [
    (.unspecified, "normal"), (.normal, "normal"), (.high, "high-contrast"),
  ]
  let levels: [(UIUserInterfaceLevel, String)] = [(.unspecified, "base"), (.base, "base"), (.elevated, "elevated")]

  func traitCollection(
    _ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast, _ level: UIUserInterfaceLevel, theme: Int
  ) -> UITraitCollection {
    let system = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: contrast),
      UITraitCollection(userInterfaceLevel: level),
    ])
    #if SWATCH_THEME
      guard let value = themes[theme].value else { return system }
      let custom = UITraitCollection { traits in traits.swatchTheme = value }
      return UITraitCollection(traitsFrom: [system, custom])
    #elseif SWATCH_MOTION
      guard let value = themes[theme].value else { return system }
      let custom = UITraitCollection { traits in traits.swatchMotion = value }
      return UITraitCollection(traitsFrom: [system, custom])
    #else
      return system
    #endif
  }

  func components(_ color: UIColor) -> (String, [Double]) {
    guard let (space, values) = color.stubComponents else { fatalError("a resolved color is still dynamic") }
    return (space, values.map(Double.init))
  }

  /// UIKit: each color created once, then resolved in every trait combination, `.unspecified` included.
  func checkUIKit() {
    for token in SwatchTokens.ColorToken.allCases {
      let color = UIColor.swatch(token)
      let swiftUI = SwiftUI.Color(swatch: color)
      for (style, styleName) in styles {
        for (contrast, contrastName) in contrasts {
          for (level, levelName) in levels {
            for theme in themes.indices {
              let traits = traitCollection(style, contrast, level, theme: theme)
              let (space, values) = components(color.resolvedColor(with: traits))
              let names = [styleName, contrastName, levelName, themes[theme].name]
              emit("uikit", names, token.rawValue, space, values)
              let (swiftUISpace, swiftUIValues) = components(swiftUI.stubPlatformColor.resolvedColor(with: traits))
              emit("swiftui", names, token.rawValue, swiftUISpace, swiftUIValues)
            }
          }
        }
      }
    }
  }
#endif

#if canImport(AppKit)
  import AppKit

  /// AppKit: every appearance name, the vibrant ones included, with what it selects.
  func checkAppKit() {
    let names: [(NSAppearance.Name, [String])] = [
      (.aqua, ["light", "normal"]), (.darkAqua, ["dark", "normal"]), (.vibrantLight, ["light", "normal"]),
      (.vibrantDark, ["dark", "normal"]), (.accessibilityHighContrastAqua, ["light", "high-contrast"]),
      (.accessibilityHighContrastDarkAqua, ["dark", "high-contrast"]),
      (NSAppearance.Name("unknown"), ["light", "normal"]),
    ]
    for token in SwatchTokens.ColorToken.allCases {
      let color = NSColor.swatch(token)
      for (name, words) in names {
        let resolved = color.stubResolved(for: NSAppearance(named: name)!)
        guard let (space, values) = resolved.stubComponents else { fatalError("a resolved color is still dynamic") }
        emit("appkit", words + ["base", themes[0].name], token.rawValue, space, values.map(Double.init))
      }
    }
  }
#endif

checkTable()
#if canImport(UIKit)
  checkUIKit()
#endif
#if canImport(AppKit)
  checkAppKit()
#endif
