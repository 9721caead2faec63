/// Which CSS declarations a token file needs so that every element computes every token's value in its
/// appearance: derived in Swift, laid out by `templates/css/tokens.css.mustache`.
///
/// Page traits (`appearance`, `contrast`) are decided on `:root`: one page block per combination of their
/// values, in order of how many non-default values it sets, so a later block is also a more specific one.
/// A block declares a property only when the value the cascade would otherwise give there (the last earlier
/// block that also applies, evaluated in this block's appearance, references included) is wrong. Each block's
/// rule also matches an element below `:root` that forces the appearance (`CSSStylesheet.subtreeSelector`), so
/// a `<section data-appearance="dark">` computes every token as the dark page would.
///
/// Scoped traits (`level`, custom ones) are decided per element. For each token and each combination of
/// scoped values that all change the token (its dependencies), `:root` carries a variant property
/// (`--background-primary--elevated`) that page blocks keep right like any other; the scoped block for that
/// combination sets the token to `var(<variant>)` on the element, where it is computed. An element thus
/// needs no knowledge of its ancestors: see `docs/web-android.md` for why this is correct.
///
/// A token absent in some appearances (`ResolvedToken.absentAppearances`) is declared only where it has a
/// value; the first block, and a later block where it is absent but an earlier one set it, declare it `initial`
/// (CSS's guaranteed-invalid value, so `var()` of it takes its fallback, as if never declared).
///
/// With references on, an alias is `var()` of its target's property, and a composite's member that aliases a
/// token is `var()` inside the composite's text (`CSSMemberReferences`). A block keeps an earlier block's
/// composite text only when the text it would write itself is the same: the same text reads the same
/// properties, which hold this block's values.
struct CSSCascade: Sendable {
  /// The value a declaration writes.
  enum Declared: Hashable, Sendable {
    /// A literal value, by its position in `distinct.values` (equal positions are equal values).
    case literal(Int)
    /// `var()` of another root property, by index.
    case reference(Int)
    /// A composite property written with `var()` of the properties its members alias, as in the page state
    /// whose `offset(page:)` is `offset` (`CSSMemberReferences`).
    case members(property: Int, offset: Int)
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
    /// What `scoped` adds to a page state's appearance index (`appearance(page:scoped:)`).
    let scopedOffset: Int
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
  /// Each token's own root property (its plain state), by token.
  private var plainProperty: [Int] = []
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
    offset(page: page) + Self.offset(scoped, of: scopedTraits, strides: strides)
  }

  /// What page state `page` adds to an appearance index: a property's appearance in it is this plus the
  /// property's `scopedOffset`.
  func offset(page: [Int]) -> Int { Self.offset(page, of: pageTraits, strides: strides) }

