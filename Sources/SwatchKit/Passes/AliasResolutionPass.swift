/// Resolves every alias in every appearance to a concrete value, in dependency order.
///
/// Reads: `TypedTokenGraph` and the `AppearanceSelection`. Produces: `ResolvedTokenGraph`, or nil when
/// any value cannot be resolved. In each appearance an alias takes its target's value in that same
/// appearance, so a chain may take different routes in light and dark. Each token is visited once per
/// appearance with an explicit stack: chains of any length, no recursion. Reports: alias cycles, naming
/// every hop and, when the cycle exists only in some appearances, those appearances.
public struct AliasResolutionPass: Sendable {
  /// Creates the pass.
  public init() {}

  /// The resolved graph (nil if anything failed) and the problems found.
  public func run(_ typed: TypedTokenGraph, selection: AppearanceSelection) -> (ResolvedTokenGraph?, [Diagnostic]) {
    var cycles: [[Int]: [Int]] = [:]  // canonical hops → appearance indices
    var values = Self.emptyValues(tokens: typed.graph.tokens.count, appearances: typed.traits.appearances.count)
    var failed = false
    for appearance in typed.traits.appearances {
      var resolver = AppearanceResolver(
        typed: typed, winners: selection.winners[appearance.index], appearance: appearance.index)
      resolver.resolveAll(into: &values)
      for cycle in resolver.cycles { cycles[cycle, default: []].append(appearance.index) }
      failed = failed || resolver.hasFailures
    }
    let diagnostics = cycles.map { cycleDiagnostic($0.key, appearances: $0.value, typed: typed, selection: selection) }
    guard diagnostics.isEmpty, !failed else { return (nil, diagnostics) }
    return (makeGraph(typed, selection: selection, values: values), [])
  }

  /// Each token's values by appearance, before any is resolved.
  ///
  /// Token-major, so each token's row becomes its `ResolvedToken.values` as it is, without copying values
  /// again. The rows start as a placeholder that no run reads: a graph is only made when every token
  /// resolved in every appearance, and a failed token's row is never read.
  private static func emptyValues(tokens: Int, appearances: Int) -> [[TokenValue]] {
    [[TokenValue]](repeating: [TokenValue](repeating: .number(0), count: appearances), count: tokens)
  }

  private func makeGraph(_ typed: TypedTokenGraph, selection: AppearanceSelection, values: [[TokenValue]])
    -> ResolvedTokenGraph
  {
    let appearances = typed.traits.appearances
    let literalOrigins = [ValueOrigin](
      repeating: ValueOrigin(mode: nil, aliasTarget: nil, alpha: nil), count: appearances.count)
    let tokens = typed.graph.tokens.indices.map { index in
      let token = typed.graph.tokens[index]
      return ResolvedToken(
        path: token.path, type: typed.types[index]!, description: token.description,
        deprecation: token.deprecation, extensions: token.extensions, definedAt: token.nameRange,
        values: values[index], origins: origins(of: index, in: typed, selection: selection, literal: literalOrigins))
    }
    return ResolvedTokenGraph(
      traits: typed.traits, tokens: tokens, sourceFiles: typed.graph.files, indexByPath: typed.graph.indexByPath)
  }

  /// How each appearance's value of `token` was reached. A token with only `$value` has the same origin
  /// everywhere; when that is a literal, every such token shares the one `literal` array.
  private func origins(
    of token: Int, in typed: TypedTokenGraph, selection: AppearanceSelection, literal: [ValueOrigin]
  ) -> [ValueOrigin] {
    guard typed.candidates[token].count == 1 else {
      return typed.traits.appearances.map { origin(of: token, winner: selection.winners[$0.index][token], in: typed) }
    }
    let only = origin(of: token, winner: 0, in: typed)
    return only.aliasTarget == nil ? literal : [ValueOrigin](repeating: only, count: literal.count)
  }

  private func origin(of token: Int, winner: Int, in typed: TypedTokenGraph) -> ValueOrigin {
    let mode = typed.candidates[token][winner].mode?.text
    if case .alias(let target, let alpha) = typed.candidates[token][winner].expression {
      return ValueOrigin(mode: mode, aliasTarget: target, alpha: alpha)
    }
    return ValueOrigin(mode: mode, aliasTarget: nil, alpha: nil)
  }

