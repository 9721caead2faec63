/// The tokens of the documents merged so far, following each document's role.
///
/// Plain definitions must be new; resolver sets replace earlier definitions (DTCG's "later wins");
/// resolver contexts add one `$modes` entry per token. A token first met in a context has no `$value`
/// yet: a later set may still define it, and `finish` marks it context-only when some appearance has none.
///
/// The merge records where each token's definition is rather than copying it: a definition holds a dozen
/// references, and the graph builder copies each one once, in path order, when the merge is done. Only a
/// token a context changes is kept as a changed copy.
struct TokenMerge {
  /// Where a token's definition is: a token of one of the documents.
  struct Source {
    var document: Int32
    var token: Int32
  }

  private(set) var diagnostics: [Diagnostic] = []
  /// The tokens left out as both a token and a group (`token.group-conflict`), by path: keeping going past them
  /// counts them among the tokens left out, and an alias to one says why it is unknown.
  private(set) var conflicted: [String: LeftOutToken] = [:]
  /// Each merged token's definition, in the order first met.
  private var sources: [Source] = []
  /// Definitions a context changed (a `$modes` entry added), by position; they replace their source.
  private var changed: [Int: TokenDefinition] = [:]
  private var index: [String: Int] = [:]
  /// For each token defined so far only in contexts, its definition in each context, by mode key.
  private var contextOnly: [Int: [String: TokenDefinition]] = [:]
  /// Every modifier met, in resolution order.
  private var modifiers: [ModifierLayout] = []
  /// For each token given modes by contexts, which modifier gave each mode key, by key.
  private var modeOwners: [Int: [String: ModifierLayout]] = [:]
  /// Each modifier whose values a later modifier of the same trait replaced (`format.modifier-shadowed`), with the
  /// later one, how many tokens and the first's path, by the two names.
  private var shadowed: [[String]: (earlier: ModifierLayout, later: ModifierLayout, paths: [String])] = [:]
  /// The tokens counted in `shadowed`, by the two names and the path: a token once however many keys it loses.
  private var shadowedTokens: Set<[String]> = []
  private let documents: [TokenDocument]
  private let groupPaths: Set<String>
  private let groupNotes: (TokenPath) -> [Diagnostic.Note]

  init(documents: [TokenDocument], groupPaths: Set<String>, groupNotes: @escaping (TokenPath) -> [Diagnostic.Note]) {
    self.documents = documents
    self.groupPaths = groupPaths
    self.groupNotes = groupNotes
  }

  /// Merges every document, in order.
  mutating func mergeAll() {
    let count = documents.reduce(0) { $0 + $1.tokens.count }
    index.reserveCapacity(count)
    sources.reserveCapacity(count)
    for position in documents.indices { merge(position) }
    for (earlier, later, paths) in shadowed.values.sorted(by: { $0.earlier.name < $1.earlier.name }) {
      diagnostics.append(
        Diagnostic(
          .formatModifierShadowed(earlier.name, by: later.name, first: paths[0], count: paths.count), at: earlier.range,
          notes: [.init("the later modifier is here", at: later.range)]))
    }
  }

  /// Each kept token's path string with its place in `order`, the kept positions in their final order:
  /// the merge's own index with its values renumbered in place, so no path is hashed again.
  ///
  /// The merge gives its index away, so it must not merge again.
  mutating func takeIndex(for order: [Int]) -> [String: Int] {
    var final = [Int](repeating: -1, count: sources.count)
    for (place, position) in order.enumerated() { final[position] = place }
    var index: [String: Int] = [:]
    swap(&index, &self.index)  // the only reference now, so the values below are rewritten in place
    if final.contains(where: { $0 < 0 }) { index = index.filter { final[$0.value] >= 0 } }
    // Stepping an index rather than looping over `values.indices`, which would hold a second reference.
    var slot = index.values.startIndex
    while slot != index.values.endIndex {
      index.values[slot] = final[index.values[slot]]
      index.values.formIndex(after: &slot)
    }
    return index
  }

