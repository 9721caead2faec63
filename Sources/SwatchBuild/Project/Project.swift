import Foundation

/// A project on disk: its configuration and token files, loaded and resolved. This is the driver the
/// command-line tool calls; it does the reading, and the pipeline it hands the text to does the rest.
public struct Project: Sendable {
  /// How a run ended, and the exit code it maps to.
  public enum Status: Int32, Sendable {
    /// Nothing wrong.
    case clean = 0
    /// The input has errors.
    case errors = 1
    /// A usage or I/O problem: a file could not be read or written.
    case failure = 2
  }

  /// The configuration in force.
  public var config: SwatchConfig
  /// The resolved graph, if the tokens resolved without errors.
  public var resolved: ResolvedTokenGraph?
  /// Every problem found, sorted by place.
  public var diagnostics: [Diagnostic]
  /// The text of every file read, for quoting in diagnostics.
  public var sources: SourceFileStore
  /// How the run ended.
  public var status: Status
  /// For a resolver, one line per modifier saying which traits it became.
  public var modifierSummary: [String] = []
  /// The files the `image` tokens name, read once (`ImageLoader`).
  public var images = ImageFiles()
  /// Every file the load read, sorted: the configuration, token files, resolver documents and the files their
  /// `$ref`s name, and images, wherever they are. What a build depends on, as the stamp records it.
  public var inputFiles: [String] { (sources.paths + images.files.keys).sorted() }
  /// The files a resolver names that the load could not read (missing, or a folder), sorted: what a watch
  /// waits for, beside `inputFiles`.
  public var unreadFiles: [String] = []
  /// The names in each token and template folder, hashed before any token file was read (`FolderListing`).
  package var folderListings: [String: UInt64] = [:]
  /// The size past which a build renders a file to its temporary file as it goes and copies from the last
  /// build's file as it reads it (`MustacheRenderer.spoolThreshold`, `MustachePieces.inFileSize`), unless a
  /// test lowers it so that a file of a few MiB takes the large file's path.
  package var largeFileSize = MustachePieces.inFileSize
  /// The output folders the last build of this invocation wrote, as its stamp records them, for a build that
  /// has no `PreviousBuild` (`--force`): their files are the last build's, not foreign, and are pruned.
  public var lastOutputFolders: [String] = []
  /// The folders of the configured outputs this build leaves out (`--only-writer`): their files are no foreign
  /// ones, and in a folder a built output shares with one of them, a file the build does not make is kept, as
  /// the output left out may have made it, rather than deleted as stale.
  public var unselectedOutputFolders: [String] = []

  /// Loads the configuration (`configPath`, else `swatch.yaml` if present, else the defaults), reads the
  /// token files (`tokenPaths` when not empty, else the config's) and resolves them, with `observer`
  /// watching each stage. `keepGoing` turns on `keepGoing` whatever the configuration says. With `documents`,
  /// a token file whose bytes the last load read is not parsed again, and the resolved graph is patched from
  /// the last good load's (`DocumentMemory`, kept by `--watch`; `ResolvedTokenGraph.remadeTokens`).
  public static func load(
    configPath: String?, tokenPaths: [String], keepGoing: Bool = false,
    observer: any PipelineObserver = NoPipelineObserver(), documents: DocumentMemory? = nil
  ) -> Project {
    var store = SourceFileStore()
    guard configPath != nil || !tokenPaths.isEmpty || hasDefaultProject else {
      return Project(
        config: .standard, resolved: nil, diagnostics: [Diagnostic(.configMissing(), at: nil)], sources: store,
        status: .failure)
    }
    var (config, diagnostics, failed) = loadConfig(configPath, store: &store)
    if !tokenPaths.isEmpty { config.tokenSources = tokenPaths }
    if keepGoing { config.keepGoing = true }
    guard !diagnostics.containsErrors else {
      return Project(
        config: config, resolved: nil, diagnostics: diagnostics, sources: store,
        status: failed ? .failure : .errors)
    }
    // Listed before any token file is read: what the build stamp may vouch for (`FolderListing`).
    let listings = FolderListing.listings(of: config)
    var project = loadTokens(
      config: config, tokenPaths: tokenPaths, diagnostics: diagnostics, store: store, observer: observer,
      documents: documents)
    project.folderListings = listings
    return project
  }

