import Foundation

/// What `swatch clean` did or, with `dryRun`, would do.
public struct CleanOutcome: Sendable {
  /// The files deleted (or to delete), manifests included, sorted.
  public var removed: [String] = []
  /// Problems: an unreadable configuration, a folder another build holds, a file that could not be deleted.
  public var diagnostics: [Diagnostic] = []
  /// The text of every file read, for quoting in diagnostics.
  public var sources = SourceFileStore()
}

extension Project {
  /// Deletes exactly the files the output folders' manifests list whose content still has the listed hash
  /// (one edited since, or a hand-written file a forged line names, is kept with `output.modified`, and so is
  /// the manifest that lists it), then the manifests, then the folders this left empty inside the
  /// configuration's folder, and the build state (`StateFolder`). Reads only the configuration, so it works when the tokens
  /// do not resolve. Listed files are deleted only when reached through real folders (never through a
  /// symbolic link inside the output folder), and a manifest can only list paths inside its folder.
  public static func clean(configPath: String?, dryRun: Bool = false, lockTimeout: Double = 60) -> CleanOutcome {
    var outcome = CleanOutcome()
    let (config, diagnostics, _) = loadConfig(configPath, store: &outcome.sources)
    outcome.diagnostics = diagnostics
    guard !diagnostics.containsErrors else { return outcome }
    let folders = Set(config.outputs.map { FilePath.normalize($0.path) }).sorted()
    let lock = OutputLock(timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    if !dryRun { lock.lock(folders, creating: false) }
    outcome.diagnostics += lock.diagnostics
    guard lock.diagnostics.isEmpty else { return outcome }
    for folder in folders {
      outcome.removed += clean(folder, of: config.file, dryRun: dryRun, diagnostics: &outcome.diagnostics)
    }
    if !dryRun {
      for folder in folders.reversed() { removeIfEmpty(folder, inside: config.baseDirectory) }
      let stamp = BuildStamp.path(configPath: configPath)
      BuildStamp.remove(at: stamp)
      PieceStore.remove(at: PieceStore.path(besideStamp: stamp))
      ScanRecord.remove(at: ScanRecord.path(besideStamp: stamp))
      StateFolder.removeLegacyFiles(besideFolder: FilePath.directory(of: stamp))
      rmdir(FilePath.directory(of: stamp))
    }
    outcome.removed.sort()
    return outcome
  }

  /// Deletes what Swatch wrote in each of `folders` (output folders a last build wrote, by their manifests,
  /// that are no longer outputs of `project`'s configuration), as `clean` does: only files whose hash is the
  /// manifest's, then the manifest and the folders left empty inside the configuration's folder. A folder
  /// holding a current output or held inside one (an output moved to `Generated/Swatch` from `Generated`, or
  /// back) is pruned too, but for the files this build wrote, `owned` (`BuildOutcome.ownedFiles`).
  /// Reports `output.removed` for each folder pruned, with what `clean` reports.
  public static func pruneRemovedOutputs(
    _ folders: [String], of project: Project, owned: [String: UInt64] = [:], lockTimeout: Double
  ) -> [Diagnostic] {
    let removed = removedFolders(folders, of: project)
    guard !removed.isEmpty else { return [] }
    // Made only when a folder is pruned: a build owns a path per color set, 87,000 at 100,000 tokens.
    let written = Set(owned.keys.map(FilePath.normalize))
    let lock = OutputLock(timeout: lockTimeout)
    defer { withExtendedLifetime(lock) {} }
    lock.lock(removed, creating: false)
    guard lock.diagnostics.isEmpty else { return lock.diagnostics }
    var diagnostics: [Diagnostic] = []
    for folder in removed {
      // A folder another configuration has since taken is that one's now: passed over, not an error (which would
      // keep the last stamp, and so this folder among the ones to prune, for good).
      let deleted = clean(
        folder, of: project.config.file, dryRun: false, keeping: written, passingOverOthers: true,
        diagnostics: &diagnostics)
      removeIfEmpty(folder, inside: project.config.baseDirectory)
      if !deleted.isEmpty { diagnostics.append(Diagnostic(.outputRemoved(folder, count: deleted.count), at: nil)) }
    }
    return diagnostics
  }

  /// The files `pruneRemovedOutputs` would delete, with their text (nil when not UTF-8), manifests left out:
  /// what `swatch build --check` reports, as the build after it deletes them.
  public static func removedOutputFiles(
    _ folders: [String], of project: Project, owned: [String: UInt64] = [:]
  ) -> [(path: String, text: String?)] {
    let written = Set(owned.keys.map(FilePath.normalize))
    var diagnostics: [Diagnostic] = []
    return removedFolders(folders, of: project).flatMap { folder in
      clean(
        folder, of: project.config.file, dryRun: true, keeping: written, passingOverOthers: true,
        diagnostics: &diagnostics)
    }.filter { !$0.hasSuffix("/" + OutputManifest.fileName) && $0 != OutputManifest.fileName }.map { path in
      (path, OutputOwnership.contents(of: path).flatMap { String(validating: $0, as: UTF8.self) })
    }
  }

  /// Of `folders`, the last build's output folders, those no output of `project` writes now, sorted.
  private static func removedFolders(_ folders: [String], of project: Project) -> [String] {
    let current = Set(project.config.outputs.map { BuildPlan.Folder(path: $0.path).key })
    return Set(folders.map(FilePath.normalize)).sorted().filter { !current.contains(BuildPlan.Folder(path: $0).key) }
  }

  /// Deletes the files `folder`'s manifest lists, then the manifest; the paths deleted. A folder whose manifest
  /// names another configuration that exists than `configuration` is that one's: nothing in it is deleted, with
  /// `output.conflict` as a build says unless `passingOverOthers`.
  private static func clean(
    _ folder: String, of configuration: String?, dryRun: Bool, keeping written: Set<String> = [],
    passingOverOthers: Bool = false, diagnostics: inout [Diagnostic]
  ) -> [String] {
    let manifestPath = FilePath.join(folder, OutputManifest.fileName)
    guard let manifest = OutputManifest.read(at: manifestPath) else { return [] }
    var removed: [String] = []
    var kept = false
    if let other = OutputOwnership.otherConfiguration(manifest, in: folder, than: configuration) {
      guard !passingOverOthers else { return [] }
      diagnostics.append(
        Diagnostic(.outputConflictConfigurations(folder, other: other, this: configuration ?? ""), at: nil))
      return []
    }
    var failed = false
    for (relative, hash) in manifest.files.sorted(by: { $0.key < $1.key })
    where OutputOwnership.isPlainFile(relative, in: folder) {
      let path = FilePath.join(folder, relative)
      guard !written.contains(FilePath.normalize(path)), let bytes = OutputOwnership.contents(of: path) else {
        continue
      }
      guard manifest.hash(of: bytes) == hash else {
        diagnostics.append(Diagnostic(.outputModifiedKept(path), at: nil))
        kept = true
        continue
      }
      guard dryRun || unlink(path) == 0 else {
        diagnostics.append(DestinationCheck.unwritable(path, "cannot delete it: \(OutputDirectory.systemError())"))
        failed = true
        continue
      }
      removed.append(path)
      if !dryRun { OutputOwnership.removeEmptyFolders(above: relative, in: folder) }
    }
    // This folder's own failures keep its manifest; another folder's do not.
    guard !failed, !kept, dryRun || unlink(manifestPath) == 0 else { return removed }
    return removed + [manifestPath]
  }

  /// Removes `folder` if it is empty, then each parent left empty, up to `base` (kept); nothing outside `base`.
  private static func removeIfEmpty(_ folder: String, inside base: String) {
    let relative = FilePath.relative(folder, to: base)
    guard relative != ".", !relative.hasPrefix("../"), relative != ".." else { return }
    var current = relative
    while !current.isEmpty, rmdir(FilePath.join(base, current)) == 0 {
      current = FilePath.directory(of: current)
    }
  }
}
