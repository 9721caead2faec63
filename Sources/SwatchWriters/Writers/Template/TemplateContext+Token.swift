/// A token of the template context, declared once: its names, type, flags and values, each made when a
/// template reads it.
///
/// Reads: `TemplateContext.Data`. Produces: the items of `tokens`, keyed by the token's record (path, type,
/// values, description, deprecation, extensions: `ResolvedTokenGraph.recordKeys`), whether it is the last,
/// and the appearances its `values` show.
extension TemplateContext {
  final class Token: DeclaredObject {
    /// The token at `row` of the tokens shown.
    struct Item: Sendable {
      let data: Data
      let row: Int
      var index: Int { data.tokens[row] }
      var token: ResolvedToken { data.graph.tokens[data.tokens[row]] }
    }

    /// The token's record: everything a field reads of the token.
    static let record = KeyInput<Item>.word("record") { $0.data.recordKeys[$0.index] }
    /// Whether the token is the last shown.
    static let isLast = KeyInput<Item>.flag("isLast") { $0.row == $0.data.tokens.count - 1 }
    /// The appearances, which each of `values` shows.
    static let appearances = KeyInput<Item>.word("appearances") { $0.data.appearancesKey }

    static let declaration = ItemDeclaration<Item>(
      "Token",
      [
        .text("path", "`background.primary`", reads: [record]) { $0.token.path.string },
        ContextField(
          "names", .object(Names.declaration.shape), typeName: "Names",
          "`camelCase` (`backgroundPrimary`), `pascalCase`, `kebab-case` (`background-primary`), `snake_case`",
          reads: [record]
        ) { .object(Names($0.data.pathWords[$0.index])) },
        .text(
          "type",
          "`color`, `dimension`, `number`, `fontWeight`, `fontFamily`, `duration`, `cubicBezier`, `string`, "
            + "`typography`, `border`, `shadow`, `gradient`, `transition`, `strokeStyle`", reads: [record]
        ) { $0.token.type.rawValue },
      ] + TokenType.allCases.map(typeFlag)
        + [
          .flag("isConstant", "the value is the same in every appearance", reads: [record]) { $0.token.isConstant },
          .flag("isLast", "the last token in the list, for separators: `{{^isLast}},{{/isLast}}`", reads: [isLast]) {
            $0.row == $0.data.tokens.count - 1
          },
          ContextField(
            "value", .object(Value.declaration.shape), typeName: "Value", "the value in the default appearance",
            reads: [record]
          ) { .object(Value(Value.Item(value: $0.token.values[0], appearance: nil))) },
          ContextField(
            "values", .list(.object(Value.declaration.shape)), typeName: "[Value]",
            "one per appearance, in `appearances` order, each with an `appearance` object as above",
            reads: [record, appearances]
          ) { item in
            let (values, appearances) = (item.token.values, item.data.appearances)
            return .items(
              MustacheItems(count: appearances.count) {
                .object(Value(Value.Item(value: values[$0], appearance: appearances[$0])))
              })
          },
          .text("description", "`$description`, when present", reads: [record]) { $0.token.description },
          ContextField(
            "deprecated", .object(deprecationShape), typeName: "object",
            "present when deprecated; `reason` when one was given", reads: [record]
          ) { $0.token.deprecation.map { .json(TemplateContext.deprecation($0)) } },
          ContextField(
            "extensions", .json, typeName: "object",
            "`$extensions` as written (JSON objects, arrays, strings, numbers, booleans), when present: "
              + "`{{#extensions}}{{#com.example.figma}}{{id}}{{/com.example.figma}}{{/extensions}}`",
            reads: [record]
          ) { $0.token.extensions.map(MustacheValue.json) },
        ])

    /// The `is<Type>` flag of `type`: present, and true, for the token's own type only.
    private static func typeFlag(_ type: TokenType) -> ContextField<Item> {
      ContextField(
        typeFlags[type]!, .flag, typeName: "true",
        "present for the token's own type, for sections such as `{{#isColor}}`", reads: [record]
      ) { $0.token.type == type ? .bool(true) : nil }
    }

    /// A token's `deprecated` object.
    static let deprecationShape = MustacheShape("Deprecation", [("reason", .text)])

    let item: Item

    init(_ item: Item) { self.item = item }
  }
}
