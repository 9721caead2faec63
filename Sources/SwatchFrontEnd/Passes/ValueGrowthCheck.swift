import SwatchModel

/// Values that references make grow past anything a platform takes: a shadow whose aliased shadows splice in
/// more than `maximumLayers` layers, a text or a font stack (a typography's too) whose references make it longer
/// than `maximumTextBytes`. Ten aliases to a token of ten aliases to a token of ten… is a few lines of a file and
/// a value ten times larger at each level, so each token's size is found from the candidates that win in each
/// appearance (two tokens may name each other through different appearances, so a bound over all candidates at
/// once would not hold) before any value is made; and so is the size of all of them together in every appearance
/// (`totalFactor` times one token's limit: 256 MiB of text), which bounds what the writers write. A token alone is
/// held to its limit only where it grows: a value written out in full is the file's size, a whole alias its
/// target's.
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
  /// How many times one token's limit every token of a type may have together, counted in every appearance
  /// (the writers write a value once per appearance): 256 MiB of text, about what one rendered file may hold.
  static let totalFactor = 256

  static func diagnostics(_ typed: TypedTokenGraph, selection: AppearanceSelection) -> [Diagnostic] {
    let measured = typed.candidates.indices.filter { typed.types[$0].flatMap(limit(of:)) != nil }
    guard !measured.isEmpty else { return [] }
    var sizes = ValueSizes(typed, selection: selection)
    let found = sizes.measure(measured)
    var diagnostics: [Diagnostic] = []
    var totals: [TokenType: (size: Int, tokens: [(range: SourceRange, sum: Int)])] = [:]
    for (index, size) in zip(measured, found) {
      guard let type = typed.types[index], let (limit, unit) = limit(of: type) else { continue }
      let candidate = typed.candidates[index][selection.winners[size.appearance][index]]
      var total = totals[type] ?? (0, [])
      total.size = ValueSizes.add(total.size, size.sum)
      total.tokens.append((candidate.range, size.sum))
      totals[type] = total
      // A value written out in full is the file's size, and a whole alias is its target's: neither grows.
      switch candidate.expression {
      case .literal, .alias, .invalid, .absent: continue
      case .template: break
      }
      guard size.largest > limit else { continue }
      diagnostics.append(
        Diagnostic(
          .valueTooLarge(type, size: size.largest, unit: unit, limit: limit, together: false), at: candidate.range))
    }
    guard diagnostics.isEmpty else { return diagnostics }
    // Many tokens each under the limit, or one in thousands of appearances, can still add up: the largest are
    // reported, as many as must go for the rest to fit (what keeping going leaves out).
    for type in [TokenType.shadow, .string, .fontFamily, .typography] {
      guard let total = totals[type], let (limit, unit) = limit(of: type), total.size > limit * totalFactor else {
        continue
      }
      var left = total.size
      for token in total.tokens.sorted(by: { $0.sum > $1.sum }) where left > limit * totalFactor {
        left -= token.sum
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
    case .string, .fontFamily, .typography: return (maximumTextBytes, "bytes")
    default: return nil
    }
  }
}
