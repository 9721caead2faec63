import Foundation

/// Changed files written to temporary files as soon as they are known, renamed into place only when the whole
/// build succeeded; so no build holds every output in memory, and a failed build still changes nothing.
///
/// Reads: the file system (one `stat` per changed file whose folder existed before, to find a folder in the
/// place of a file). Writes: each file to `.NAME.swatch-PID-N.tmp` beside its destination (same file system,
/// so the rename is atomic; the name `StaleTemporaries` removes after a crash), creating missing folders, or
/// hands a large file's render a spool to that file (`openSpool`, `StagedSpool`);
/// `commit()` renames them in path order, `discard()` removes them and the folders it created. Reports: every
/// file that could not be staged or renamed, as `io.unwritable`, in `DestinationCheck`'s words where it finds
/// the cause. Safe to call from every writer's thread at once.
final class OutputStaging: @unchecked Sendable {
  /// A file written to its temporary file.
  private struct Staged {
    var path: String
    var temporary: String
  }

  private let lock = NSLock()
  private var staged: [Staged] = []
  /// The temporary files of spools opened and not yet kept or dropped (`openSpool`).
  private var spooling: Set<String> = []
  private var failures: [(path: String, reason: String)] = []
  /// Folders that exist (found or created), so each is asked about or created once, not once per file.
  private var existing: Set<String> = [""]
  /// Folders this staging created, in the order it created them (parents first).
  private var created: [String] = []
  private var createdSet: Set<String> = []
  private var counter = 0

  init() {}

  /// Whether `path` lies below a folder this staging created, so nothing can be on disk there yet: in a
  /// first build every file but the first of each output is known to be new without asking the disk.
  func isInNewFolder(_ path: String) -> Bool {
    lock.withLock {
      var folder = FilePath.directory(of: path)
      // Up to the first folder known to exist; one this staging did not make was there before.
      while !existing.contains(folder), folder != "/" { folder = FilePath.directory(of: folder) }
      return createdSet.contains(folder)
    }
  }

  /// The folders this staging created and has not committed or discarded yet: they hold only its own
  /// temporary files, so a scan for foreign files need not enter them.
  var createdFolders: Set<String> { lock.withLock { createdSet } }

  /// Writes `file` (its path joined to its output folder) to a new temporary file beside its destination.
  /// A failure is kept for `commit()` to report.
  func stage(_ file: OutputFile) {
    let temporary: String
    switch prepare(file.path) {
    case .failure(let failure): return lock.withLock { failures.append((file.path, failure.reason)) }
    case .success(let path): temporary = path
    }
    if let reason = OutputDirectory.write(file, to: temporary) {
      return lock.withLock { failures.append((file.path, reason)) }
    }
    lock.withLock { staged.append(Staged(path: file.path, temporary: temporary)) }
  }

  /// A spool writing the file at `path` (joined to its output folder) to a new temporary file beside it as it
  /// renders; `finished` is called with it when the render is complete, to `keep` or `drop` it. Nil when the
  /// temporary file cannot be made: the file then renders in memory, and staging it reports why.
  func openSpool(_ path: String, finished: @escaping (StagedSpool) -> Void) -> StagedSpool? {
    guard case .success(let temporary) = prepare(path) else { return nil }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    lock.withLock { _ = spooling.insert(temporary) }
    return StagedSpool(
      path: path, temporary: temporary, descriptor: descriptor, staging: self, finished: finished)
  }

  /// Takes a finished spool's file as staged, or keeps why its writes failed for `commit()` to report.
  func keep(_ spool: StagedSpool) {
    lock.withLock {
      guard spooling.remove(spool.temporary) != nil else { return }
      if let reason = spool.failure {
        unlink(spool.temporary)
        failures.append((spool.path, reason))
      } else {
        staged.append(Staged(path: spool.path, temporary: spool.temporary))
      }
    }
  }