  private static func offset(_ state: [Int], of scopes: [CSSTraitScope], strides: [Int]) -> Int {
    var index = 0
    for (scope, value) in zip(scopes, state) { index += value * strides[scope.index] }
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
    let offsets = scopedStates.map { Self.offset($0, of: scopedTraits, strides: strides) }
    plainProperty.reserveCapacity(graph.tokens.count)
    for token in graph.tokens.indices {
      for (state, offset) in zip(scopedStates, offsets) where isVariant(state, of: token) {
        // The plain state comes first: every token has it, and looks it up by position, not by state.
        if offset == 0, state.allSatisfy({ $0 == 0 }) {
          plainProperty.append(properties.count)
        } else {
          propertyIndex[[token] + state] = properties.count
        }
        properties.append(
          RootProperty(token: token, scoped: state, name: name(names[token], state), scopedOffset: offset))
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
    let dependencies = dependencies[token]
    guard !dependencies.isEmpty, state.contains(where: { $0 != 0 }) else { return plainProperty[token] }
    let reduced = state.enumerated().map { dependencies.contains($0.offset) ? $0.element : 0 }
    guard reduced.contains(where: { $0 != 0 }) else { return plainProperty[token] }
    return propertyIndex[[token] + reduced]!
  }

  // MARK: - Values

  /// The value root property `property` must have in page state `page`, by its position in `distinct.values`.
  func desired(_ property: Int, page: [Int]) -> Int { desired(property, offset: offset(page: page)) }

  /// Whether root property `property` has no value in page state `page`.
  func isAbsent(_ property: Int, page: [Int]) -> Bool { isAbsent(property, offset: offset(page: page)) }

  /// What property `property` is declared as in page state `page`: `var()` of the alias target when
  /// references are on and the alias applies no alpha (and the target's value is the alias's), else literal.
  func declared(_ property: Int, page: [Int]) -> Declared { declared(property, offset: offset(page: page)) }

  /// The value `declared` gives in page state `page`: references read the target's value there; nil where
  /// it gives none.
  func evaluate(_ declared: Declared, page: [Int]) -> Int? { evaluate(declared, offset: offset(page: page)) }

  // The same, for the page state whose `offset(page:)` is `offset`: what the blocks ask, once per property.

  private func desired(_ property: Int, offset: Int) -> Int {
    let p = properties[property]
    return distinct.position(p.token, offset + p.scopedOffset)
  }

  private func isAbsent(_ property: Int, offset: Int) -> Bool {
    let p = properties[property]
    return !graph.tokens[p.token].isPresent(in: offset + p.scopedOffset)
  }

  private func declared(_ property: Int, offset: Int) -> Declared {
    guard !isAbsent(property, offset: offset) else { return .absent }
    let p = properties[property]
    let value = desired(property, offset: offset)
    guard usesReferences else { return .literal(value) }
    let origin = graph.tokens[p.token].origins[offset + p.scopedOffset]
    guard origin.alpha == nil, let target = origin.aliasTarget else {
      return written(property, offset: offset) == nil ? .literal(value) : .members(property: property, offset: offset)
    }
    let reference = self.property(token: target, scoped: p.scoped)
    return evaluate(.reference(reference), offset: offset) == value ? .reference(reference) : .literal(value)
  }

  private func evaluate(_ declared: Declared, offset: Int) -> Int? {
    switch declared {
    case .literal(let value): return value
    case .reference(let property): return isAbsent(property, offset: offset) ? nil : desired(property, offset: offset)
    case .members(let property, let written):
      guard !isAbsent(property, offset: offset) else { return nil }
      // The same text reads the same properties, which hold this state's values; any other text is taken to
      // give another value (-1, no value's position), so the block writes its own.
      return self.written(property, offset: offset) == self.written(property, offset: written)
        ? desired(property, offset: offset) : -1
    case .absent: return nil
    }
  }

  /// What root property `property` writes in the page state whose offset is `offset` when its composite's
  /// members are written as references; nil when none is (`CSSMemberReferences`).
  func written(_ property: Int, offset: Int) -> CSSMemberReferences.Written? {
    let p = properties[property]
    let token = graph.tokens[p.token]
    let appearance = offset + p.scopedOffset
    guard !token.memberOrigins.isEmpty, token.isPresent(in: appearance) else { return nil }
    return CSSMemberReferences.written(
      token.values[appearance], members: token.memberOrigins[appearance], parts: CSSTypography.parts(of: token)
    ) { target in self.properties[self.property(token: target, scoped: p.scoped)].name }
  }

  // MARK: - Blocks

  private func pageBlock(_ state: [Int]) -> PageBlock {
    let earlier = pageBlocks.filter { Self.state($0.state, appliesIn: state) }
    var otherwise = [Declared?](repeating: nil, count: earlier.isEmpty ? 0 : properties.count)
    for block in earlier {
      for declaration in block.declarations { otherwise[declaration.property] = declaration.value }
    }
    let offset = offset(page: state)
    let declarations = properties.indices.compactMap { property -> (property: Int, value: Declared)? in
      let current = otherwise.isEmpty ? nil : otherwise[property]
      if isAbsent(property, offset: offset) {  // unset only what an earlier block set
        // The first block also unsets it: an element below `:root` that forces the appearance starts from
        // the first block again, and would otherwise inherit the value its ancestor's appearance has.
        guard earlier.isEmpty || current.map({ evaluate($0, offset: offset) != nil }) == true else { return nil }
        return (property, .absent)
      }
      let want = desired(property, offset: offset)
      if let current, evaluate(current, offset: offset) == want { return nil }
      return (property, declared(property, offset: offset))
    }
    return PageBlock(state: state, declarations: declarations)
  }

  private func scopedBlock(_ state: [Int]) -> ScopedBlock {
    let declarations = graph.tokens.indices.compactMap { token -> (token: Int, variant: Int)? in
      guard !dependencies[token].isEmpty, isVariant(state, of: token) else { return nil }
      return (token, propertyIndex[[token] + state]!)
    }
    return ScopedBlock(state: state, declarations: declarations)
  }
}
