/// The seeds of this file's keys, each domain hashed once rather than per item.
private let composeColorSeed = StableHash("compose.color 1")
private let composeStyleSeed = StableHash("compose.style 1")
private let composeValueSeed = StableHash("compose.value 1")
private let composeConstantSeed = StableHash("compose.constant 1")
private let composeArgbSeed = StableHash("compose.argb 1")
private let composeWideSeed = StableHash("compose.wide 1")
private let composeValueChunkSeed = StableHash("compose.value-chunk 1")
private let composeStyleChunkSeed = StableHash("compose.style-chunk 1")

/// The reuse keys of the Compose context's per-token lists (`MustacheList.key(_:)`): `colors`, `styles`,
/// `values`, `constants`, and in each set the `values` of every chunk (ARGB colors, wide colors, single values,
/// composite styles). The sets and their chunks are a handful per file, each holding many tokens: they have no
/// key, their per-token lists do.
///
/// A key hashes what its item's fields are made from: the token's Kotlin name (which collisions decide, so not
/// the path), the position when a field shows it (`index`, `getter`, `isLast`), the formatted text already in a
/// table (`argbLiterals`, a set's wide colors), else the inputs of the text made on reading (a scalar's value,
/// type and path; a composite's value and the prefix); the type prefix, the one option an item reads, comes
/// from `salt`, hashed once per context.
extension ComposeContext {
  /// The hash of everything writer-wide an item may read: the type prefix (the `name` option).
  static func salt(prefix: String) -> UInt64 {
    var hash = StableHash("compose.salt 1")
    hash.combine(prefix)
    return hash.value
  }

  /// The key of `colors` item `row`: name, position (its `index`, and `getter` with it), whether it is wide
  /// (`getter` reads the wide colors first), whether it is last, and the notes.
  func colorKey(_ row: Int) -> UInt64 {
    let token = colors[row]
    var hash = composeColorSeed
    hash.combine(names[token])
    hash.combine(UInt64(row))
    hash.combine(flag: wideColorPositions[token] != nil)
    hash.combine(flag: row == colors.count - 1)
    combineNotes(of: token, description: true, into: &hash)
    return hash.value
  }

  /// The key of `styles` item `row`: name, Kotlin type (the token's type and the prefix), position, whether it
  /// is last, and the deprecation (a style shows no description).
  func styleKey(_ row: Int) -> UInt64 {
    let token = styleTokens[row]
    var hash = composeStyleSeed
    hash.combine(salt)
    hash.combine(names[token])
    hash.combine(graph.tokens[token].type.rawValue)
    hash.combine(UInt64(row))
    hash.combine(flag: row == styleTokens.count - 1)
    combineNotes(of: token, description: false, into: &hash)
    return hash.value
  }

  /// The key of `values` item `row`: name, Kotlin type (the token's type and path), the position of its
  /// adaptive array element or none for a constant (`getter`, with the prefix), and the notes.
  func valueKey(_ row: Int) -> UInt64 {
    let token = valueTokens[row]
    var hash = composeValueSeed
    hash.combine(salt)
    hash.combine(names[token])
    hash.combine(graph.tokens[token].type.rawValue)
    hash.combine(flag: adaptiveIndex[token] != nil)
    hash.combine(UInt64(adaptiveIndex[token] ?? 0))
    combineNotes(of: token, description: true, into: &hash)
    return hash.value
  }

  /// The key of `constants` item `row`: name, Kotlin type (the token's type and path), the value its
  /// declaration writes (what `ComposeValue.scalarExpression` reads of it), and the notes.
  func constantKey(_ row: Int) -> UInt64 {
    let token = constantTokens[row]
    var hash = composeConstantSeed
    hash.combine(names[token])
    hash.combine(graph.tokens[token].type.rawValue)
    ComposeValue.combine(scalar: graph.tokens[token].values[0], into: &hash)
    combineNotes(of: token, description: true, into: &hash)
    return hash.value
  }

  /// Mixes in the token's path (which `scalarType`, `isTextSize` and a reasonless `@Deprecated` read), its
  /// deprecation (whether it has one and its reason) and, with `description`, its description.
  func combineNotes(of token: Int, description: Bool, into hash: inout StableHash) {
    let token = graph.tokens[token]
    hash.combine(token.path.string)
    if description { hash.combine(optional: token.description) }
    hash.combine(flag: token.deprecation != nil)
    hash.combine(optional: token.deprecation.flatMap(DeprecationText.reason))
  }

  // MARK: - Chunk values: what the text is made from; `Chunk.key` adds the name and `isLast`

  /// The text part of the key of ARGB chunk value `index` (in `colors`) in appearance `at`: its literal.
  func argbKey(_ index: Int, in at: Int) -> StableHash {
    var hash = composeArgbSeed
    hash.combine(argbLiterals[index * graph.appearances.count + at])
    return hash
  }

  /// The text part of the key of a wide color chunk value: its position in the color array and its text.
  func wideKey(token: Int, text: String) -> StableHash {
    var hash = composeWideSeed
    hash.combine(UInt64(wideColorPositions[token]!))
    hash.combine(text)
    return hash
  }

  /// The text part of the key of single value chunk value `index` (in `adaptiveValueTokens`) in appearance
  /// `at`: what `ComposeValue.scalarExpression` reads, the value and whether the token is a text size (its
  /// path).
  func valueChunkKey(_ index: Int, in at: Int) -> StableHash {
    let token = graph.tokens[adaptiveValueTokens[index]]
    var hash = composeValueChunkSeed
    hash.combine(token.path.string)
    ComposeValue.combine(scalar: token.values[at], into: &hash)
    return hash
  }

  /// The text part of the key of composite chunk value `index` (in `styleTokens`) in appearance `at`: what
  /// `ComposeValue.expression` reads, the value (whole: composites are few and their text is long) and the
  /// prefix.
  func styleChunkKey(_ index: Int, in at: Int) -> StableHash {
    var hash = composeStyleChunkSeed
    hash.combine(salt)
    hash.combine(graph.tokens[styleTokens[index]].values[at])
    return hash
  }
}
