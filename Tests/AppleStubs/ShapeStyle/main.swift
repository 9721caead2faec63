// SwiftUI's favourite spelling, `Text("Hi").foregroundStyle(.labelPrimary)`, against the generated Swift of the
// repository's tokens: it compiles beside the `Color` members without ambiguity, a token named like SwiftUI's own
// style (`link`) leaves SwiftUI's meaning alone, and the style resolves as the color does in light and dark.
// Compile with -D SWATCH_EXTENSIONS for `style: extensions` (`Color.labelPrimary`, `UIColor.labelPrimary`).
import SwiftUI

#if canImport(UIKit)
  import UIKit

  func components(_ color: Color, dark: Bool) -> [CGFloat] {
    let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
    return color.stubPlatformColor.resolvedColor(with: traits).stubComponents!.components
  }
#else
  import AppKit

  func components(_ color: Color, dark: Bool) -> [CGFloat] {
    let appearance = NSAppearance(named: dark ? .darkAqua : .aqua)!
    return color.stubPlatformColor.stubResolved(for: appearance).stubComponents!.components
  }
#endif

#if SWATCH_EXTENSIONS
  let member = Color.labelPrimary
  let inferred: Color = .labelPrimary
#else
  let member = SwatchColors.Color.labelPrimary
  let inferred: Color = SwatchColors.Color.labelPrimary
#endif

@MainActor func check() {
  let style = Text("Hi").foregroundStyle(.labelPrimary).stubForegroundStyle
  guard let color = style as? Color else { fatalError("foregroundStyle(.labelPrimary) is not a Color") }
  for dark in [false, true] {
    precondition(components(color, dark: dark) == components(member, dark: dark))
    precondition(components(inferred, dark: dark) == components(member, dark: dark))
    print("labelPrimary", dark ? "dark" : "light", components(color, dark: dark))
  }
  precondition(components(color, dark: false) != components(color, dark: true))
  guard Text("Hi").foregroundStyle(.link).stubForegroundStyle is LinkShapeStyle else {
    fatalError("foregroundStyle(.link) is not SwiftUI's link style")
  }
  guard Text("Hi").foregroundStyle(.primary).stubForegroundStyle is HierarchicalShapeStyle else {
    fatalError("foregroundStyle(.primary) is not SwiftUI's primary style")
  }
  print("link and primary: SwiftUI's own styles")
}

check()
