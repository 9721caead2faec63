/// The CSS writer's text styles: `<file>-text-styles.css`, written when a typography token names its text
/// color (`$extensions["dev.swatch.textColor"]`, docs/text-styles.md).
///
/// Reads: the text styles (`ResolvedTokenGraph.textStyles`) and the custom property names of their tokens.
/// Produces: in the `swatch-utilities` layer, per style, a class named like the typography token
/// (`.text-body`) setting `font` from the token's shorthand property (or, when some appearance lacks a size
/// or a family, which the shorthand needs, the `font-*` properties from its member properties),
/// `letter-spacing` when the token has one, and `color` from the color token's property. Everything is a
/// `var()` of `<file>.css`'s properties, so the text follows every appearance that file switches (dark mode,
/// contrast, the trait classes). Reports nothing (the front end checked the pairings).
enum CSSTextStylesFile {
  /// The file, or nil when no typography token names a text color.
  static func file(_ graph: ResolvedTokenGraph, names: [String], file: String) -> OutputFile? {
    let styles = graph.textStyles
    guard !styles.isEmpty else { return nil }
    var lines = ["/*"] + GeneratedHeader.lines(for: graph).map { " * " + CSSName.comment($0) }
    lines += [
      " *", " * Text styles: each typography token with the color token its text is drawn in. Needs \(file).css,",
      " * whose custom properties these classes read, so the text follows every appearance it switches.", " */",
      "", "@layer swatch-utilities {",
    ]
    lines += styles.flatMap { rule($0, graph: graph, names: names) }.dropLast()
    return OutputFile(path: file + "-text-styles.css", contents: (lines + ["}"]).joined(separator: "\n") + "\n")
  }

  /// One class and the blank line after it.
  private static func rule(_ style: TextStyle, graph: ResolvedTokenGraph, names: [String]) -> [String] {
    let token = graph.tokens[style.typography]
    let name = "--" + names[style.typography]
    let parts = CSSTypography.parts(of: token)
    let hasShorthand = token.values.allSatisfy { value in
      guard case .typography(let typography) = value else { return false }
      return typography.fontSize != nil && typography.fontFamily != nil
    }
    var declarations =
      hasShorthand
      ? [("font", "var(\(name))")]
        + parts.filter { $0.property == "letter-spacing" }.map { part in
          (part.property, "var(\(name)-\(part.property))")
        }
      : CSSTypography.utilityRule(parts, name: name).declarations
    declarations.append(("color", "var(--\(names[style.color]))"))
    let path = CSSName.comment(token.path.string + "` drawn in `" + graph.tokens[style.color].path.string)
    return ["  /* `\(path)` */", "  .\(name.dropFirst(2)) {"] + declarations.map { "    \($0.0): \($0.1);" } + [
      "  }", "",
    ]
  }
}
