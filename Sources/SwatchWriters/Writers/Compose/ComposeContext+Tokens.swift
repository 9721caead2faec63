/// The per-token items of the Compose context (`colors`, `styles`, `values`, `constants`) and the key inputs
/// they share: each item is a row of one of the context's token lists, and each field names what of the token
/// and the context it is made from.
///
/// The inputs are exactly what the fields read: the token's Kotlin name (which collisions decide, so not the
/// path), its path (which `scalarType`, `isTextSize` and a reasonless `@Deprecated` read), type, description,
/// deprecation and first value, its position when a field shows it, and the type prefix (the `name` option).
extension ComposeContext {
  /// The token at `row` of one of the context's token lists of `count` tokens.
  struct TokenRow: Sendable {
    let context: ComposeContext
    let row: Int
    let token: Int
    let count: Int

    var resolved: ResolvedToken { context.graph.tokens[token] }
    var name: String { context.names[token] }
  }

  /// The shared key inputs of the per-token items.
  enum TokenInput {
    static let name = KeyInput<TokenRow>.text("name") { $0.name }
    static let path = KeyInput<TokenRow>.text("path") { $0.resolved.path.string }
    static let type = KeyInput<TokenRow>.text("type") { $0.resolved.type.rawValue }
    static let description = KeyInput<TokenRow>.text("description") { $0.resolved.description }
    static let deprecation = KeyInput<TokenRow>("deprecation") { row, hash in
      hash.combine(flag: row.resolved.deprecation != nil)
      hash.combine(optional: row.resolved.deprecation.flatMap(DeprecationText.reason))
    }
    static let prefix = KeyInput<TokenRow>.word("prefix") { $0.context.salt }
    static let row = KeyInput<TokenRow>.word("row") { UInt64($0.row) }
    static let isLast = KeyInput<TokenRow>.flag("isLast") { $0.row == $0.count - 1 }
  }

  /// `description` (KDoc text on one line) when the token has one.
  static let descriptionField = ContextField<TokenRow>.text(
    "description", "the token's description as KDoc text, when it has one", reads: [TokenInput.description]
  ) { $0.resolved.description.map(KotlinName.comment) }

  /// `deprecated` (a `@Deprecated(…)` annotation) when the token is deprecated.
  static let deprecatedField = ContextField<TokenRow>.text(
    "deprecated", "a `@Deprecated(…)` annotation, when the token is deprecated",
    reads: [TokenInput.deprecation, TokenInput.path]
  ) { row in row.resolved.deprecation.map { DeprecationText.kotlinAnnotation($0, path: row.resolved.path) } }

  /// `isLast`.
  static let isLastField = ContextField<TokenRow>.flag(
    "isLast", "the last of its list", reads: [TokenInput.isLast]
  ) { $0.row == $0.count - 1 }

  /// A color property of `<prefix>Colors`.
  final class Color: DeclaredObject {
    /// Whether the color is also given in Display P3 (`getter` reads the wide colors first).
    static let isWide = KeyInput<TokenRow>.flag("isWide") { $0.context.wideColorPositions[$0.token] != nil }

    static let declaration = ItemDeclaration<TokenRow>(
      "ComposeColor",
      [
        .text("name", "the property name: `backgroundPrimary`", reads: [TokenInput.name]) { $0.name },
        ContextField("index", .text, typeName: "number", "its position in the ARGB array", reads: [TokenInput.row]) {
          .int($0.row)
        },
        .text(
          "getter", "`Color(_argb[0])`, or `_wide[0] ?: Color(_argb[0])` for a color outside sRGB",
          reads: [TokenInput.row, isWide]
        ) { row in
          let argb = "Color(_argb[\(row.row)])"
          return row.context.wideColorPositions[row.token] != nil ? "_wide[\(row.row)] ?: " + argb : argb
        },
        isLastField, descriptionField, deprecatedField,
      ])

    let item: TokenRow

    init(_ item: TokenRow) { self.item = item }
  }

  /// A composite token's property of `<prefix>Styles`.
  final class Style: DeclaredObject {
    static let declaration = ItemDeclaration<TokenRow>(
      "ComposeStyle",
      [
        .text("name", "the property name: `typeBody`", reads: [TokenInput.name]) { $0.name },
        .text(
          "type", "the Kotlin type: `TextStyle`, `List<SwatchShadow>`, `SwatchBorder`",
          reads: [TokenInput.type, TokenInput.prefix]
        ) { ComposeValue.type($0.resolved.type, prefix: $0.context.prefix) },
        ContextField(
          "index", .text, typeName: "number", "its position in a set's style list", reads: [TokenInput.row]
        ) { .int($0.row) },
        isLastField, deprecatedField,
      ])

    let item: TokenRow

    init(_ item: TokenRow) { self.item = item }
  }
}
