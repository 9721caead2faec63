import Foundation

/// Changed files written to temporary files as soon as they are known, renamed into place only when the whole
/// build succeeded; so no build holds every output in memory, and a failed build still changes nothing.
///
/// Reads: the file system (one `stat` per changed file whose folder existed before, to find a folder in the
/// place of a file). Writes: each file to `.NAME.swatch-PID-N.tmp` beside its destination (same file system,
/// so the rename is atomic; the name `StaleTemporaries` removes after a crash), creating missing folders, or
/// hands a large file's render a spool to that file (`openSpool`, `StagedSpool`). Small files may be staged on
/// a thread of its own (`stageSoon`); whatever reads what was staged waits for them first. `commit()` renames
/// them in path order (thousands in path-ordered shares, one per core), `discard()` removes them and the
/// folders it created. Reports: every file that could not be staged or renamed, as `io.unwritable`, in
/// `DestinationCheck`'s words where it finds the cause. Safe to call from every writer's thread at once.
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
  /// The thread `stageSoon` stages small files on.
  private let stager: WorkThread

  /// How many files `stageSoon` holds at most, waiting for the stager (`WorkThread.capacity`).
  static let maximumPending = 256
  /// The largest file `stageSoon` stages on the stager's thread: the 512 it may hold are at most 32 MiB.
  static let largestStagedSoon = 64 << 10

  /// Whether `stageSoon` stages on the stager's thread rather than at once.
  let stagesSoon: Bool

  /// The largest build, in tokens, whose small files are staged on the stager's thread. At 100,000 tokens
  /// the asset catalog then finished while the large renders were still in memory, and the first build's peak
  /// rose by 40 MB, to 392 MB: a build that large stages each file on its writer's thread.
  static let largestBuildStagedSoon = 20_000

  /// How many renames each core takes on at least when committing: `renamesPerCore`.
  let renameShare: Int

  /// A staging; with `stagesSoon`, `stageSoon` stages small files on a thread of its own. `roots` are the
  /// output folders: below them no folder may be a symbolic link (a file staged through one is unwritable),
  /// while they themselves and the folders above them may be. A test lowers `maximumPending` and
  /// `renamesPerCore` so that a few dozen files fill the stager and share the renames.
  init(
    stagesSoon: Bool = true, roots: [String] = [], maximumPending: Int = OutputStaging.maximumPending,
    renamesPerCore: Int = OutputStaging.renamesPerCore
  ) {
    self.stagesSoon = stagesSoon
    stager = WorkThread(capacity: maximumPending)
    renameShare = renamesPerCore
    for root in roots + roots.map(FilePath.normalize) {
      var folder = root
      while !folder.isEmpty, folder != "/", mayBeLinks.insert(folder).inserted {
        folder = FilePath.directory(of: folder)
      }
    }
  }

  /// The output folders and the folders above them, which may be symbolic links; none below them may.
  private var mayBeLinks: Set<String> = []

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
  var createdFolders: Set<String> {
    finishPending()
    return lock.withLock { createdSet }
  }

  /// Writes `file` (its path joined to its output folder) to a new temporary file beside its destination.
  /// A failure is kept for `commit()` to report.
  func stage(_ file: OutputFile) {
    stage(file, named: name(file.path))
  }

  private func stage(_ file: OutputFile, named naming: Naming) {
    let temporary: String
    switch prepare(file.path, naming) {
    case .failure(let failure): return lock.withLock { failures.append((file.path, failure.reason)) }
    case .success(let path): temporary = path
    }
    if let reason = OutputDirectory.write(file, to: temporary) {
      return lock.withLock { failures.append((file.path, reason)) }
    }
    lock.withLock { staged.append(Staged(path: file.path, temporary: temporary)) }
  }

  /// `stage(file)` on a thread of the staging's own (`WorkThread`), so that a writer making thousands of small
  /// files (an asset catalog's color sets) makes the next while the system creates this one's folder and
  /// temporary file: after `swatch clean` those calls are most of a first build's time, and the catalog its last
  /// writer. A file past `largestStagedSoon`, or any without `stagesSoon`, is staged now; the caller waits while
  /// `maximumPending` are waiting.
  func stageSoon(_ file: OutputFile) {
    guard stagesSoon, file.byteCount <= Self.largestStagedSoon else { return stage(file) }
    // Named here, so that what the build keeps of each file is made on one thread, as when staged at once: the
    // other thread only makes the folder and the file, and lets go of the bytes. (Named there, a first build's
    // peak was 3 MB higher at 10,000 tokens and 18 MB at 100,000.)
    let naming = name(file.path)
    stager.add { [self] in stage(file, named: naming) }
  }

  /// Waits until every file `stageSoon` took is staged (or has failed).
  func finishPending() {
    stager.finish()
  }

  /// A spool writing the file at `path` (joined to its output folder) to a new temporary file beside it as it
  /// renders; `finished` is called with it when the render is complete, to `keep` or `drop` it. Nil when the
  /// temporary file cannot be made: the file then renders in memory, and staging it reports why.
  func openSpool(_ path: String, finished: @escaping (StagedSpool) -> Void) -> StagedSpool? {
    guard case .success(let temporary) = prepare(path, name(path)) else { return nil }
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
  private func prepare(_ path: String, _ naming: Naming) -> Result<String, Unwritable> {
    let (fresh, folderFailure) = lock.withLock { () -> (Bool, String?) in
      let failure = makeFolder(naming.folder)
      return (createdSet.contains(naming.folder), failure)
    }
    if let reason = folderFailure ?? (fresh ? nil : Self.folderInPlace(path)) {
      return .failure(Unwritable(reason: reason))
    }
    return .success(naming.temporary)
  }

  /// A file's folder and temporary path: a path no other file of this build uses.
  private struct Naming {
    var folder: String
    var temporary: String
  }

  /// Names the temporary file for `path`, numbered so that no two files of this build share a name.
  private func name(_ path: String) -> Naming {
    let index = lock.withLock {
      counter += 1
      return counter
    }
    return Naming(
      folder: FilePath.directory(of: path), temporary: OutputDirectory.temporaryPath(for: path, index: index))
  }

  /// Renames every staged file into place, in path order, if every file was staged; otherwise removes them
  /// all (see `discard()`) and reports why.
  func commit() -> OutputDirectory.WriteResult {
    finishPending()
    return lock.withLock {
      guard failures.isEmpty else { return discardLocked() }
      // A spool never finished (none should be) is no file of this build.
      for temporary in spooling { unlink(temporary) }
      spooling = []
      let failed = Self.renameIntoPlace(staged.sorted(by: { $0.path < $1.path }), share: renameShare)
      let result = OutputDirectory.WriteResult(
        diagnostics: OutputDirectory.diagnostics(for: failed), changedDisk: failed.count < staged.count)
      (staged, created, createdSet) = ([], [], [])
      return result
    }
  }

  /// How many renames each core takes on at least: a first build's asset catalog renames thousands of files,
  /// each in a folder of its own, so the kernel does not make them wait for one another.
  static let renamesPerCore = 1024

  /// Renames each of `files` (sorted by path) into place, in path order within each core's share of at least
  /// `share` files, removing the temporary files that could not be renamed; those files' paths and why, in path
  /// order.
  private static func renameIntoPlace(_ files: [Staged], share: Int) -> [(path: String, reason: String)] {
    let shares = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count / share))
    let failures = ResultSlots<[(path: String, reason: String)]>(count: shares)
    DispatchQueue.concurrentPerform(iterations: shares) { share in
      var failed: [(path: String, reason: String)] = []
      for file in files[files.count * share / shares..<files.count * (share + 1) / shares]
      where rename(file.temporary, file.path) != 0 {
        failed.append((file.path, OutputDirectory.systemError()))
        unlink(file.temporary)
      }
      failures[share] = failed
    }
    return failures.values.flatMap { $0 }
  }

  /// Removes every temporary file and every folder this staging created; the disk is as before. Reports
  /// what made staging fail, if anything did.
  @discardableResult
  func discard() -> OutputDirectory.WriteResult {
    finishPending()
    return lock.withLock { discardLocked() }
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
    } else if !mayBeLinks.contains(folder), Self.isLink(folder) {
      return "the folder \(folder) is a symbolic link; Swatch does not write through a link inside an output folder"
    } else if DestinationCheck.kind(of: folder) != .folder {
      return "something that is not a folder is in the place of the folder \(folder)"
    }
    existing.insert(folder)
    return nil
  }

  private static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  /// Why a file cannot be renamed to `path`: a folder is there.
  private static func folderInPlace(_ path: String) -> String? {
    DestinationCheck.kind(of: path) == .folder ? "a folder is in its place, where a file must be" : nil
  }
}
