/// Which CSS declarations a token file needs so that every element computes every token's value in its
/// appearance: derived in Swift, laid out by `templates/css/tokens.css.mustache`.
///
/// Page traits (`appearance`, `contrast`) are decided on `:root`: one page block per combination of their
/// values, in order of how many non-default values it sets, so a later block is also a more specific one.
/// A block declares a property only when the value the cascade would otherwise give there (the last earlier
/// block that also applies, evaluated in this block's appearance, references included) is wrong.
///
/// Scoped traits (`level`, custom ones) are decided per element. For each token and each combination of
/// scoped values that all change the token (its dependencies), `:root` carries a variant property
/// (`--background-primary--elevated`) that page blocks keep right like any other; the scoped block for that
/// combination sets the token to `var(<variant>)` on the element, where it is computed. An element thus
/// needs no knowledge of its ancestors: see `docs/web-android.md` for why this is correct.
///
/// A token absent in some appearances (`ResolvedToken.absentAppearances`) is declared only where it has a
/// value; a later block where it is absent but an earlier one set it declares it `initial` (CSS's
/// guaranteed-invalid value, so `var()` of it takes its fallback, as if never declared).
struct CSSCascade: Sendable {
  /// The value a declaration writes.
  enum Declared: Hashable, Sendable {
    /// A literal value, by its position in `distinct.values` (equal positions are equal values).
    case literal(Int)
    /// `var()` of another root property, by index.
    case reference(Int)
    /// No value: `initial`, where the token is absent.
    case absent
  }

  /// A property on `:root`: a token's value (`scoped` all default) or its value in a scoped state.
  struct RootProperty: Sendable {
    /// The token's position in the graph.
    let token: Int
    /// The value of each scoped trait, by position in `scopedTraits`.
    let scoped: [Int]
    /// The custom property's name, with its leading `--`.
    let name: String
  }

  /// A rule for one combination of page-trait values.
  struct PageBlock: Sendable {
    /// The value of each page trait, by position in `pageTraits`.
    let state: [Int]
    /// Root property index and what it is set to.
    let declarations: [(property: Int, value: Declared)]
  }

  /// A rule for one combination of scoped-trait values.
  struct ScopedBlock: Sendable {
    /// The value of each scoped trait, by position in `scopedTraits`.
    let state: [Int]
    /// Token index and the root variant property it reads.
    let declarations: [(token: Int, variant: Int)]
  }

  let graph: ResolvedTokenGraph
  /// The graph's distinct values: the cascade compares and declares values by their positions among them.
  let distinct: DistinctValues
  let pageTraits: [CSSTraitScope]
  let scopedTraits: [CSSTraitScope]
  private(set) var properties: [RootProperty] = []
  private var propertyIndex: [[Int]: Int] = [:]
  private var dependencies: [Set<Int>] = []
  private let usesReferences: Bool
  /// `graph.traits.appearanceStrides`, for `appearance(page:scoped:)`, which runs for every property in every
  /// page block.
  private let strides: [Int]
  private(set) var pageBlocks: [PageBlock] = []
  private(set) var scopedBlocks: [ScopedBlock] = []

  /// Derives the cascade for `graph`, naming token `i` `--` + `names[i]`.
  init(graph: ResolvedTokenGraph, names: [String], usesReferences: Bool) {
    self.graph = graph
    distinct = graph.distinctValues
    self.usesReferences = usesReferences
    self.strides = graph.traits.appearanceStrides
    let scopes = graph.traits.traits.enumerated().map { CSSTraitScope(index: $0, trait: $1) }
    pageTraits = scopes.filter(\.isPageWide)
    scopedTraits = scopes.filter { !$0.isPageWide }
    let finder = TraitDependencies(graph.traits)
    let scopedIndices = Set(scopedTraits.map(\.index))
    dependencies = graph.tokens.indices.map { scopedDependencies($0, finder: finder, among: scopedIndices) }
    makeProperties(names: names)
    for state in Self.states(of: pageTraits) { pageBlocks.append(pageBlock(state)) }
    scopedBlocks = Self.states(of: scopedTraits).dropFirst().map(scopedBlock).filter { !$0.declarations.isEmpty }
  }

  /// Every combination of one value per trait, those setting fewer non-default values first.
  static func states(of traits: [CSSTraitScope]) -> [[Int]] {
    var states: [[Int]] = [[]]
    for scope in traits {
      states = states.flatMap { prefix in scope.trait.values.indices.map { prefix + [$0] } }
    }
    return states.enumerated().sorted { a, b in
      let (ca, cb) = (a.1.filter { $0 != 0 }.count, b.1.filter { $0 != 0 }.count)
      return ca != cb ? ca < cb : a.0 < b.0
    }.map(\.1)
  }

  /// Whether every non-default value of `inner` is also set by `outer`: a rule for `inner` applies there.
  static func state(_ inner: [Int], appliesIn outer: [Int]) -> Bool {
    zip(inner, outer).allSatisfy { $0 == 0 || $0 == $1 }
  }