  /// The definition of the merged token at `position`.
  func definition(at position: Int) -> TokenDefinition {
    changed[position] ?? definition(of: sources[position])
  }

  /// The path of the merged token at `position`, without copying its definition.
  func path(at position: Int) -> TokenPath {
    changed[position]?.path ?? documents[Int(sources[position].document)].tokens[Int(sources[position].token)].path
  }

  private func definition(of source: Source) -> TokenDefinition {
    documents[Int(source.document)].tokens[Int(source.token)]
  }

  private mutating func merge(_ position: Int) {
    let document = documents[position]
    if case .context(let context) = document.role, !modifiers.contains(context.modifier) {
      modifiers.append(context.modifier)
    }
    for token in document.tokens.indices {
      let source = Source(document: Int32(position), token: Int32(token))
      let path = document.tokens[token].path
      if groupPaths.contains(path.string) {
        diagnostics.append(
          Diagnostic(
            .tokenGroupConflict(path.string), at: document.tokens[token].nameRange, notes: groupNotes(path)))
        conflicted[path.string] =
          conflicted[path.string]
          ?? LeftOutToken(
            definedAt: document.tokens[token].nameRange, reason: "both a token and a group", isError: true)
        continue
      }
      switch document.role {
      case .definitions: define(source, path: path)
      case .set: replace(source, path: path)
      case .context(let context): addMode(source, path: path, context)
      case .layer(let base): layer(source, path: path, base: base)
      }
    }
  }

  private mutating func define(_ source: Source, path: TokenPath) {
    guard let first = index[path.string] else { return append(source, path: path) }
    let note = Diagnostic.Note("first defined here", at: definition(at: first).nameRange)
    let at = definition(of: source).nameRange
    diagnostics.append(Diagnostic(.tokenDuplicate(path.string), at: at, notes: [note]))
  }

  private mutating func replace(_ source: Source, path: TokenPath) {
    guard let existing = index[path.string] else { return append(source, path: path) }
    sources[existing] = source
    changed[existing] = nil
    contextOnly[existing] = nil
    modeOwners[existing] = nil
  }

  /// A Style Dictionary file's token (`DocumentRole.layer`): new, or the earlier file's definition with what
  /// this one gives. Over a plain file's definition it is a duplicate, as between plain files.
  private mutating func layer(_ source: Source, path: TokenPath, base: Bool) {
    guard let existing = index[path.string] else { return append(source, path: path) }
    guard case .layer(let earlierBase) = documents[Int(sources[existing].document)].role else {
      return define(source, path: path)
    }
    let earlier = definition(at: existing)
    var later = definition(of: source)
    if !base, !earlierBase {
      let note = Diagnostic.Note("replaces the definition here", at: earlier.nameRange)
      diagnostics.append(Diagnostic(.tokenOverride(path.string), at: later.nameRange, notes: [note]))
    }
    let inherits = later.inherit(from: earlier)
    sources[existing] = source
    changed[existing] = inherits ? later : nil
    contextOnly[existing] = nil
  }

  private mutating func addMode(_ source: Source, path: TokenPath, _ context: ContextOverride) {
    let token = definition(of: source)
    var entry = ModeEntry(key: context.modeKey, keyRange: token.nameRange, keyIsQuoted: false, value: token.value)
    guard let existing = index[path.string] else {
      var first = token
      first.modes = [entry]
      contextOnly[sources.count] = [context.modeKey: token]
      modeOwners[sources.count] = [context.modeKey: context.modifier]
      changed[sources.count] = first
      return append(source, path: path)
    }
    contextOnly[existing]?[context.modeKey] = token
    // Two sources of one context naming the same token: the later one wins, as within a set.
    var updated = definition(at: existing)
    if let type = token.declaredType, let first = updated.declaredType, type.value != first.value,
      [.color, .gradient].contains(type.value), [.color, .gradient].contains(first.value)
    {
      // A theme whose token is a gradient where another's is a plain color (cosnova's brands, SKY UX): a gradient
      // in every appearance, each plain color a gradient of that one color, which paints the same.
      updated.declaredType = first.value == .gradient ? first : type
      updated.value = ColorAsGradient.gradient(updated.value)
      for index in updated.modes.indices {
        updated.modes[index].value = ColorAsGradient.gradient(updated.modes[index].value)
      }
      entry.value = ColorAsGradient.gradient(entry.value)
    } else if let type = token.declaredType, let first = updated.declaredType, type.value != first.value {
      // A token has one type in every appearance; said here, where the value that cannot be read is.
      let note = Diagnostic.Note("defined as \(first.value.rawValue) here", at: first.range)
      diagnostics.append(
        Diagnostic(
          .tokenTypeConflict(path.string, type: type.value.rawValue, first: first.value.rawValue), at: type.range,
          notes: [note]))
    }
    noteShadowing(existing, path: path, context)
    updated.modes.removeAll { $0.key == context.modeKey }
    updated.modes.append(entry)
    changed[existing] = updated
  }

