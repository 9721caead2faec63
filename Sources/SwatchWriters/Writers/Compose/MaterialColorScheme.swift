/// The Compose writer's `materialColorScheme` option: which color token each Material 3 color role takes.
///
/// ```yaml
/// materialColorScheme: { primary: brand.accent, background: background.primary, onBackground: label.primary }
/// ```
///
/// Each entry keeps where its role and its token are written (when the configuration's decoder knows), so the
/// writer, which checks them against the graph, reports at the entry. Roles not mapped keep Material's
/// defaults.
public struct MaterialColorScheme: Decodable, Sendable {
  /// One `role: token` entry.
  public struct Entry: Sendable {
    /// The role as written, such as `onPrimary`.
    public var role: String
    /// The token path as written, with or without the braces of an alias.
    public var token: String
    /// Where the role and the token are written, if known.
    public var roleRange: SourceRange?
    public var tokenRange: SourceRange?
  }

  /// The entries in the order written.
  public var entries: [Entry] = []

  /// No entries: no Material bridge is written.
  public init() {}

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: WriterOptionKey.self)
    let located = decoder as? any SourceLocatingDecoder
    for key in container.allKeys {
      let token = try container.decode(String.self, forKey: key)
      let value = try container.superDecoder(forKey: key) as? any SourceLocatingDecoder
      entries.append(
        Entry(
          role: key.stringValue, token: token, roleRange: located?.keyRange(key.stringValue),
          tokenRange: value?.sourceRange))
    }
  }

  /// Every role of `androidx.compose.material3.ColorScheme`, in the order of `lightColorScheme`'s parameters.
  public static let roles = [
    "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "inversePrimary",
    "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
    "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
    "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant", "surfaceTint",
    "inverseSurface", "inverseOnSurface", "error", "onError", "errorContainer", "onErrorContainer",
    "outline", "outlineVariant", "scrim", "surfaceBright", "surfaceContainer", "surfaceContainerHigh",
    "surfaceContainerHighest", "surfaceContainerLow", "surfaceContainerLowest", "surfaceDim",
  ]
}
