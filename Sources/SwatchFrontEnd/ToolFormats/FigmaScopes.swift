/// The number variables of Figma's own variables export that its scopes say are sizes or weights: Figma writes
/// every float as `"$type": "number"`, and says what it is for in `$extensions["com.figma.scopes"]`
/// (`CORNER_RADIUS`, `GAP`, `FONT_WEIGHT`), as its REST API does (`FigmaVariablesFile.dtcgType`).
///
/// Reads: the export's documents, after `FigmaAliasData` made its aliases. Produces: each such token a dimension
/// in px (a weight for `FONT_WEIGHT` alone) in every mode, when every mode file that defines it says so and
/// gives a decimal number or an alias to another such token of the same kind; any other token stays a number, so
/// a token's type never differs between modes and no alias from a size reaches a count.
enum FigmaScopes {
  /// `documents` with those number tokens made sizes and weights.
  static func apply(to documents: inout [TokenDocument]) {
    var kinds: [String: TokenType] = [:]
    var numbers = Set<String>()
    var values: [String: [YAMLNode]] = [:]
    for document in documents {
      for token in document.tokens {
        let path = token.path.string
        values[path, default: []].append(token.value)
        guard !numbers.contains(path) else { continue }
        guard let kind = Self.kind(of: token), kinds[path] ?? kind == kind else {
          kinds[path] = nil
          numbers.insert(path)
          continue
        }
        kinds[path] = kind
      }
    }
    // A token whose value is neither a number nor an alias to another such token of its kind stays a number, and
    // so does every token whose alias reaches one that does: followed back along the aliases, each once.
    var aliasedBy: [String: [String]] = [:]
    var staying: [String] = []
    for (path, kind) in kinds {
      let reads = values[path, default: []].allSatisfy { node in
        if FigmaVariablesFile.decimal(node) != nil { return true }
        guard let alias = node.text.flatMap(ValueSyntax.plainAlias), alias.alpha == nil, kinds[alias.path] == kind
        else { return false }
        aliasedBy[alias.path, default: []].append(path)
        return true
      }
      if !reads { staying.append(path) }
    }
    while let path = staying.popLast() {
      guard kinds.removeValue(forKey: path) != nil else { continue }
      staying += aliasedBy[path, default: []].filter { kinds[$0] != nil }
    }
    guard !kinds.isEmpty else { return }
    for document in documents.indices {
      for index in documents[document].tokens.indices {
        let token = documents[document].tokens[index]
        guard let kind = kinds[token.path.string], let declared = token.declaredType else { continue }
        documents[document].tokens[index].declaredType = Located(kind, at: declared.range)
        if kind == .dimension, let pixels = FigmaVariablesFile.pixels(token.value) {
          documents[document].tokens[index].value = pixels
        }
      }
    }
  }

  /// What `token`'s scopes make it: a dimension when every scope is a size's, a font weight when its one scope
  /// is `FONT_WEIGHT` and its value a weight; nil for any other token, or one that is no number.
  private static func kind(of token: TokenDefinition) -> TokenType? {
    guard token.declaredType?.value == .number,
      case .array(let list)? = token.extensions?["com.figma.scopes"]
    else { return nil }
    let scopes = list.compactMap { if case .string(let scope) = $0 { scope } else { nil } }
    guard scopes.count == list.count, !scopes.isEmpty else { return nil }
    if scopes == ["FONT_WEIGHT"] {
      // A weight is 1 to 1000; an alias is decided by its target.
      let weight = FigmaVariablesFile.decimal(token.value)
      return weight.map { (1...1000).contains($0) } ?? true ? .fontWeight : nil
    }
    return scopes.allSatisfy(FigmaVariablesFile.sizeScopes.contains) ? .dimension : nil
  }
}
