/// Which color tokens also get a `ShapeStyle` member (`extension ShapeStyle where Self == Color`), so
/// `.foregroundStyle(.labelPrimary)` compiles as it does for Apple's generated asset-catalog symbols.
///
/// Reads: a color's Swift name. Produces: the `isShapeStyle` flag of `SwiftContext.Color`.
extension SwiftContext {
  /// The static members SwiftUI itself declares on `ShapeStyle` (iOS 17, macOS 14). A token with one of these
  /// names gets no `ShapeStyle` member: `.foregroundStyle(.link)` would be ambiguous between SwiftUI's and
  /// Swatch's. It keeps its `Color` member (`SwatchColors.Color.link`, or `Color.link` with `style: extensions`),
  /// as Xcode skips an asset symbol that collides with a system one.
  static let swiftUIShapeStyleNames: Set<String> = [
    // `ShapeStyle where Self == Color`
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red",
    "teal", "white", "yellow", "accentColor",
    // The hierarchical and semantic styles
    "primary", "secondary", "tertiary", "quaternary", "quinary", "foreground", "background", "tint", "separator",
    "selection", "placeholder", "fill", "link", "windowBackground",
    // Materials
    "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
  ]
}
