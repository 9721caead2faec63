/// The seeds of this file's keys, each domain hashed once rather than per item.
private let composeArgbSeed = StableHash("compose.argb 2")
private let composeWideSeed = StableHash("compose.wide 1")
private let composeValueChunkSeed = StableHash("compose.value-chunk 1")
private let composeStyleChunkSeed = StableHash("compose.style-chunk 1")

/// The parts of a Compose set: its condition, its list expressions and its chunk functions, with the texts
/// of each chunk value and the hash of what each text is made from (the `text` key input of `ChunkEntry`).
extension ComposeContext.AppearanceSet.Item {
  /// `valueChunks`: the adaptive single values' Kotlin expressions in this appearance.
  var valueChunks: [ComposeContext.ChunkPart] {
    let (context, at) = (context, appearance.index)
    return chunks(
      context.adaptiveValueTokens, ComposeContext.valueChunkSize, "\(name)Values",
      key: { index in
        let token = context.graph.tokens[context.adaptiveValueTokens[index]]
        var hash = composeValueChunkSeed
        hash.combine(token.path.string)
        ComposeValue.combine(scalar: token.values[at], into: &hash)
        return hash
      },
      text: {
        let token = context.graph.tokens[context.adaptiveValueTokens[$0]]
        return ComposeValue.scalarExpression(token.values[at], of: token)
      })
  }

  /// `styleChunks`: the composites' Kotlin expressions in this appearance (keyed by the whole value: composites
  /// are few and their text is long, and by the prefix).
  var styleChunks: [ComposeContext.ChunkPart] {
    let (context, at) = (context, appearance.index)
    return chunks(
      context.styleTokens, ComposeContext.styleChunkSize, "\(name)Styles",
      key: { index in
        var hash = composeStyleChunkSeed
        hash.combine(context.salt)
        hash.combine(context.graph.tokens[context.styleTokens[index]].values[at])
        return hash
      },
      text: {
        ComposeValue.expression(context.graph.tokens[context.styleTokens[$0]].values[at], prefix: context.prefix)
      })
  }

  /// `wideChunks`: the colors outside sRGB in this appearance, as Display P3 `Color`s.
  var wideChunks: [ComposeContext.ChunkPart] {
    let wideTexts = wideTexts
    return chunks(
      wideTokens, ComposeContext.wideChunkSize, "\(name)Wide",
      key: { index in
        var hash = composeWideSeed
        hash.combine(wideTexts[index])
        return hash
      }, text: { wideTexts[$0] })
  }

  /// `chunks`: every color's ARGB literal in this appearance, keyed by its value (equal values make equal
  /// literals).
  var argbChunks: [ComposeContext.ChunkPart] {
    let (context, at) = (context, appearance.index)
    let (colors, distinct) = (context.colors, context.distinct)
    return chunks(
      colors, ComposeContext.chunkSize, "\(name)Part",
      key: { index in
        var hash = composeArgbSeed
        hash.combine(context.valueKeys[distinct.position(colors[index], at)])
        return hash
      }, text: { context.argbLiterals[distinct.position(colors[$0], at)] })
  }

  /// The Kotlin condition on the appearance's parameters that picks this set.
  var condition: String {
    let condition = context.parameters.map { p -> String in
      let value = appearance.values[p.trait]
      if let type = p.enumType { return "\(p.name) == \(type).\(p.cases[value])" }
      return value == 1 ? p.name : "!\(p.name)"
    }.joined(separator: " && ")
    return condition.isEmpty ? "true" : condition
  }

  /// The set's ARGB array: its chunk functions' results, concatenated.
  var argbExpression: String {
    let calls = Self.calls(context.colors.count, ComposeContext.chunkSize, "\(name)Part")
    return calls.isEmpty ? "longArrayOf()" : calls.joined(separator: " + ")
  }

  /// The set's wide colors by position: its chunk functions' maps, added.
  var wideExpression: String {
    let calls = Self.calls(wideTokens.count, ComposeContext.wideChunkSize, "\(name)Wide")
    return calls.isEmpty ? "emptyMap()" : calls.joined(separator: " + ")
  }

  /// A list of one Kotlin value per token made by functions `<function><n>`: `Array<Any> + Array<Any>` is
  /// ambiguous in Kotlin (the right side is an `Any` too), so the parts are flattened into one list.
  func listExpression(_ count: Int, _ size: Int, _ function: String) -> String {
    let calls = Self.calls(count, size, function)
    return calls.isEmpty ? "emptyList()" : "arrayOf(\(calls.joined(separator: ", "))).flatten()"
  }

  private static func calls(_ count: Int, _ size: Int, _ function: String) -> [String] {
    stride(from: 0, to: count, by: size).map { "\(function)\($0 / size)()" }
  }

  /// `tokens` in functions of at most `size` values named `<function><n>`, the text of the value at a position
  /// in `tokens` being `text` of that position and the hash of what the text is made from `key` of it.
  private func chunks(
    _ tokens: [Int], _ size: Int, _ function: String, key: @escaping @Sendable (Int) -> StableHash,
    text: @escaping @Sendable (Int) -> String
  ) -> [ComposeContext.ChunkPart] {
    stride(from: 0, to: tokens.count, by: size).map {
      ComposeContext.ChunkPart(
        context: context, function: "\(function)\($0 / size)", tokens: tokens[$0..<min($0 + size, tokens.count)],
        text: text, textKey: key)
    }
  }
}
