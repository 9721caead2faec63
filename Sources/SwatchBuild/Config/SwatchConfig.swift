/// A project's configuration, from `swatch.yaml` or the defaults.
public struct SwatchConfig: Sendable {
  /// The token files and folders, relative to the working directory.
  public var tokenSources: [String]
  /// The `tokens:` entries that say which trait values they hold (`{ path: …, appearance: dark }`).
  public var tokenSourceValues: [TokenSourceValues] = []
  /// The traits appearances are built from; a resolver named under `tokens` replaces them.
  public var traits: TraitSet
  /// Where `traits:` is written, when the file declares traits.
  public var traitsRange: SourceRange?
  /// What to do with tokens of types Swatch cannot read, from `unsupportedTypes:`.
  public var unsupportedTypes: UnsupportedTypeFilter.Policy = .error
  /// How a resolver's modifiers become traits, from `modifiers:`.
  public var modifiers: [ModifierMapping] = []
  /// Whether a token with an error is left out with a warning rather than failing the run, from `keepGoing:`.
  public var keepGoing = false
  /// The folder holding `swatch.yaml`, relative to the working directory ("" for the working directory).
  public var baseDirectory: String
  /// The configuration file, as given or found; nil when there was none and the defaults apply.
  public var file: String?
  /// What to build: one entry per writer run.
  public var outputs: [OutputEntry] = []
  /// The `lint:` section: contrast requirements and rule severities.
  public var lint = LintConfig()
  /// A folder of templates that replace built-in ones by name or add new ones, relative to the working directory.
  public var templatesDirectory: String?
  /// Where the `templates:` folder is named.
  public var templatesRange: SourceRange?
  /// Whether files outside the configuration's folder tree may be read, from `allowOutside:` (default false).
  public var allowOutside = false
  /// How diagnostics of given ids are reported (`diagnostics:`).
  public var diagnosticPolicy = DiagnosticPolicy()

  /// Which files the project may read: the configuration's folder tree unless `allowOutside` is set.
  public var confinement: PathConfinement {
    PathConfinement(directory: baseDirectory, allowOutside: allowOutside)
  }

  /// The configuration used when there is no `swatch.yaml`: the `tokens` folder and the standard traits.
  public static let standard = SwatchConfig(tokenSources: ["tokens"], traits: .standard, baseDirectory: "")

  /// Creates a configuration.
  public init(tokenSources: [String], traits: TraitSet, baseDirectory: String) {
    self.tokenSources = tokenSources
    self.traits = traits
    self.baseDirectory = baseDirectory
  }
}

/// One `outputs:` entry: which writer, with which options, for which tokens, into which folder.
public struct OutputEntry: Sendable {
  /// The writer with its typed options, decoded from the entry's remaining keys when the configuration loaded.
  public var writer: ConfiguredWriter
  /// The output folder, relative to the working directory.
  public var path: String
  /// Where the whole entry is written.
  public var range: SourceRange
  /// Which tokens the writer sees (`include:` and `exclude:`).
  public var filter = OutputFilter()

  /// Creates an entry.
  public init(writer: ConfiguredWriter, path: String, range: SourceRange, filter: OutputFilter = OutputFilter()) {
    self.writer = writer
    self.path = path
    self.range = range
    self.filter = filter
  }
}
