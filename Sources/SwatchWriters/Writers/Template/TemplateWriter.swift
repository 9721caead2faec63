/// Renders any Mustache template against the documented template context: how a team adds a format
/// without changing Swift code.
///
/// Reads: every token (or those of the listed `types`). Writes: one file, named by `file` or by the
/// template's file name without `.mustache`. Reports: a template that does not exist, or reads a
/// name the context does not have (when templates load).
///
/// ```yaml
/// outputs:
///   - { writer: template, template: templates/tokens.scss.mustache, path: build/scss }
/// ```
public struct TemplateWriter: TemplatedWriter {
  /// The writer's options.
  public struct Options: WriterOptions {
    /// The template's path, relative to the configuration; the driver loads it into the library. Required.
    public var template = ""
    /// The output file's name; default: the template's file name without `.mustache`.
    public var file: String?
    /// Only tokens of these types; default: every token.
    public var types: [String]?

    public init() {}

    public static let keys: [WriterOption<Self>] = [
      .init("template", \.template, isRequired: true),
      .init("file", \.file, check: { @Sendable file in file.flatMap(OptionCheck.outputFileName) }),
      .init("types", \.types),
    ]
  }

  public static let name = "template"

  /// None built in: the entry names the template.
  public static let templates: [String] = []

  /// Creates the writer.
  public init() {}

  public func templatedFiles(for graph: ResolvedTokenGraph, options: Options, context: WriterContext)
    -> TemplatedFiles
  {
    let types = options.types.map(Set.init)
    let contextValue = TemplateContext.typed(graph) { types?.contains($0.type.rawValue) ?? true }
    let name = options.file ?? Self.outputName(forTemplate: options.template)
    return TemplatedFiles([TemplatedFile(template: options.template, context: contextValue, path: name)])
  }

  /// The entry's template, read against the documented context.
  public func shapedTemplates(options: Options) -> [(template: String, shape: MustacheShape)] {
    [(options.template, TemplateContext.shape)]
  }

  /// `tokens.scss` for `templates/tokens.scss.mustache`.
  static func outputName(forTemplate template: String) -> String {
    let base = template.split(separator: "/").last.map(String.init) ?? template
    return base.hasSuffix(".mustache") ? String(base.dropLast(".mustache".count)) : base
  }
}
