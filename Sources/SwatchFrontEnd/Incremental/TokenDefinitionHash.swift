import SwatchModel

/// A hash of each token's own bound definition: its candidates' mode keys and expressions (alias targets and
/// alphas, literal values exactly, templates whole), but not where they are written. Two resolves with the
/// same `ResolveStructure` give a token the same values and origins when its hash and the hashes of every token
/// its aliases and templates reach are the same.
///
/// Reads: `TypedTokenGraph`. Produces: one hash per token. Reports nothing.
enum TokenDefinitionHash {
  /// Each token's definition hash, by position, made on every core.
  static func hashes(_ typed: TypedTokenGraph) -> [UInt64] {
    ChunkedMap.map(typed.candidates.count) { hash(typed.candidates[$0]) }
  }

  /// The hash of one token's candidates.
  static func hash(_ candidates: [TypedCandidate]) -> UInt64 {
    var hash = StableHash("token.definition 1")
    hash.combine(UInt64(candidates.count))
    for candidate in candidates {
      hash.combine(flag: candidate.mode != nil)
      hash.combine(candidate.mode?.text ?? "")
      combine(candidate.expression, into: &hash)
    }
    return hash.value
  }

  private static func combine(_ expression: TypedExpression, into hash: inout StableHash) {
    switch expression {
    case .alias(let target, let alpha):
      hash.combine(UInt64(1))
      hash.combine(UInt64(target))
      hash.combine(flag: alpha != nil)
      hash.combine(number: alpha ?? 0)
    case .literal(let value):
      hash.combine(UInt64(2))
      hash.combine(value)
    case .template(let template):
      // Templates are few (composites with member aliases, strings with references): their reflection, which
      // holds every stored field, is hashed whole.
      hash.combine(UInt64(3))
      hash.combine(String(reflecting: template))
    case .invalid: hash.combine(UInt64(4))
    case .absent: hash.combine(UInt64(5))
    }
  }
}
