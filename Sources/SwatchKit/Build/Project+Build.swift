/// What `swatch build` did or, with `--check`, would do.
public struct BuildOutcome: Sendable {
  /// The planned files and the problems found; nothing was written if these include errors.
  public var plan: BuildPlan
  /// What differs from the disk.
  public var report: OutputDirectory.Report
  /// Every problem found, from loading and from writers, sorted.
  public var diagnostics: [Diagnostic]
  /// The text of every file read, for quoting in diagnostics.
  public var sources: SourceFileStore
  /// A file that could not be written, if any.
  public var writeError: WriteError?
}

extension Project {
  /// Renders every output in memory; writes the changed files unless `checkOnly` or any error was found.
  public func build(checkOnly: Bool) -> BuildOutcome {
    var sources = self.sources
    let (templates, templateDiagnostics) = TemplateLoader.load(for: config, sources: &sources)
    var outcome = BuildOutcome(
      plan: BuildPlan(files: [], diagnostics: []), report: .init(),
      diagnostics: (diagnostics + templateDiagnostics).sorted(), sources: sources)
    guard let resolved, !outcome.diagnostics.containsErrors else { return outcome }
    outcome.plan = BuildPlan.make(graph: resolved, config: config, templates: templates)
    outcome.diagnostics = (outcome.diagnostics + outcome.plan.diagnostics).sorted()
    guard !outcome.diagnostics.containsErrors else { return outcome }
    let directory = OutputDirectory()
    outcome.report = directory.compare(outcome.plan)
    guard !checkOnly else { return outcome }
    do {
      try directory.write(outcome.report.changed)
    } catch let error as WriteError {
      outcome.writeError = error
    } catch {
      outcome.writeError = WriteError(path: "", reason: "\(error)")
    }
    return outcome
  }
}
