extension WriterContext {
  /// `planned` rendered in order, then its copies, with its diagnostics first. A template that fails is reported once and not
  /// rendered again: a missing template at the `outputs:` entry, one that fails to render where it fails; then
  /// the result holds no files, since a run with errors writes nothing. Each file goes to `deliver` as soon as
  /// it is rendered.
  func render(_ planned: TemplatedFiles) -> WriterResult {
    var files: [OutputFile] = []
    var diagnostics = planned.diagnostics
    var failed: Set<String> = []
    for file in planned.files where !failed.contains(file.template) {
      switch render(file.template, file.context, as: file.path) {
      case .success(let output?): deliver(output, to: &files)
      case .success(nil): continue
      case .failure(let failure):
        failed.insert(file.template)
        diagnostics.append(failure.diagnostic)
      }
    }
    guard failed.isEmpty else { return WriterResult(files: [], diagnostics: diagnostics) }
    for copy in planned.copies { deliver(copy, to: &files) }
    return WriterResult(files: files, diagnostics: diagnostics)
  }

  /// `template` rendered with `value` as the file at `path`, or the diagnostic why not: a missing template is
  /// reported at the `outputs:` entry, a template that fails to render where it fails. Nil when the file went
  /// to a spool (`WriterSession.openSpool`), which has handed it to the session.
  func render(_ template: String, _ value: MustacheValue, as path: String) -> Result<OutputFile?, TemplateRenderFailure>
  {
    do {
      let session = self.session
      let rendered = try templates.renderUTF8(
        template, context: value, reusing: session.previousPieces(of: path), recordsPieces: session.recordsPieces,
        spool: { session.openSpool(for: path) })
      if !rendered.pieces.isEmpty { session.record(pieces: rendered.pieces, of: path) }
      if let spooled = rendered.spool {
        spooled.finish()
        return .success(nil)
      }
      return .success(OutputFile(path: path, utf8: rendered.bytes))
    } catch {
      var failure = error
      if failure.diagnostic.range == nil { failure.diagnostic.range = entryRange }
      return .failure(failure)
    }
  }
}
