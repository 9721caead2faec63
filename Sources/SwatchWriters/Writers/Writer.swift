/// A writer turns the resolved graph into files for one platform or format.
///
/// Writers are pure: they read the graph and their options and return files and diagnostics; the build
/// driver decides what reaches the disk. Built-in writers are listed in `WriterRegistry.builtIn`.
public protocol Writer: Sendable {
  /// The writer's options, decoded from its `outputs:` entry; every field has a default.
  associatedtype Options: WriterOptions

  /// The name `outputs:` entries use, such as `json`; unique among writers.
  static var name: String { get }

  /// The files for `graph`, with problems such as two tokens sharing one platform name.
  func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult
}

/// A writer's options: decodable from YAML, with a default for every field.
public protocol WriterOptions: Decodable, Sendable {
  /// The options when the config sets none.
  init()
}

/// What every writer may use besides the graph: templates and where the output entry is configured.
public struct WriterContext: Sendable {
  /// The templates available, built-in or from the project's `templates:` folder.
  public var templates: TemplateLibrary
  /// Where the `outputs:` entry is written, for diagnostics about the output as a whole.
  public var entryRange: SourceRange?

  /// Creates a context.
  public init(templates: TemplateLibrary, entryRange: SourceRange?) {
    self.templates = templates
    self.entryRange = entryRange
  }
}

/// A writer's files and the problems it found.
public struct WriterResult: Sendable {
  /// The files, in the order the writer made them.
  public var files: [OutputFile]
  /// Problems found while writing.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(files: [OutputFile], diagnostics: [Diagnostic] = []) {
    self.files = files
    self.diagnostics = diagnostics
  }
}
