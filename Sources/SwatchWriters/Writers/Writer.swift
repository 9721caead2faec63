/// A writer turns the resolved graph into files for one platform or format.
///
/// Writers are pure: they read the graph and their options and return files and diagnostics; the build
/// driver decides what reaches the disk. Built-in writers are listed in `WriterRegistry.builtIn`.
public protocol Writer: Sendable {
  /// The writer's options, decoded from its `outputs:` entry when the configuration loads.
  associatedtype Options: WriterOptions

  /// The name `outputs:` entries use, such as `json`; unique among writers.
  static var name: String { get }

  /// Whether every token the writer writes needs a value in every appearance; if so, tokens absent in some
  /// appearance are left out before it writes, with one warning (`AbsentTokens`). False by default.
  static var needsEveryAppearance: Bool { get }

  /// About how much the writer costs for a token set, relative to the others (the CPU time of a one-token
  /// rebuild at 10,000 tokens, roughly in tens of milliseconds): a build starts the costliest outputs first,
  /// so that the last to finish, alone on its core, is a cheap one. It orders the work, never the output.
  /// 5 by default.
  static var relativeCost: Int { get }

  /// The files for `graph`, with problems such as two tokens sharing one platform name.
  func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult

  /// The templates the writer renders with `options`, each with the shape of its context, checked when the
  /// templates load (`TemplateLibrary.nameDiagnostics`). None by default; templated writers list theirs.
  func shapedTemplates(options: Options) -> [(template: String, shape: MustacheShape)]
}

extension Writer {
  /// Tokens absent in some appearance reach the writer, which skips those appearances.
  public static var needsEveryAppearance: Bool { false }

  /// A middle cost: a templated writer's depends on its template.
  public static var relativeCost: Int { 5 }

  /// No templates.
  public func shapedTemplates(options: Options) -> [(template: String, shape: MustacheShape)] { [] }
}

/// A writer's options: typed, decoded from the `outputs:` entry when the configuration loads, with a default for
/// every field written once, on the property.
///
/// `init(from:)` comes from `keys` (see `WriterOption`): a writer declares its properties with their defaults,
/// `init()`, and the list of keys.
public protocol WriterOptions: Decodable, Sendable {
  /// The options when the config sets none.
  init()
  /// Every key an `outputs:` entry of the writer may hold, with the property it sets.
  static var keys: [WriterOption<Self>] { get }
}

/// What every writer may use besides the graph: templates and where the output entry is configured.
public struct WriterContext: Sendable {
  /// The templates available, built-in or from the project's `templates:` folder.
  public var templates: TemplateLibrary
  /// Where the `outputs:` entry is written, for diagnostics about the output as a whole.
  public var entryRange: SourceRange?
  /// The files `image` tokens name, read by the driver; writers copy their bytes.
  public var images: ImageFiles
  /// What the build lends the writer: where files go, what the last build made that may be kept
  /// (`WriterSession`). `PlainSession` unless a build sets it: every file then stays in the `WriterResult`.
  public var session: any WriterSession

  /// Creates a context.
  public init(
    templates: TemplateLibrary, entryRange: SourceRange?, images: ImageFiles = ImageFiles(),
    session: any WriterSession = PlainSession()
  ) {
    self.templates = templates
    self.entryRange = entryRange
    self.images = images
    self.session = session
  }

  /// Hands `file` to the session as soon as it is made (a writer that makes many files, or large ones, so it
  /// leaves memory at once), or appends it to `files`, the writer's result, when the session takes none.
  ///
  /// A file handed over may precede an error the writer reports later: the build then discards it, since a
  /// run with errors writes nothing.
  public func deliver(_ file: OutputFile, to files: inout [OutputFile]) {
    if !session.take(file) { files.append(file) }
  }

  /// Whether the file at `path` (inside the output folder) need not be made: the last build made it from
  /// inputs whose reuse key was `key` and it is still on disk as written, so the build keeps it and the writer
  /// skips it. False when the caller keeps no such record (a first build, `--force`, tests).
  ///
  /// `key` is a `StableHash` of everything the file's bytes are made from, seeded with a name for the kind of
  /// file and its layout; the stamp's key already covers the binary, so a new Swatch never reuses a file.
  public func reuses(_ path: String, key: UInt64) -> Bool {
    session.reuses(path, key: key)
  }

  /// `deliver(_:to:)` for a file made from inputs whose reuse key is `key`, which the session records.
  public func deliver(_ file: OutputFile, key: UInt64, to files: inout [OutputFile]) {
    session.record(key: key, of: file.path)
    deliver(file, to: &files)
  }
}

/// A writer's files and the problems it found.
public struct WriterResult: Sendable {
  /// The files, in the order the writer made them, except those the session took (`WriterSession.take`).
  public var files: [OutputFile]
  /// Problems found while writing.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(files: [OutputFile], diagnostics: [Diagnostic] = []) {
    self.files = files
    self.diagnostics = diagnostics
  }
}
