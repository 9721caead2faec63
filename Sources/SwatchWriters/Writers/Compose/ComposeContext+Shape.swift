/// The shapes of the Compose context (`ComposeContext+Root.swift`), as docs/templates.md documents them: what
/// `compose/Colors.kt.mustache` may read, checked when it loads, so an overriding template that misspells a
/// name fails the build instead of writing an empty string.
extension ComposeContext {
  /// The whole context: the file's header, package and imports, the colors, the appearance parameters and
  /// sets, the composite styles, and the single values (`valueFields`).
  static let shape = MustacheShape(
    "ComposeContext",
    [
      ("headerComment", .text), ("package", .text), ("prefix", .text), ("hasContrast", .flag),
      ("hasParameters", .flag), ("colors", .list(of: colorShape)), ("hasWideColors", .flag),
      ("imports", .list(.text)), ("enums", .list(of: enumShape)), ("parameters", .list(of: parameterShape)),
      ("sets", .list(of: setShape)), ("defaultSet", .text), ("hasStyles", .flag), ("usesShadow", .flag),
      ("usesBorder", .flag), ("usesTransition", .flag), ("styles", .list(of: styleShape)),
      // `valueFields`
      ("hasValues", .flag), ("values", .list(of: valueShape)), ("hasConstants", .flag),
      ("constants", .list(of: constantShape)),
    ])

  /// A color property of `<prefix>Colors`; `description` (KDoc text) and `deprecated` (a `@Deprecated`
  /// annotation) when the token has them.
  static let colorShape = MustacheShape(
    "ComposeColor",
    [("name", .text), ("index", .text), ("getter", .text), ("isLast", .flag)] + tokenNoteFields)

  /// The enum of a trait with more than two values.
  static let enumShape = MustacheShape(
    "ComposeEnum",
    [("type", .text), ("cases", .list(of: MustacheShape("ComposeEnumCase", [("name", .text), ("isLast", .flag)])))])

  /// A trait as a parameter of `<prefix>Appearance` and `<prefix>Theme`.
  static let parameterShape = MustacheShape(
    "ComposeParameter",
    [("name", .text), ("type", .text), ("defaultValue", .text), ("plainDefault", .text), ("isLast", .flag)])

  /// The set of one appearance: its condition, and the expressions and chunk functions of its ARGB colors,
  /// single values, composite styles and wide colors.
  static let setShape = MustacheShape(
    "ComposeSet",
    [
      ("valuesExpression", .text), ("valueChunks", .list(of: chunkShape)), ("stylesExpression", .text),
      ("styleChunks", .list(of: chunkShape)), ("colorArguments", .text), ("wideChunks", .list(of: wideChunkShape)),
      ("name", .text), ("appearance", .text), ("condition", .text), ("isDefault", .flag),
      ("argbExpression", .text), ("chunks", .list(of: argbChunkShape)),
    ])

  /// A function returning part of a set's ARGB array.
  static let argbChunkShape = MustacheShape(
    "ComposeARGBChunk",
    [
      ("function", .text),
      ("values", .list(of: argbShape)),
    ])

  /// A color in a set's ARGB array.
  static let argbShape = MustacheShape("ComposeARGB", [("name", .text), ("argb", .text), ("isLast", .flag)])

  /// A function returning part of a set's single values or composite styles (`listParts`).
  static let chunkShape = MustacheShape(
    "ComposeChunk",
    [
      ("function", .text),
      ("values", .list(of: chunkValueShape)),
    ])

  /// A single value or composite in a set's list.
  static let chunkValueShape = MustacheShape(
    "ComposeChunkValue", [("name", .text), ("expression", .text), ("isLast", .flag)])

  /// A function returning part of a set's Display P3 colors, by position in the color array.
  static let wideChunkShape = MustacheShape(
    "ComposeWideChunk",
    [
      ("function", .text),
      ("values", .list(of: wideColorShape)),
    ])

  /// A color of a set in Display P3.
  static let wideColorShape = MustacheShape(
    "ComposeWideColor", [("name", .text), ("index", .text), ("expression", .text), ("isLast", .flag)])

  /// A composite token's property of `<prefix>Styles`.
  static let styleShape = MustacheShape(
    "ComposeStyle", [("name", .text), ("type", .text), ("index", .text), ("isLast", .flag), ("deprecated", .text)])

  /// A single-value token's property of `<prefix>Values`.
  static let valueShape = MustacheShape(
    "ComposeValue", [("name", .text), ("type", .text), ("getter", .text)] + tokenNoteFields)

  /// A member of `<prefix>Constants`: a token whose value is the same in every appearance.
  static let constantShape = MustacheShape("ComposeConstant", [("declaration", .text)] + tokenNoteFields)

  /// `tokenNotes`: present when the token has them.
  private static let tokenNoteFields: [(String, MustacheShape.Kind)] = [
    ("description", .text), ("deprecated", .text),
  ]
}
