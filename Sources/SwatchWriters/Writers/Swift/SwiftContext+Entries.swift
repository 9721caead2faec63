/// The fields of the Swift context's root, in the order of its JSON form: the settings made once per context,
/// and the token lists made as the templates reach them.
extension SwiftContext.Root {
  static let entries: [SwiftContext.RootEntry] =
    [
      .json("header", .list(.text), "[string]", "the generated-file notice and sources") {
        .array(GeneratedHeader.lines(for: $0.graph).map(JSONValue.string))
      },
      .text("access", "`public` or `internal`") { $0.options.access.rawValue },
      .text("tokensNamespace", "the options") { $0.options.tokensNamespace },
      .text("colorsNamespace", "the options") { $0.options.namespace },
      .text("tokensFile", "the options") { $0.options.file },
      .text("colorsFile", "the options") { $0.options.colorsFile },
      .text(
        "platformColorAlias", "`SwatchPlatformColor`, the type alias of `UIColor` or `NSColor` the colors file declares"
      ) { _ in "SwatchPlatformColor" },
      .flag("isNamespaceStyle", "`style: namespace` (else extensions)") { $0.options.style == .namespace },
      .text("uiKitContainer", containerMeaning) { $0.container("extension UIColor") },
      .text("appKitContainer", containerMeaning) { $0.container("extension NSColor") },
      .text("exampleName", "the first color's name, for doc comments; empty without colors") { context in
        context.graph.tokens.firstIndex { $0.type == .color }.map { context.names.names[$0] } ?? ""
      },
      .json(
        "traits", .list(of: SwiftContext.traitShape), "[SwiftTrait]",
        "`name`, `typeName` (`Appearance`), `cases` (`name`, `value` as written, `isDefault`), and "
          + "`systemProperty` (`userInterfaceStyle`) for a trait UIKit has or `customTraitType` "
          + "(`SwatchThemeTrait`) for one it does not"
      ) { .array($0.mapping.entries.map($0.traitJSON)) },
      .text("indexParameters", indexMeaning) { $0.indexParameters },
      .text("indexArguments", indexMeaning) { $0.indexArguments($0.mapping.entries) },
      .text("indexExpression", indexMeaning) { $0.indexExpression },
      .json(
        "systemTraits", .list(of: SwiftContext.systemTraitShape), "[SwiftSystemTrait]",
        "system traits UIKit can move off their default: `parameter`, `typeName`, `property`, `defaultCase`, "
          + "`cases` (`platformCase`, `swatchCase`)"
      ) { .array($0.mapping.entries.compactMap($0.systemTraitJSON)) },
      .json(
        "customTraits", .list(of: SwiftContext.customTraitShape), "[SwiftCustomTrait]",
        "traits UIKit does not have: `name`, `typeName`, `traitType`, `property` (`swatchTheme`), `parameter`, "
          + "`defaultCase`, `defaultValue`, `position`"
      ) { .array($0.customEntries.map($0.customTraitJSON)) },
      .text("uiKitArguments", "the index arguments UIKit passes") { $0.indexArguments($0.uiKitEntries) },
      .text("uiKitRule", "how UIKit selects an appearance, in words for doc comments") { $0.uiKitRule },
      .flag("appKitUsesMatch", "AppKit's `NSAppearance.bestMatch` selects a trait") { !$0.appKitArguments.isEmpty },
      .text("appKitArguments", "the index arguments `NSAppearance.bestMatch` gives") {
        $0.appKitArguments.joined(separator: ", ")
      },
      .text("appKitRule", "how AppKit selects an appearance, in words for doc comments") { $0.appKitRule },
      .field(colors),
      .field(palette),
      .json("appearanceCount", .text, "number", "the number of appearances") {
        .number(Double($0.graph.appearances.count))
      },
      .flag("hasColors", "some token is a color") { context in context.graph.tokens.contains { $0.type == .color } },
      .field(tokens("constants", "every non-color token") { $0.others }),
      .flag("usesTypography", usesMeaning) { $0.uses(.typography) },
      .flag("usesStrokeStyle", usesMeaning) { $0.uses(.strokeStyle) || $0.uses(.border) },
      .flag("usesBorder", usesMeaning) { $0.uses(.border) },
      .flag("usesShadow", usesMeaning) { $0.uses(.shadow) },
      .flag("usesGradient", usesMeaning) { $0.uses(.gradient) },
      .flag("usesTransition", usesMeaning) { $0.uses(.transition) },
      .field(tokens("shadows", "the shadow and typography tokens") { $0.shadows }),
      .field(tokens("typographies", "the shadow and typography tokens") { $0.typographies }),
    ] + SwiftContext.runtimeEntries + [.field(dynamics)]

  private static let containerMeaning = "`public enum SwatchColors`, or `extension UIColor` / `extension NSColor`"
  private static let indexMeaning =
    "the parameters, arguments and arithmetic of the appearance index: "
    + "`appearance.rawValue * 4 + contrast.rawValue * 2 + level.rawValue`"
  private static let usesMeaning = "which value types the tokens file declares"

  /// `colors`: the color tokens, by row.
  private static let colors = ContextField<SwiftContext.Data>.list(
    "colors", of: SwiftContext.Color.self, keyed: true, "the color tokens", count: { $0.colors.count },
    { SwiftContext.TokenItem(data: $0, token: $0.colors[$1], row: $1) })

  /// `dynamics`: the non-color tokens that differ between appearances.
  private static let dynamics = ContextField<SwiftContext.Data>.list(
    "dynamics", of: SwiftContext.Dynamic.self, keyed: true,
    "the non-color tokens that differ between appearances: a SwiftConstant with `isFirst`",
    count: { $0.dynamics.count }, { SwiftContext.TokenItem(data: $0, token: $0.dynamics[$1], row: $1) })

  /// A list of constants, the tokens at `tokens`.
  private static func tokens(
    _ name: String, _ meaning: String, _ tokens: @escaping @Sendable (SwiftContext.Data) -> [Int]
  ) -> ContextField<SwiftContext.Data> {
    .list(
      name, of: SwiftContext.Constant.self, keyed: true, meaning, count: { tokens($0).count },
      { SwiftContext.TokenItem(data: $0, token: tokens($0)[$1], row: $1) })
  }

  /// `palette`: the color table's lines, each keyed by its form (`SwiftPalette.Form`), which is equal exactly
  /// when its text is.
  private static let palette = ContextField<SwiftContext.Data>(
    "palette", .list(.text), typeName: "[string]",
    "the color table's lines, each distinct color once: "
      + "`srgb 1 0.5 0 1`",
    inputs: { data, hash in
      hash.combine(UInt64(data.paletteLines.count))
      for index in 0..<data.paletteLines.count { hash.combine(data.paletteKey(index)) }
    },
    value: { data in
      .items(
        MustacheItems(count: data.paletteLines.count, key: { data.paletteKey($0) }) { .text(data.paletteLines[$0]) })
    })
}

extension SwiftContext {
  /// `public enum <namespace>` in the namespace style, else `extension`.
  func container(_ extensionLine: String) -> String {
    options.style == .namespace ? "\(options.access.rawValue) enum \(options.namespace)" : extensionLine
  }
}
