/// Reads `swatch.yaml` from its YAML tree, reporting every problem with its place.
///
/// Reads: the config file's `YAMLNode`. Produces: `SwatchConfig`. Reports: unknown keys, values of the
/// wrong shape, empty traits, trait values that repeat or are not single words, an `unsupportedTypes`
/// other than `error` or `skip`, a `keepGoing` that is not a boolean, malformed `modifiers:` entries, unknown
/// writers and writer options that do not decode (see `WriterOptionsReader`) and problems in `lint:` (see
/// `LintConfigParser`), and `diagnostics:` settings naming an unknown id or value.
public struct SwatchConfigParser: Sendable {
  /// The top-level keys a config may hold, in the order the documentation lists them.
  public static let keys = readers.map(\.key).sorted()

  /// How each top-level key is read into the configuration: one entry per key, so a key cannot be accepted
  /// without being read, or read without being listed.
  private static let readers: [(key: String, read: TopLevelReader)] = [
    (
      "allowOutside",
      { _, pair, config, diagnostics in
        config.allowOutside = flag(pair, &diagnostics) ?? config.allowOutside
      }
    ),
    (
      "diagnostics",
      { parser, pair, config, diagnostics in
        config.diagnosticPolicy = parser.readDiagnosticPolicy(pair.value, &diagnostics)
      }
    ),
    (
      "keepGoing",
      { _, pair, config, diagnostics in
        config.keepGoing = flag(pair, &diagnostics) ?? config.keepGoing
      }
    ),
    (
      "lint",
      { _, pair, config, diagnostics in
        config.lint = LintConfigParser().parse(pair.value, key: pair.key.range, &diagnostics)
      }
    ),
    (
      "modifiers", { _, pair, config, diagnostics in config.modifiers = ModifierMapping.read(pair.value, &diagnostics) }
    ),
    (
      "outputs",
      { parser, pair, config, diagnostics in
        config.outputs = parser.readOutputs(pair.value, base: config.baseDirectory, &diagnostics)
      }
    ),
    (
      "templates",
      { _, pair, config, diagnostics in
        guard let text = pair.value.text, !text.isEmpty else {
          diagnostics.append(mismatch("templates", expected: "a folder path", found: pair.value))
          return
        }
        config.templatesDirectory = FilePath.join(config.baseDirectory, text)
        config.templatesRange = pair.value.range
      }
    ),
    (
      "tokens",
      { parser, pair, config, diagnostics in
        let sources = parser.readTokenSources(pair.value, base: config.baseDirectory, &diagnostics)
        config.tokenSources = sources.map(\.path)
        config.tokenSourceValues = sources.compactMap(\.values)
      }
    ),
    (
      "traits",
      { parser, pair, config, diagnostics in
        config.traits = parser.readTraits(pair.value, key: pair.key.range, &diagnostics) ?? config.traits
        config.traitsRange = pair.key.range
      }
    ),
    (
      "unsupportedTypes",
      { _, pair, config, diagnostics in
        guard let policy = pair.value.text.flatMap(UnsupportedTypeFilter.Policy.init(rawValue:)) else {
          diagnostics.append(
            Diagnostic(
              .configExpected("unsupportedTypes", expected: "'error' or 'skip'", found: pair.value.kindName),
              at: pair.value.range))
          return
        }
        config.unsupportedTypes = policy
      }
    ),
  ]

  /// Reads one top-level entry into the configuration, reporting what is wrong with it.
  private typealias TopLevelReader =
    @Sendable (SwatchConfigParser, YAMLPair, inout SwatchConfig, inout [Diagnostic]) -> Void

  /// Creates a parser.
  public init() {}

  /// The configuration `root` describes; `baseDirectory` is the folder holding the file.
  public func parse(_ root: YAMLNode, baseDirectory: String) -> (SwatchConfig, [Diagnostic]) {
    var config = SwatchConfig.standard
    config.baseDirectory = baseDirectory
    // Without `tokens:`, the default folder sits beside the file, like every other path in it.
    config.tokenSources = SwatchConfig.standard.tokenSources.map { FilePath.join(baseDirectory, $0) }
    var diagnostics: [Diagnostic] = []
    guard let pairs = root.pairs else {
      if !root.isNull { diagnostics.append(Self.mismatch("swatch.yaml", expected: "a mapping", found: root)) }
      return (config, diagnostics)
    }
    for pair in pairs {
      let key = pair.key.text ?? ""
      guard let reader = Self.readers.first(where: { $0.key == key }) else {
        let notes =
          Suggestion.closest(to: key, in: Self.keys).map {
            [Diagnostic.Note("did you mean \(DiagnosticMessage.quoted($0))?")]
          } ?? []
        diagnostics.append(Diagnostic(.configUnknownKey(key, expected: Self.keys), at: pair.key.range, notes: notes))
        continue
      }
      reader.read(self, pair, &config, &diagnostics)
    }
    return (config, diagnostics)
  }

