// Uses the runtime generated for Fixtures/Cases/swift-runtime-theme (dynamic values, app-chosen themes, CGColor
// helpers) and prints what it gets; `.ci/checks/apple-swift.sh` compares the output with
// expected-<linux|uikit|appkit>.txt beside this file. Every section starts from the default theme.

import Foundation

/// `red green blue alpha` of a color in 0...255, so a line reads like the token's hex value.
func bytes(_ components: [Double]) -> String {
  components.map { String(Int(($0 * 255).rounded())) }.joined(separator: " ")
}

var notifications = 0
let observer = NotificationCenter.default.addObserver(
  forName: SwatchTokens.Current.didChangeNotification, object: nil, queue: nil
) { _ in MainActor.assumeIsolated { notifications += 1 } }

// Platform-neutral: dynamic values by trait values, and the runtime's notification.
let card = SwatchTokens.Dynamic.radiusCard
print("radius", card.resolved(), card.resolved(appearance: .dark), card.resolved(appearance: .dark, theme: .sepia))
print("function", SwatchTokens.radiusCard(theme: .sepia), SwatchTokens.greeting(theme: .sepia))
print("other types", SwatchTokens.Dynamic.motionFade.resolved(theme: .sepia), SwatchTokens.Dynamic.opacityScrim.values)
print("constant", SwatchTokens.radiusButton, SwatchTokens.opacityConstant)
SwatchTokens.Current.theme = .sepia
SwatchTokens.Current.theme = .sepia
print("current", SwatchTokens.Current.theme, "notifications", notifications)
SwatchTokens.Current.theme = .standard
print("current", SwatchTokens.Current.theme, "notifications", notifications)

#if canImport(UIKit)
  import UIKit

  let light = UITraitCollection(userInterfaceStyle: .light)
  let dark = UITraitCollection(userInterfaceStyle: .dark)
  func uiBytes(_ color: UIColor, _ traits: UITraitCollection) -> String {
    bytes(color.resolvedColor(with: traits).stubComponents!.components.map(Double.init))
  }

  // A theme switch at runtime changes what a dynamic color and a dynamic dimension resolve to.
  let page = SwatchColors.surfacePage
  print("uikit standard", uiBytes(page, light), card.resolved(with: light), card.resolved(with: dark))
  SwatchTokens.Current.theme = .sepia
  print("uikit sepia", uiBytes(page, light), card.resolved(with: light), card.resolved(with: dark))
  SwatchTokens.Current.theme = .standard

  // An iOS 17 trait override other than the default wins over the app's choice.
  let sepiaTraits = UITraitCollection(traitsFrom: [dark, UITraitCollection { $0.swatchTheme = .sepia }])
  print("uikit trait override", uiBytes(page, sepiaTraits), card.resolved(with: sepiaTraits))

  // Lower layers: a CGColor and a resolved UIColor in a trait collection.
  let token = SwatchTokens.ColorToken.surfacePage
  print("cgColor dark", bytes(token.cgColor(in: dark).stubComponents.map(Double.init)))
  print("uiColor light", bytes(token.uiColor(in: light).stubComponents!.components.map(Double.init)))
  let layer = CALayer()
  layer.applySwatchBorder(
    SwatchTokens.Dynamic.borderCard.resolved(with: UITraitCollection(accessibilityContrast: .high)))
  print("layer border", layer.borderWidth, bytes(layer.borderColor!.stubComponents.map(Double.init)))

  // A scene following the runtime, and a view re-applying its layer on every change.
  let scene = UIWindowScene()
  scene.swatchFollowCurrentTraits()
  let view = UIView()
  view.stubScene = scene
  var applied: [String] = []
  let observation = view.swatchObserveAppearance { traits in
    layer.backgroundColor = token.cgColor(in: traits)
    applied.append("\(card.resolved(with: traits)) \(bytes(layer.backgroundColor!.stubComponents.map(Double.init)))")
  }
  SwatchTokens.Current.theme = .sepia
  view.stubUpdateTraits()
  print("scene overrides", scene.stubOverrideCount, scene.traitOverrides.swatchTheme, view.traitCollection.swatchTheme)
  print("applied", applied.joined(separator: " | "))
  // The notification's handler may run before the scene's (their order is unspecified) and see the scene's
  // former override; the trait change that follows applies the new value either way.
  SwatchTokens.Current.theme = .standard
  view.stubUpdateTraits()
  print("applied after standard", applied.count, applied.last!)
  _ = observation
#endif

#if canImport(AppKit)
  import AppKit

  let aqua = NSAppearance(named: .aqua)!
  let darkAqua = NSAppearance(named: .darkAqua)!
  func nsBytes(_ color: NSColor, _ appearance: NSAppearance) -> String {
    bytes(color.stubResolved(for: appearance).stubComponents!.components.map(Double.init))
  }

  let page = SwatchColors.surfacePage
  print("appkit standard", nsBytes(page, aqua), card.resolved(with: aqua), card.resolved(with: darkAqua))
  SwatchTokens.Current.theme = .sepia
  print("appkit sepia", nsBytes(page, aqua), card.resolved(with: aqua), card.resolved(with: darkAqua))
  SwatchTokens.Current.theme = .standard
  let token = SwatchTokens.ColorToken.surfacePage
  print("cgColor dark", bytes(token.cgColor(in: darkAqua).stubComponents.map(Double.init)))

  let window = NSWindow()
  let content = NSView()
  let child = NSView()
  content.subviews = [child]
  window.contentView = content
  window.swatchFollowCurrentTraits()
  SwatchTokens.Current.theme = .sepia
  print("window refresh", child.needsDisplay, content.stubAppearanceChanges, child.stubAppearanceChanges)
  SwatchTokens.Current.theme = .standard
#endif

#if canImport(SwiftUI)
  import SwiftUI

  struct Card {
    @SwatchValue(SwatchTokens.Dynamic.radiusCard) var radius: CGFloat
  }
  let current = SwatchCurrentTraits.shared
  EnvironmentValues.stubCurrent.colorScheme = .dark
  print("swiftui dark", Card().radius, card.resolved(in: EnvironmentValues.stubCurrent))
  SwatchTokens.Current.theme = .sepia
  print("swiftui current sepia", Card().radius, current.objectWillChange.stubSendCount)
  SwatchTokens.Current.theme = .standard
  EnvironmentValues.stubCurrent.swatchTheme = .sepia
  print("swiftui environment sepia", Card().radius)
  EnvironmentValues.stubCurrent = EnvironmentValues()
  current.theme = .sepia
  let root = EmptyView().swatchCurrentTraits() as? ModifierContent
  print("swiftui root", root?.stubEnvironment.swatchTheme ?? .standard, SwatchTokens.Current.theme)
  SwatchTokens.Current.theme = .standard
  #if canImport(UIKit)
    print("bridge read", SwatchThemeTraitKey.read(from: sepiaTraits), SwatchThemeTraitKey.read(from: dark))
  #endif
#endif
print("notifications", notifications)
NotificationCenter.default.removeObserver(observer)