  /// The rest of `load`, once the configuration is read without errors: the token files, read and resolved.
  private static func loadTokens(
    config: SwatchConfig, tokenPaths: [String], diagnostics: [Diagnostic], store: SourceFileStore,
    observer: any PipelineObserver, documents: DocumentMemory?
  ) -> Project {
    var diagnostics = diagnostics
    if !config.tokenSourceValues.isEmpty, tokenPaths.isEmpty {
      let sources = config.tokenSources.map { path in (path, config.tokenSourceValues.first { $0.path == path }) }
      let loaded = ToolExportLoader().load(sources, traits: config.traits, confinement: config.confinement)
      return resolveLoaded(loaded, config: config, diagnostics: diagnostics, store: store, observer: observer)
    }
    if let format = ToolExportLoader.detect(config.tokenSources) {
      let loaded = ToolExportLoader().load(
        config.tokenSources[0], format: format, mappings: config.modifiers, confinement: config.confinement)
      return resolveLoaded(loaded, config: config, diagnostics: diagnostics, store: store, observer: observer)
    }
    if config.tokenSources.contains(where: ResolverLoader.isNamedResolver) {
      return loadResolver(config: config, diagnostics: diagnostics, store: store, observer: observer)
    }
    if let first = config.modifiers.first {
      diagnostics.append(Diagnostic(.configModifiersUnused(), at: first.modifier.range))
    }
    let (input, ioDiagnostics) = observer.measure(.readFiles) {
      TokenSourceLoader(confinement: config.confinement, excludedFiles: config.file.map { [$0] } ?? [])
        .input(config.tokenSources)
    }
    guard !ioDiagnostics.containsErrors else {
      // A file that cannot be read is an I/O failure; one that is not UTF-8 is an error in the input.
      let failed = ioDiagnostics.containsIOErrors
      return Project(
        config: config, resolved: nil, diagnostics: ioDiagnostics.sorted(), sources: store,
        status: failed ? .failure : .errors)
    }
    guard !input.files.isEmpty else {
      return Project(
        config: config, resolved: nil, diagnostics: ioDiagnostics + [Diagnostic(.configNoTokens(), at: nil)],
        sources: store, status: .errors)
    }
    // What reading said besides (scripts it does not run) goes with the run's diagnostics.
    return resolve(
      input, config: config, diagnostics: diagnostics + ioDiagnostics, store: store, observer: observer,
      documents: documents)
  }

  /// Resolves `input` with the configuration's traits and policy.
  private static func resolve(
    _ input: TokenInput, config: SwatchConfig, diagnostics: [Diagnostic], store: SourceFileStore,
    observer: any PipelineObserver, documents: DocumentMemory? = nil
  ) -> Project {
    var store = store
    var pipeline = TokenPipeline(
      traits: config.traits, unsupportedTypes: config.unsupportedTypes, keepGoing: config.keepGoing,
      observer: observer)
    pipeline.memory = documents
    pipeline.loadedSources = store
    var result = pipeline.resolve(input)
    store.merge(result.sources)
    for file in input.describingFiles { store.add(path: file.path, text: file.text) }
    var images = ImageFiles()
    if let resolved = result.resolved {
      var (files, imageDiagnostics) = ImageLoader.load(resolved, confinement: config.confinement)
      if config.keepGoing, imageDiagnostics.containsErrors {
        (result.resolved, imageDiagnostics) = ImageLoader.keepingGoing(
          resolved, images: files, diagnostics: imageDiagnostics)
      }
      images = files
      result.diagnostics += imageDiagnostics
      if imageDiagnostics.containsErrors { result.resolved = nil }
    }
    var all = config.diagnosticPolicy.apply(to: (diagnostics + result.diagnostics).sorted())
    // Said after the errors it counts, as a closing hint.
    if !config.keepGoing, result.tokenErrors > 0, all.containsErrors {
      let onlyUnknownTypes =
        config.unsupportedTypes == .error && UnsupportedTypeFilter.errorsAreOnlyUnknownTypes(all)
      all.append(Diagnostic(.configKeepGoingHint(result.tokensWithErrors, onlyUnknownTypes: onlyUnknownTypes), at: nil))
    }
    var project = Project(
      config: config, resolved: result.resolved, diagnostics: all,
      sources: store, status: result.resolved == nil ? .errors : .clean)
    project.images = images
    return project
  }

  /// Loads the one resolver `tokens` names; its modifiers replace the configuration's traits.
  private static func loadResolver(
    config: SwatchConfig, diagnostics: [Diagnostic], store: SourceFileStore, observer: any PipelineObserver
  ) -> Project {
    var (config, diagnostics, store) = (config, diagnostics, store)
    guard config.tokenSources.count == 1 else {
      diagnostics.append(Diagnostic(.resolverNotAlone(), at: nil))
      return Project(config: config, resolved: nil, diagnostics: diagnostics, sources: store, status: .errors)
    }
    let loaded = ResolverLoader().load(
      config.tokenSources[0], mappings: config.modifiers, confinement: config.confinement)
    var project = resolveLoaded(loaded, config: config, diagnostics: diagnostics, store: store, observer: observer)
    project.unreadFiles = loaded.unread
    return project
  }

