import Dispatch

/// A token file's path and text, as read from disk by the driver.
public struct SourceText: Sendable {
  /// The path as given, relative to the working directory.
  public var path: String
  /// The file's text.
  public var text: String

  /// Creates a source.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// What resolving a set of token files gave: the graph, if nothing failed, and every diagnostic.
public struct PipelineResult: Sendable {
  /// The resolved graph, or nil if any error was found.
  public var resolved: ResolvedTokenGraph?
  /// Every problem found, sorted by place.
  public var diagnostics: [Diagnostic]
  /// The text of every file read, for quoting in diagnostics.
  public var sources: SourceFileStore
  /// How many errors fall in token files, which keeping going would turn into warnings.
  public var tokenErrors = 0
  /// How many tokens those errors fall on (the errors' count when none falls on a token).
  public var tokensWithErrors = 0

  /// The positions of the tokens made again when the graph was patched from the last build's
  /// (`ResolvedTokenGraph.remadeTokens`); nil when every token was made, or there is no graph.
  public var remadeTokens: [Int]? { resolved?.remadeTokens }
}

/// Swatch's front end, a small compiler whose stages each consume one type and produce the next:
///
/// 1. `YAMLReader`: text → `YAMLNode` tree (per file, in parallel)
/// 2. `TokenDocumentBuilder`: `YAMLNode` → `TokenDocument` (1 and 2 skipped for a file whose bytes a
///    `DocumentMemory` kept from the last build, in a process that builds again)
/// 3. `TokenGraphBuilder`: `[TokenDocument]` → `TokenGraph` (files merged, resolver contexts as `$modes`)
/// 4. `BindPass`: `TokenGraph` → `BoundTokenGraph`, in three steps: mode keys read and aliases linked (per
///    token, in parallel); types settled from the links; values read as their token's type (per token, in
///    parallel): a literal into a `TokenValue`, a value whose parts alias tokens into a `ValueTemplate`.
///    Each token's fields besides its value are kept in a `TokenCatalog`.
/// 4b. `UnsupportedTypeFilter`: `BoundTokenGraph` → `BoundTokenGraph` (tokens of types Swatch cannot read
///     taken out, with every token linked to them, and what binding reported in them)
/// 5. `TypeResolutionPass`: → `TypedTokenGraph` (each whole alias checked against its target's type; what
///    reading values found in the tokens still in the graph reported)
/// 6. `AppearanceResolutionPass`: → `AppearanceSelection` (the value each appearance takes; patched, like
///    stage 7, when a `DocumentMemory` kept the last build's)
/// 7. `AliasResolutionPass`: → `ResolvedTokenGraph` (every alias resolved in every appearance, each template
///    filled with its targets' values there, a value taking parts of others' read once filled, `PartsTemplate`;
///    the resolved tokens made in parallel). With a `DocumentMemory`
///    that kept the last build's graph of the same structure, only the tokens an edit reaches are made again
///    and the rest are carried (`GraphPatch`, `ResolvedTokenGraph.remadeTokens`).
/// 7b. With `keepGoing`, or when every error is in a token only sets read for references define that nothing
///     written aliases, `KeepGoing` runs 5–7 again without the tokens that have errors.
///
/// YAML stops at binding: stage 4 is the last to read a `YAMLNode`, and from 4b on stages read only values
/// and templates. From stage 5 on, a token's path, place, own type, description, deprecation and extensions
/// come from the `TokenCatalog` stage 4 made, not from its definition.
///
/// Every stage reports problems as diagnostics and keeps going, so one run reports them all; a file that
/// is not valid YAML stops the run after stage 1, because what depends on it would only add noise.
public struct TokenPipeline: Sendable {
  /// The traits appearances are built from.
  public var traits: TraitSet
  /// What to do with tokens of types Swatch cannot read.
  public var unsupportedTypes: UnsupportedTypeFilter.Policy
  /// What watches each stage run; by default nothing.
  public var observer: any PipelineObserver
  /// Whether tokens with errors are left out with a warning (`KeepGoing`) rather than failing the run.
  public var keepGoing = false
  /// What the last build read from each token file and resolved, in a process that builds again
  /// (`DocumentMemory`); nil reads every file and makes every resolved token.
  public var memory: DocumentMemory?
  /// The files read before the pipeline whose text diagnostics may point into (a design tool's single file,
  /// whose sets are inline trees), for the notes that read a diagnostic's line.
  public var loadedSources = SourceFileStore()

  /// Creates a pipeline for `traits`, with `observer` watching each stage.
  public init(
    traits: TraitSet, unsupportedTypes: UnsupportedTypeFilter.Policy = .error, keepGoing: Bool = false,
    observer: any PipelineObserver = NoPipelineObserver()
  ) {
    self.traits = traits
    self.unsupportedTypes = unsupportedTypes
    self.keepGoing = keepGoing
    self.observer = observer
  }

