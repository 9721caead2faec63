/// The color a typography token's text is drawn in, named by `$extensions["dev.swatch.textColor"]`
/// (docs/text-styles.md): `"{label.primary}"` makes the typography token a text style.
///
/// The extension names a color token rather than holding a color, so every writer can use that token's own
/// output (a dynamic `UIColor`, a color of the current Compose set, a CSS custom property): the text follows
/// the appearance exactly as the color token does.
public enum TextStyleColor {
  /// The `$extensions` key that names a typography token's text color.
  public static let extensionKey = "dev.swatch.textColor"

  /// What the extension holds: the path of a reference, or what it holds instead (for the message).
  public enum Reading: Equatable, Sendable {
    /// `"{path}"`: the color token's path.
    case reference(String)
    /// Anything else, shown as the message shows it.
    case malformed(String)
  }

  /// The extension's reading, or nil when `extensions` has none.
  public static func reading(_ extensions: JSONValue?) -> Reading? {
    guard let named = extensions?[extensionKey] else { return nil }
    guard case .string(let text) = named else { return .malformed("(not a string)") }
    guard text.count > 2, text.first == "{", text.last == "}" else { return .malformed(text) }
    let path = String(text.dropFirst().dropLast())
    guard !path.contains(where: { "{}".contains($0) || $0.isWhitespace }) else { return .malformed(text) }
    return .reference(path)
  }
}