  /// Resolves what a resolver or a design tool's export gave; its traits replace the configuration's.
  private static func resolveLoaded(
    _ loaded: ResolverLoader.Result, config: SwatchConfig, diagnostics: [Diagnostic], store: SourceFileStore,
    observer: any PipelineObserver
  ) -> Project {
    var (config, diagnostics, store) = (config, diagnostics, store)
    for described in [loaded.resolver].compactMap({ $0 }) + loaded.descriptions {
      store.add(path: described.path, text: described.text)
    }
    // Two Figma variables of one name: the loader read the first and left the later out, which keeping going
    // allows, as it allows a duplicate in token files.
    diagnostics += loaded.diagnostics.map { diagnostic in
      guard config.keepGoing, diagnostic.id == "token.duplicate", diagnostic.severity == .error else {
        return diagnostic
      }
      var kept = diagnostic
      kept.severity = .warning
      kept.notes.append(.init("kept going: the later one is left out"))
      return kept
    }
    guard let input = loaded.input, let traits = loaded.traits else {
      let failed = loaded.resolver == nil && loaded.diagnostics.containsIOErrors
      let status: Status = failed ? .failure : .errors
      return Project(config: config, resolved: nil, diagnostics: diagnostics, sources: store, status: status)
    }
    if let range = config.traitsRange, config.traits != traits {
      diagnostics.append(Diagnostic(.configTraitsIgnored(), at: range))
    }
    config.traits = traits
    guard !diagnostics.containsErrors else {
      // The files that were read are the load's still (quoted by diagnostics, watched for the fix).
      for file in input.files { store.add(path: file.path, text: file.text) }
      // A file the resolver names that cannot be read is an I/O problem, as a token file's is.
      return Project(
        config: config, resolved: nil, diagnostics: diagnostics.sorted(), sources: store,
        status: diagnostics.containsIOErrors ? .failure : .errors)
    }
    var project = resolve(input, config: config, diagnostics: diagnostics, store: store, observer: observer)
    project.modifierSummary = loaded.modifierSummary
    return project
  }

  /// The rendered text of every diagnostic.
  public var renderedDiagnostics: String {
    DiagnosticRenderer(sources: sources).render(diagnostics)
  }

  /// Whether the working directory holds `swatch.yaml` or a `tokens` folder, the defaults `load` reads.
  private static var hasDefaultProject: Bool {
    ["swatch.yaml", "tokens"].contains { FileManager.default.fileExists(atPath: $0) }
  }

  static func loadConfig(_ path: String?, store: inout SourceFileStore)
    -> (SwatchConfig, [Diagnostic], failed: Bool)
  {
    let candidate = path ?? "swatch.yaml"
    guard FileManager.default.fileExists(atPath: candidate) else {
      guard let path else { return (.standard, [], false) }
      return (.standard, [Diagnostic(.ioUnreadable(path, reason: "no such file"), at: nil)], true)
    }
    let data: Data
    switch InputFile.bytes(at: candidate) {
    case .success(let bytes): data = Data(bytes)
    case .failure(.tooLarge(let size)):
      return (.standard, [InputFile.diagnostic(.tooLarge(size: size), path: candidate)], true)
    case .failure(.notAFile):
      return (.standard, [Diagnostic(.ioUnreadable(candidate, reason: "not a regular file"), at: nil)], true)
    case .failure:
      return (.standard, [Diagnostic(.ioUnreadable(candidate, reason: "not readable"), at: nil)], true)
    }
    let text: String
    switch UTF8Text.decode(data, path: candidate) {
    case .success(let decoded): text = decoded
    case .failure(let diagnostic): return (.standard, [diagnostic], false)
    }
    store.add(path: candidate, text: text)
    let (root, yamlDiagnostics) = YAMLReader().read(text, path: candidate)
    guard let root else { return (.standard, yamlDiagnostics, false) }
    var (config, configDiagnostics) = SwatchConfigParser().parse(root, baseDirectory: FilePath.directory(of: candidate))
    config.file = candidate
    let confinement = ConfigConfinement.check(config, root: root)
    return (config, yamlDiagnostics + configDiagnostics + confinement, false)
  }
}