  /// Resolves `sources`, plain token files which must already be in a stable (sorted) order.
  public func resolve(_ sources: [SourceText]) -> PipelineResult {
    resolve(TokenInput(plain: sources))
  }

  /// Resolves `input`: reads every file once, then merges its documents in order.
  public func resolve(_ input: TokenInput) -> PipelineResult {
    var store = SourceFileStore()
    for source in input.files { store.add(path: source.path, text: source.text) }
    var result = PipelineResult(resolved: nil, diagnostics: [], sources: store)
    let (bound, written, earlyDiagnostics, bindDiagnostics, filtered) = bind(input)
    result.diagnostics = earlyDiagnostics
    guard let bound else {
      result.diagnostics = DiagnosticGrouping.group(DiagnosticGrouping.unique(result.diagnostics).sorted())
      return result
    }
    let tokenFiles = Set(input.files.map(\.path) + input.documents.compactMap(\.inlinePath))
    let keep = KeepGoing(tokenFiles: tokenFiles)
    let patchable = !(earlyDiagnostics + bindDiagnostics).containsErrors
    var (resolved, passDiagnostics, record) = runPasses(bound, memory: memory, patchable: patchable)
    passDiagnostics = bindDiagnostics + passDiagnostics
    var dropped: [String] = []
    // The tokens merging left out with an error, which no token was made of: below a name that is invalid, or both
    // a token and a group.
    let unnamed = bound.graph.leftOutTokens.filter(\.value.isError).keys
    // Errors only in tokens a design tool's themes read for references alone, which nothing written aliases, are
    // kept going past: such a token is never written (Rijkshuisstijl's `75ch` in a `source` set).
    let keepsGoing =
      keepGoing
      || written.map { Self.onlyUnwritten(earlyDiagnostics + passDiagnostics, bound, written: $0, input) } == true
    if keepsGoing, passDiagnostics.containsErrors || earlyDiagnostics.containsErrors {
      record = nil
      (resolved, passDiagnostics, dropped) = keep.run(
        bound, bindDiagnostics: bindDiagnostics, first: (resolved, passDiagnostics), passes: runPasses)
      // Tokens of a type Swatch cannot read were taken out before the passes; under the error policy that is
      // an error kept going past, so they count among the tokens left out.
      if unsupportedTypes == .error { dropped = (dropped + filtered).sorted() }
      // So did the tokens merging left out with an error.
      if !unnamed.isEmpty { dropped = (dropped + unnamed).sorted() }
    }
    result.diagnostics = DiagnosticGrouping.unique(result.diagnostics + passDiagnostics)
    let tokenErrors = result.diagnostics.filter { $0.severity == .error && keep.demote([$0])[0].severity != .error }
    result.tokenErrors = tokenErrors.count
    if !tokenErrors.isEmpty {
      let tokens = KeepGoing.tokens(at: tokenErrors, in: bound.graph).count + unnamed.count
      result.tokensWithErrors = tokens > 0 ? tokens : tokenErrors.count
    }
    // Errors become warnings only when keeping going left a graph to build: one it could not settle in its
    // rounds stays an error, so the run fails instead of writing nothing with success.
    if keepsGoing, resolved != nil {
      result.diagnostics = keep.demote(result.diagnostics)
      if var summary = KeepGoing.summary(demoted: result.tokenErrors, dropped: dropped) {
        if !keepGoing {
          summary.notes.append(
            .init(
              "they are only in sets the themes read for references ('source'), never written, and no token written "
                + "references them, so they are left out without 'keepGoing'"))
        }
        result.diagnostics.append(summary)
      }
    }
    if let resolved { result.diagnostics += DimensionUnitNote.diagnostics(resolved) }
    if let resolved { result.diagnostics += PlatformEnumCheck.diagnostics(resolved) }
    if let resolved { result.diagnostics += TextStyleCheck.diagnostics(resolved) }
    if let graph = resolved {
      // Kept going past, such a token is left out with a warning, as any token with an error is.
      let refused = NegativeSizeCheck.problems(graph) + EmptyFontFamilyCheck.problems(graph)
      result.diagnostics += keepGoing ? keep.demote(refused.map(\.diagnostic)) : refused.map(\.diagnostic)
      if keepGoing, !refused.isEmpty { resolved = graph.removing(Set(refused.map(\.token))) }
    }
    // A design tool's single file holds its sets inline, read before the pipeline: the notes read its lines too.
    var lines = store
    lines.merge(loadedSources)
    let noted = TrailingSemicolonNote.add(
      to: HashCommentNote.add(to: result.diagnostics, sources: lines), sources: lines)
    result.diagnostics = DiagnosticGrouping.group(noted.sorted())
    result.resolved = result.diagnostics.containsErrors ? nil : resolved
    if let record, result.resolved != nil { memory?.keep(record) }
    if let graph = result.resolved, let written {
      // A token some other file defines too (a theme's set overriding a source set) is written.
      result.resolved = graph.removing(
        Set(graph.tokens.indices.filter { !written.contains(graph.tokens[$0].path.string) }))
    }
    return result
  }

