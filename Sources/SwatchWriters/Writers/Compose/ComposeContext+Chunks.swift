/// The chunk functions of a Compose set: the JVM takes at most 64 KB of code per method, so each of a set's
/// lists (ARGB colors, single values, composite styles, wide colors) is returned by functions of a bounded
/// number of values, each value read from the context when a template reads it.
///
/// Reads: a set's tokens of one list and how their Kotlin texts are made. Produces: the chunks (`function`,
/// `values`) and their values, keyed by the token's name, whether it is last, and what its text is made from.
protocol ComposeChunkItem: DeclaredObject where Item == ComposeContext.ChunkEntry {
  /// The declaration of a chunk of such items.
  static var chunkDeclaration: ItemDeclaration<ComposeContext.ChunkPart> { get }
}

extension ComposeContext {
  /// One function's part of a set's list: a class, so each of its values holds one reference to it.
  final class ChunkPart: Sendable {
    let context: ComposeContext
    let function: String
    /// The tokens of this part, in order.
    let tokens: ArraySlice<Int>
    /// The Kotlin text in this set of the token at a position in the whole list.
    let text: @Sendable (Int) -> String
    /// The hash of what that text is made from, seeded with the list's domain.
    let textKey: @Sendable (Int) -> StableHash

    init(
      context: ComposeContext, function: String, tokens: ArraySlice<Int>, text: @escaping @Sendable (Int) -> String,
      textKey: @escaping @Sendable (Int) -> StableHash
    ) {
      (self.context, self.function, self.tokens, self.text, self.textKey) = (context, function, tokens, text, textKey)
    }
  }

  /// The value at `position` of a chunk.
  struct ChunkEntry: Sendable {
    let part: ChunkPart
    let position: Int

    var token: Int { part.tokens[part.tokens.startIndex + position] }
    var name: String { part.context.names[token] }
    var text: String { part.text(part.tokens.startIndex + position) }
    var isLast: Bool { position == part.tokens.count - 1 }
  }

  /// The shared key inputs of a chunk's values.
  enum ChunkInput {
    static let name = KeyInput<ChunkEntry>.text("name") { $0.name }
    static let isLast = KeyInput<ChunkEntry>.flag("isLast") { $0.isLast }
    static let text = KeyInput<ChunkEntry>.word("text") {
      $0.part.textKey($0.part.tokens.startIndex + $0.position).value
    }
  }

  static let chunkNameField = ContextField<ChunkEntry>.text(
    "name", "the token's property name", reads: [ChunkInput.name]
  ) { $0.name }

  static let chunkIsLastField = ContextField<ChunkEntry>.flag(
    "isLast", "the last of its function", reads: [ChunkInput.isLast]
  ) { $0.isLast }

  /// The declaration of a chunk of `Entry`s called `name`.
  static func chunkDeclaration<Entry: ComposeChunkItem>(_ name: String, of entry: Entry.Type, _ meaning: String)
    -> ItemDeclaration<ChunkPart>
  {
    ItemDeclaration(
      name,
      [
        .text("function", "the function's name: `lightPart0`, `lightValues0`, `lightStyles0`, `lightWide0`") {
          $0.function
        },
        .list(
          "values", of: Entry.self, keyed: true, meaning, count: { $0.tokens.count },
          { ChunkEntry(part: $0, position: $1) }),
      ])
  }

  /// One function's part of a set's list: `function` and `values`.
  final class Chunk<Entry: ComposeChunkItem>: DeclaredObject {
    static var declaration: ItemDeclaration<ChunkPart> { Entry.chunkDeclaration }
    let item: ChunkPart

    init(_ item: ChunkPart) { self.item = item }
  }

  /// A color in a set's ARGB array.
  final class ARGB: ComposeChunkItem {
    static let declaration = ItemDeclaration<ChunkEntry>(
      "ComposeARGB",
      [
        chunkNameField,
        .text("argb", "the color in this set as a Kotlin `Long` literal: `0xFF1C1C1EL`", reads: [ChunkInput.text]) {
          $0.text
        },
        chunkIsLastField,
      ])
    static let chunkDeclaration = ComposeContext.chunkDeclaration(
      "ComposeARGBChunk", of: ARGB.self, "the colors this function returns")

    let item: ChunkEntry

    init(_ item: ChunkEntry) { self.item = item }
  }

  /// A single value or a composite in a set's list.
  final class ChunkValue: ComposeChunkItem {
    static let declaration = ItemDeclaration<ChunkEntry>(
      "ComposeChunkValue",
      [
        chunkNameField,
        .text("expression", "the value in this set as a Kotlin expression: `4.dp`", reads: [ChunkInput.text]) {
          $0.text
        },
        chunkIsLastField,
      ])
    static let chunkDeclaration = ComposeContext.chunkDeclaration(
      "ComposeChunk", of: ChunkValue.self, "the values this function returns")

    let item: ChunkEntry

    init(_ item: ChunkEntry) { self.item = item }
  }
}
