import SwatchModel

/// Values that references make grow past anything a platform takes: a shadow whose aliased shadows splice in
/// more than `maximumLayers` layers, a text whose references make it longer than `maximumTextBytes`. Ten
/// aliases to a token of ten aliases to a token of ten… is a few lines of a file and a value ten times larger
/// at each level, so each token's size is found from the candidates that win in each appearance (two tokens
/// may name each other through different appearances, so a bound over all candidates at once would not hold)
/// before any value is made, and so is the size of all of them together (`totalFactor` times one token's limit:
/// 32 MiB of text). Only growth counts: a token whose winning value is written out in full is the file's size.
///
/// Reads: the typed graph and the appearance selection. Produces: nothing. Reports: `value.too-large` at the
/// candidate that makes a token too large, or, when they are too large together, at the largest ones, as many as
/// must go for the rest to fit; the passes stop there, so nothing of it is built (keeping going leaves those
/// tokens out).
enum ValueGrowthCheck {
  /// The most layers a shadow may have once aliased shadows are spliced in.
  static let maximumLayers = 1_000
  /// The most UTF-8 bytes a string may have once its references are filled in.
  static let maximumTextBytes = 1 << 20
  /// How many times one token's limit every token of a type may have together.
  static let totalFactor = 32

  static func diagnostics(_ typed: TypedTokenGraph, selection: AppearanceSelection) -> [Diagnostic] {
    let measured = typed.candidates.indices.filter { typed.types[$0].flatMap(limit(of:)) != nil }
    guard !measured.isEmpty else { return [] }
    var sizes = ValueSizes(typed, selection: selection)
    var diagnostics: [Diagnostic] = []
    var totals: [TokenType: (size: Int, tokens: [(range: SourceRange, size: Int)])] = [:]
    for index in measured {
      guard let type = typed.types[index], let (limit, unit) = limit(of: type) else { continue }
      let (size, appearance) = sizes.largest(index)
      let candidate = typed.candidates[index][selection.winners[appearance][index]]
      if case .literal = candidate.expression { continue }
      var total = totals[type] ?? (0, [])
      total.size = ValueSizes.add(total.size, size)
      total.tokens.append((candidate.range, size))
      totals[type] = total
      guard size > limit else { continue }
      diagnostics.append(
        Diagnostic(.valueTooLarge(type, size: size, unit: unit, limit: limit, together: false), at: candidate.range))
    }
    guard diagnostics.isEmpty else { return diagnostics }
    // Many tokens each under the limit can still add up: the largest are reported, as many as must go for the
    // rest to fit (what keeping going leaves out).
    for type in [TokenType.shadow, .string] {
      guard let total = totals[type], let (limit, unit) = limit(of: type), total.size > limit * totalFactor else {
        continue
      }
      var left = total.size
      for token in total.tokens.sorted(by: { $0.size > $1.size }) where left > limit * totalFactor {
        left -= token.size
        diagnostics.append(
          Diagnostic(
            .valueTooLarge(type, size: total.size, unit: unit, limit: limit * totalFactor, together: true),
            at: token.range))
      }
    }
    return diagnostics
  }

  private static func limit(of type: TokenType) -> (Int, String)? {
    switch type {
    case .shadow: return (maximumLayers, "layers")
    case .string: return (maximumTextBytes, "bytes")
    default: return nil
    }
  }
}
