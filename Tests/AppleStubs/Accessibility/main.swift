// Uses the Swift generated for Fixtures/Cases/web-android-accessibility-traits: `followAccessibilitySettings()`
// sets the `motion` and `transparency` traits from the (stub) UIKit settings now and on each change notification,
// and the dynamic values follow; `.ci/checks/apple-swift.sh` compares the output with expected-uikit.txt.

import UIKit

let traits = UITraitCollection(userInterfaceStyle: .dark)
func show(_ label: String) {
  let sheet = SwatchTokens.Dynamic.motionSheet.resolved(with: traits)
  let surface = SwatchTokens.ColorToken.surfaceSheet[appearanceIndex: SwatchTokens.appearanceIndex(traits)]
  print(
    label, SwatchTokens.Current.motion, SwatchTokens.Current.transparency, "sheet", sheet, "surface alpha",
    surface.alpha)
}

UIAccessibility.isReduceTransparencyEnabled = true
let observers = SwatchTokens.followAccessibilitySettings()
show("launch")
UIAccessibility.isReduceMotionEnabled = true
NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
show("reduce motion on")
UIAccessibility.isReduceTransparencyEnabled = false
NotificationCenter.default.post(name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
RunLoop.main.run(until: Date().addingTimeInterval(0.2))
show("reduce transparency off")
print("observers", observers.count)
