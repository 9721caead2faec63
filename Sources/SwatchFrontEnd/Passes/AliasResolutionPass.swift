/// Resolves every alias in every appearance to a concrete value, in dependency order.
///
/// Reads: `TypedTokenGraph` and the `AppearanceSelection`. Produces: `ResolvedTokenGraph`, or nil when
/// any value cannot be resolved. In each appearance an alias takes its target's value in that same
/// appearance, so a chain may take different routes in light and dark, and a composite's member aliases
/// take their targets' values there too (each `ValueTemplate` filled; no YAML is read). Each token is
/// visited once per appearance with an explicit stack: chains of any length, no recursion. With a
/// `GraphPatch`, only the tokens it names are made again and every other one is the previous graph's: every
/// appearance is still walked whole, so cycles and failures are found exactly as without one. Reports: alias
/// cycles, naming every hop and, when the cycle exists only in some appearances, those appearances; values taking
/// parts of other tokens' that cannot be filled (`reference.part`), once per token, naming the appearances.
public struct AliasResolutionPass: Sendable {
  /// Creates the pass.
  public init() {}

  /// The resolved graph (nil if anything failed) and the problems found.
  public func run(_ typed: TypedTokenGraph, selection: AppearanceSelection) -> (ResolvedTokenGraph?, [Diagnostic]) {
    run(typed, selection: selection, patch: nil)
  }

  /// The resolved graph (nil if anything failed) and the problems found; with `patch`, the graph is the
  /// previous one with the tokens `patch` names made again.
  func run(
    _ typed: TypedTokenGraph, selection: AppearanceSelection, patch: GraphPatch?
  ) -> (ResolvedTokenGraph?, [Diagnostic]) {
    var cycles: [[Int]: [Int]] = [:]  // canonical hops → appearance indices
    var partProblems: [Int: (first: PartsTemplate.Problem, appearances: [Int])] = [:]  // by token
    var sources: [AppearanceResolver.Sources] = []
    var failed = false
    var filledParts: [AppearanceResolver.PartsCandidate: [[TokenValue]: AppearanceResolver.Filled]] = [:]
    for appearance in typed.traits.appearances {
      var resolver = AppearanceResolver(typed: typed, winners: selection.winners[appearance.index])
      resolver.filledParts = filledParts
      resolver.resolveAll()
      filledParts = resolver.filledParts
      for cycle in resolver.cycles { cycles[cycle, default: []].append(appearance.index) }
      for (token, problem) in resolver.partProblems {
        partProblems[token, default: (problem, [])].appearances.append(appearance.index)
      }
      failed = failed || resolver.hasFailures
      sources.append(resolver.sources)
    }
    let diagnostics =
      cycles.map { cycleDiagnostic($0.key, appearances: $0.value, typed: typed, selection: selection) }
      + partProblems.sorted { $0.key < $1.key }.map {
        partDiagnostic($0.key, $0.value.first, appearances: $0.value.appearances, typed: typed, selection: selection)
      }
    guard diagnostics.isEmpty, !failed else { return (nil, diagnostics) }
    let graph = makeGraph(typed, selection: selection, sources: sources, patch: patch)
    return (graph, absentTargets(typed, selection: selection, sources: sources))
  }

  /// An `alias.absent-target` warning when tokens of a design tool's file (a Tokens Studio theme's sets) have
  /// no value in some appearance only because what they alias is absent there: a reference the tool cannot
  /// resolve in that theme (a theme selecting no brand set, its semantic tokens left without values). In a
  /// DTCG resolver such absence is by design (a token defined only in some contexts), so it is not said there.
  private func absentTargets(
    _ typed: TypedTokenGraph, selection: AppearanceSelection, sources: [AppearanceResolver.Sources]
  ) -> [Diagnostic] {
    let catalog = typed.catalog
    // A design tool's themes (Tokens Studio's, Figma's: files read in its px), not Style Dictionary's files.
    let toolFiles = catalog.pixelLineHeightFiles.subtracting(catalog.styleDictionaryFiles)
    guard !toolFiles.isEmpty, sources.contains(where: { !$0.absentThrough.isEmpty }) else { return [] }
    var appearancesOf: [Int: [Int]] = [:]
    for (appearance, found) in sources.enumerated() {
      for token in found.absentThrough.keys where toolFiles.contains(catalog.nameRanges[token].file) {
        appearancesOf[token, default: []].append(appearance)
      }
    }
    guard let first = appearancesOf.keys.min(), let appearances = appearancesOf[first] else { return [] }
    // The token the chain ends at: absent by a definition of its own.
    var target = first
    for _ in 0..<catalog.count {
      guard let next = sources[appearances[0]].absentThrough[target] else { break }
      target = next
    }
    let names = appearances.map { typed.traits.appearances[$0].name }
    let range = typed.candidates[first][selection.winners[appearances[0]][first]].range
    let note = Diagnostic.Note(
      "\(DiagnosticMessage.quoted(catalog.paths[target].string)) is defined here, for other themes",
      at: catalog.nameRanges[target])
    return [
      Diagnostic(
        .aliasAbsentTarget(
          catalog.paths[first].string, target: catalog.paths[target].string, appearances: names,
          others: appearancesOf.count - 1), at: range, notes: [note])
    ]
  }

