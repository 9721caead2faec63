/// The seeds of this file's keys, each domain hashed once rather than per item.
private let templateTokenSeed = StableHash("template.token 1")

/// The reuse keys of the template context's `tokens` list (`MustacheList.key(_:)`): per token, a `StableHash`
/// of everything its JSON form is made from, so the renderer can copy an unchanged token's text from the last
/// build's file.
///
/// Reads: the token's record (`ResolvedTokenGraph.recordKeys`: path, type, values, description, deprecation,
/// extensions), whether it is last (`isLast`), and `keySalt` (the appearances each of its `values` shows).
/// Produces: one key per item of `tokens`; the `values` inside an item are covered by the item's key.
extension TemplateContext.Data {
  /// What every token's `values` read besides the token: each appearance's name (its `id` and `names` are
  /// made from it) and whether it is the default, hashed once.
  static func keySalt(_ graph: ResolvedTokenGraph) -> UInt64 {
    var hash = StableHash("template.items 1")
    hash.combine(UInt64(graph.appearances.count))
    for appearance in graph.appearances {
      hash.combine(appearance.name)
      hash.combine(flag: appearance.isDefault)
    }
    return hash.value
  }

  /// The key of the token in `row` of `tokens`: its record, whether it is the last, and the salt.
  func tokenKey(_ row: Int) -> UInt64 {
    var hash = templateTokenSeed
    hash.combine(keySalt)
    hash.combine(recordKeys[tokens[row]])
    hash.combine(flag: row == tokens.count - 1)
    return hash.value
  }
}
