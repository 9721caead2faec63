// Uses `SwatchTokens+PlatformEnums.swift` generated for the repository's tokens (tokens/system.yaml) and prints
// the UIKit case each platform-enum token gives in a light and a dark trait collection; `.ci/checks/apple-swift.sh`
// compares the output with expected-uikit.txt beside this file.

import UIKit

for style in [UIUserInterfaceStyle.light, .dark] {
  let traits = UITraitCollection(userInterfaceStyle: style)
  let keyboard = SwatchTokens.systemKeyboardAppearance(in: traits)
  let statusBar = SwatchTokens.systemStatusBarStyle(in: traits)
  print(style, "keyboard", keyboard, keyboard.rawValue, "statusBar", statusBar, statusBar.rawValue)
}