  /// Builds every token's values and origins, token by token. An alias's value is its source literal's
  /// value with the alpha its chain applies; a token usually has the same source in every appearance, so
  /// reading them token by token reads each source literal once rather than once per appearance. With
  /// `patch`, a token it does not name is taken from the previous graph as it is.
  private func makeGraph(
    _ typed: TypedTokenGraph, selection: AppearanceSelection, sources: [AppearanceResolver.Sources],
    patch: GraphPatch?
  )
    -> ResolvedTokenGraph
  {
    let appearances = typed.traits.appearances
    let literalOrigins = [ValueOrigin](
      repeating: ValueOrigin(mode: nil, aliasTarget: nil, alpha: nil), count: appearances.count)
    let reduced = typed.traits.reducedTransparency
    let catalog = typed.catalog
    let value = { (index: Int, absent: Set<Int>) -> [TokenValue] in
      var values =
        absent.isEmpty
        ? appearances.map { appearance in
          sources[appearance.index].value(of: index, in: typed, winners: selection.winners[appearance.index])
        } : partlyAbsentValues(of: index, absent: absent, typed, selection: selection, sources: sources)
      // A material under Reduce Transparency is its opaque fallback (docs/materials.md).
      if typed.types[index] == .material { values = MaterialValue.stamped(values, reduced: reduced) }
      return values
    }
    let absence = { (index: Int) in Set(appearances.indices.filter { sources[$0].absent.contains(index) }) }
    // First the tokens that are not plain aliases, whose arrays the plain aliases then share.
    let own = ChunkedMap.map(catalog.count) { index -> [TokenValue]? in
      if let patch, !patch.isRemade[index] { return nil }
      return Self.plainAliasTarget(of: index, in: typed) == nil ? value(index, absence(index)) : nil
    }
    let tokens = ChunkedMap.map(catalog.count) { index in
      if let patch, !patch.isRemade[index] { return patch.previous.tokens[index] }
      let absent = absence(index)
      let values = own[index] ?? sharedValues(of: index, own: own, typed, patch: patch) ?? value(index, absent)
      assert(values == value(index, absent), "a plain alias shares values that differ from its own")
      return ResolvedToken(
        path: catalog.paths[index], type: typed.types[index]!, description: catalog.descriptions[index],
        deprecation: catalog.deprecations[index], extensions: catalog.extensions[index],
        definedAt: catalog.nameRanges[index],
        values: values, origins: origins(of: index, in: typed, selection: selection, literal: literalOrigins),
        memberOrigins: memberOrigins(of: index, in: typed, sources: sources),
        partSources: Self.partSources(of: index, in: typed), absentAppearances: absent)
    }
    var graph = ResolvedTokenGraph(
      traits: typed.traits, tokens: tokens, sourceFiles: catalog.files, indexByPath: catalog.indexByPath,
      memo: patch.map { GraphMemo(carrying: $0.previous.memo, remade: $0.remade) } ?? GraphMemo(),
      remadeTokens: patch?.remade)
    graph.valueTextFiles = catalog.valueTextFiles
    if let patch, patch.keepsGroupTypes {
      graph.typesDifferingFromGroup = patch.previous.typesDifferingFromGroup
    } else {
      graph.typesDifferingFromGroup = typesDifferingFromGroup(typed)
    }
    return graph
  }

  /// The values array of the token the chain of plain aliases from `token` ends at, for `token` to share: a
  /// plain alias (its only value a whole alias without an alpha) holds its target's value in every appearance,
  /// absent where the target is. Sharing the array, rather than making a copy per alias, saves making it and
  /// keeps about 8 MiB off a 100,000-token build in eight appearances for as long as its writers run. Nil when
  /// `token` is no plain alias or the chain is longer than a few dozen hops (or a cycle, already reported).
  private func sharedValues(
    of token: Int, own: [[TokenValue]?], _ typed: TypedTokenGraph, patch: GraphPatch?
  ) -> [TokenValue]? {
    var end = token
    for _ in 0..<Self.longestSharedChain {
      guard let target = Self.plainAliasTarget(of: end, in: typed) else { break }
      end = target
    }
    guard end != token else { return nil }
    if let patch, !patch.isRemade[end] { return patch.previous.tokens[end].values }
    return own[end]
  }

