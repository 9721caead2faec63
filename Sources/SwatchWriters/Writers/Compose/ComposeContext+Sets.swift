/// The set of one appearance in the Compose file: the condition that picks it, and the expressions and chunk
/// functions of its ARGB colors, single values, composite styles and wide colors.
extension ComposeContext {
  /// Values per function of a set's ARGB array: 1,000 `longArrayOf` elements are about 8 KB of bytecode, well
  /// under the JVM's 64 KB per method.
  static let chunkSize = 1000

  /// Composite values per function of a set's style list: a `TextStyle` or a shadow list is a constructor
  /// call of up to a few hundred bytes of bytecode, so 100 stay well under the JVM's 64 KB per method.
  static let styleChunkSize = 100

  /// `valuesExpression`, `valueChunks`, `stylesExpression`, `styleChunks` (`Chunk`s of `ChunkValue`s),
  /// `colorArguments` (the ARGB expression, then the wide colors' map when the file has any), `wideChunks`,
  /// `name`, `appearance`, `condition`, `isDefault`, `argbExpression`, `chunks` (`Chunk`s of `ARGB`s).
  final class AppearanceSet: MustacheObject {
    static var shape: MustacheShape { ComposeContext.setShape }
    let context: ComposeContext
    let appearance: Appearance
    let name: String
    /// The wide color tokens that are outside sRGB in this appearance, and their Display P3 `Color`s.
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

    // One case per field of the shape, in its order: a switch reads best whole.
    func field(_ index: Int) -> MustacheValue? {
      switch index {
      case 0: return .text(listExpression(context.adaptiveValueTokens.count, Self.valueSize, "\(name)Values"))
      case 1: return valueChunks
      case 2: return .text(listExpression(context.styleTokens.count, Self.styleSize, "\(name)Styles"))
      case 3: return styleChunks
      case 4: return .text(context.wideColorTokens.isEmpty ? argbExpression : argbExpression + ", " + wideExpression)
      case 5: return wideChunks
      case 6: return .text(name)
      case 7: return .text(KotlinName.comment(appearance.name))
      case 8: return .text(condition)
      case 9: return .bool(appearance.isDefault)
      case 10: return .text(argbExpression)
      default: return argbChunks
      }
    }

    /// `valueChunks`: the adaptive single values' Kotlin expressions in this appearance.
    private var valueChunks: MustacheValue {
      let (context, at) = (context, appearance.index)
      return chunks(
        context.adaptiveValueTokens, Self.valueSize, "\(name)Values", of: ChunkValue.self,
        key: { context.valueChunkKey($0, in: at) },
        text: {
          let token = context.graph.tokens[context.adaptiveValueTokens[$0]]
          return ComposeValue.scalarExpression(token.values[at], of: token)
        })
    }

    /// `styleChunks`: the composites' Kotlin expressions in this appearance.
    private var styleChunks: MustacheValue {
      let (context, at) = (context, appearance.index)
      return chunks(
        context.styleTokens, Self.styleSize, "\(name)Styles", of: ChunkValue.self,
        key: { context.styleChunkKey($0, in: at) },
        text: {
          ComposeValue.expression(context.graph.tokens[context.styleTokens[$0]].values[at], prefix: context.prefix)
        })
    }

    /// `wideChunks`: the colors outside sRGB in this appearance, as Display P3 `Color`s.
    private var wideChunks: MustacheValue {
      let (context, wideTokens, wideTexts) = (context, wideTokens, wideTexts)
      return chunks(
        wideTokens, Self.wideSize, "\(name)Wide", of: WideColor.self,
        key: { context.wideKey(token: wideTokens[$0], text: wideTexts[$0]) }, text: { wideTexts[$0] })
    }

    /// `chunks`: every color's ARGB literal in this appearance.
    private var argbChunks: MustacheValue {
      let (context, at, count) = (context, appearance.index, context.graph.appearances.count)
      return chunks(
        context.colors, ComposeContext.chunkSize, "\(name)Part", of: ARGB.self,
        key: { context.argbKey($0, in: at) }, text: { context.argbLiterals[$0 * count + at] })
    }

    private static var valueSize: Int { ComposeContext.valueChunkSize }
    private static var styleSize: Int { ComposeContext.styleChunkSize }
    private static var wideSize: Int { ComposeContext.wideChunkSize }

    /// The Kotlin condition on the appearance's parameters that picks this set.
    private var condition: String {
      let condition = context.parameters.map { p -> String in
        let value = appearance.values[p.trait]
        if let type = p.enumType { return "\(p.name) == \(type).\(p.cases[value])" }
        return value == 1 ? p.name : "!\(p.name)"
      }.joined(separator: " && ")
      return condition.isEmpty ? "true" : condition
    }

    /// The set's ARGB array: its chunk functions' results, concatenated.
    private var argbExpression: String {
      let calls = Self.calls(context.colors.count, ComposeContext.chunkSize, "\(name)Part")
      return calls.isEmpty ? "longArrayOf()" : calls.joined(separator: " + ")
    }

    /// The set's wide colors by position: its chunk functions' maps, added.
    private var wideExpression: String {
      let calls = Self.calls(wideTokens.count, Self.wideSize, "\(name)Wide")
      return calls.isEmpty ? "emptyMap()" : calls.joined(separator: " + ")
    }

    /// A list of one Kotlin value per token made by functions `<function><n>`: `Array<Any> + Array<Any>` is
    /// ambiguous in Kotlin (the right side is an `Any` too), so the parts are flattened into one list.
    private func listExpression(_ count: Int, _ size: Int, _ function: String) -> String {
      let calls = Self.calls(count, size, function)
      return calls.isEmpty ? "emptyList()" : "arrayOf(\(calls.joined(separator: ", "))).flatten()"
    }

    private static func calls(_ count: Int, _ size: Int, _ function: String) -> [String] {
      stride(from: 0, to: count, by: size).map { "\(function)\($0 / size)()" }
    }

    /// `tokens` in functions of at most `size` values named `<function><n>`, the text of the value at a position
    /// in `tokens` being `text` of that position and the hash of what the text is made from `key` of it.
    private func chunks<Item: ComposeChunkItem>(
      _ tokens: [Int], _ size: Int, _ function: String, of item: Item.Type,
      key: @escaping @Sendable (Int) -> StableHash, text: @escaping @Sendable (Int) -> String
    ) -> MustacheValue {
      .list(
        stride(from: 0, to: tokens.count, by: size).map {
          let part = tokens[$0..<min($0 + size, tokens.count)]
          return .object(Chunk<Item>(self, function: "\(function)\($0 / size)", tokens: part, text: text, key: key))
        })
    }
  }
}
