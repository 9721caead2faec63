/// Binding's second and third steps: each token's type settled from the links, then its values read.
extension BindPass {
  /// The linked `candidates` of `graph`'s tokens read once each token's type is settled. What reading
  /// finds is kept by token in the graph (`readDiagnostics`), for the type pass to report.
  func read(_ linked: [[LinkedCandidate]], of graph: TokenGraph) -> BoundTokenGraph {
    let catalog = TokenCatalog(graph)
    let types = Self.gradientsTypedColor(Self.settleTypes(linked, catalog: catalog), linked, catalog: catalog)
    // Each token's values are read on their own, on every core.
    let reading = ValueReading(types: types, catalog: catalog, linked: linked)
    let untypedByTarget = Self.untypedThroughAlias(linked, types: types)
    let read = ChunkedMap.map(linked.count) { index -> (candidates: [BoundCandidate], problems: [Diagnostic]) in
      var problems: [Diagnostic] = []
      if types[index] == nil && !Self.hasInvalidValue(linked[index]) && !untypedByTarget[index] {
        problems.append(Diagnostic(.tokenNoType(catalog.paths[index].string), at: catalog.nameRanges[index]))
      }
      let asGradient = types[index] == .gradient && catalog.declaredTypes[index] == .color
      let candidates = linked[index].map { linkedCandidate in
        let candidate = asGradient ? Self.colorAsGradient(linkedCandidate) : linkedCandidate
        return BoundCandidate(
          mode: candidate.mode, expression: reading.read(candidate, type: types[index], diagnostics: &problems),
          range: candidate.range)
      }
      if let type = types[index], problems.contains(where: { $0.id == "value.invalid" }),
        let (group, range) = catalog.groupTypeElsewhere(of: index)
      {
        let note = Diagnostic.Note(
          "the type '\(type.rawValue)' comes from the group '\(group)' here, in another file", at: range)
        for position in problems.indices where problems[position].id == "value.invalid" {
          problems[position].notes.append(note)
        }
      }
      return (candidates, problems)
    }
    var problems: [Int: [Diagnostic]] = [:]
    for (index, token) in read.enumerated() where !token.problems.isEmpty { problems[index] = token.problems }
    return BoundTokenGraph(
      graph: graph, traits: traits, candidates: read.map(\.candidates), types: types, catalog: catalog,
      readDiagnostics: problems)
  }

  /// Every token's type, following `$value` aliases iteratively so a long chain cannot overflow the stack.
  ///
  /// A token caught in an alias cycle falls back to its group's type; the cycle is reported later, by
  /// the pass that resolves values.
  static func settleTypes(_ linked: [[LinkedCandidate]], catalog: TokenCatalog) -> [TokenType?] {
    var types = [TokenType?](repeating: nil, count: catalog.count)
    var settled = [Bool](repeating: false, count: catalog.count)
    var onPath = [Bool](repeating: false, count: catalog.count)
    for start in 0..<catalog.count where !settled[start] {
      var path = [start]
      onPath[start] = true
      while let current = path.last {
        let source = catalog.declaredTypes[current] == nil ? Self.typeLink(linked[current]) : nil
        if let own = catalog.declaredTypes[current] {
          types[current] = own
        } else if let (target, _) = source, !settled[target], !onPath[target] {
          path.append(target)
          onPath[target] = true
          continue
        } else if let (target, steps) = source, settled[target] {
          // A whole value that is a part of another's (`#/type/base/$value/fontSize`) has the part's type.
          let type =
            steps.map { steps in types[target].flatMap { ValueParts.type(of: $0, at: steps) } } ?? types[target]
          types[current] = type ?? catalog.inheritedType(of: current)
        } else {
          types[current] = catalog.inheritedType(of: current)
        }
        settled[current] = true
        onPath[current] = false
        path.removeLast()
      }
    }
    return types
  }