  /// Whether `diagnostics` have errors, at most 200, and each is on a token in a tree a design tool's themes read
  /// for references alone (`TokenInput.referenceOnlyFiles`, `referenceOnlyTrees`) that no token `written`
  /// aliases, directly or through others.
  private static func onlyUnwritten(
    _ diagnostics: [Diagnostic], _ bound: BoundTokenGraph, written: Set<String>, _ input: TokenInput
  ) -> Bool {
    let errors = diagnostics.flatMap(\.listed).filter { $0.severity == .error }
    guard !errors.isEmpty else { return false }
    let inReferenceOnly = errors.allSatisfy { error in
      guard let range = error.range else { return false }
      return input.referenceOnlyFiles.contains(range.file)
        || input.referenceOnlyTrees.contains { tree in
          tree.file == range.file && tree.start <= range.start && range.end <= tree.end
        }
    }
    // Each error must fall on a token: one at a group (`$extends`, `$type`) may reach tokens written. Looked for
    // error by error, so a flood of them is left to `keepGoing` rather than scanned token by token each.
    guard inReferenceOnly, errors.count <= 200 else { return false }
    var faulty = Set<Int>()
    for error in errors {
      let tokens = KeepGoing.tokens(at: [error], in: bound.graph)
      guard !tokens.isEmpty else { return false }
      faulty.formUnion(tokens)
    }
    return bound.aliasClosure(of: faulty).allSatisfy { !written.contains(bound.graph.tokens[$0].path.string) }
  }

  /// Stages 1 to 4b: the bound graph (nil when a file is not valid YAML); the paths of the tokens the files
  /// that are not for reference only define, when some are (nil otherwise); what reading, parsing and merging
  /// reported; what binding reported; and the paths of the tokens of types Swatch cannot read, taken out.
  ///
  /// What it makes on the way is this function's alone, so it is freed when it returns, before the passes run
  /// (unless a `DocumentMemory` keeps the documents): at 100,000 tokens a build is 27 MiB smaller through alias
  /// resolution. The bound graph still holds the merged one, which `KeepGoing` reads.
  private func bind(
    _ input: TokenInput
  ) -> (BoundTokenGraph?, written: Set<String>?, early: [Diagnostic], bind: [Diagnostic], filtered: [String]) {
    let parsed = observer.measure(.parse) {
      Self.read(
        input.files, memory: memory, tokensStudio: input.tokensStudioFiles, styleDictionary: input.styleDictionaryFiles,
        pixelSizes: input.pixelSizeFiles)
    }
    var diagnostics = parsed.flatMap(\.diagnostics)
    guard !parsed.contains(where: { $0.document == nil }) else { return (nil, nil, diagnostics, [], []) }
    var documents = input.documents.map { source -> TokenDocument in
      var document: TokenDocument
      switch source.origin {
      case .file(let index): document = parsed[index].document!
      case .inline(let node, let path):
        let (built, inlineDiagnostics) = TokenDocumentBuilder().build(node, path: path)
        (document, diagnostics) = (built, diagnostics + inlineDiagnostics)
        // A Tokens Studio file's sets, rewritten as it was read.
        document.readsLooseTypes = input.tokensStudioFiles.contains(path)
        // Their sets were rewritten in px, as Tokens Studio and Figma measure.
        document.readsPixelLineHeights = document.readsLooseTypes
        document.leftOutTokens = input.inlineLeftOutTokens
        document.toolReadings = input.inlineToolReadings
      }
      document.role = source.role
      return document
    }
    if input.readsFigmaAliasData {
      FigmaAliasData.apply(to: &documents)
      FigmaScopes.apply(to: &documents)
    }
    diagnostics += OptionalModes.apply(to: &documents, traits: traits)
    let written =
      input.referenceOnlyFiles.isEmpty && input.referenceOnlyTrees.isEmpty
      ? nil
      : Set(
        zip(input.documents, documents).filter { source, document in
          guard case .inline(let node, _) = source.origin else {
            return !input.referenceOnlyFiles.contains(document.path)
          }
          return !input.referenceOnlyTrees.contains(node.range)
        }.flatMap { $0.1.tokens.map(\.path.string) })
    var builder = TokenGraphBuilder()
    builder.memory = memory
    var (merged, graphDiagnostics) = observer.measure(.graph) { builder.build(documents) }
    merged.unselectedSets = input.unselectedSets
    merged.literalTextFiles = input.literalTextFiles
    let (fullyBound, allBindDiagnostics) = observer.measure(.bind) { BindPass(traits: traits).run(merged) }
    let (bound, bindDiagnostics, filtered) = UnsupportedTypeFilter(policy: unsupportedTypes).run(
      fullyBound, bindDiagnostics: allBindDiagnostics)
    let suggested = FolderAlternativesSuggestion.add(to: ModeFileSuggestion.add(to: graphDiagnostics))
    return (bound, written, diagnostics + suggested, bindDiagnostics, filtered)
  }