  /// A `true` or `false` entry's flag, or nil with a located error.
  private static func flag(_ pair: YAMLPair, _ diagnostics: inout [Diagnostic]) -> Bool? {
    guard let flag = pair.value.text.flatMap(Bool.init) else {
      diagnostics.append(mismatch(pair.key.text ?? "", expected: "true or false", found: pair.value))
      return nil
    }
    return flag
  }

  /// `diagnostics: { ID: ignore | warning | error }`; an unknown id is an error at its key with a did-you-mean.
  private func readDiagnosticPolicy(_ node: YAMLNode, _ diagnostics: inout [Diagnostic]) -> DiagnosticPolicy {
    guard let pairs = node.pairs else {
      diagnostics.append(Self.mismatch("diagnostics", expected: "a mapping of diagnostic ids to settings", found: node))
      return DiagnosticPolicy()
    }
    var policy = DiagnosticPolicy()
    for pair in pairs {
      let id = pair.key.text ?? ""
      guard DiagnosticMessage.knownIDs.contains(id) else {
        let notes =
          Suggestion.closest(to: id, in: DiagnosticMessage.knownIDs).map {
            [Diagnostic.Note("did you mean \(DiagnosticMessage.quoted($0))?")]
          } ?? []
        diagnostics.append(Diagnostic(.configDiagnosticUnknown(id), at: pair.key.range, notes: notes))
        continue
      }
      guard let setting = pair.value.text.flatMap(DiagnosticPolicy.Setting.init(rawValue:)) else {
        diagnostics.append(
          Diagnostic(
            .configExpected(id, expected: "'ignore', 'warning' or 'error'", found: pair.value.kindName),
            at: pair.value.range))
        continue
      }
      policy.settings[id] = setting
    }
    return policy
  }

  /// Each `tokens:` entry: a path, or `{ path: …, <trait>: <value>, … }` naming the trait values it holds.
  func readTokenSources(_ node: YAMLNode, base: String, _ diagnostics: inout [Diagnostic]) -> [(
    path: String, values: TokenSourceValues?
  )] {
    let items = node.items ?? [node]
    return items.compactMap { item in
      if item.pairs != nil { return readTokenSource(item, base: base, &diagnostics) }
      guard let text = item.text, !text.isEmpty else {
        diagnostics.append(
          Self.mismatch("tokens", expected: "a path or a list of paths", found: item))
        return nil
      }
      return (FilePath.join(base, text), nil)
    }
  }

  private func readTokenSource(_ item: YAMLNode, base: String, _ diagnostics: inout [Diagnostic]) -> (
    path: String, values: TokenSourceValues?
  )? {
    guard let path = item["path"]?.text, !path.isEmpty else {
      diagnostics.append(Self.mismatch("tokens", expected: "a mapping with 'path' and trait values", found: item))
      return nil
    }
    var values: [(trait: String, value: Located<String>)] = []
    for pair in item.pairs ?? [] {
      guard let trait = pair.key.text, trait != "path" else { continue }
      guard let value = pair.value.text, ModifierMapping.isWord(value) else {
        // A scalar that is no word is quoted, with what a word may hold, so the message says what is wrong.
        let expected = "a trait value (one word of letters, digits, '-' and '_')"
        let found =
          pair.value.text.map { "\(pair.value.kindName) \(DiagnosticMessage.quoted($0))" } ?? pair.value.kindName
        diagnostics.append(Diagnostic(.configExpected(trait, expected: expected, found: found), at: pair.value.range))
        continue
      }
      values.append((trait, Located(value, at: pair.value.range)))
    }
    let joined = FilePath.join(base, path)
    return (joined, values.isEmpty ? nil : TokenSourceValues(path: joined, values: values, range: item.range))
  }

  private func readOutputs(_ node: YAMLNode, base: String, _ diagnostics: inout [Diagnostic]) -> [OutputEntry] {
    guard let items = node.items else {
      diagnostics.append(
        Self.mismatch("outputs", expected: "a list of outputs", found: node))
      return []
    }
    return items.compactMap { readOutput($0, base: base, &diagnostics) }
  }