  /// Notes that `context` gives the token at `existing` a mode key another modifier gave it: two modifiers that
  /// became one trait (two light and dark theme groups, both `appearance`), the earlier's value lost.
  private mutating func noteShadowing(_ existing: Int, path: TokenPath, _ context: ContextOverride) {
    defer { modeOwners[existing, default: [:]][context.modeKey] = context.modifier }
    guard let earlier = modeOwners[existing]?[context.modeKey], earlier.name != context.modifier.name else { return }
    let pair = [earlier.name, context.modifier.name]
    if shadowed[pair] == nil { shadowed[pair] = (earlier, context.modifier, []) }
    if shadowedTokens.insert(pair + [path.string]).inserted { shadowed[pair]?.paths.append(path.string) }
  }

  private mutating func append(_ source: Source, path: TokenPath) {
    index[path.string] = sources.count
    sources.append(source)
  }

  /// Gives each token defined only in contexts the `$value` of its default context; a token some
  /// appearance has no context for is kept as context-only (absent there); returns the positions kept.
  ///
  /// Such a token has a value in every appearance exactly when some modifier defines it in every one of
  /// its contexts: if none does, choosing a context without it in each modifier names an appearance
  /// where nothing defines it. Later modifiers weigh more, so the last covering one gives the `$value`.
  mutating func finish() -> [Int] {
    for (position, definitions) in contextOnly.sorted(by: { $0.key < $1.key }) {
      let covering = modifiers.last { $0.modeKeys.allSatisfy { definitions[$0] != nil } }
      guard let covering, var base = definitions[covering.defaultKey] else {
        var token = definition(at: position)
        token.isContextOnly = true
        changed[position] = token
        continue
      }
      let merged = definition(at: position)
      base.modes = merged.modes
      // A context that made the token a gradient (`addMode`) makes its default context's color one too.
      if merged.declaredType?.value == .gradient, base.declaredType?.value == .color {
        base.declaredType = merged.declaredType
        base.value = ColorAsGradient.gradient(base.value)
      }
      changed[position] = base
    }
    return Array(sources.indices)
  }
}

extension TokenDefinition {
  /// Takes from `earlier`, another file's definition of the same token, what this definition leaves out, as
  /// Style Dictionary's deep merge keeps an earlier file's keys a later file does not write: its type, its
  /// description, deprecation and extensions, and its modes of other keys. Whether anything was taken.
  mutating func inherit(from earlier: TokenDefinition) -> Bool {
    var taken = false
    if declaredType == nil, unsupportedType == nil, earlier.declaredType != nil || earlier.unsupportedType != nil {
      (declaredType, unsupportedType, taken) = (earlier.declaredType, earlier.unsupportedType, true)
    }
    if description == nil, let text = earlier.description { (description, taken) = (text, true) }
    if deprecation == nil, let marker = earlier.deprecation { (deprecation, taken) = (marker, true) }
    if extensions == nil, let json = earlier.extensions { (extensions, taken) = (json, true) }
    let kept = earlier.modes.filter { entry in !modes.contains { $0.key == entry.key } }
    if !kept.isEmpty { (modes, taken) = (kept + modes, true) }
    return taken
  }
}
