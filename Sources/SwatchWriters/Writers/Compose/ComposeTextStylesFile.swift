/// The Compose writer's text styles: `<name>TextStyles.kt`, written when a typography token names its text
/// color (`$extensions["dev.swatch.textColor"]`, docs/text-styles.md).
///
/// Reads: the text styles (`ResolvedTokenGraph.textStyles`), their typography and the Kotlin names of their
/// tokens. Produces: `object <name>TextStyles` with, per style, a composable `val <member>: TextStyle` whose
/// `color` is read from the current color set (`Local<name>Colors.current`), so the text follows the
/// appearance `<name>Theme` provides. A typography that is the same everywhere is spelled out
/// (`TextStyle(color = …, fontFamily = …, fontSize = …, fontWeight = …, letterSpacing = …, lineHeight = …)`);
/// one that differs per appearance is the current style set's (`Local<name>Styles.current`) with the color
/// added. Reports nothing (the front end checked the pairings).
struct ComposeTextStylesFile {
  let context: ComposeContext
  /// The Kotlin member of each token, by position.
  let members: [String]
  let styles: [TextStyleFacts]

  /// The file, or nil when no typography token names a text color.
  static func file(_ context: ComposeContext, members: [String]) -> OutputFile? {
    let styles = context.graph.textStyles.map { TextStyleFacts($0, in: context.graph) }
    guard !styles.isEmpty else { return nil }
    let file = ComposeTextStylesFile(context: context, members: members, styles: styles)
    return OutputFile(path: "\(context.prefix)TextStyles.kt", contents: file.text)
  }

  /// The file's text.
  var text: String {
    let prefix = context.prefix
    let body = styles.flatMap(accessor).dropLast()
    let used = Self.imports.filter { name, marker in body.contains { $0.contains(marker) } }.map(\.key)
    var lines = context.filePrologue(imports: (Self.alwaysImported + used).sorted())
    lines += [
      "", "/**", " * Text styles: each typography token with the color token its text is drawn in. The color is read",
      " * from the current `\(prefix)Colors` (`Local\(prefix)Colors.current`), so the text follows the appearance.",
      " */", "object \(prefix)TextStyles {",
    ]
    lines += body
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  static let alwaysImported = [
    "androidx.compose.runtime.Composable", "androidx.compose.runtime.ReadOnlyComposable",
    "androidx.compose.ui.text.TextStyle",
  ]

  /// The imports a style may need, each with the text that shows the file uses it.
  static let imports = [
    "androidx.compose.ui.text.font.FontFamily": "FontFamily.",
    "androidx.compose.ui.text.font.FontWeight": "FontWeight(",
    "androidx.compose.ui.unit.em": ".em", "androidx.compose.ui.unit.sp": ".sp",
  ]

  /// The composable property of one style.
  private func accessor(_ style: TextStyleFacts) -> [String] {
    let graph = context.graph
    let typography = graph.tokens[style.style.typography]
    let color = "Local\(context.prefix)Colors.current.\(members[style.style.color])"
    let path = KotlinName.comment(typography.path.string)
    let colorPath = KotlinName.comment(graph.tokens[style.style.color].path.string)
    let description = typography.description.map { " " + KotlinName.comment($0) } ?? ""
    let value: String
    if style.variants.count == 1 {
      let spelled = ComposeValue.textStyle(style.variants[0].value).dropFirst("TextStyle(".count)
      value = "TextStyle(color = \(color)" + (spelled == ")" ? ")" : ", " + spelled)
    } else {
      value = "Local\(context.prefix)Styles.current.\(members[style.style.typography]).copy(color = \(color))"
    }
    return [
      "    /** `\(path)` drawn in `\(colorPath)`.\(description) */",
      "    val \(members[style.style.typography]): TextStyle",
      "        @Composable @ReadOnlyComposable get() = \(value)", "",
    ]
  }
}
