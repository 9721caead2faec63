// Uses the composite API of the Swift generated for Fixtures/Cases/composites-all-writers and prints what it
// gives; `.ci/checks/apple-swift.sh` compares the output with expected-<platform>.txt beside this file.

print("border dark red", SwatchTokens.borderDefault(appearance: .dark).color.red)
print("shadow dark alphas", SwatchTokens.shadowCard(appearance: .dark).map(\.color.alpha))
print(
  "typography", SwatchTokens.typeBody.fontSize ?? 0, SwatchTokens.typeCaption.fontSize ?? 0,
  SwatchTokens.typeCaption.fontWeight?.rawValue ?? 0)

#if canImport(UIKit)
  import UIKit
  import SwiftUI

  let font = SwatchTokens.typeBody.uiFont()
  print("uiFont", font.stubFamily ?? "system", font.pointSize, font.stubWeight.rawValue)
  let scaled = SwatchTokens.typeBody.uiFont(
    scaledLike: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark))
  print("uiFont scaled", scaled.pointSize)
  let layer = CALayer()
  layer.applySwatchShadow(SwatchTokens.shadowCard(UITraitCollection(userInterfaceStyle: .dark)))
  print("layer", layer.shadowColor!.stubComponents, layer.shadowOpacity, layer.shadowOffset.height, layer.shadowRadius)
  layer.applySwatchShadow(SwatchTokens.shadowCard(UITraitCollection(userInterfaceStyle: .light)))
  print("layer light opacity", layer.shadowOpacity)
#endif

#if canImport(SwiftUI)
  import SwiftUI

  let view = EmptyView().swatchShadow(SwatchTokens.shadowCard(appearance: .dark))
  print("swiftui shadows", view.stubShadows.count, view.stubShadows.map(\.radius), view.stubShadows.map(\.y))
  let swiftUIFont = SwatchTokens.typeBody.font(relativeTo: .body)
  print("swiftui font", swiftUIFont.stubFamily ?? "system", swiftUIFont.stubSize, swiftUIFont.stubRelativeTo != nil)
#endif