  /// `types` with each color token of a design tool's file (`TokenCatalog.looseTypeFiles`) one of whose values,
  /// in any mode, is a plain alias to a gradient, directly or through other such tokens, typed gradient: Tokens
  /// Studio types its gradients `color` (`ToolGradient`), and so their aliases. Followed with a work list over the
  /// aliases' reverse, so a long chain costs its length.
  static func gradientsTypedColor(_ types: [TokenType?], _ linked: [[LinkedCandidate]], catalog: TokenCatalog)
    -> [TokenType?]
  {
    guard !catalog.looseTypeFiles.isEmpty, types.contains(.gradient) else { return types }
    func isLooseColor(_ token: Int) -> Bool {
      types[token] == .color && catalog.looseTypeFiles.contains(catalog.nameRanges[token].file)
    }
    var aliasedBy: [Int: [Int]] = [:]
    for token in types.indices where isLooseColor(token) {
      for candidate in linked[token] {
        guard case .alias(let target, nil) = candidate.expression else { continue }
        aliasedBy[target, default: []].append(token)
      }
    }
    var result = types
    var work = types.indices.filter { types[$0] == .gradient }
    while let gradient = work.popLast() {
      for token in aliasedBy[gradient] ?? [] where result[token] == .color {
        result[token] = .gradient
        work.append(token)
      }
    }
    return result
  }

  /// `candidate` of a color token that aliases a gradient in another appearance (`gradientsTypedColor`), its
  /// color written out there read as a gradient of that one color, which paints the same.
  static func colorAsGradient(_ candidate: LinkedCandidate) -> LinkedCandidate {
    guard case .literal(let node) = candidate.expression else { return candidate }
    var converted = candidate
    converted.expression = .literal(ColorAsGradient.gradient(node))
    return converted
  }

  /// The token whose type a token without `$type` takes (`typeSource`), and for a whole value that is a part of
  /// that token's, the steps to that part; nil when its value names none.
  static func typeLink(_ candidates: [LinkedCandidate]) -> (target: Int, steps: [String]?)? {
    switch typeSource(candidates) {
    case .alias(let target, _): return (target, nil)
    case .structured(let node, let references) where node.valuePart != nil && references.count == 1:
      return (references[0].target, references[0].part)
    default: return nil
    }
  }

  /// The expression a token without `$type` takes its type from: `$value`, or for a context-only token
  /// its first `$modes` entry. Math over references (`{size.base} / 2`) takes its first reference's, as an
  /// alias does.
  static func typeSource(_ candidates: [LinkedCandidate]) -> LinkedExpression {
    var source = candidates[0].expression
    if case .absent = source, candidates.count > 1 { source = candidates[1].expression }
    if case .structured(let node, let references) = source, let first = references.first, let text = node.text,
      ToolMath.isOverReferences(text)
    {
      return .alias(target: first.target, alpha: nil)
    }
    return source
  }

  /// For each token, whether it is untyped because the token its value aliases is, following aliases to one that
  /// is no alias: that one's diagnostic (its own missing type, its invalid value or unknown reference) says why,
  /// and a second one here would ask for a type the token need not have. False for the aliases of a cycle, which
  /// no other token would report. Each token is walked once.
  static func untypedThroughAlias(_ linked: [[LinkedCandidate]], types: [TokenType?]) -> [Bool] {
    var answers = [Bool?](repeating: nil, count: linked.count)
    for start in linked.indices where types[start] == nil && answers[start] == nil {
      var (path, onPath, current) = ([Int](), Set<Int>(), start)
      var endsAtNoAlias = true
      while true {
        if let known = answers[current] {
          endsAtNoAlias = known
          break
        }
        guard case .alias(let target, _) = typeSource(linked[current]) else { break }
        guard onPath.insert(current).inserted else {
          endsAtNoAlias = false
          break
        }
        path.append(current)
        current = target
      }
      for token in path { answers[token] = endsAtNoAlias }
    }
    return answers.map { $0 ?? false }
  }

  static func hasInvalidValue(_ candidates: [LinkedCandidate]) -> Bool {
    if case .invalid = candidates[0].expression { return true }
    return false
  }
}
