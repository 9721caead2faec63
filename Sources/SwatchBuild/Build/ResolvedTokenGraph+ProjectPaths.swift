extension ResolvedTokenGraph {
  /// The same graph with `sourceFiles` relative to `folder`, the configuration's folder, so the `Sources:`
  /// headers of generated files read the same whatever the working directory or the spelling of `--config`.
  func withSourceFiles(relativeTo folder: String) -> ResolvedTokenGraph {
    replacingSourceFiles(sourceFiles.map { FilePath.relative($0, to: folder) })
  }
}

extension ResolvedTokenGraph {
  /// The same graph with every image path relative to `folder`, the configuration's folder, so the names writers
  /// derive from them (the CSS copies') are the same whatever the working directory.
  func withImagePaths(relativeTo folder: String) -> ResolvedTokenGraph {
    guard !folder.isEmpty, tokens.contains(where: { $0.type == .image }) else { return self }
    let rewritten = tokens.map { token -> ResolvedToken in
      guard token.type == .image else { return token }
      let values = token.values.map { value -> TokenValue in
        guard case .image(var image) = value else { return value }
        image.path = FilePath.relative(image.path, to: folder)
        return .image(image)
      }
      return token.replacing(values: values)
    }
    var graph = ResolvedTokenGraph(traits: traits, tokens: rewritten, sourceFiles: sourceFiles)
    graph.typesDifferingFromGroup = typesDifferingFromGroup
    graph.valueTextFiles = valueTextFiles
    return graph
  }
}

extension ImageFiles {
  /// The same files keyed by paths relative to `folder`, as `withImagePaths(relativeTo:)` writes them.
  func relative(to folder: String) -> ImageFiles {
    guard !folder.isEmpty else { return self }
    var copy = ImageFiles()
    for (path, file) in files { copy.files[FilePath.relative(path, to: folder)] = file }
    return copy
  }
}
