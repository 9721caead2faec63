/// A writer whose files are Mustache templates rendered with contexts it builds: Swift, Compose, CSS, Android
/// and the user's `template` writer.
///
/// The writer says which files to render; the shared `write` renders them in order and reports a template
/// that is missing (at the `outputs:` entry) or fails (where it fails). docs/writers.md describes the layout.
public protocol TemplatedWriter: Writer {
  /// The built-in templates the writer renders, by their names in `templates/`.
  static var templates: [String] { get }

  /// The shape of the context every template of the writer renders with, or nil for a writer whose context
  /// is plain JSON, whose names are not checked.
  static var contextShape: MustacheShape? { get }

  /// The files to render for `graph`, each a template with its context and its path, and the problems found
  /// while building the contexts. A writer returns no files when a problem makes its output wrong.
  func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> TemplatedFiles
}

/// What a templated writer asks to render: files, and the problems found while building them.
public struct TemplatedFiles: Sendable {
  /// The files, in the order the writer returns them.
  public var files: [TemplatedFile]
  /// Problems found while building the contexts, reported before any problem in rendering.
  public var diagnostics: [Diagnostic]
  /// Files written as they are after the rendered ones, such as copied images.
  public var copies: [OutputFile]

  /// Creates a list of files to render, with `copies` to write as they are.
  public init(_ files: [TemplatedFile], copies: [OutputFile] = [], diagnostics: [Diagnostic] = []) {
    self.files = files
    self.copies = copies
    self.diagnostics = diagnostics
  }
}

/// One file a templated writer renders.
public struct TemplatedFile: Sendable {
  /// The template's name in the library, such as `css/tokens.css.mustache`.
  public var template: String
  /// The context the template sees, as the writer's documented context builder makes it: typed objects read
  /// through their shapes, or JSON.
  public var context: MustacheValue
  /// The file's path inside the output folder.
  public var path: String

  /// Creates a file to render with a typed context.
  public init(template: String, context: MustacheValue, path: String) {
    self.template = template
    self.context = context
    self.path = path
  }

  /// Creates a file to render with a JSON context.
  public init(template: String, context: JSONValue, path: String) {
    self.init(template: template, context: .json(context), path: path)
  }
}

extension TemplatedWriter {
  /// A JSON context, not checked.
  public static var contextShape: MustacheShape? { nil }

  /// Every template in `templates`, with `contextShape`.
  public func shapedTemplates(options: Options) -> [(template: String, shape: MustacheShape)] {
    guard let shape = Self.contextShape else { return [] }
    return Self.templates.map { ($0, shape) }
  }

  /// Renders the writer's `templatedFiles`; see `WriterContext.render(_:)`.
  public func write(_ graph: ResolvedTokenGraph, options: Options, context: WriterContext) -> WriterResult {
    context.render(templatedFiles(for: graph, options: options, context: context))
  }
}
