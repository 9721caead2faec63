/// The whole Compose context, declared once: the file's header, package and imports, the colors, the
/// appearance parameters and sets, the composite styles and the single values.
extension ComposeContext {
  final class Root: DeclaredObject {
    /// The context and its sets, made once: templates walk them several times.
    struct Item: Sendable {
      let context: ComposeContext
      let sets: [AppearanceSet.Item]
    }

    static let declaration = ItemDeclaration<Item>(
      "ComposeContext",
      [
        .text("headerComment", "the header as `//` lines") { $0.context.headerComment },
        .text("package", "the Kotlin package") { KotlinName.package($0.context.options.package) },
        .text("prefix", "the prefix of every type (`Swatch`)") { $0.context.prefix },
        .flag("hasContrast", "a two-valued `contrast` trait that follows Android's contrast level") {
          $0.context.hasContrast
        },
        .flag("hasParameters", "some trait exists (Kotlin has no data class without properties)") {
          !$0.context.parameters.isEmpty
        },
        tokens("colors", of: Color.self, "color properties of `<prefix>Colors`") { $0.colors },
        .flag("hasWideColors", "some color is outside sRGB and is also given in Display P3") {
          !$0.context.wideColorTokens.isEmpty
        },
        .lines("imports", "qualified names to import, sorted") { $0.context.imports },
        .shown(
          "enums", .list(of: enumShape), typeName: "[ComposeEnum]",
          "a trait with more than two values: `type` and `cases` (`name`, `isLast`)"
        ) { .json(.array($0.context.parameters.compactMap(ComposeContext.enumJSON))) },
        .shown(
          "parameters", .list(of: parameterShape), typeName: "[ComposeParameter]",
          "one per trait: `name` (`dark`, `theme`), `type` (`Boolean` or the enum), `defaultValue` "
            + "(`isSystemInDarkTheme()`, the enclosing theme's value), `plainDefault` (`false`, "
            + "`SwatchTheme.Standard`), `isLast`"
        ) { .json($0.context.parametersJSON) },
        .list("sets", of: AppearanceSet.self, keyed: false, "one set per appearance") { $0.sets },
        .text("defaultSet", "the default appearance's set's name") {
          $0.context.setName($0.context.graph.traits.defaultAppearance)
        },
        .flag("hasStyles", "some token is a composite") { !$0.context.styleTokens.isEmpty },
        .flag("usesShadow", "the file declares the shadow helper class") { $0.context.uses(.shadow) },
        .flag("usesBorder", "the file declares the border helper class") { $0.context.uses(.border) },
        .flag("usesTransition", "the file declares the transition helper class") { $0.context.uses(.transition) },
        tokens("styles", of: Style.self, "composite properties of `<prefix>Styles`") { $0.styleTokens },
        .flag("hasValues", "some token is a single value") { !$0.context.valueTokens.isEmpty },
        tokens("values", of: Value.self, "single-value properties of `<prefix>Values`") { $0.valueTokens },
        .flag("hasConstants", "some single value is the same in every appearance") {
          !$0.context.constantTokens.isEmpty
        },
        tokens(
          "constants", of: Constant.self,
          "members of `<prefix>Constants`: the single values that are the same in "
            + "every appearance"
        ) { $0.constantTokens },
      ])

    /// A keyed list of the tokens `list` gives, each a `Child`.
    private static func tokens<Child: DeclaredObject>(
      _ name: String, of child: Child.Type, _ meaning: String,
      _ list: @escaping @Sendable (ComposeContext) -> [Int]
    ) -> ContextField<Item> where Child.Item == TokenRow {
      let row: @Sendable (Item, Int) -> TokenRow = { item, row in
        let tokens = list(item.context)
        return TokenRow(context: item.context, row: row, token: tokens[row], count: tokens.count)
      }
      return .list(name, of: Child.self, keyed: true, meaning, count: { list($0.context).count }, row)
    }

    let item: Item

    init(_ item: Item) { self.item = item }
  }

  /// The enum of a trait with more than two values.
  static let enumShape = MustacheShape(
    "ComposeEnum",
    [("type", .text), ("cases", .list(of: MustacheShape("ComposeEnumCase", [("name", .text), ("isLast", .flag)])))])

  /// A trait as a parameter of `<prefix>Appearance` and `<prefix>Theme`.
  static let parameterShape = MustacheShape(
    "ComposeParameter",
    [("name", .text), ("type", .text), ("defaultValue", .text), ("plainDefault", .text), ("isLast", .flag)])

  static func enumJSON(_ p: Parameter) -> JSONValue? {
    guard let type = p.enumType else { return nil }
    let cases = p.cases.enumerated().map {
      JSONValue.object([("name", .string($1)), ("isLast", .bool($0 == p.cases.count - 1))])
    }
    return .object([("type", .string(type)), ("cases", .array(cases))])
  }

  /// The generated-file header as Kotlin `//` lines.
  var headerComment: String {
    GeneratedHeader.lines(for: graph).map { "// " + KotlinName.comment($0) }.joined(separator: "\n")
  }

  /// The opening lines of a Kotlin file the writer makes beside the colors file (drawables, scrims, text styles,
  /// Material schemes): the header, the package and an import of each of `imports`, in the order given.
  func filePrologue(imports: [String]) -> [String] {
    [headerComment, "", "package \(KotlinName.package(options.package))", ""] + imports.map { "import \($0)" }
  }

  /// `parameters`: one per trait.
  var parametersJSON: JSONValue {
    .array(
      parameters.enumerated().map { position, p in
        let plain = p.enumType.map { "\($0).\(p.cases[0])" } ?? "false"
        return .object([
          ("name", .string(p.name)), ("type", .string(p.enumType ?? "Boolean")),
          ("defaultValue", .string(p.defaultValue)), ("plainDefault", .string(plain)),
          ("isLast", .bool(position == parameters.count - 1)),
        ])
      })
  }

  func uses(_ type: TokenType) -> Bool { graph.tokens.contains { $0.type == type } }
}
