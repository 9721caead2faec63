// Uses `SwatchTokens+Materials.swift` generated for Fixtures/Cases/web-android-materials: each material token in a light
// and a dark trait collection, with Reduce Transparency off and on (`followAccessibilitySettings()` sets the
// `transparency` trait), as UIKit's blur style and effects, a `UIVisualEffectView` it is applied to, and SwiftUI's
// material; `.ci/checks/apple-swift.sh` compares the output with expected-<uikit|appkit>.txt beside this file.

import SwiftUI

#if canImport(UIKit)
  import UIKit

  func components(_ color: UIColor?) -> String {
    color?.stubComponents.map { "\($0.space) \($0.components.map { Double($0) })" } ?? "none"
  }

  @MainActor func show(_ name: String, _ material: SwatchTokens.Material) {
    let view = UIVisualEffectView(effect: nil)
    view.swatchApply(material)
    let blur = (view.effect as? UIBlurEffect).map { "\($0.stubStyle)" } ?? "none"
    let vibrancy = material.vibrancyEffect(.secondaryLabel).map { "\($0.stubBlur.stubStyle) \($0.stubStyle)" }
    print(
      name, "style", material.blurStyle, "effect", blur, "vibrancy", vibrancy ?? "none", "background",
      components(view.backgroundColor), "tint", components(view.contentView.backgroundColor), "swiftui",
      swiftUI(material))
  }

  var observers: [any NSObjectProtocol] = []
  for reduced in [false, true] {
    UIAccessibility.isReduceTransparencyEnabled = reduced
    if observers.isEmpty { observers = SwatchTokens.followAccessibilitySettings() }
    NotificationCenter.default.post(name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
    RunLoop.main.run(until: Date().addingTimeInterval(0.1))
    for style in [UIUserInterfaceStyle.light, .dark] {
      let traits = UITraitCollection(userInterfaceStyle: style)
      print("--", style, "reduceTransparency", reduced)
      show("sheet", SwatchTokens.Materials.materialSheet(in: traits))
      show("bar", SwatchTokens.Materials.materialBar(in: traits))
      show("hud", SwatchTokens.Materials.materialHud(in: traits))
    }
  }
#else
  import AppKit

  func components(_ color: CGColor?) -> String { color.map { "\($0.stubComponents.map { Double($0) })" } ?? "none" }

  @MainActor func show(_ name: String, _ material: SwatchTokens.Material) {
    let view = NSVisualEffectView()
    view.swatchApply(material)
    print(
      name, "material", view.material, "state", view.state, "layer", components(view.layer?.backgroundColor),
      "swiftui", swiftUI(material))
  }

  for reduced in [false, true] {
    SwatchTokens.Current.transparency = reduced ? .reducedTransparency : .translucent
    for name in [NSAppearance.Name.aqua, .darkAqua] {
      let appearance = NSAppearance(named: name)!
      print("--", name.rawValue, "reduceTransparency", reduced)
      show("sheet", SwatchTokens.Materials.materialSheet(in: appearance))
      show("bar", SwatchTokens.Materials.materialBar(in: appearance))
      show("hud", SwatchTokens.Materials.materialHud(in: appearance))
    }
  }
#endif

/// SwiftUI's material, or the color under Reduce Transparency.
func swiftUI(_ material: SwatchTokens.Material) -> String {
  let style = material.shapeStyle.stubStyle
  if let material = style as? SwiftUI.Material { return material.stubName }
  return style is SwiftUI.Color ? "color" : "other"
}