  private static let longestSharedChain = 32

  /// The target of `token` when its only value is a whole alias without an alpha.
  private static func plainAliasTarget(of token: Int, in typed: TypedTokenGraph) -> Int? {
    guard typed.candidates[token].count == 1, case .alias(let target, nil) = typed.candidates[token][0].expression
    else { return nil }
    return target
  }

  /// The values of a token absent in the appearances `absent`: each absent one holds the value of the first
  /// appearance that has one (a placeholder when none has), so `values` stays full length.
  private func partlyAbsentValues(
    of token: Int, absent: Set<Int>, _ typed: TypedTokenGraph, selection: AppearanceSelection,
    sources: [AppearanceResolver.Sources]
  ) -> [TokenValue] {
    let appearances = typed.traits.appearances.indices
    let present = appearances.filter { !absent.contains($0) }.map {
      ($0, sources[$0].value(of: token, in: typed, winners: selection.winners[$0]))
    }
    let filler = present.first?.1 ?? TokenValue.placeholder(of: typed.types[token]!)
    let byAppearance = Dictionary(uniqueKeysWithValues: present)
    return appearances.map { byAppearance[$0] ?? filler }
  }

  /// Tokens without `$type` whose type, taken from their alias, differs from the nearest group's `$type`.
  private func typesDifferingFromGroup(_ typed: TypedTokenGraph) -> [String: TokenType] {
    let catalog = typed.catalog
    guard !catalog.groupTypes.isEmpty || catalog.hasRootTypes else { return [:] }
    var result: [String: TokenType] = [:]
    for index in 0..<catalog.count where catalog.declaredTypes[index] == nil {
      guard let type = typed.types[index], let group = catalog.inheritedType(of: index), group != type else { continue }
      result[catalog.paths[index].string] = group
    }
    return result
  }

  /// The members of `token`, a composite, that alias other tokens, per appearance; empty when none does in
  /// any appearance (most tokens: no per-appearance array for them).
  private func memberOrigins(of token: Int, in typed: TypedTokenGraph, sources: [AppearanceResolver.Sources])
    -> [[MemberOrigin]]
  {
    // Only a composite with member aliases has any: most tokens are told apart by their few candidates, with
    // no lookup per appearance.
    let isStructured = typed.candidates[token].contains {
      if case .template = $0.expression { return true }
      return false
    }
    guard isStructured, sources.contains(where: { $0.aliasedMembers[token] != nil }) else { return [] }
    return sources.map { $0.aliasedMembers[token] ?? [] }
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

  /// The tokens any value of the token at `index` takes parts of (`ResolvedToken.partSources`).
  private static func partSources(of index: Int, in typed: TypedTokenGraph) -> [Int] {
    var found: Set<Int> = []
    for candidate in typed.candidates[index] {
      guard case .template(let template) = candidate.expression, case .parts(let parts) = template.kind else {
        continue
      }
      found.formUnion(parts.holes.map(\.target))
    }
    return found.sorted()
  }

  /// One diagnostic for a token whose value cannot be filled with what it references (`PartsTemplate`) in
  /// `appearances`, saying why in the first of them, at the value winning there.
  private func partDiagnostic(
    _ token: Int, _ problem: PartsTemplate.Problem, appearances: [Int], typed: TypedTokenGraph,
    selection: AppearanceSelection
  ) -> Diagnostic {
    let all = appearances.count == typed.traits.appearances.count
    let names = all ? nil : appearances.map { typed.traits.appearances[$0].name }
    let range = typed.candidates[token][selection.winners[appearances[0]][token]].range
    return Diagnostic(
      .referencePart(typed.catalog.paths[token].string, reason: problem.reason, appearances: names), at: range)
  }

  /// One diagnostic for a cycle, at its first hop's alias, with a note at every other hop.
  private func cycleDiagnostic(
    _ hops: [Int], appearances: [Int], typed: TypedTokenGraph,
    selection: AppearanceSelection
  ) -> Diagnostic {
    let all = appearances.count == typed.traits.appearances.count
    let names = all ? nil : appearances.map { typed.traits.appearances[$0].name }
    let paths = (hops + [hops[0]]).map { typed.catalog.paths[$0].string }
    let winners = selection.winners[appearances[0]]
    let ranges = hops.map { typed.candidates[$0][winners[$0]].range }
    let notes = hops.indices.dropFirst().map { i in
      Diagnostic.Note(
        "\(DiagnosticMessage.quoted(paths[i])) refers to \(DiagnosticMessage.quoted(paths[i + 1])) here", at: ranges[i])
    }
    return Diagnostic(.aliasCycle(paths, appearances: names), at: ranges[0], notes: notes)
  }
}
