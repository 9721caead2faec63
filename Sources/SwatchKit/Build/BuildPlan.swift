import Dispatch

/// Every file a build would write, rendered in memory, and every problem found while rendering.
public struct BuildPlan: Sendable {
  /// The files, sorted by path; paths are relative to the working directory.
  public var files: [OutputFile]
  /// Problems from writers and from checking output paths.
  public var diagnostics: [Diagnostic]

  /// Renders every output of `config` for `graph` with `templates`. Writers run in parallel; their files
  /// are collected in the configuration's order and sorted, so the plan is the same however they finish.
  /// `observer` watches each writer.
  ///
  /// Reports: unknown writers, writers' own problems, output paths that would leave their output folder,
  /// and two outputs writing the same file.
  public static func make(
    graph: ResolvedTokenGraph, config: SwatchConfig, templates: TemplateLibrary,
    observer: any PipelineObserver = NoPipelineObserver()
  ) -> BuildPlan {
    let slots = ResultSlots<WriterResult>(count: config.outputs.count)
    DispatchQueue.concurrentPerform(iterations: config.outputs.count) { index in
      let entry = config.outputs[index]
      slots[index] = observer.measure(.writer(entry.writer.value)) {
        render(entry, graph: graph, templates: templates)
      }
    }
    var plan = BuildPlan(files: [], diagnostics: [])
    var owners: [String: OutputEntry] = [:]
    for (entry, result) in zip(config.outputs, slots.values) {
      plan.diagnostics += result.diagnostics
      for file in result.files {
        if let reason = OutputFile.problem(with: file.path) {
          plan.diagnostics.append(Diagnostic(.outputPath(file.path, reason: reason), at: entry.range))
          continue
        }
        let path = FilePath.join(entry.path, file.path)
        if let first = owners[path] {
          plan.diagnostics.append(
            Diagnostic(
              .outputConflict(path), at: entry.range,
              notes: [.init("also written by this output", at: first.range)]))
          continue
        }
        owners[path] = entry
        plan.files.append(OutputFile(path: path, contents: file.contents))
      }
    }
    plan.files.sort { $0.path < $1.path }
    plan.diagnostics.sort()
    return plan
  }

  private static func render(_ entry: OutputEntry, graph: ResolvedTokenGraph, templates: TemplateLibrary)
    -> WriterResult
  {
    guard let writer = WriterRegistry.writer(named: entry.writer.value) else {
      var notes: [Diagnostic.Note] = []
      if let suggestion = Suggestion.closest(to: entry.writer.value, in: WriterRegistry.builtIn.map(\.name)) {
        notes.append(.init("did you mean '\(suggestion)'?"))
      }
      notes.append(.init("writers are \(WriterRegistry.builtIn.map(\.name).joined(separator: ", "))"))
      return WriterResult(
        files: [],
        diagnostics: [
          Diagnostic(
            .writerUnknown(entry.writer.value),
            at: entry.writer.range, notes: notes)
        ])
    }
    return writer.write(
      graph, options: entry.options,
      context: WriterContext(
        templates: templates,
        entryRange: entry.range))
  }
}
