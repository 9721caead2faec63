/// The template context as declared objects: the root, each token and its names, made as templates read them
/// from `Data`, so no JSON tree of every token and value is built, held and freed. Each object's fields, shape,
/// docs table and reuse key come from its declaration; rendering reads the objects from every core, so they
/// are immutable.
///
/// Reads: `TemplateContext.Data`. Produces: the objects declared here and the values of
/// `TemplateContext+Value.swift`; their JSON form (`MustacheValue.json`) is the context golden files record.
extension TemplateContext {
  /// The whole context.
  final class Root: DeclaredObject {
    static let declaration = ItemDeclaration<Data>(
      "Context",
      [
        .shown(
          "header", .list(.text), typeName: "[string]",
          "the generated-file notice and the token files it came from; wrap each line in your format's comment "
            + "syntax"
        ) { .json($0.header) },
        .shown("sourceFiles", .list(.text), typeName: "[string]", "token files, as given, sorted") {
          .json(.array($0.graph.sourceFiles.sorted().map(JSONValue.string)))
        },
        .shown(
          "traits", .list(of: traitShape), typeName: "[Trait]",
          "`name`, and `values`: [{`name`, `isDefault`}] in order; the first value is the default"
        ) { .json($0.traits) },
        .shown(
          "appearances", .list(of: appearanceShape), typeName: "[Appearance]",
          "every combination of trait values: `name` (`dark high-contrast elevated`), `id` "
            + "(`dark-high-contrast-elevated`), `names` (as a token's: `camelCase` `darkHighContrastElevated`, "
            + "`pascalCase`, `kebab-case`, `snake_case`; letters and digits only, so safe as an identifier or a "
            + "quoted key), `isDefault`"
        ) { .json(.array($0.appearances)) },
        .list(
          "tokens", of: Token.self, keyed: true, "every token (or those of the `types` option), sorted by path",
          count: { $0.tokens.count }, { Token.Item(data: $0, row: $1) }),
      ])

    let item: Data

    init(_ item: Data) { self.item = item }
  }

  /// A name in every style, from its words.
  final class Names: DeclaredObject {
    /// What every style's name is made from: the words, in order.
    static let words = KeyInput<[String]>("words") { words, hash in
      hash.combine(UInt64(words.count))
      for word in words { hash.combine(word) }
    }

    static let declaration = ItemDeclaration<[String]>(
      "Names",
      NameStyle.allCases.map { style in
        .text(style.rawValue, "`\(style.name(fromWords: ["background", "primary"]))`", reads: [words]) {
          style.name(fromWords: $0)
        }
      })

    let item: [String]

    init(_ item: [String]) { self.item = item }
  }
}
