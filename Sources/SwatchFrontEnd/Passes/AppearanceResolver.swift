/// Resolves all tokens in one appearance to their sources: the token whose literal gives each one its
/// value, and the alpha its alias chain applies.
///
/// Literal and invalid winners are settled first, in token order; the depth-first walks then only follow
/// aliases, through a compact table of links, and record compact sources rather than values. At 100,000
/// tokens that is the difference between reading a few small arrays and chasing a pointer per hop.
/// `AliasResolutionPass` turns sources into values afterwards, token by token. A composite whose members
/// alias tokens waits for those targets like an alias waits for its target, and its template
/// (`ValueTemplate`) is filled with their values in this appearance once they are settled. A context-only
/// token no `$modes` entry covers here is absent, and so is every token whose winning alias or member alias
/// reaches an absent token.
struct AppearanceResolver {
  private enum State: UInt8 { case unvisited, visiting, done, failed, absent }

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
      let value: TokenValue
      switch typed.candidates[literal][winners[literal]].expression {
      case .literal(let literalValue): value = literalValue
      case .template:
        guard let composite = composites[literal] else { preconditionFailure("a composite is read when settled") }
        value = composite
      case .alias, .invalid, .absent: preconditionFailure("a resolved token's source is a literal")
      }
      let carrier = Int(alphaCarriers[token])
      guard carrier >= 0, case .color(let color) = value,
        case .alias(_, let alpha?) = typed.candidates[carrier][winners[carrier]].expression
      else { return value }
      return .color(color.withAlpha(alpha))
    }

    /// The tokens absent here: context-only tokens no `$modes` entry covers, and every token whose value
    /// or a member aliases an absent token.
    fileprivate(set) var absent: Set<Int> = []
    /// For each token absent here through an alias or a member alias (not by a definition of its own), the
    /// absent token it aliases.
    fileprivate(set) var absentThrough: [Int: Int] = [:]

    /// Each template's value, filled here once its targets were settled: a target that is such a value
    /// itself was filled before it, so filling never recurses along a chain.
    fileprivate(set) var composites: [Int: TokenValue] = [:]
    /// The members of each of those composites that alias a token (`MemberOrigin`); none for one whose
    /// references are embedded in a string, a color modifier or math.
    fileprivate(set) var aliasedMembers: [Int: [MemberOrigin]] = [:]

    /// A template filled with each reference taking its target's value here; every target has been
    /// resolved.
    fileprivate func filled(_ template: ValueTemplate, in typed: TypedTokenGraph, winners: [Int]) -> Filled {
      template.filled { value(of: $0, in: typed, winners: winners) }
    }
  }

  let typed: TypedTokenGraph
  let winners: [Int]
  /// Cycles found, each rotated to start at its smallest token index.
  private(set) var cycles: [[Int]] = []
  /// Whether some token has no value here (a cycle, a value already reported as wrong, or a part problem).
  private(set) var hasFailures = false
  /// The tokens whose values take parts of other tokens' (`PartsTemplate`) and cannot be filled here, and why.
  private(set) var partProblems: [Int: PartsTemplate.Problem] = [:]
  /// What each `PartsTemplate` gave, by its token and candidate and by the values its targets held, in this
  /// appearance and the ones resolved before it (`AliasResolutionPass` hands it on): most appearances fill one
  /// with the same values, and reading the filled value is most of its cost.
  var filledParts: [PartsCandidate: [[TokenValue]: Filled]] = [:]

  /// A token's candidate whose value is a `PartsTemplate`.
  struct PartsCandidate: Hashable {
    var token: Int
    var candidate: Int
  }

  /// A template filled with its targets' values (`ValueTemplate.filled`).
  typealias Filled = Result<(TokenValue, aliasedMembers: [MemberOrigin]), PartsTemplate.Problem>
  /// Each settled token's source; meaningless for a token that failed.
  private(set) var sources: Sources
  private var states: [State]
  /// Each token's winning alias; unused for tokens whose winner is not an alias.
  private var links: [Link]
  /// The tokens each composite with member aliases needs first, for the few tokens that are one.
  private var memberTargets: [Int: [Int]] = [:]

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
      case .absent: markAbsent(token)
      case .alias(let target, let alpha):
        links[token] = Link(target: Int32(target), alpha: alpha)
      case .template(let template):
        memberTargets[token] = template.targets
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
      // Most token sets have no composite with member aliases: no lookup per hop then.
      if !memberTargets.isEmpty, let targets = memberTargets[current] {
        step(composite: current, targets: targets, stack: &stack)
        continue
      }
      let link = links[current]
      let target = Int(link.target)
      switch states[target] {
      case .done:
        stack.removeLast()
        sources.literals[current] = sources.literals[target]
        sources.alphaCarriers[current] = link.alpha == nil ? sources.alphaCarriers[target] : Int32(current)
        states[current] = .done
      case .failed: fail(&stack)
      case .absent:
        markAbsent(stack.removeLast())
        sources.absentThrough[current] = target
      case .unvisited:
        states[target] = .visiting
        stack.append(target)
      case .visiting:
        recordCycle(stack[stack.lastIndex(of: target)!...])
        fail(&stack)
      }
    }
  }

  /// One step at a composite whose members alias `targets`: the next unsettled target is walked first;
  /// once all are settled the composite is its own source, its template filled with their values.
  private mutating func step(composite current: Int, targets: [Int], stack: inout [Int]) {
    guard let target = targets.first(where: { states[$0] != .done }) else {
      if case .template(let template) = typed.candidates[current][winners[current]].expression {
        switch filled(template, of: current) {
        case .success(let (value, members)):
          sources.composites[current] = value
          if !members.isEmpty { sources.aliasedMembers[current] = members }
        case .failure(let problem):
          partProblems[current] = problem
          return fail(&stack)
        }
      }
      stack.removeLast()
      sources.literals[current] = Int32(current)
      states[current] = .done
      return
    }
    switch states[target] {
    case .unvisited:
      states[target] = .visiting
      stack.append(target)
    case .visiting:
      recordCycle(stack[stack.lastIndex(of: target)!...])
      fail(&stack)
    case .absent:
      markAbsent(stack.removeLast())
      sources.absentThrough[current] = target
    case .done, .failed: fail(&stack)
    }
  }

  /// `template`, the value of `token`, filled with its targets' values here; a `PartsTemplate` filled with the same
  /// values before is not read again.
  private mutating func filled(_ template: ValueTemplate, of token: Int) -> Filled {
    guard case .parts = template.kind else { return sources.filled(template, in: typed, winners: winners) }
    let inputs = template.targets.map { sources.value(of: $0, in: typed, winners: winners) }
    let key = PartsCandidate(token: token, candidate: winners[token])
    if let known = filledParts[key]?[inputs] { return known }
    let result = sources.filled(template, in: typed, winners: winners)
    filledParts[key, default: [:]][inputs] = result
    return result
  }

  /// Settles `token` as absent here: it has no value, and neither has any alias to it.
  private mutating func markAbsent(_ token: Int) {
    states[token] = .absent
    sources.absent.insert(token)
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
