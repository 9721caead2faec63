/// A writer with its options type erased, so writers of every kind sit in one list.
public struct AnyWriter: Sendable {
  /// The writer's name.
  public let name: String
  /// The writer's options type, which the configuration decodes each `outputs:` entry into.
  public let optionsType: any WriterOptions.Type
  /// How much the writer costs relative to the others (`Writer.relativeCost`).
  public let relativeCost: Int
  private let run: @Sendable (ResolvedTokenGraph, any WriterOptions, WriterContext) -> WriterResult
  private let shapes: @Sendable (any WriterOptions) -> [(template: String, shape: MustacheShape)]

  /// Wraps `writer`.
  public init<W: Writer>(_ writer: W) {
    name = W.name
    optionsType = W.Options.self
    relativeCost = W.relativeCost
    run = { fullGraph, options, context in
      // `ConfiguredWriter` pairs a writer only with options of its own type.
      let options = options as! W.Options
      let taken = MaterialSupport.filter(fullGraph, writer: W.name)
      let (imageGraph, imageNotes) = ImageSupport.filter(taken, writer: W.name)
      let (present, absentNote) = AbsentTokens.filter(
        imageGraph, writer: W.name, needsEveryAppearance: W.needsEveryAppearance, at: context.entryRange)
      let (graph, unitNote) = UnitSupport.filter(present, writer: W.name, at: context.entryRange)
      var result = writer.write(graph, options: options, context: context)
      result.diagnostics += [absentNote, unitNote].compactMap { $0 }
      result.diagnostics += imageNotes
      return result
    }
    shapes = { writer.shapedTemplates(options: $0 as! W.Options) }
  }

  /// This writer with `options`, or nil when they are another writer's.
  public func configured(with options: any WriterOptions) -> ConfiguredWriter? {
    guard type(of: options) == optionsType else { return nil }
    return ConfiguredWriter(writer: self, options: options)
  }

  /// This writer with the defaults of its options.
  public var withDefaults: ConfiguredWriter {
    ConfiguredWriter(writer: self, options: optionsType.init())
  }

  fileprivate func write(_ graph: ResolvedTokenGraph, options: any WriterOptions, context: WriterContext)
    -> WriterResult
  {
    run(graph, options, context)
  }

  fileprivate func shapedTemplates(_ options: any WriterOptions) -> [(template: String, shape: MustacheShape)] {
    shapes(options)
  }
}

/// A writer with its typed options, as one `outputs:` entry configures it: the configuration decodes the options
/// when it loads, so the build only runs writers.
public struct ConfiguredWriter: Sendable {
  /// The writer.
  public let writer: AnyWriter
  /// Its options, of the writer's own `Options` type.
  public let options: any WriterOptions

  /// The writer's name.
  public var name: String { writer.name }

  /// The files for `graph`, with the writer's problems.
  public func write(_ graph: ResolvedTokenGraph, context: WriterContext) -> WriterResult {
    writer.write(graph, options: options, context: context)
  }

  /// The templates the writer renders with these options, each with the shape of its context.
  public var shapedTemplates: [(template: String, shape: MustacheShape)] { writer.shapedTemplates(options) }
}

/// The writers Swatch knows, listed explicitly: no discovery at run time.
public enum WriterRegistry {
  /// Every built-in writer; names are unique (a test checks).
  public static let builtIn: [AnyWriter] = [
    AnyWriter(AndroidWriter()),
    AnyWriter(ComposeWriter()),
    AnyWriter(CSSWriter()),
    AnyWriter(JSONWriter()),
    AnyWriter(SwiftWriter()),
    AnyWriter(TemplateWriter()),
    AnyWriter(XCAssetsWriter()),
  ]

  /// The built-in writer named `name`.
  public static func writer(named name: String) -> AnyWriter? {
    builtIn.first { $0.name == name }
  }
}