  /// Removes a spool's temporary file: its render failed, or its file is already on disk.
  func drop(_ spool: StagedSpool) {
    lock.withLock {
      guard spooling.remove(spool.temporary) != nil else { return }
      unlink(spool.temporary)
    }
  }

  /// Why something cannot be written here.
  private struct Unwritable: Error {
    var reason: String
  }

  /// The temporary path for the file at `path`, its folder made: a path no other file of this build uses.
  private func prepare(_ path: String) -> Result<String, Unwritable> {
    let folder = FilePath.directory(of: path)
    let (index, fresh, folderFailure) = lock.withLock { () -> (Int, Bool, String?) in
      counter += 1
      let failure = makeFolder(folder)
      return (counter, createdSet.contains(folder), failure)
    }
    if let reason = folderFailure ?? (fresh ? nil : Self.folderInPlace(path)) {
      return .failure(Unwritable(reason: reason))
    }
    return .success(OutputDirectory.temporaryPath(for: path, index: index))
  }

  /// Renames every staged file into place, in path order, if every file was staged; otherwise removes them
  /// all (see `discard()`) and reports why.
  func commit() -> OutputDirectory.WriteResult {
    lock.withLock {
      guard failures.isEmpty else { return discardLocked() }
      // A spool never finished (none should be) is no file of this build.
      for temporary in spooling { unlink(temporary) }
      spooling = []
      var result = OutputDirectory.WriteResult()
      var renameFailures: [(path: String, reason: String)] = []
      for file in staged.sorted(by: { $0.path < $1.path }) {
        if rename(file.temporary, file.path) == 0 {
          result.changedDisk = true
        } else {
          renameFailures.append((file.path, OutputDirectory.systemError()))
          unlink(file.temporary)
        }
      }
      (staged, created, createdSet) = ([], [], [])
      result.diagnostics = OutputDirectory.diagnostics(for: renameFailures)
      return result
    }
  }

  /// Removes every temporary file and every folder this staging created; the disk is as before. Reports
  /// what made staging fail, if anything did.
  @discardableResult
  func discard() -> OutputDirectory.WriteResult {
    lock.withLock { discardLocked() }
  }

  private func discardLocked() -> OutputDirectory.WriteResult {
    for file in staged { unlink(file.temporary) }
    for temporary in spooling { unlink(temporary) }
    spooling = []
    for folder in created.reversed() { rmdir(folder) }
    let paths = staged.map(\.path) + failures.map(\.path)
    (staged, created, createdSet, existing) = ([], [], [], [""])
    guard !failures.isEmpty else { return OutputDirectory.WriteResult() }
    // With the disk as before, the destinations' own check names the cause once, at the shallowest path.
    let check = DestinationCheck(paths: paths)
    let diagnostics = check.diagnostics.isEmpty ? OutputDirectory.diagnostics(for: failures) : check.diagnostics
    failures = []
    return OutputDirectory.WriteResult(diagnostics: diagnostics)
  }

  /// Creates `folder` and its missing parents, remembering each; why not, if one cannot be created. Called
  /// with the lock held.
  private func makeFolder(_ folder: String) -> String? {
    guard !existing.contains(folder), folder != "/" else { return nil }
    if let reason = makeFolder(FilePath.directory(of: folder)) { return reason }
    if mkdir(folder, 0o755) == 0 {
      created.append(folder)
      createdSet.insert(folder)
    } else if errno != EEXIST {
      return "cannot create the folder \(folder): \(OutputDirectory.systemError())"
    } else if DestinationCheck.kind(of: folder) != .folder {
      return "something that is not a folder is in the place of the folder \(folder)"
    }
    existing.insert(folder)
    return nil
  }

  /// Why a file cannot be renamed to `path`: a folder is there.
  private static func folderInPlace(_ path: String) -> String? {
    DestinationCheck.kind(of: path) == .folder ? "a folder is in its place, where a file must be" : nil
  }
}