  /// Stages 5 to 7, which read no YAML.
  func runPasses(_ bound: BoundTokenGraph) -> (ResolvedTokenGraph?, [Diagnostic]) {
    let (resolved, diagnostics, _) = runPasses(bound, memory: nil, patchable: false)
    return (resolved, diagnostics)
  }

  /// Stages 1 and 2 for every file, spread over the machine's cores; results keep the sources' order. A file
  /// `memory` kept with the same bytes is not read again, and `memory` then keeps this build's readings.
  static func read(
    _ sources: [SourceText], memory: DocumentMemory? = nil, tokensStudio: Set<String> = [],
    styleDictionary: Set<String> = [], pixelSizes: Set<String> = []
  ) -> [(document: TokenDocument?, diagnostics: [Diagnostic])] {
    let results = ResultSlots<(document: TokenDocument?, diagnostics: [Diagnostic])>(count: sources.count)
    let remembered = ResultSlots<Bool>(count: sources.count)
    let dialects = sources.map { source in
      FileDialect(
        tokensStudio: tokensStudio.contains(source.path), styleDictionary: styleDictionary.contains(source.path),
        pixelSizes: pixelSizes.contains(source.path))
    }
    DispatchQueue.concurrentPerform(iterations: sources.count) { index in
      let kept = memory?.reading(of: sources[index], as: dialects[index])
      results[index] = kept ?? readOne(sources[index], as: dialects[index])
      remembered[index] = kept != nil
    }
    let readings = results.values
    memory?.keep(sources, dialects, readings, reused: remembered.values.count { $0 == true })
    return readings
  }

  static func readOne(
    _ source: SourceText, isTokensStudio: Bool = false
  ) -> (document: TokenDocument?, diagnostics: [Diagnostic]) {
    readOne(source, as: FileDialect(tokensStudio: isTokensStudio))
  }

  /// Stages 1 and 2 for one file, read in `dialect`.
  static func readOne(
    _ source: SourceText, as dialect: FileDialect
  ) -> (document: TokenDocument?, diagnostics: [Diagnostic]) {
    var (root, yamlDiagnostics) = YAMLReader().read(source.text, path: source.path)
    ForeignFormat.explain(path: source.path, root: root, diagnostics: &yamlDiagnostics)
    let foreign = root.map { $0.isTheo || $0.firstFlatDottedKey != nil } ?? false
    guard let root, !(foreign && yamlDiagnostics.containsErrors) else {
      if yamlDiagnostics.containsErrors { return (nil, yamlDiagnostics) }
      // An empty YAML file is an empty document; an empty JSON file is no JSON, most likely an export cut short.
      if root == nil, [".json", ".json5"].contains(where: source.path.lowercased().hasSuffix) {
        yamlDiagnostics.append(Diagnostic(.documentEmpty, at: .file(source.path)))
      }
      return (TokenDocument(path: source.path, tokens: [], groups: []), yamlDiagnostics)
    }
    if let material = MaterialThemeExport.tree(root) {
      var (document, documentDiagnostics) = TokenDocumentBuilder().build(material.tree, path: source.path)
      document.optionalModes = material.optionalModes
      return (document, yamlDiagnostics + material.2 + documentDiagnostics)
    }
    let rewritten = ToolTokenTree.rewrite(root, dialect: dialect)
    var (document, documentDiagnostics) = TokenDocumentBuilder().build(rewritten.tree, path: source.path)
    document.readsLooseTypes = rewritten.readsLooseTypes
    document.readsPixelLineHeights = rewritten.readsPixelLineHeights
    document.leftOutTokens.merge(rewritten.leftOutTokens) { builder, _ in builder }
    document.toolReadings = rewritten.toolReadings
    return (document, yamlDiagnostics + rewritten.diagnostics + documentDiagnostics)
  }
}
