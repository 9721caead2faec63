/// Applies DTCG `$extends`: a group inherits every token and group of the group it names, unless it
/// defines the same path itself.
///
/// Reads: the merged graph and every group's `$extends`. Produces: the graph with one token per inherited
/// path, an alias (`{base.path}`) written at the `$extends`, so it resolves to the base token's value in
/// every appearance and takes its type; inherited groups keep their `$type`. Reports: an `$extends` naming a
/// token, an unknown group or a group that contains it, a cycle of `$extends` (every hop named, a group
/// inside an extended group counting as a hop), and more inherited tokens than `maximumInherited`.
struct GroupExtension {
  /// How many tokens `$extends` may add (200,000 unless a test asks for fewer): nested groups extending each other can double the tokens at every
  /// level, so a few dozen lines could otherwise ask for billions.
  let maximumInherited: Int
  /// How many groups may use `$extends`; ordering them compares each with the groups its base holds.
  static let maximumEdges = 10_000

  /// One `$extends`: the group that writes it and the group it names.
  struct Edge {
    var group: TokenPath
    var base: Located<TokenPath>
  }

  private(set) var graph: TokenGraph
  private(set) var diagnostics: [Diagnostic] = []
  private var inherited = 0
  private var tokensIn: [String: [Int]]
  private var groupsIn: [String: [String]]

  init(graph: TokenGraph, maximumInherited: Int = 200_000) {
    self.graph = graph
    self.maximumInherited = maximumInherited
    (tokensIn, groupsIn) = Self.children(of: graph)
  }

  /// Applies the `$extends` of `groups`, each group's first one, bases before the groups extending them.
  mutating func apply(_ groups: [GroupDefinition]) {
    var edges: [Edge] = []
    for group in groups {
      guard let base = group.extends, !edges.contains(where: { $0.group == group.path }) else { continue }
      if let problem = problem(extending: group.path, with: base) {
        diagnostics.append(problem)
      } else {
        edges.append(Edge(group: group.path, base: base))
      }
    }
    guard !edges.isEmpty else { return }
    guard edges.count <= Self.maximumEdges else {
      let message = DiagnosticMessage.extendsLimit("more than \(Self.maximumEdges) groups use '$extends'")
      return diagnostics.append(Diagnostic(message, at: edges[Self.maximumEdges].base.range))
    }
    let order = ExtensionOrder(edges: edges)
    diagnostics += order.cycles.map(cycleDiagnostic)
    let original = graph
    for edge in order.sorted where inherited <= maximumInherited { inherit(edge) }
    if inherited > maximumInherited {
      graph = original  // nothing inherited: the rest of the run checks what was written
      return diagnostics.append(
        Diagnostic(
          .extendsLimit("'$extends' would add more than \(maximumInherited) tokens"),
          at: order.sorted.last!.base.range))
    }
    finish()
  }

  /// Why `group` may not extend `base`, if it may not.
  private func problem(extending group: TokenPath, with base: Located<TokenPath>) -> Diagnostic? {
    if graph.indexByPath[base.value.string] != nil {
      return Diagnostic(.extendsToken(base.value.string), at: base.range)
    }
    guard graph.groupPaths.contains(base.value.string) else {
      let notes = Suggestion.closest(to: base.value.string, in: Array(graph.groupPaths)).map {
        [Diagnostic.Note("did you mean '\($0)'?")]
      }
      return Diagnostic(.extendsUnknown(base.value.string), at: base.range, notes: notes ?? [])
    }
    if group.components.starts(with: base.value.components) {
      return Diagnostic(.extendsAncestor(group.string, base.value.string), at: base.range)
    }
    return nil
  }

