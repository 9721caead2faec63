/// Resolves all tokens in one appearance to their sources: the token whose literal gives each one its
/// value, and the alpha its alias chain applies.
///
/// Literal and invalid winners are settled first, in token order; the depth-first walks then only follow
/// aliases, through a compact table of links, and record compact sources rather than values. At 100,000
/// tokens that is the difference between reading a few small arrays and chasing a pointer per hop.
/// `AliasResolutionPass` turns sources into values afterwards, token by token.
struct AppearanceResolver {
  private enum State: UInt8 { case unvisited, visiting, done, failed }

  /// An alias winning in this appearance: its target and the alpha it applies.
  private struct Link {
    var target: Int32
    var alpha: Double?
  }

  /// Where each token's value comes from in one appearance.
  struct Sources {
    /// The token whose winner is the literal that gives each token its value; itself for a literal.
    fileprivate(set) var literals: [Int32]
    /// The alias nearest the token along its chain that applies an alpha, which replaces the literal
    /// color's alpha; -1 when none does. Kept as a token rather than the alpha itself: a quarter the size.
    fileprivate(set) var alphaCarriers: [Int32]

    /// The value of `token`, whose resolution succeeded, in the appearance whose winners are `winners`.
    func value(of token: Int, in typed: TypedTokenGraph, winners: [Int]) -> TokenValue {
      let literal = Int(literals[token])
      guard case .literal(let value) = typed.candidates[literal][winners[literal]].expression else {
        preconditionFailure("a resolved token's source is a literal")
      }
      let carrier = Int(alphaCarriers[token])
      guard carrier >= 0, case .color(let color) = value,
        case .alias(_, let alpha?) = typed.candidates[carrier][winners[carrier]].expression
      else { return value }
      return .color(color.withAlpha(alpha))
    }
  }

  let typed: TypedTokenGraph
  let winners: [Int]
  /// Cycles found, each rotated to start at its smallest token index.
  private(set) var cycles: [[Int]] = []
  /// Whether some token has no value here (a cycle, or a value already reported as wrong).
  private(set) var hasFailures = false
  /// Each settled token's source; meaningless for a token that failed.
  private(set) var sources: Sources
  private var states: [State]
  /// Each token's winning alias; unused for tokens whose winner is not an alias.
  private var links: [Link]

  init(typed: TypedTokenGraph, winners: [Int]) {
    self.typed = typed
    self.winners = winners
    self.states = Array(repeating: .unvisited, count: winners.count)
    self.links = Array(repeating: Link(target: -1), count: winners.count)
    self.sources = Sources(
      literals: Array(repeating: -1, count: winners.count), alphaCarriers: Array(repeating: -1, count: winners.count))
  }

  mutating func resolveAll() {
    settleLiterals()
    var stack: [Int] = []  // one stack for every chain: each walk leaves it empty
    for token in winners.indices where states[token] == .unvisited {
      resolve(from: token, stack: &stack)
    }
  }

  /// Settles every token whose winner is a literal (or a value already reported as wrong) and records
  /// the link of every other one.
  private mutating func settleLiterals() {
    for token in winners.indices {
      switch typed.candidates[token][winners[token]].expression {
      case .literal:
        sources.literals[token] = Int32(token)
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
  ///
  /// An alias takes its target's value with its own alpha if it has one, else with the target's: applying
  /// the target's alpha and then its own leaves its own.
  private mutating func resolve(from start: Int, stack: inout [Int]) {
    stack.append(start)
    states[start] = .visiting
    while let current = stack.last {
      let link = links[current]
      let target = Int(link.target)
      switch states[target] {
      case .done:
        stack.removeLast()
        sources.literals[current] = sources.literals[target]
        sources.alphaCarriers[current] = link.alpha == nil ? sources.alphaCarriers[target] : Int32(current)
        states[current] = .done
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

  private mutating func fail(_ stack: inout [Int]) {
    states[stack.removeLast()] = .failed
    hasFailures = true
  }

  private mutating func recordCycle(_ hops: ArraySlice<Int>) {
    let smallest = hops.indices.min { hops[$0] < hops[$1] }!
    cycles.append(Array(hops[smallest...] + hops[..<smallest]))
  }
}
