import Foundation

/// Changed files written to temporary files as soon as they are known, renamed into place only when the whole
/// build succeeded; so no build holds every output in memory, and a failed build still changes nothing.
///
/// Reads: the file system (one `stat` per changed file whose folder existed before, to find a folder in the
/// place of a file). Writes: each file to `.NAME.swatch-PID-N.tmp` beside its destination (same file system,
/// so the rename is atomic; the name `StaleTemporaries` removes after a crash), creating missing folders;
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
    let folder = FilePath.directory(of: file.path)
    let (index, fresh, folderFailure) = lock.withLock { () -> (Int, Bool, String?) in
      counter += 1
      let failure = makeFolder(folder)
      return (counter, createdSet.contains(folder), failure)
    }
    if let reason = folderFailure ?? (fresh ? nil : Self.folderInPlace(file.path)) {
      return lock.withLock { failures.append((file.path, reason)) }
    }
    let temporary = OutputDirectory.temporaryPath(for: file.path, index: index)
    if let reason = OutputDirectory.write(file, to: temporary) {
      return lock.withLock { failures.append((file.path, reason)) }
    }
    lock.withLock { staged.append(Staged(path: file.path, temporary: temporary)) }
  }

  /// Renames every staged file into place, in path order, if every file was staged; otherwise removes them
  /// all (see `discard()`) and reports why.
  func commit() -> OutputDirectory.WriteResult {
    lock.withLock {
      guard failures.isEmpty else { return discardLocked() }
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
