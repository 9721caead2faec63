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
  /// The first file that could not be written, if any; every failure is an `io.unwritable` error in
  /// `diagnostics`.
  public var writeError: WriteError?
  /// Whether any file on disk was changed. A failed write changes nothing unless a rename failed after
  /// others had succeeded.
  public var changedDisk = false

  /// Whether the build failed for an I/O reason (exit status 2) rather than an input error.
  public var failedToWrite: Bool { diagnostics.contains { $0.severity == .error && $0.id.hasPrefix("io.") } }
}

extension Project {
  /// Renders every output in memory; writes the changed files unless `checkOnly` or any error was found.
  /// `observer` watches each stage.
  ///
  /// A build that writes holds a lock on each output folder (`OutputLock`) from before it compares files with
  /// the disk until it is done, waiting up to `lockTimeout` seconds for another build to finish; while it
  /// holds them it removes temporary files that killed builds left (`StaleTemporaries`).
  public func build(
    checkOnly: Bool, lockTimeout: Double = 60, observer: any PipelineObserver = NoPipelineObserver()
  ) -> BuildOutcome {
    var sources = self.sources
    let (templates, templateDiagnostics) = observer.measure(.templates) {
      TemplateLoader.load(for: config, sources: &sources)
    }
    var outcome = BuildOutcome(
      plan: BuildPlan(files: [], diagnostics: []), report: .init(),
      diagnostics: (diagnostics + templateDiagnostics).sorted(), sources: sources)
    guard let resolved, !outcome.diagnostics.containsErrors else { return outcome }
    let folders = config.outputs.map(\.path)
    let lock = OutputLock(timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    // Folders that exist are locked before their files are compared; new ones once there is something to write.
    if !checkOnly { lock.lock(folders, creating: false) }
    guard outcome.add(lock.diagnostics) else { return outcome }
    let directory = OutputDirectory()
    outcome.plan = observer.measure(.writers) {
      BuildPlan.make(
        graph: resolved.withSourceFiles(relativeTo: config.baseDirectory), config: config, templates: templates,
        observer: observer,
        isUnchanged: directory.isUnchanged)
    }
    guard outcome.add(outcome.plan.diagnostics) else { return outcome }
    if !checkOnly { lock.lock(folders, creating: true) }
    guard outcome.add(lock.diagnostics) else { return outcome }
    if !checkOnly { Self.removeStaleTemporaries(in: folders) }
    outcome.report = observer.measure(.compare) { directory.compare(outcome.plan) }
    guard !checkOnly else { return outcome }
    let written = observer.measure(.writeFiles) { directory.write(outcome.report.changed) }
    outcome.changedDisk = written.changedDisk
    _ = outcome.add(written.diagnostics)
    if let first = written.diagnostics.first { outcome.writeError = WriteError(path: "", reason: first.message) }
    return outcome
  }

  private static func removeStaleTemporaries(in folders: [String]) {
    for folder in Set(folders.map(FilePath.normalize)) {
      _ = StaleTemporaries.removing(in: folder, from: FolderScan.files(in: folder))
    }
  }
}

extension BuildOutcome {
  /// Adds `diagnostics`, keeping them sorted; whether the build may go on (no errors so far).
  mutating func add(_ more: [Diagnostic]) -> Bool {
    if !more.isEmpty { diagnostics = (diagnostics + more).sorted() }
    return !diagnostics.containsErrors
  }
}
