/// Leaves out the image tokens a writer cannot write: every one for writers without images, and for the
/// asset catalog, Swift (its accessors load the catalog's images), Android, Compose (its accessors name the
/// Android drawables) and CSS writers those with a file in a format the platform cannot draw. The `template` writer takes every image: its context gives each
/// appearance's `path`.
///
/// Reads: the resolved graph and the writer's name.
/// Produces: the graph without those tokens, alias targets renumbered.
/// Reports: `image.unsupported`, a warning at the value of each token left out for its format, naming the
/// writer. Writers without images (json) drop image tokens silently: the asset
/// catalog and Android resources are how apps load them (docs/images.md).
enum ImageSupport {
  /// Whether writer `name` takes images of `format`; nil for a writer that takes no images.
  static func takes(_ format: ImageFormat, writer name: String) -> Bool? {
    switch name {
    case XCAssetsWriter.name, SwiftWriter.name: return format.isApple
    case AndroidWriter.name, ComposeWriter.name: return format.isAndroid
    case CSSWriter.name: return format.isWeb
    // A template prints paths: every format is a file it can name.
    case TemplateWriter.name: return true
    default: return nil
    }
  }

  /// `graph` as writer `name` can write it, with a warning per token left out for its format.
  static func filter(_ graph: ResolvedTokenGraph, writer name: String) -> (ResolvedTokenGraph, [Diagnostic]) {
    guard graph.tokens.contains(where: { $0.type == .image }) else { return (graph, []) }
    let hasImages = takes(.png, writer: name) != nil
    var left: Set<Int> = []
    var diagnostics: [Diagnostic] = []
    for (index, token) in graph.tokens.enumerated() where token.type == .image {
      let unusable = token.values.lazy.compactMap { value -> ImageValue? in
        guard case .image(let image) = value, takes(image.format, writer: name) != true else { return nil }
        return image
      }.first
      guard let unusable else { continue }
      left.insert(index)
      guard hasImages else { continue }
      diagnostics.append(
        Diagnostic(
          .imageUnsupported(unusable.written, format: unusable.format, writer: name, token: token.path.string),
          at: unusable.range))
    }
    return (left.isEmpty ? graph : graph.removing(left), diagnostics)
  }
}