  /// One `{writer: NAME, path: PATH, …options}` entry; the keys besides `writer` and `path` are the options,
  /// decoded here into the writer's typed options.
  private func readOutput(_ node: YAMLNode, base: String, _ diagnostics: inout [Diagnostic]) -> OutputEntry? {
    guard let pairs = node.pairs else {
      diagnostics.append(
        Self.mismatch("outputs", expected: "a mapping with 'writer' and 'path'", found: node))
      return nil
    }
    guard let writer = node["writer"], let name = writer.text, let path = node["path"]?.text, !path.isEmpty else {
      diagnostics.append(Diagnostic(.configOutputIncomplete(), at: node.range))
      return nil
    }
    if let reason = Self.folderProblem(path) {
      diagnostics.append(Diagnostic(.outputPath(path, reason: reason), at: node["path"]?.range ?? node.range))
      return nil
    }
    let options = pairs.filter { !Self.entryKeys.contains($0.key.text ?? "") }
    let reader = WriterOptionsReader()
    let before = diagnostics.count
    let filter = OutputFilter(
      include: readPatterns(node["include"], key: "include", &diagnostics),
      exclude: readPatterns(node["exclude"], key: "exclude", &diagnostics))
    guard
      let configured = reader.configure(
        Located(name, at: writer.range), options: YAMLNode(.mapping(options), range: node.range), &diagnostics),
      diagnostics[before...].allSatisfy({ $0.severity != .error })
    else { return nil }
    return OutputEntry(writer: configured, path: FilePath.join(base, path), range: node.range, filter: filter)
  }

  /// The keys of an output entry that are not writer options.
  private static let entryKeys: Set<String> = ["writer", "path", "include", "exclude"]

  /// An output's `include:` or `exclude:`: one pattern or a list of them (`OutputPattern`).
  private func readPatterns(_ node: YAMLNode?, key: String, _ diagnostics: inout [Diagnostic])
    -> [Located<OutputPattern>]
  {
    guard let node else { return [] }
    let items = node.items ?? [node]
    return items.compactMap { item in
      guard let text = item.text else {
        diagnostics.append(Self.mismatch(key, expected: "a token path pattern or a list of them", found: item))
        return nil
      }
      guard let pattern = OutputPattern(text) else {
        diagnostics.append(Diagnostic(.configOutputPatternInvalid(text, key: key), at: item.range))
        return nil
      }
      return Located(pattern, at: item.range)
    }
  }

  private func readTraits(_ node: YAMLNode, key: SourceRange, _ diagnostics: inout [Diagnostic]) -> TraitSet? {
    guard let pairs = node.pairs else {
      diagnostics.append(
        Self.mismatch("traits", expected: "a mapping of trait names to value lists", found: node))
      return nil
    }
    // `traits: {}` declares a project with no traits: one appearance, as a resolver with no modifiers gives.
    var traits: [Trait] = []
    var seen: [String: SourceRange] = [:]
    var reordered: [Diagnostic] = []
    let before = diagnostics.count
    for pair in pairs {
      guard let name = pair.key.text else { continue }
      guard let items = pair.value.items, !items.isEmpty else {
        diagnostics.append(Diagnostic(.configTraitEmpty(name), at: pair.value.range))
        continue
      }
      let values = items.compactMap { readTraitValue($0, seen: &seen, &diagnostics) }
      let ordered = Trait.platformDefaultFirst(name, values)
      if ordered != values { reordered.append(Diagnostic(.traitsDefaultFirst(name, ordered[0]), at: pair.key.range)) }
      traits.append(Trait(name: name, values: ordered))
    }
    if let problem = TraitSet.limitProblem(traits) {
      diagnostics.append(Diagnostic(.traitsLimit(problem), at: key))
    }
    guard diagnostics.count == before else { return nil }
    diagnostics += reordered
    return TraitSet(traits)
  }

  private func readTraitValue(_ node: YAMLNode, seen: inout [String: SourceRange], _ diagnostics: inout [Diagnostic])
    -> String?
  {
    guard let value = node.text, Trait.isValueWord(value) else {
      diagnostics.append(Diagnostic(.configTraitValueInvalid(node.text ?? node.kindName), at: node.range))
      return nil
    }
    if let first = seen[value] {
      diagnostics.append(
        Diagnostic(
          .configTraitDuplicateValue(value), at: node.range,
          notes: [.init("first used here", at: first)]))
      return nil
    }
    seen[value] = node.range
    return value
  }

  /// Why `path` cannot name an output folder, checked before anything is created: a control character
  /// (NUL, a line break) or a backslash, as `OutputFile.problem(with:)` rejects them in file names.
  private static func folderProblem(_ path: String) -> String? {
    guard path.contains("\\") || path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      return nil
    }
    return "the path contains a backslash or a control character"
  }

  /// A value of the wrong shape under `key`, at the value.
  private static func mismatch(_ key: String, expected: String, found node: YAMLNode) -> Diagnostic {
    Diagnostic(.configExpected(key, expected: expected, found: node.kindName), at: node.range)
  }
}