  /// The graph's appearance index for a page state and a scoped state.
  func appearance(page: [Int], scoped: [Int]) -> Int {
    var index = 0
    for (scope, value) in zip(pageTraits, page) { index += value * strides[scope.index] }
    for (scope, value) in zip(scopedTraits, scoped) { index += value * strides[scope.index] }
    return index
  }

  // MARK: - Dependencies and root properties

  /// The scoped traits (by position in `scopedTraits`) whose value changes token `token` somewhere.
  private func scopedDependencies(_ token: Int, finder: TraitDependencies, among scoped: Set<Int>) -> Set<Int> {
    let traits = finder.of(graph.tokens[token], among: scoped)
    return Set(scopedTraits.indices.filter { traits.contains(scopedTraits[$0].index) })
  }

  private mutating func makeProperties(names: [String]) {
    let scopedStates = Self.states(of: scopedTraits)
    for token in graph.tokens.indices {
      for state in scopedStates where isVariant(state, of: token) {
        propertyIndex[[token] + state] = properties.count
        properties.append(RootProperty(token: token, scoped: state, name: name(names[token], state)))
      }
    }
  }

  /// Whether `state` is the plain state or one whose every non-default value changes `token`.
  private func isVariant(_ state: [Int], of token: Int) -> Bool {
    state.enumerated().allSatisfy { $0.element == 0 || dependencies[token].contains($0.offset) }
  }

  private func name(_ base: String, _ state: [Int]) -> String {
    if state.allSatisfy({ $0 == 0 }) { return "--" + base }  // the token's own property, most of them
    let suffix = zip(scopedTraits, state).filter { $1 != 0 }.map { CSSName.identifier($0.trait.values[$1]) }
    return (["--" + base] + suffix).joined(separator: "--")
  }

  /// The root property holding `token` in the scoped state `state` reduced to the token's dependencies.
  func property(token: Int, scoped state: [Int]) -> Int {
    let reduced = state.enumerated().map { dependencies[token].contains($0.offset) ? $0.element : 0 }
    return propertyIndex[[token] + reduced]!
  }

  // MARK: - Values

  /// The value root property `property` must have in page state `page`, by its position in `distinct.values`.
  func desired(_ property: Int, page: [Int]) -> Int {
    let p = properties[property]
    return distinct.position(p.token, appearance(page: page, scoped: p.scoped))
  }

  /// Whether root property `property` has no value in page state `page`.
  func isAbsent(_ property: Int, page: [Int]) -> Bool {
    let p = properties[property]
    return !graph.tokens[p.token].isPresent(in: appearance(page: page, scoped: p.scoped))
  }

  /// What property `property` is declared as in page state `page`: `var()` of the alias target when
  /// references are on and the alias applies no alpha (and the target's value is the alias's), else literal.
  func declared(_ property: Int, page: [Int]) -> Declared {
    guard !isAbsent(property, page: page) else { return .absent }
    let p = properties[property]
    let value = desired(property, page: page)
    let origin = graph.tokens[p.token].origins[appearance(page: page, scoped: p.scoped)]
    guard usesReferences, origin.alpha == nil, let target = origin.aliasTarget else { return .literal(value) }
    let reference = self.property(token: target, scoped: p.scoped)
    return evaluate(.reference(reference), page: page) == value ? .reference(reference) : .literal(value)
  }

  /// The value `declared` gives in page state `page`: references read the target's value there; nil where
  /// it gives none.
  func evaluate(_ declared: Declared, page: [Int]) -> Int? {
    switch declared {
    case .literal(let value): return value
    case .reference(let property): return isAbsent(property, page: page) ? nil : desired(property, page: page)
    case .absent: return nil
    }
  }

  // MARK: - Blocks

  private func pageBlock(_ state: [Int]) -> PageBlock {
    let earlier = pageBlocks.filter { Self.state($0.state, appliesIn: state) }
    var otherwise: [Int: Declared] = [:]
    for block in earlier {
      for declaration in block.declarations { otherwise[declaration.property] = declaration.value }
    }
    let declarations = properties.indices.compactMap { property -> (property: Int, value: Declared)? in
      if isAbsent(property, page: state) {  // unset only what an earlier block set
        guard let current = otherwise[property], evaluate(current, page: state) != nil else { return nil }
        return (property, .absent)
      }
      let want = desired(property, page: state)
      if let current = otherwise[property], evaluate(current, page: state) == want { return nil }
      return (property, declared(property, page: state))
    }
    return PageBlock(state: state, declarations: declarations)
  }

  private func scopedBlock(_ state: [Int]) -> ScopedBlock {
    let declarations = graph.tokens.indices.compactMap { token -> (token: Int, variant: Int)? in
      guard let variant = propertyIndex[[token] + state] else { return nil }
      return (token, variant)
    }
    return ScopedBlock(state: state, declarations: declarations)
  }
}
