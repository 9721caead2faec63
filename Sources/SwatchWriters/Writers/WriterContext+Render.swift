extension WriterContext {
  /// `template` rendered with `value` as the file at `path`, or the diagnostic why not: a missing template is
  /// reported at the `outputs:` entry, a template that fails to render where it fails.
  func render(_ template: String, _ value: JSONValue, as path: String) -> Result<OutputFile, TemplateRenderFailure> {
    do {
      return .success(OutputFile(path: path, contents: try templates.render(template, context: value)))
    } catch {
      var failure = error
      if failure.diagnostic.range == nil { failure.diagnostic.range = entryRange }
      return .failure(failure)
    }
  }

  /// The writer's result for one templated file: the file, or the diagnostic why not.
  func result(rendering template: String, _ value: JSONValue, as path: String) -> WriterResult {
    switch render(template, value, as: path) {
    case .success(let file): return WriterResult(files: [file])
    case .failure(let failure): return WriterResult(files: [], diagnostics: [failure.diagnostic])
    }
  }
}
