import Dispatch

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
  /// Whether the writers rendered the outputs: the project resolved and nothing before them failed.
  public var rendered = false
  /// Whether any file on disk was changed. A failed write changes nothing unless a rename failed after
  /// others had succeeded.
  public var changedDisk = false
  /// How the project wants diagnostics reported, applied to each one `add` takes.
  var policy = DiagnosticPolicy()
  /// Every file the output folders' manifests list after this build, and the manifests, with their content
  /// hashes, by path: what a `BuildStamp` records as outputs.
  public var ownedFiles: [String: UInt64] = [:]
  /// The reuse key each owned file was made from, by path, for those a writer keyed (`BuildPlan.keys`).
  public var ownedKeys: [String: UInt64] = [:]
  /// Where each keyed item's text is in each rendered file that has one, by path (`BuildPlan.pieces`).
  public var ownedPieces: [String: [MustachePiece]] = [:]
  /// The status of each owned file when the build finished writing, taken while it held the output folders'
  /// locks; empty for `--check` or a failed write.
  var ownedStatus: [String: FileStatus] = [:]
  /// The folders below output folders that hold only owned files, with their status when the build finished
  /// writing (`ScanRecord`); empty for `--check` or a failed write.
  var scannedFolders: [String: FileStatus] = [:]

  /// The pieces the next build can copy, with the content hash of the file each set indexes: every owned
  /// file's recorded pieces.
  public var keptPieces: [String: (hash: UInt64, pieces: [MustachePiece])] {
    var kept: [String: (hash: UInt64, pieces: [MustachePiece])] = [:]
    for (path, pieces) in ownedPieces {
      guard let hash = ownedFiles[path] else { continue }
      kept[path] = (hash, pieces)
    }
    return kept
  }

  /// Whether writing the outputs failed (a folder locked by another build, a file that cannot be written).
  public var failedToWrite: Bool {
    diagnostics.contains { $0.severity == .error && ($0.id == "io.unwritable" || $0.id == "io.locked") }
  }

  /// Whether a file the build needed could not be read (a template, an image, a file a resolver names).
  public var failedToRead: Bool { diagnostics.contains { $0.severity == .error && $0.id == "io.unreadable" } }
}

extension Project {
  /// Renders every output; writes the changed files unless `checkOnly` or any error was found. With
  /// `checkOnly` every changed file is kept in memory for the report's diff; otherwise each one is staged to
  /// a temporary file beside its destination as soon as it is rendered (`OutputStaging`) and renamed into place
  /// at the end, so memory holds only paths and hashes. `observer` watches each stage.
  ///
  /// A build that writes holds a lock on each output folder (`OutputLock`) from before it compares files with
  /// the disk until it is done, waiting up to `lockTimeout` seconds for another build to finish; while it
  /// holds them it removes temporary files that killed builds left (`StaleTemporaries`).
  ///
  /// `previous`, what the last build of the same invocation left (`BuildStamp.load`), lets files the build
  /// renders be found unchanged without reading them (`PreviousBuild`).
  public func build(
    checkOnly: Bool, lockTimeout: Double = 60, observer: any PipelineObserver = NoPipelineObserver(),
    previous: PreviousBuild? = nil
  ) -> BuildOutcome {
    build(resolved, checkOnly: checkOnly, lockTimeout: lockTimeout, observer: observer, previous: previous)
  }

  /// `build(checkOnly:lockTimeout:observer:previous:)` that hands the resolved graph over (`resolved` is nil
  /// afterwards), so it is let go as soon as the writers are done: what the build allocates after rendering
  /// (the comparison with the disk, the manifests, the scan of the output folders, the asset catalog's tens of
  /// thousands of paths at 100,000 tokens) reuses its memory instead of adding to the peak. For a command that
  /// builds once; `--watch` keeps the graph in its `DocumentMemory` anyway.
  public mutating func buildReleasingGraph(
    checkOnly: Bool, lockTimeout: Double = 60, observer: any PipelineObserver = NoPipelineObserver(),
    previous: PreviousBuild? = nil
  ) -> BuildOutcome {
    // Taken before the call: an argument that changes `self` would have the call work on a copy made before it.
    let graph = resolved.take()
    return build(graph, checkOnly: checkOnly, lockTimeout: lockTimeout, observer: observer, previous: previous)
  }