  /// Adds to `edge.group` every token and group below `edge.base` that it does not define itself, walking
  /// only the base's subtree, so the work follows the number of tokens inherited.
  private mutating func inherit(_ edge: Edge) {
    if graph.groupTypes[edge.group.string] == nil, let type = typeInherited(by: edge.base.value) {
      graph.groupTypes[edge.group.string] = type
    }
    var work = [(source: edge.base.value.string, target: edge.group)]
    while let (source, target) = work.popLast() {
      for position in tokensIn[source] ?? [] {
        let path = target.appending(graph.tokens[position].path.name)
        guard graph.indexByPath[path.string] == nil, !graph.groupPaths.contains(path.string) else { continue }
        add(Self.alias(to: graph.tokens[position], at: path, written: edge.base.range), in: target.string)
        if inherited > maximumInherited { return }
      }
      for child in groupsIn[source] ?? [] {
        let path = target.appending(String(child.split(separator: ".").last ?? ""))
        guard graph.indexByPath[path.string] == nil else { continue }  // a token here replaces the group
        if graph.groupPaths.insert(path.string).inserted { groupsIn[target.string, default: []].append(path.string) }
        if graph.groupTypes[path.string] == nil, let type = graph.groupTypes[child] {
          graph.groupTypes[path.string] = type
        }
        work.append((child, path))
      }
    }
  }

  /// The `$type` the group at `path` declares or inherits from the groups holding it.
  private func typeInherited(by path: TokenPath) -> Located<TokenType>? {
    var components = path.components[...]
    while true {
      if let type = graph.groupTypes[components.joined(separator: ".")] { return type }
      guard !components.isEmpty else { return nil }
      components = components.dropLast()
    }
  }

  private mutating func add(_ token: TokenDefinition, in group: String) {
    graph.indexByPath[token.path.string] = graph.tokens.count
    tokensIn[group, default: []].append(graph.tokens.count)
    graph.tokens.append(token)
    inherited += 1
  }

  /// Each group's own tokens and child groups, by path string, for walking a subtree.
  private static func children(of graph: TokenGraph) -> (tokens: [String: [Int]], groups: [String: [String]]) {
    var tokens: [String: [Int]] = [:]
    var groups: [String: [String]] = [:]
    for (position, token) in graph.tokens.enumerated() {
      tokens[token.path.parent?.string ?? "", default: []].append(position)
    }
    for group in graph.groupPaths.sorted() {
      let parent = group.lastIndex(of: ".").map { String(group[..<$0]) } ?? ""
      groups[parent, default: []].append(group)
    }
    return (tokens, groups)
  }

  /// The inherited copy of `token` at `path`: an alias to it, written where `$extends` is.
  private static func alias(to token: TokenDefinition, at path: TokenPath, written range: SourceRange)
    -> TokenDefinition
  {
    let value = YAMLNode(.scalar(YAMLScalar("{\(token.path.string)}", style: .doubleQuoted)), range: range)
    var copy = TokenDefinition(path: path, nameRange: range, value: value, modes: [])
    copy.description = token.description
    copy.deprecation = token.deprecation
    copy.extensions = token.extensions
    copy.reference = Located(token.path, at: range)
    return copy
  }

  /// The tokens sorted by path again, with their index.
  private mutating func finish() {
    // Positions are sorted rather than definitions, which are large to move.
    let paths = graph.tokens.map(\.path.components)
    let order = paths.indices.sorted { paths[$0].lexicographicallyPrecedes(paths[$1]) }
    graph.tokens = order.map { graph.tokens[$0] }
    graph.indexByPath = Dictionary(uniqueKeysWithValues: graph.tokens.enumerated().map { ($1.path.string, $0) })
  }

  /// One diagnostic for a cycle, at its first `$extends`, with a note at every other.
  private func cycleDiagnostic(_ cycle: [Edge]) -> Diagnostic {
    let hops = cycle.map(\.group.string) + [cycle[0].group.string]
    let notes = cycle.dropFirst().map {
      Diagnostic.Note("'\($0.group.string)' extends '\($0.base.value.string)' here", at: $0.base.range)
    }
    return Diagnostic(.extendsCycle(hops), at: cycle[0].base.range, notes: notes)
  }
}
