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
    var valuesByAppearance: [[TokenValue?]] = []
    for appearance in typed.traits.appearances {
      var resolver = AppearanceResolver(typed: typed, winners: selection.winners[appearance.index])
      resolver.resolveAll()
      for cycle in resolver.cycles { cycles[cycle, default: []].append(appearance.index) }
      valuesByAppearance.append(resolver.values)
    }
    let diagnostics = cycles.map { cycleDiagnostic($0.key, appearances: $0.value, typed: typed, selection: selection) }
    guard diagnostics.isEmpty, !valuesByAppearance.contains(where: { $0.contains(nil) }) else {
      return (nil, diagnostics)
    }
    return (makeGraph(typed, selection: selection, values: valuesByAppearance), [])
  }

  private func makeGraph(_ typed: TypedTokenGraph, selection: AppearanceSelection, values: [[TokenValue?]])
    -> ResolvedTokenGraph
  {
    let appearances = typed.traits.appearances
    let tokens = typed.graph.tokens.enumerated().map { index, token in
      ResolvedToken(
        path: token.path, type: typed.types[index]!, description: token.description,
        deprecation: token.deprecation, extensions: token.extensions, definedAt: token.nameRange,
        values: appearances.map { values[$0.index][index]! },
        origins: appearances.map { origin(of: index, winner: selection.winners[$0.index][index], in: typed) })
    }
    return ResolvedTokenGraph(traits: typed.traits, tokens: tokens, sourceFiles: typed.graph.files)
  }

  private func origin(of token: Int, winner: Int, in typed: TypedTokenGraph) -> ValueOrigin {
    let candidate = typed.candidates[token][winner]
    if case .alias(let target, let alpha) = candidate.expression {
      return ValueOrigin(mode: candidate.mode?.text, aliasTarget: target, alpha: alpha)
    }
    return ValueOrigin(mode: candidate.mode?.text, aliasTarget: nil, alpha: nil)
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

/// Resolves all tokens in one appearance.
struct AppearanceResolver {
  private enum State: UInt8 { case unvisited, visiting, done, failed }

  let typed: TypedTokenGraph
  let winners: [Int]
  private(set) var values: [TokenValue?]
  /// Cycles found, each rotated to start at its smallest token index.
  private(set) var cycles: [[Int]] = []
  private var states: [State]

  init(typed: TypedTokenGraph, winners: [Int]) {
    self.typed = typed
    self.winners = winners
    self.values = Array(repeating: nil, count: winners.count)
    self.states = Array(repeating: .unvisited, count: winners.count)
  }

  mutating func resolveAll() {
    for token in winners.indices where states[token] == .unvisited {
      resolve(from: token)
    }
  }

  /// Depth-first along the alias chain starting at `start`, settling tokens as the chain unwinds.
  private mutating func resolve(from start: Int) {
    var stack = [start]
    states[start] = .visiting
    while let current = stack.last {
      switch typed.candidates[current][winners[current]].expression {
      case .invalid:
        settle(&stack, value: nil)
      case .literal(let value):
        settle(&stack, value: value)
      case .alias(let target, let alpha):
        switch states[target] {
        case .done: settle(&stack, value: Self.apply(alpha, to: values[target]!))
        case .failed: settle(&stack, value: nil)
        case .unvisited:
          states[target] = .visiting
          stack.append(target)
        case .visiting:
          recordCycle(stack[stack.lastIndex(of: target)!...])
          settle(&stack, value: nil)
        }
      }
    }
  }

  private mutating func settle(_ stack: inout [Int], value: TokenValue?) {
    let token = stack.removeLast()
    values[token] = value
    states[token] = value == nil ? .failed : .done
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