  /// The build of `graph`, this project's resolved graph, which ends its life when the writers are done unless
  /// the caller keeps it.
  private func build(
    _ graph: consuming ResolvedTokenGraph?, checkOnly: Bool, lockTimeout: Double, observer: any PipelineObserver,
    previous: PreviousBuild?
  ) -> BuildOutcome {
    let (templates, sources, templateDiagnostics) = loadTemplates(previous: previous, observer: observer)
    let previous = previous.map { previous in
      var previous = previous
      previous.inFileSize = largeFileSize
      return previous
    }
    var outcome = BuildOutcome(
      plan: BuildPlan(files: [], diagnostics: []), report: .init(),
      diagnostics: config.diagnosticPolicy.apply(to: (diagnostics + templateDiagnostics).sorted()), sources: sources)
    outcome.policy = config.diagnosticPolicy
    guard let graph = graph.take(), !outcome.diagnostics.containsErrors else { return outcome }
    let folders = config.outputs.map(\.path)
    let lock = OutputLock(timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    // Every folder is locked (made first if missing) before any file is compared, in one pass; a build that
    // fails removes the folders it made, while it still holds their locks.
    if !checkOnly { lock.lock(folders, creating: true) }
    defer { if outcome.diagnostics.containsErrors { lock.removeCreatedFolders() } }
    guard outcome.add(lock.diagnostics) else { return outcome }
    let directory = OutputDirectory()
    // A build that writes stages each changed file as soon as it is rendered; whatever is not committed below
    // is removed on the way out, so a failed build leaves no file, temporary or folder behind.
    let staging =
      checkOnly
      ? nil
      : OutputStaging(stagesSoon: graph.tokens.count <= OutputStaging.largestBuildStagedSoon, roots: folders)
    defer { staging?.discard() }
    outcome.plan = plan(
      consume graph, templates: templates, observer: observer, directory: directory, staging: staging,
      previous: previous)
    outcome.rendered = true
    guard outcome.add(outcome.plan.diagnostics) else { return outcome }
    // One output folder inside a token folder is one mistake, however many files it would write there.
    let replaced = DiagnosticGrouping.group(
      InputOverwriteCheck.diagnostics(
        plan: outcome.plan, outputs: config.outputs, inputs: sources.paths + images.files.keys,
        tokenFolders: config.tokenSources))
    guard outcome.add(replaced) else { return outcome }
    let ownership = OutputOwnership(
      owned: outcome.plan.owned, configuration: config.file, sharedWithUnselected: Set(unselectedOutputFolders))
    compare(&outcome, ownership: ownership, directory: directory, observer: observer)
    guard let staging else { return outcome }
    writeOut(
      &outcome, staging: staging, ownership: ownership, directory: directory, previous: previous, observer: observer)
    return outcome
  }

  /// What the writers make of `graph`, which is let go on return unless the caller keeps another reference.
  private func plan(
    _ graph: consuming ResolvedTokenGraph, templates: TemplateLibrary, observer: any PipelineObserver,
    directory: OutputDirectory, staging: OutputStaging?, previous: PreviousBuild?
  ) -> BuildPlan {
    let graph = graph.withSourceFiles(relativeTo: config.baseDirectory).withImagePaths(relativeTo: config.baseDirectory)
    return observer.measure(.writers) {
      BuildPlan.make(
        graph: graph, config: config, templates: templates, observer: observer, isUnchanged: directory.isUnchanged,
        images: images.relative(to: config.baseDirectory), staging: staging, previous: previous)
    }
  }

  /// The templates the outputs use, with the sources they were read into and their problems; reuse is
  /// verified when the last build asks for it.
  private func loadTemplates(
    previous: PreviousBuild?, observer: any PipelineObserver
  ) -> (TemplateLibrary, SourceFileStore, [Diagnostic]) {
    var sources = self.sources
    var (templates, diagnostics) = observer.measure(.templates) { TemplateLoader.load(for: config, sources: &sources) }
    templates.verifiesReuse = previous?.verifiesReuse ?? false
    templates.spoolThreshold = largeFileSize
    return (templates, sources, diagnostics)
  }

  /// Compares the planned files and the output folders' manifests with the disk, and records what the build
  /// owns and what it would delete.
  private func compare(
    _ outcome: inout BuildOutcome, ownership: OutputOwnership, directory: OutputDirectory,
    observer: any PipelineObserver
  ) {
    _ = outcome.add(ownership.diagnostics)
    var withManifests = outcome.plan
    withManifests.files = (withManifests.files + ownership.folders.map(\.manifestFile)).sorted { $0.path < $1.path }
    outcome.report = observer.measure(.compare) { directory.compare(withManifests) }
    outcome.report.deleted = ownership.stalePaths
    outcome.ownedFiles = ownership.ownedFiles
    outcome.ownedKeys = outcome.plan.keys
    outcome.ownedPieces = outcome.plan.pieces
    for folder in ownership.folders {
      for file in folder.stale { outcome.report.previous[FilePath.join(folder.path, file.path)] = .some(file.text) }
    }
  }

  /// Scans the output folders for files the build does not own, then, with no error found, writes the staged
  /// files and records the status of what the build owns.
  private func writeOut(
    _ outcome: inout BuildOutcome, staging: OutputStaging, ownership: OutputOwnership, directory: OutputDirectory,
    previous: PreviousBuild?, observer: any PipelineObserver
  ) {
    let record = previous?.loadScanRecord()
    // The last build's output folders inside this one's (an output moved up from `Generated/Swatch` to
    // `Generated`) hold its files, not foreign ones: they are pruned once this build has written.
    let last = Set(
      ((previous?.outputFolders ?? []) + lastOutputFolders + unselectedOutputFolders).map(FilePath.normalize))
    let scan = ownership.scan(skipping: staging.createdFolders, lastOutputs: last) { path in
      record.flatMap { previous?.unchangedFolder(path, in: $0) }
    }
    _ = outcome.add(scan.diagnostics)
    guard !outcome.diagnostics.containsErrors else { return }
    observer.measure(.writeFiles) {
      write(&outcome, staging: staging, ownership: ownership, directory: directory, previous: previous)
    }
    if !outcome.ownedStatus.isEmpty { outcome.scannedFolders = Self.folderStatus(after: outcome.report, scan: scan) }
  }

  /// Renames the staged files into place, then deletes the stale ones, then writes the changed manifests: the
  /// manifest last, so a build interrupted before it is repaired by the next one, which still sees the old list.
  private func write(
    _ outcome: inout BuildOutcome, staging: OutputStaging, ownership: OutputOwnership, directory: OutputDirectory,
    previous: PreviousBuild?
  ) {
    let manifests = Set(ownership.folders.map(\.manifestFile.path))
    let (files, manifestFiles) = outcome.report.changed.reduce(into: ([OutputFile](), [OutputFile]())) {
      if manifests.contains($1.path) { $0.1.append($1) } else { $0.0.append($1) }
    }
    // Every staged file is in place before the files kept in memory (none today) are written.
    guard outcome.record(staging.commit()), outcome.record(directory.write(files)) else { return }
    let failures = ownership.prune().map { ($0.path, "cannot delete it: \($0.reason)") }
    outcome.changedDisk = outcome.changedDisk || !outcome.report.deleted.isEmpty
    guard outcome.add(OutputDirectory.diagnostics(for: failures)) else { return }
    guard outcome.record(directory.write(manifestFiles)) else { return }
    // A file the last build's stamp vouched for that this build did not write keeps the status seen then.
    let written = Set(outcome.report.changed.map(\.path) + outcome.report.staged)
    let kept = (previous?.vouchedStatus ?? [:]).filter {
      !written.contains($0.key) && outcome.ownedFiles[$0.key] != nil
    }
    let unknown = outcome.ownedFiles.keys.filter { kept[$0] == nil }
    outcome.ownedStatus = kept.merging(Self.status(of: unknown)) { $1 }
  }

  /// The status of the folders `scan` found holding only owned files, once `report` is written: read again for
  /// those it read or where the build wrote or deleted a file; as the scan saw it for the others.
  private static func folderStatus(
    after report: OutputDirectory.Report, scan: OutputOwnership.ScanResult
  ) -> [String: FileStatus] {
    let written = report.changed.map(\.path) + report.staged + report.deleted
    let touched = Set(written.map(FilePath.directory(of:)))
    var folders = scan.vouched.filter { !touched.contains($0.key) }
    let current = status(of: scan.read + scan.vouched.keys.filter(touched.contains))
    for (path, status) in current where status.isFolder { folders[path] = status }
    return folders
  }

  /// The status of each of `paths` that exists, read on every core.
  private static func status(of paths: [String]) -> [String: FileStatus] {
    let chunk = 512
    let slots = ResultSlots<[(String, FileStatus)]>(count: (paths.count + chunk - 1) / chunk)
    DispatchQueue.concurrentPerform(iterations: (paths.count + chunk - 1) / chunk) { index in
      let range = (index * chunk)..<min(paths.count, (index + 1) * chunk)
      slots[index] = paths[range].compactMap { path in FileStatus(path: path).map { (path, $0) } }
    }
    return Dictionary(uniqueKeysWithValues: slots.values.joined())
  }
}

extension BuildOutcome {
  /// Adds what a write did; whether the build may go on.
  mutating func record(_ written: OutputDirectory.WriteResult) -> Bool {
    changedDisk = changedDisk || written.changedDisk
    if let first = written.diagnostics.first { writeError = WriteError(path: "", reason: first.message) }
    return add(written.diagnostics)
  }
  /// Adds `diagnostics`, keeping them sorted; whether the build may go on (no errors so far).
  mutating func add(_ more: [Diagnostic]) -> Bool {
    let more = policy.apply(to: more)
    if !more.isEmpty { diagnostics = (diagnostics + more).sorted() }
    return !diagnostics.containsErrors
  }
}
