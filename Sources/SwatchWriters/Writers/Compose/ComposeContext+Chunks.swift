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
    /// The hash of what that text is made from, seeded with the list's domain (`ComposeContext+Keys.swift`).
    let makeKey: @Sendable (Int) -> StableHash

    init(
      _ set: AppearanceSet, function: String, tokens: ArraySlice<Int>, text: @escaping @Sendable (Int) -> String,
      key: @escaping @Sendable (Int) -> StableHash
    ) {
      (self.set, self.function, self.tokens, makeText, makeKey) = (set, function, tokens, text, key)
    }

    func field(_ index: Int) -> MustacheValue? {
      guard index == 1 else { return .text(function) }
      let keys: @Sendable (Int) -> UInt64 = { [self] in key($0) }
      return .items(MustacheItems(count: tokens.count, key: keys) { [self] in .object(Item(self, position: $0)) })
    }

    /// The reuse key of the value at `position`: what its text is made from, its name and whether it is last,
    /// which is every field of each kind of item (a wide color's `index` is in its text's part).
    func key(_ position: Int) -> UInt64 {
      var hash = makeKey(tokens.startIndex + position)
      hash.combine(set.context.names[token(position)])
      hash.combine(flag: position == tokens.count - 1)
      return hash.value
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
