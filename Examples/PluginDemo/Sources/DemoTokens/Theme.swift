// Code written against the generated API, compiled in the same target as the plugin's output.

/// The demo's colors as CSS-style hex strings.
public enum Theme {
  /// `token`'s color in `appearance` as `#RRGGBB`.
  public static func hex(_ token: SwatchTokens.ColorToken, appearance: SwatchTokens.Appearance) -> String {
    let rgba = token.resolved(appearance: appearance)
    let bytes = [rgba.red, rgba.green, rgba.blue].map { Int(($0 * 255).rounded()) }
    return "#" + bytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
  }
}
