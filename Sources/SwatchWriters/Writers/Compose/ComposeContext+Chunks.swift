/// The chunk functions of a Compose set: the JVM takes at most 64 KB of code per method, so each of a set's
/// lists (ARGB colors, single values, composite styles, wide colors) is returned by functions of a bounded
/// number of values, each value read from the context when a template reads it.
protocol ComposeChunkItem: MustacheObject {
  /// The shape of a chunk of such items.
  static var chunkShape: MustacheShape { get }

  /// The item at `position` in `chunk`.
  init(_ chunk: ComposeContext.Chunk<Self>, position: Int)
}

extension ComposeContext {
  /// One function's part of a set's list: `function` and `values`.
  final class Chunk<Item: ComposeChunkItem>: MustacheObject {
    static var shape: MustacheShape { Item.chunkShape }
    let set: AppearanceSet
    let function: String
    /// The tokens of this part, in order.
    let tokens: ArraySlice<Int>
    /// The Kotlin text in this set of the token at a position in the whole list.
    let makeText: @Sendable (Int) -> String

    init(_ set: AppearanceSet, function: String, tokens: ArraySlice<Int>, text: @escaping @Sendable (Int) -> String) {
      (self.set, self.function, self.tokens, makeText) = (set, function, tokens, text)
    }

    func field(_ index: Int) -> MustacheValue? {
      guard index == 1 else { return .text(function) }
      return .items(MustacheItems(count: tokens.count) { [self] in .object(Item(self, position: $0)) })
    }

    /// The token at `position`.
    func token(_ position: Int) -> Int { tokens[tokens.startIndex + position] }

    /// The name of the token at `position`.
    func name(_ position: Int) -> MustacheValue { .text(set.context.names[token(position)]) }

    /// The Kotlin text of the token at `position`.
    func text(_ position: Int) -> MustacheValue { .text(makeText(tokens.startIndex + position)) }

    /// Whether `position` is the last.
    func isLast(_ position: Int) -> MustacheValue { .bool(position == tokens.count - 1) }
  }

  /// A color in a set's ARGB array: `name`, `argb` (a Kotlin `Long` literal), `isLast`.
  final class ARGB: ComposeChunkItem {
    static var shape: MustacheShape { ComposeContext.argbShape }
    static var chunkShape: MustacheShape { ComposeContext.argbChunkShape }
    let chunk: Chunk<ARGB>
    let position: Int

    init(_ chunk: Chunk<ARGB>, position: Int) { (self.chunk, self.position) = (chunk, position) }

    func field(_ index: Int) -> MustacheValue? {
      index == 0 ? chunk.name(position) : index == 1 ? chunk.text(position) : chunk.isLast(position)
    }
  }

  /// A single value or a composite in a set's list: `name`, `expression`, `isLast`.
  final class ChunkValue: ComposeChunkItem {
    static var shape: MustacheShape { ComposeContext.chunkValueShape }
    static var chunkShape: MustacheShape { ComposeContext.chunkShape }
    let chunk: Chunk<ChunkValue>
    let position: Int

    init(_ chunk: Chunk<ChunkValue>, position: Int) { (self.chunk, self.position) = (chunk, position) }

    func field(_ index: Int) -> MustacheValue? {
      index == 0 ? chunk.name(position) : index == 1 ? chunk.text(position) : chunk.isLast(position)
    }
  }
}
