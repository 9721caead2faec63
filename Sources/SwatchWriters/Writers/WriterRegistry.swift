/// A writer with its options type erased, so writers of every kind sit in one list.
public struct AnyWriter: Sendable {
  /// The writer's name.
  public let name: String
  private let run: @Sendable (ResolvedTokenGraph, YAMLNode?, WriterContext) -> WriterResult

  /// Wraps `writer`.
  public init<W: Writer>(_ writer: W) {
    name = W.name
    run = { fullGraph, optionsNode, context in
      let (graph, unitNote) = UnitSupport.filter(fullGraph, writer: W.name, at: context.entryRange)
      var result: WriterResult
      if let optionsNode, optionsNode.pairs?.isEmpty == false {
        let (options, diagnostics) = YAMLNodeDecoder().decode(W.Options.self, from: optionsNode)
        guard let options else { return WriterResult(files: [], diagnostics: diagnostics) }
        result = writer.write(graph, options: options, context: context)
      } else {
        result = writer.write(graph, options: W.Options(), context: context)
      }
      if let unitNote { result.diagnostics.append(unitNote) }
      return result
    }
  }

  /// The files for `graph`, with options decoded from `options` (a mapping node) or the defaults.
  public func write(_ graph: ResolvedTokenGraph, options: YAMLNode?, context: WriterContext) -> WriterResult {
    run(graph, options, context)
  }
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
