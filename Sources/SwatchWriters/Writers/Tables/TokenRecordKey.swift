/// The part of a list item's reuse key (`MustacheList.key(_:)`) that comes from its token: everything a
/// writer can read of a `ResolvedToken`, so an item made from the token and from tables the key also covers
/// has the same JSON form whenever the key is the same.
extension StableHash {
  /// Mixes in `token` (a token of `graph`): its path, type, description, deprecation, extensions, values,
  /// how each value was reached (mode, alpha and the aliased token's path, not its position), the members that
  /// alias other tokens and the appearances it is absent from. Not where it is defined, which only diagnostics print.
  package mutating func combine(token: ResolvedToken, in graph: ResolvedTokenGraph) {
    combine(token.path.string)
    combine(token.type.rawValue)
    combine(optional: token.description)
    combine(optional: token.deprecation.map { String(reflecting: $0) })
    combine(optional: token.extensions.map { String(reflecting: $0) })
    combine(UInt64(token.values.count))
    for value in token.values { combine(value) }
    for origin in token.origins {
      combine(optional: origin.mode)
      combine(flag: origin.alpha != nil)
      combine(number: origin.alpha ?? 0)
      combine(optional: origin.aliasTarget.map { graph.tokens[$0].path.string })
    }
    combine(UInt64(token.memberOrigins.count))
    for members in token.memberOrigins {
      combine(UInt64(members.count))
      for member in members {
        combine(member.member)
        combine(UInt64(member.item))
        combine(UInt64(member.count))
        combine(graph.tokens[member.target].path.string)
        combine(number: member.alpha ?? -1)
      }
    }
    combine(UInt64(token.absentAppearances.count))
    for appearance in token.absentAppearances.sorted() { combine(UInt64(appearance)) }
  }

  /// Mixes in `text`, or a marker no text gives when it is nil.
  package mutating func combine(optional text: String?) {
    guard let text else { return combine(UInt64(0xA55E_7700)) }
    combine(UInt64(1))
    combine(text)
  }
}

/// Per token of a graph, the hash of its record (`StableHash.combine(token:in:)`), by position in `tokens`:
/// what the Swift and template writers key every token's items by, made once for both (`GraphMemo`).
struct TokenRecordKeys: Sendable {
  let keys: [UInt64]
}

extension ResolvedTokenGraph {
  /// The hash of each token's record, by position in `tokens`, made on first use and shared by the writers.
  /// A graph patched from the last build's (`remadeTokens`) hashes only the tokens made again: a record reads
  /// its own token and the paths of those it aliases, which a patch keeps.
  package var recordKeys: [UInt64] {
    memo.value(
      TokenRecordKeys.self,
      carry: { old, remade in
        var keys = old.keys
        for index in remade { keys[index] = recordKey(of: index) }
        return TokenRecordKeys(keys: keys)
      },
      make: { TokenRecordKeys(keys: tokens.indices.map(recordKey)) }
    ).keys
  }

  private func recordKey(of index: Int) -> UInt64 {
    var hash = StableHash("token.record 2")
    hash.combine(token: tokens[index], in: self)
    return hash.value
  }
}
