/// The tokens of the documents merged so far, following each document's role.
///
/// Plain definitions must be new; resolver sets replace earlier definitions (DTCG's "later wins");
/// resolver contexts add one `$modes` entry per token. A token first met in a context has no `$value`
/// yet: a later set may still define it, and `finish` checks that it has a value in every appearance.
struct TokenMerge {
  private(set) var tokens: [TokenDefinition] = []
  private(set) var diagnostics: [Diagnostic] = []
  private var index: [String: Int] = [:]
  /// For each token defined so far only in contexts, its definition in each context, by mode key.
  private var contextOnly: [Int: [String: TokenDefinition]] = [:]
  /// Every modifier met, in resolution order.
  private var modifiers: [ModifierLayout] = []
  private let groupPaths: Set<String>
  private let groupNotes: (TokenPath) -> [Diagnostic.Note]

  init(groupPaths: Set<String>, groupNotes: @escaping (TokenPath) -> [Diagnostic.Note]) {
    self.groupPaths = groupPaths
    self.groupNotes = groupNotes
  }

  mutating func merge(_ document: TokenDocument) {
    if case .context(let context) = document.role, !modifiers.contains(context.modifier) {
      modifiers.append(context.modifier)
    }
    for token in document.tokens {
      if groupPaths.contains(token.path.string) {
        diagnostics.append(
          Diagnostic(.tokenGroupConflict(token.path.string), at: token.nameRange, notes: groupNotes(token.path)))
        continue
      }
      switch document.role {
      case .definitions: define(token)
      case .set: replace(token)
      case .context(let context): addMode(token, context)
      }
    }
  }

  private mutating func define(_ token: TokenDefinition) {
    guard let first = index[token.path.string] else { return append(token) }
    let note = Diagnostic.Note("first defined here", at: tokens[first].nameRange)
    diagnostics.append(Diagnostic(.tokenDuplicate(token.path.string), at: token.nameRange, notes: [note]))
  }

  private mutating func replace(_ token: TokenDefinition) {
    guard let existing = index[token.path.string] else { return append(token) }
    tokens[existing] = token
    contextOnly[existing] = nil
  }

  private mutating func addMode(_ token: TokenDefinition, _ context: ContextOverride) {
    let entry = ModeEntry(key: context.modeKey, keyRange: token.nameRange, keyIsQuoted: false, value: token.value)
    guard let existing = index[token.path.string] else {
      var first = token
      first.modes = [entry]
      contextOnly[tokens.count] = [context.modeKey: token]
      return append(first)
    }
    contextOnly[existing]?[context.modeKey] = token
    // Two sources of one context naming the same token: the later one wins, as within a set.
    tokens[existing].modes.removeAll { $0.key == context.modeKey }
    tokens[existing].modes.append(entry)
  }

  private mutating func append(_ token: TokenDefinition) {
    index[token.path.string] = tokens.count
    tokens.append(token)
  }

  /// Gives each token defined only in contexts the `$value` of its default context, or reports the
  /// context where it has no value and drops it.
  ///
  /// Such a token has a value in every appearance exactly when some modifier defines it in every one of
  /// its contexts: if none does, choosing a context without it in each modifier names an appearance
  /// where nothing defines it. Later modifiers weigh more, so the last covering one gives the `$value`.
  mutating func finish() -> [TokenDefinition] {
    var dropped = Set<Int>()
    for (position, definitions) in contextOnly.sorted(by: { $0.key < $1.key }) {
      let covering = modifiers.last { $0.modeKeys.allSatisfy { definitions[$0] != nil } }
      guard let covering, var base = definitions[covering.defaultKey] else {
        diagnostics.append(uncovered(tokens[position], definitions))
        dropped.insert(position)
        continue
      }
      base.modes = tokens[position].modes
      tokens[position] = base
    }
    guard !dropped.isEmpty else { return tokens }
    return tokens.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }

  private func uncovered(_ token: TokenDefinition, _ definitions: [String: TokenDefinition]) -> Diagnostic {
    let modifier = modifiers.first { $0.modeKeys.contains { definitions[$0] != nil } } ?? modifiers[0]
    let missing = modifier.modeKeys.first { definitions[$0] == nil } ?? modifier.defaultKey
    return Diagnostic(
      .tokenContextOnly(token.path.string, missing: missing, modifier: modifier.name), at: token.nameRange,
      notes: [.init("modifier '\(modifier.name)' is declared here", at: modifier.range)])
  }
}
