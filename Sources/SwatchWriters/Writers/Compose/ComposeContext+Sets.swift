/// The set of one appearance in the Compose file: the condition that picks it, and the expressions and chunk
/// functions of its ARGB colors, single values, composite styles and wide colors.
extension ComposeContext {
  /// Values per function of a set's ARGB array: 1,000 `longArrayOf` elements are about 8 KB of bytecode, well
  /// under the JVM's 64 KB per method.
  static let chunkSize = 1000

  /// Composite values per function of a set's style list: a `TextStyle` or a shadow list is a constructor
  /// call of up to a few hundred bytes of bytecode, so 100 stay well under the JVM's 64 KB per method.
  static let styleChunkSize = 100

  /// The set of one appearance.
  final class AppearanceSet: DeclaredObject {
    /// An appearance's set: its name, and the wide color tokens outside sRGB in it with their Display P3
    /// `Color`s, found once per build (templates walk the sets several times).
    struct Item: Sendable {
      let context: ComposeContext
      let appearance: Appearance
      let name: String
      let wideTokens: [Int]
      let wideTexts: [String]

      init(_ context: ComposeContext, _ appearance: Appearance) {
        (self.context, self.appearance) = (context, appearance)
        name = context.setName(appearance)
        let count = context.graph.appearances.count
        let wide = context.wideColorTokens.indices.compactMap { row in
          context.wideLiterals[row * count + appearance.index].map { (context.wideColorTokens[row], $0) }
        }
        (wideTokens, wideTexts) = (wide.map(\.0), wide.map(\.1))
      }
    }

    static let declaration = ItemDeclaration<Item>(
      "ComposeSet",
      [
        .text("valuesExpression", "the set's single values: its value functions' lists, flattened") {
          $0.listExpression($0.context.adaptiveValueTokens.count, valueChunkSize, "\($0.name)Values")
        },
        .list(
          "valueChunks", of: Chunk<ChunkValue>.self, keyed: false,
          "the functions returning the single values that differ between appearances"
        ) { $0.valueChunks },
        .text("stylesExpression", "the set's composite styles: its style functions' lists, flattened") {
          $0.listExpression($0.context.styleTokens.count, styleChunkSize, "\($0.name)Styles")
        },
        .list("styleChunks", of: Chunk<ChunkValue>.self, keyed: false, "the functions returning the composites") {
          $0.styleChunks
        },
        .text("colorArguments", "the ARGB expression, then the wide colors' map when the file has any") {
          $0.context.wideColorTokens.isEmpty ? $0.argbExpression : $0.argbExpression + ", " + $0.wideExpression
        },
        .list(
          "wideChunks", of: Chunk<WideColor>.self, keyed: false,
          "the functions returning the colors outside sRGB in this appearance, as Display P3 `Color`s"
        ) { $0.wideChunks },
        .text("name", "`darkHighContrast`") { $0.name },
        .text("appearance", "the appearance's name, for a comment") { KotlinName.comment($0.appearance.name) },
        .text("condition", "the Kotlin condition that picks the set: `dark && !highContrast`") { $0.condition },
        .flag("isDefault", "the default appearance's set") { $0.appearance.isDefault },
        .text("argbExpression", "the set's ARGB array: its ARGB functions' results, concatenated") {
          $0.argbExpression
        },
        .list("chunks", of: Chunk<ARGB>.self, keyed: false, "the functions returning every color's ARGB literal") {
          $0.argbChunks
        },
      ])

    let item: Item

    init(_ item: Item) { self.item = item }
  }
}