  /// One diagnostic for a cycle, at its first hop's alias, with a note at every other hop.
  private func cycleDiagnostic(
    _ hops: [Int], appearances: [Int], typed: TypedTokenGraph,
    selection: AppearanceSelection
  ) -> Diagnostic {
    let all = appearances.count == typed.traits.appearances.count
    let names = all ? nil : appearances.map { typed.traits.appearances[$0].name }
    let paths = (hops + [hops[0]]).map { typed.graph.tokens[$0].path.string }
    let winners = selection.winners[appearances[0]]
    let ranges = hops.map { typed.candidates[$0][winners[$0]].range }
    let notes = hops.indices.dropFirst().map { i in
      Diagnostic.Note("'\(paths[i])' refers to '\(paths[i + 1])' here", at: ranges[i])
    }
    return Diagnostic(.aliasCycle(paths, appearances: names), at: ranges[0], notes: notes)
  }
}

/// Resolves all tokens in one appearance, writing each value into that appearance's column of a table.
///
/// Literals are settled first, in token order; the depth-first walks then only follow aliases, through a
/// compact table of links rather than each token's candidate list, which at 100,000 tokens is the
/// difference between reading a few arrays and chasing a pointer per hop.
struct AppearanceResolver {
  private enum State: UInt8 { case unvisited, visiting, done, failed }

  /// An alias winning in this appearance: its target and the alpha it applies.
  private struct Link {
    var target: Int32
    var alpha: Double?
  }

  let typed: TypedTokenGraph
  let winners: [Int]
  /// The appearance's position, which is its column in the table of values.
  let appearance: Int
  /// Cycles found, each rotated to start at its smallest token index.
  private(set) var cycles: [[Int]] = []
  /// Whether some token has no value here (a cycle, or a value already reported as wrong).
  private(set) var hasFailures = false
  private var states: [State]
  /// Each token's winning alias; unused for tokens whose winner is not an alias.
  private var links: [Link]

  init(typed: TypedTokenGraph, winners: [Int], appearance: Int) {
    self.typed = typed
    self.winners = winners
    self.appearance = appearance
    self.states = Array(repeating: .unvisited, count: winners.count)
    self.links = Array(repeating: Link(target: -1), count: winners.count)
  }

  mutating func resolveAll(into values: inout [[TokenValue]]) {
    settleLiterals(into: &values)
    var stack: [Int] = []  // one stack for every chain: each walk leaves it empty
    for token in winners.indices where states[token] == .unvisited {
      resolve(from: token, stack: &stack, into: &values)
    }
  }

  /// Settles every token whose winner is a literal (or a value already reported as wrong) and records
  /// the link of every other one.
  private mutating func settleLiterals(into values: inout [[TokenValue]]) {
    for token in winners.indices {
      switch typed.candidates[token][winners[token]].expression {
      case .literal(let value):
        values[token][appearance] = value
        states[token] = .done
      case .invalid:
        states[token] = .failed
        hasFailures = true
      case .alias(let target, let alpha):
        links[token] = Link(target: Int32(target), alpha: alpha)
      }
    }
  }

  /// Depth-first along the alias chain starting at `start`, settling tokens as the chain unwinds.
  private mutating func resolve(from start: Int, stack: inout [Int], into values: inout [[TokenValue]]) {
    stack.append(start)
    states[start] = .visiting
    while let current = stack.last {
      let link = links[current]
      let target = Int(link.target)
      switch states[target] {
      case .done: settle(&stack, value: Self.apply(link.alpha, to: values[target][appearance]), into: &values)
      case .failed: fail(&stack)
      case .unvisited:
        states[target] = .visiting
        stack.append(target)
      case .visiting:
        recordCycle(stack[stack.lastIndex(of: target)!...])
        fail(&stack)
      }
    }
  }

  private mutating func settle(_ stack: inout [Int], value: TokenValue, into values: inout [[TokenValue]]) {
    let token = stack.removeLast()
    values[token][appearance] = value
    states[token] = .done
  }

  private mutating func fail(_ stack: inout [Int]) {
    states[stack.removeLast()] = .failed
    hasFailures = true
  }

  private mutating func recordCycle(_ hops: ArraySlice<Int>) {
    let smallest = hops.indices.min { hops[$0] < hops[$1] }!
    cycles.append(Array(hops[smallest...] + hops[..<smallest]))
  }

  private static func apply(_ alpha: Double?, to value: TokenValue) -> TokenValue {
    guard let alpha, case .color(let color) = value else { return value }
    return .color(color.withAlpha(alpha))
  }
}
