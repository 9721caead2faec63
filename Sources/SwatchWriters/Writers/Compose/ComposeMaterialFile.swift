/// The Compose writer's bridge to Material 3: `<name>Material.kt`, written when `materialColorScheme` maps
/// some role.
///
/// Reads: the context (names, traits as parameters) and the checked role mappings. Produces: an object
/// `<name>MaterialColorSchemes` with `scheme(colors, dark)` (`lightColorScheme(...)` or `darkColorScheme(...)`
/// with only the mapped roles as arguments, so the others keep Material's defaults) and one scheme per
/// appearance whose other traits are at their first value (`light`, `dark`, `lightHighContrast`,
/// `darkHighContrast`), and a composable `<name>MaterialTheme` that gives `MaterialTheme` the scheme of the
/// current appearance's colors. Reports nothing (the mappings are checked before).
struct ComposeMaterialFile {
  let context: ComposeContext
  let mappings: [MaterialColorScheme.Mapping]

  /// The file's path in the output folder.
  var path: String { "\(context.prefix)Material.kt" }

  /// The file to write.
  var file: OutputFile { OutputFile(path: path, contents: text) }

  /// The file's text.
  var text: String {
    let prefix = context.prefix
    var lines = context.filePrologue(imports: [
      "androidx.compose.material3.ColorScheme", "androidx.compose.material3.MaterialTheme",
      "androidx.compose.material3.darkColorScheme", "androidx.compose.material3.lightColorScheme",
      "androidx.compose.runtime.Composable",
    ])
    lines += [
      "", "/**", " * Material 3 color schemes made of the tokens the compose output's `materialColorScheme` maps:",
    ]
    lines += mappings.map { " * \($0.role) = \(KotlinName.comment(context.graph.tokens[$0.token].path.string))" }
    lines += [" * Roles not mapped keep Material's defaults.", " */", "object \(prefix)MaterialColorSchemes {"]
    lines += namedSchemes()
    lines += schemeFunction()
    lines += ["}", ""] + theme()
    return lines.joined(separator: "\n") + "\n"
  }

  /// The trait Android's dark theme sets, if the project has one.
  private var darkParameter: ComposeContext.Parameter? {
    context.parameters.first { $0.defaultValue == "isSystemInDarkTheme()" }
  }

  /// One `val` per appearance whose traits besides dark mode and contrast are at their first value.
  private func namedSchemes() -> [String] {
    let material = Set([darkParameter?.trait, context.parameters.first(where: \.isContrast)?.trait].compactMap { $0 })
    return context.graph.appearances.filter { appearance in
      appearance.values.enumerated().allSatisfy { material.contains($0.offset) || $0.element == 0 }
    }.flatMap { appearance -> [String] in
      let name = context.setName(appearance)
      let dark = darkParameter.map { appearance.values[$0.trait] == 1 } ?? false
      return [
        "    /** The scheme of the \(KotlinName.comment(appearance.name)) appearance. */",
        "    val \(name): ColorScheme = scheme(\(context.prefix)ColorSets.\(name), dark = \(dark))",
      ]
    }
  }

  /// `scheme(colors, dark)`: the mapped roles of `colors` over Material's light or dark defaults.
  private func schemeFunction() -> [String] {
    let arguments = mappings.map { "            \($0.role) = colors.\(context.names[$0.token])" }
      .joined(separator: ",\n")
    return [
      "",
      "    /** The mapped roles of `colors`, over `darkColorScheme`'s defaults when `dark`, else `lightColorScheme`'s. */",
      "    fun scheme(colors: \(context.prefix)Colors, dark: Boolean): ColorScheme =",
      "        if (dark) darkColorScheme(", arguments, "        ) else lightColorScheme(", arguments, "        )",
    ]
  }

  /// `<name>MaterialTheme`: `MaterialTheme` with the scheme of the enclosing `<name>Theme`'s appearance.
  private func theme() -> [String] {
    let prefix = context.prefix
    let dark = darkParameter.map { "Local\(prefix)Appearance.current.\($0.name)" } ?? "false"
    return [
      "/**",
      " * `MaterialTheme` with the scheme of the current appearance. Place it inside `\(prefix)Theme { }`: it follows",
      " * dark mode, contrast and the scoped traits `\(prefix)Theme` sets, as `Local\(prefix)Colors` does.",
      " */",
      "@Composable",
      "fun \(prefix)MaterialTheme(content: @Composable() () -> Unit) {",
      "    val scheme = \(prefix)MaterialColorSchemes.scheme(Local\(prefix)Colors.current, dark = \(dark))",
      "    MaterialTheme(colorScheme = scheme, content = content)",
      "}",
    ]
  }
}

extension ComposeContext.Parameter {
  /// Whether the parameter is Android's contrast setting.
  var isContrast: Bool { defaultValue == "isSystemInHighContrast()" }
}
