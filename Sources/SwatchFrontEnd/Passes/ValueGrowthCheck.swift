import SwatchModel

/// Values that references make grow past anything a platform takes: a shadow whose aliased shadows splice in
/// more than `maximumLayers` layers, a text whose references make it longer than `maximumTextBytes`. Ten
/// aliases to a token of ten aliases to a token of ten… is a few lines of a file and a value ten times larger
/// at each level, so each token's size is bounded from its candidates before any appearance is resolved, and
/// so is the size of all of them together (`totalFactor` times one token's limit: 32 MiB of text).
///
/// Reads: the typed graph. Produces: nothing. Reports: `value.too-large` at the candidate that makes a token
/// too large, or at the largest token when they are too large together; the passes stop there, so nothing of
/// it is built (keeping going leaves the token out).
enum ValueGrowthCheck {
  /// The most layers a shadow may have once aliased shadows are spliced in.
  static let maximumLayers = 1_000
  /// The most UTF-8 bytes a string may have once its references are filled in.
  static let maximumTextBytes = 1 << 20

  static func diagnostics(_ typed: TypedTokenGraph) -> [Diagnostic] {
    guard typed.candidates.contains(where: { $0.contains(where: \.isTemplate) }) else { return [] }
    var sizes = Sizes(typed)
    var diagnostics: [Diagnostic] = []
    var totals: [TokenType: (size: Int, largest: (index: Int, candidate: Int, size: Int)?)] = [:]
    for index in typed.candidates.indices {
      guard let type = typed.types[index], let (limit, unit) = limit(of: type) else { continue }
      let (size, candidate) = sizes.largest(index)
      guard let candidate else { continue }
      var total = totals[type] ?? (0, nil)
      total.size = Sizes.add(total.size, size)
      if size > total.largest?.size ?? -1 { total.largest = (index, candidate, size) }
      totals[type] = total
      guard size > limit else { continue }
      diagnostics.append(
        Diagnostic(
          .valueTooLarge(type, size: size, unit: unit, limit: limit, together: false),
          at: typed.candidates[index][candidate].range))
    }
    guard diagnostics.isEmpty else { return diagnostics }
    // Many tokens each under the limit can still add up: the largest is reported, as the one to look at first.
    for type in [TokenType.shadow, .string] {
      guard let total = totals[type], let largest = total.largest, let (limit, unit) = limit(of: type),
        total.size > limit * totalFactor
      else { continue }
      diagnostics.append(
        Diagnostic(
          .valueTooLarge(type, size: total.size, unit: unit, limit: limit * totalFactor, together: true),
          at: typed.candidates[largest.index][largest.candidate].range))
    }
    return diagnostics
  }

  /// How many times one token's limit every token of a type may have together.
  static let totalFactor = 32

  private static func limit(of type: TokenType) -> (Int, String)? {
    switch type {
    case .shadow: return (maximumLayers, "layers")
    case .string: return (maximumTextBytes, "bytes")
    default: return nil
    }
  }

  /// Each token's size, bounded over all its candidates: layers for a shadow, UTF-8 bytes for a string, the
  /// length of its text for any other value a string may embed. Sums saturate; a token met again while its own
  /// size is being found (an alias cycle, reported by the alias pass) counts as 0. Found without recursion, as
  /// a chain may be tens of thousands of aliases long.
  private struct Sizes {
    let typed: TypedTokenGraph
    var known: [Int?]

    init(_ typed: TypedTokenGraph) {
      self.typed = typed
      known = Array(repeating: nil, count: typed.candidates.count)
    }

    /// The token's size and the candidate giving it.
    mutating func largest(_ index: Int) -> (size: Int, candidate: Int?) {
      settle(index)
      var best = (size: 0, candidate: Int?.none)
      for (position, candidate) in typed.candidates[index].enumerated() {
        let size = self.size(of: candidate.expression)
        if best.candidate == nil || size > best.size { best = (size, position) }
      }
      return best
    }

    /// Finds the size of the token at `start` and of every token it needs, deepest first.
    private mutating func settle(_ start: Int) {
      guard known[start] == nil else { return }
      var visiting = Set<Int>()
      var stack = [(index: start, expanded: false)]
      while let (index, expanded) = stack.popLast() {
        guard known[index] == nil else { continue }
        if expanded {
          visiting.remove(index)
          known[index] = typed.candidates[index].reduce(0) { max($0, size(of: $1.expression)) }
          continue
        }
        guard visiting.insert(index).inserted else { continue }
        stack.append((index, true))
        for target in Self.targets(of: typed.candidates[index]) where known[target] == nil {
          if !visiting.contains(target) { stack.append((target, false)) }
        }
      }
    }

    /// The tokens a token's size depends on.
    private static func targets(of candidates: [TypedCandidate]) -> [Int] {
      candidates.flatMap { candidate -> [Int] in
        switch candidate.expression {
        case .alias(let target, _): return [target]
        case .template(let template):
          switch template.kind {
          case .composite(let composite): return composite.layerTargets
          case .text(let text): return text.targets
          case .math, .colorModifier: return []
          }
        case .literal, .invalid, .absent: return []
        }
      }
    }

    /// The size of `expression`, its targets' sizes known (a target still being found counts as 0).
    private func size(of expression: TypedExpression) -> Int {
      switch expression {
      case .alias(let target, _): return known[target] ?? 0
      case .literal(let value): return Self.size(of: value)
      case .invalid, .absent: return 0
      case .template(let template):
        switch template.kind {
        case .composite(let composite):
          guard case .shadow(let layers) = composite.value else { return 0 }
          return composite.layerTargets.reduce(layers.count) { Self.add($0, known[$1] ?? 0) }
        case .text(let text): return text.targets.reduce(text.literalBytes) { Self.add($0, known[$1] ?? 0) }
        case .math, .colorModifier: return 32
        }
      }
    }

    private static func size(of value: TokenValue) -> Int {
      switch value {
      case .shadow(let layers): return layers.count
      case .string(let text): return text.utf8.count
      default: return value.plainText?.utf8.count ?? 32
      }
    }

    static func add(_ a: Int, _ b: Int) -> Int {
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? Int.max / 2 : min(sum, Int.max / 2)
    }
  }
}

extension TypedCandidate {
  fileprivate var isTemplate: Bool {
    if case .template = expression { return true }
    return false
  }
}
