/// A platform setting a string token stands for when its `$extensions["dev.swatch.enum"]` names it
/// (docs/platform-enums.md): the keyboard appearance and the status bar style a theme sets.
///
/// The token stays a string token with one of `values` in each appearance; the Swift writer adds the UIKit enum
/// case per appearance and the Android writer the matching window flag where Android has one.
public enum PlatformEnum: String, CaseIterable, Sendable {
  /// UIKit's `UIKeyboardAppearance`; Android has no app-side counterpart (the input method decides).
  case keyboardAppearance
  /// UIKit's `UIStatusBarStyle`; Android's `WindowInsetsControllerCompat.isAppearanceLightStatusBars`.
  case statusBarStyle

  /// The `$extensions` key that names a token's platform enum.
  public static let extensionKey = "dev.swatch.enum"

  /// The values a token of this enum may hold, as UIKit spells the cases.
  public var values: [String] {
    switch self {
    case .keyboardAppearance: return ["default", "light", "dark"]
    case .statusBarStyle: return ["default", "lightContent", "darkContent"]
    }
  }

  /// The UIKit type the value is a case of.
  public var uiKitType: String {
    switch self {
    case .keyboardAppearance: return "UIKeyboardAppearance"
    case .statusBarStyle: return "UIStatusBarStyle"
    }
  }

  /// For a status bar style, whether Android draws dark icons (`isAppearanceLightStatusBars`) in an appearance
  /// that is dark or not; `default` follows the appearance as UIKit's does. Nil for an enum Android lacks.
  public func androidLightStatusBars(_ value: String, isDark: Bool) -> Bool? {
    guard self == .statusBarStyle else { return nil }
    switch value {
    case "lightContent": return false
    case "darkContent": return true
    default: return !isDark
    }
  }
}
