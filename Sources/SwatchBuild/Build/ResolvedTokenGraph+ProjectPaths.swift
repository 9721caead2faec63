extension ResolvedTokenGraph {
  /// The same graph with `sourceFiles` relative to `folder`, the configuration's folder, so the `Sources:`
  /// headers of generated files read the same whatever the working directory or the spelling of `--config`.
  func withSourceFiles(relativeTo folder: String) -> ResolvedTokenGraph {
    replacingSourceFiles(sourceFiles.map { FilePath.relative($0, to: folder) })
  }
}
