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

  /// Loads the configuration (`configPath`, else `swatch.yaml` if present, else the defaults), reads the
  /// token files (`tokenPaths` when not empty, else the config's) and resolves them, with `observer`
  /// watching each stage.
  public static func load(
    configPath: String?, tokenPaths: [String], observer: any PipelineObserver = NoPipelineObserver()
  ) -> Project {
    var store = SourceFileStore()
    var (config, diagnostics, failed) = loadConfig(configPath, store: &store)
    if !tokenPaths.isEmpty { config.tokenSources = tokenPaths }
    guard !diagnostics.containsErrors else {
      return Project(
        config: config, resolved: nil, diagnostics: diagnostics, sources: store,
        status: failed ? .failure : .errors)
    }
    if config.tokenSources.contains(where: ResolverLoader.isResolver) {
      return loadResolver(config: config, diagnostics: diagnostics, store: store, observer: observer)
    }
    let (sources, ioDiagnostics) = observer.measure(.readFiles) { TokenSourceLoader().load(config.tokenSources) }
    guard ioDiagnostics.isEmpty else {
      return Project(config: config, resolved: nil, diagnostics: ioDiagnostics, sources: store, status: .failure)
    }
    guard !sources.isEmpty else {
      return Project(
        config: config, resolved: nil, diagnostics: [Diagnostic(.configNoTokens(), at: nil)],
        sources: store, status: .errors)
    }
    return resolve(
      TokenInput(plain: sources), config: config, diagnostics: diagnostics, store: store, observer: observer)
  }

  /// Resolves `input` with the configuration's traits and policy.
  private static func resolve(
    _ input: TokenInput, config: SwatchConfig, diagnostics: [Diagnostic], store: SourceFileStore,
    observer: any PipelineObserver
  ) -> Project {
    var store = store
    let pipeline = TokenPipeline(
      traits: config.traits, unsupportedTypes: config.unsupportedTypes, observer: observer)
    let result = pipeline.resolve(input)
    store.merge(result.sources)
    return Project(
      config: config, resolved: result.resolved, diagnostics: (diagnostics + result.diagnostics).sorted(),
      sources: store, status: result.resolved == nil ? .errors : .clean)
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
    let loaded = ResolverLoader().load(config.tokenSources[0])
    if let resolver = loaded.resolver { store.add(path: resolver.path, text: resolver.text) }
    diagnostics += loaded.diagnostics
    guard let input = loaded.input, let traits = loaded.traits else {
      let status: Status = loaded.resolver == nil ? .failure : .errors
      return Project(config: config, resolved: nil, diagnostics: diagnostics, sources: store, status: status)
    }
    if let range = config.traitsRange, config.traits != traits {
      diagnostics.append(Diagnostic(.configTraitsIgnored(), at: range))
    }
    config.traits = traits
    guard !diagnostics.containsErrors else {
      return Project(config: config, resolved: nil, diagnostics: diagnostics.sorted(), sources: store, status: .errors)
    }
    return resolve(input, config: config, diagnostics: diagnostics, store: store, observer: observer)
  }

  /// The rendered text of every diagnostic.
  public var renderedDiagnostics: String {
    DiagnosticRenderer(sources: sources).render(diagnostics)
  }

  static func loadConfig(_ path: String?, store: inout SourceFileStore)
    -> (SwatchConfig, [Diagnostic], failed: Bool)
  {
    let candidate = path ?? "swatch.yaml"
    guard FileManager.default.fileExists(atPath: candidate) else {
      guard let path else { return (.standard, [], false) }
      return (.standard, [Diagnostic(.ioUnreadable(path, reason: "no such file"), at: nil)], true)
    }
    guard let data = FileManager.default.contents(atPath: candidate), let text = String(data: data, encoding: .utf8)
    else {
      return (.standard, [Diagnostic(.ioUnreadable(candidate, reason: "not readable UTF-8 text"), at: nil)], true)
    }
    store.add(path: candidate, text: text)
    let (root, yamlDiagnostics) = YAMLReader().read(text, path: candidate)
    guard let root else { return (.standard, yamlDiagnostics, false) }
    let (config, configDiagnostics) = SwatchConfigParser().parse(root, baseDirectory: FilePath.directory(of: candidate))
    return (config, yamlDiagnostics + configDiagnostics, false)
  }
}
