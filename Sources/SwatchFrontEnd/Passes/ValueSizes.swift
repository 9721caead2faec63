import SwatchModel

/// Each token's size in each appearance, as `ValueGrowthCheck` bounds it: layers for a shadow, UTF-8 bytes for a
/// string, the length of its text for any other value a string may embed; sums saturate.
///
/// A token with one candidate whose references all have one too (recursively) is the same everywhere and is
/// sized once; any other is sized per appearance from the candidate that wins there. Sizes are found without
/// recursion, as a chain may be tens of thousands of aliases long; a token met again while its own size is
/// being found in one appearance (an alias cycle, which the alias pass reports) counts as 0.
struct ValueSizes {
  private let typed: TypedTokenGraph
  private let selection: AppearanceSelection
  /// Whether a token's size may differ between appearances; filled as tokens are met.
  private var varies: [Bool?]
  /// The sizes of the tokens that do not vary.
  private var fixed: [Int?]

  init(_ typed: TypedTokenGraph, selection: AppearanceSelection) {
    (self.typed, self.selection) = (typed, selection)
    varies = Array(repeating: nil, count: typed.candidates.count)
    fixed = Array(repeating: nil, count: typed.candidates.count)
  }

  /// For each of `tokens`, its largest size over the appearances, an appearance where it has it, and the sum of
  /// its sizes over every appearance. Appearances whose winning candidates agree for every token whose size
  /// varies are sized once, so thousands of appearances of a few themes cost a few passes.
  mutating func measure(_ tokens: [Int]) -> [(largest: Int, appearance: Int, sum: Int)] {
    for token in tokens { markVarying(from: token) }
    let varying = varies.indices.filter { varies[$0] == true }
    var results = [(largest: Int, appearance: Int, sum: Int)](repeating: (-1, 0, 0), count: tokens.count)
    var bySelection: [Int: [Int]] = [:]  // the winners of the varying tokens, hashed -> the tokens' sizes
    for appearance in selection.winners.indices {
      var hasher = Hasher()
      for token in varying { hasher.combine(selection.winners[appearance][token]) }
      let key = hasher.finalize()
      let sizes: [Int]
      if let known = bySelection[key] {
        sizes = known
      } else {
        var memo: [Int: Int] = [:]  // shared by the tokens of one appearance
        sizes = tokens.map { size($0, in: appearance, memo: &memo) }
        bySelection[key] = sizes
      }
      for (position, size) in sizes.enumerated() {
        if size > results[position].largest {
          (results[position].largest, results[position].appearance) = (size, appearance)
        }
        results[position].sum = Self.add(results[position].sum, size)
      }
    }
    return results
  }

  /// The size of the token at `start` in `appearance`, deepest references first.
  private mutating func size(_ start: Int, in appearance: Int, memo: inout [Int: Int]) -> Int {
    var visiting = Set<Int>()
    var stack = [(index: start, expanded: false)]
    while let (index, expanded) = stack.popLast() {
      guard known(index, memo) == nil else { continue }
      let expression = winner(index, in: appearance)
      if expanded {
        visiting.remove(index)
        let size = self.size(of: expression, memo)
        if varies[index] == true { memo[index] = size } else { fixed[index] = size }
        continue
      }
      guard visiting.insert(index).inserted else { continue }
      stack.append((index, true))
      for target in Self.targets(of: expression) where known(target, memo) == nil && !visiting.contains(target) {
        stack.append((target, false))
      }
    }
    return known(start, memo) ?? 0
  }

  private func known(_ index: Int, _ memo: [Int: Int]) -> Int? {
    varies[index] == true ? memo[index] : fixed[index]
  }

  /// The expression that wins for the token at `index` in `appearance`.
  private func winner(_ index: Int, in appearance: Int) -> TypedExpression {
    typed.candidates[index][selection.winners[appearance][index]].expression
  }

  /// Marks whether each token reachable from `start` varies: it has several candidates, or one of the tokens
  /// any of its candidates names varies. A token met again before it is settled (a cycle through the
  /// candidates of several appearances) is taken to vary, so it is sized per appearance.
  private mutating func markVarying(from start: Int) {
    guard varies[start] == nil else { return }
    var onStack = Set<Int>()
    var stack = [(index: start, expanded: false)]
    while let (index, expanded) = stack.popLast() {
      let targets = typed.candidates[index].flatMap { Self.targets(of: $0.expression) }
      if expanded {
        onStack.remove(index)
        varies[index] = typed.candidates[index].count > 1 || targets.contains { varies[$0] != false }
        continue
      }
      guard varies[index] == nil, onStack.insert(index).inserted else { continue }
      stack.append((index, true))
      for target in targets where varies[target] == nil && !onStack.contains(target) { stack.append((target, false)) }
    }
  }

  /// The tokens an expression's size depends on.
  private static func targets(of expression: TypedExpression) -> [Int] {
    switch expression {
    case .alias(let target, _): return [target]
    case .template(let template):
      switch template.kind {
      case .composite(let composite):
        return composite.layerTargets + composite.fontFamilyTargets + composite.fontStacks.flatMap(\.targets)
      case .text(let text): return text.targets
      case .fontStack(let stack): return stack.targets
      case .converted(let target, _), .unitSuffixed(let target, _), .percentage(let target, _): return [target]
      case .parts: return template.targets
      case .math, .colorModifier, .colorFunction: return []
      }
    case .literal, .invalid, .absent: return []
    }
  }

  /// The size of `expression`, its targets' sizes known (one still being found counts as 0).
  private func size(of expression: TypedExpression, _ memo: [Int: Int]) -> Int {
    switch expression {
    case .alias(let target, _): return known(target, memo) ?? 0
    case .literal(let value): return Self.size(of: value)
    case .invalid, .absent: return 0
    case .template(let template):
      switch template.kind {
      case .composite(let composite):
        // A typography's font stacks are its text: their names and their targets'.
        let aliased = composite.fontFamilyTargets.reduce(0) { Self.add($0, known($1, memo) ?? 0) }
        let stacks = composite.fontStacks.reduce(aliased) { total, stack in
          stack.targets.reduce(Self.add(total, stack.literalBytes)) { Self.add($0, known($1, memo) ?? 0) }
        }
        guard case .shadow(let layers) = composite.value else { return stacks }
        return composite.layerTargets.reduce(layers.count) { Self.add($0, known($1, memo) ?? 0) }
      case .text(let text): return text.targets.reduce(text.literalBytes) { Self.add($0, known($1, memo) ?? 0) }
      case .fontStack(let stack):
        return stack.targets.reduce(stack.literalBytes) { Self.add($0, known($1, memo) ?? 0) }
      case .converted(let target, _): return known(target, memo) ?? 0
      case .parts(let parts):
        // A hole holds its target's value, or a part of it: a text or a family list no larger than the value, any
        // other part one layer or less. What is written in place is small beside them.
        return parts.holes.reduce(32) { total, hole in
          let part =
            hole.steps.isEmpty ? nil : typed.types[hole.target].flatMap { ValueParts.type(of: $0, at: hole.steps) }
          let grows = hole.steps.isEmpty || part == .fontFamily || part == .string
          return Self.add(total, grows ? known(hole.target, memo) ?? 0 : 1)
        }
      case .math, .colorModifier, .colorFunction, .unitSuffixed, .percentage: return 32
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

  /// `a + b`, held well below overflow.
  static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max / 2 : min(sum, Int.max / 2)
  }
}
