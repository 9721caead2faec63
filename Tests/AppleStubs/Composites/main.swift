// Uses the composite API of the Swift generated for Fixtures/Cases/composites-all-writers and prints what it
// gives; `.ci/checks/apple-swift.sh` compares the output with expected-<platform>.txt beside this file.

print("border dark red", SwatchTokens.borderDefault(appearance: .dark).color.red)
print("shadow dark alphas", SwatchTokens.shadowCard(appearance: .dark).map(\.color.alpha))
print(
  "typography", SwatchTokens.typeBody.fontSize ?? 0, SwatchTokens.typeCaption.fontSize ?? 0,
  SwatchTokens.typeCaption.fontWeight?.rawValue ?? 0)

// A stack written for the web stops at the system font's names; one past an installed family keeps its weight.
let webStack = SwatchTokens.Typography(
  fontFamily: ["SF Pro Text", "-apple-system", "Helvetica Neue"], fontSize: 15, fontWeight: nil, letterSpacing: nil,
  lineHeight: nil)
let installed = SwatchTokens.Typography(
  fontFamily: ["StubInstalled", "serif"], fontSize: 15, fontWeight: SwatchTokens.FontWeight(rawValue: 700),
  letterSpacing: nil, lineHeight: nil)
let mono = SwatchTokens.Typography(
  fontFamily: ["Fira Code", "ui-monospace", "Menlo"], fontSize: 15, fontWeight: nil, letterSpacing: nil,
  lineHeight: nil)
let padded = SwatchTokens.Typography(
  fontFamily: ["", " -apple-system ", "Helvetica Neue"], fontSize: 15, fontWeight: nil, letterSpacing: nil,
  lineHeight: nil)
for typography in [webStack, installed, mono, padded] {
  print("stack", typography.appleFontStack.families, typography.appleFontStack.design)
}

#if canImport(UIKit)
  import UIKit
  import SwiftUI

  let font = SwatchTokens.typeBody.uiFont()
  print("uiFont", font.stubFamily ?? "system", font.pointSize, font.stubWeight.rawValue)
  for typography in [webStack, installed, mono] {
    let font = typography.uiFont()
    print("uiFont stack", font.stubFamily ?? "system", font.stubWeight.rawValue)
  }
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
  print("swiftui font stack", webStack.font().stubFamily ?? "system", mono.font().stubFamily ?? "system")
  // With a text style a stack of system names still scales: `Font.custom` of a name SwiftUI cannot load.
  let scaledWeb = webStack.font(relativeTo: .body)
  print("swiftui font stack scaled", scaledWeb.stubFamily ?? "system", scaledWeb.stubRelativeTo != nil)
#endif
