import Foundation

/// Advisory locks (`flock(2)`) on output folders, held while a build compares, writes and prunes, so two
/// builds into one folder never interleave their files.
///
/// The lock is taken on the output folder itself, opened read-only, so no lock file appears among the
/// outputs and a run that fails writes nothing. The operating system releases it when the process ends,
/// however it ends, so a killed build never leaves a folder locked.
final class OutputLock: @unchecked Sendable {
  /// The locked folders (normalized) and their descriptors.
  private var held: [String: Int32] = [:]
  /// An `io.locked` error for each folder that stayed locked by another build.
  private(set) var diagnostics: [Diagnostic] = []
  private let timeout: Double

  /// An empty set of locks; `timeout` is how long to wait for a folder another build holds.
  init(timeout: Double) {
    self.timeout = timeout
  }

  deinit {
    for descriptor in held.values { close(descriptor) }
  }

  /// Locks every folder of `folders` not locked yet, in sorted order so that two builds sharing several
  /// folders cannot deadlock. With `creating`, missing folders are created first; without, they are left
  /// for a later call. A folder that cannot be created is left unlocked: writing reports it.
  func lock(_ folders: [String], creating: Bool) {
    for folder in Set(folders.map(FilePath.normalize)).sorted() where held[folder] == nil {
      let path = folder.isEmpty ? "." : folder
      if creating, !Self.createFolder(path) { continue }
      guard DestinationCheck.kind(of: path) == .folder else { continue }
      guard let descriptor = Self.lock(path, timeout: timeout) else {
        diagnostics.append(Diagnostic(.ioLocked(path, seconds: timeout), at: nil))
        continue
      }
      held[folder] = descriptor
    }
  }

  /// Opens and locks the folder at `path`, waiting up to `timeout` seconds; nil if another process held it
  /// that long. A folder removed and created again while waiting is opened again, so two builds never hold
  /// locks on two different folders of one name.
  private static func lock(_ path: String, timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        if isSameFile(descriptor, path) { return descriptor }
        close(descriptor)
        continue
      }
      close(descriptor)
      guard Date() < deadline else { return nil }
      usleep(20_000)
    }
  }

  private static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
    var opened = stat()
    var named = stat()
    return fstat(descriptor, &opened) == 0 && stat(path, &named) == 0 && opened.st_ino == named.st_ino
      && opened.st_dev == named.st_dev
  }

  /// Creates `folder` and its parents; false if something that is not a folder is in the way.
  private static func createFolder(_ folder: String) -> Bool {
    for path in DestinationCheck.folders(of: [folder + "/x"]) where mkdir(path, 0o755) != 0 && errno != EEXIST {
      return false
    }
    return DestinationCheck.kind(of: folder) == .folder
  }
}
