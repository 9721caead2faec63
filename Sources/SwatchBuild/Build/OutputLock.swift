import Foundation

/// Advisory locks (`flock(2)`) on output folders, held while a build compares, writes and prunes, so two
/// builds into one folder never interleave their files.
///
/// The lock is taken on the output folder itself, opened read-only, so no lock file appears among the
/// outputs and a run that fails writes nothing. The operating system releases it when the process ends,
/// however it ends, so a killed build never leaves a folder locked.
final class OutputLock: @unchecked Sendable {
  /// The locked folders' descriptors, by the device and inode of the folder: one folder named twice (`out`
  /// and a link to it) is locked once, so a build never waits for itself.
  private var held: [FolderIdentity: Int32] = [:]
  /// An `io.locked` error for each folder that stayed locked by another build.
  private(set) var diagnostics: [Diagnostic] = []
  /// The folders `lock` created, parents before children, which a failed build removes again
  /// (`removeCreatedFolders`).
  private(set) var created: [String] = []
  private let timeout: Double

  /// A folder's identity: its device and inode.
  struct FolderIdentity: Hashable, Comparable {
    let device: UInt64
    let inode: UInt64

    static func < (a: Self, b: Self) -> Bool { (a.device, a.inode) < (b.device, b.inode) }
  }

  /// An empty set of locks; `timeout` is how long to wait for a folder another build holds.
  init(timeout: Double) {
    self.timeout = timeout
  }

  deinit {
    for descriptor in held.values { close(descriptor) }
  }

  /// Locks every folder of `folders`, all in one pass in the order of their identity (device, inode), so two
  /// builds sharing several folders, however each spells them, take them in the same order and cannot
  /// deadlock. With `creating`, missing folders are created first (and noted in `created`); without, they are
  /// left unlocked. A folder that cannot be created is left unlocked: writing reports it. Call once.
  func lock(_ folders: [String], creating: Bool) {
    var identified: [FolderIdentity: String] = [:]
    for folder in Set(folders.map(FilePath.normalize)).sorted() {
      let path = folder.isEmpty ? "." : folder
      if creating, !createFolder(path) { continue }
      guard let identity = Self.identity(path), identified[identity] == nil else { continue }
      identified[identity] = path
    }
    for (identity, path) in identified.sorted(by: { $0.key < $1.key }) {
      switch Self.lock(path, timeout: timeout, creating: creating) {
      case .success(let descriptor): held[identity] = descriptor
      case .failure(.timedOut): diagnostics.append(Diagnostic(.ioLocked(path, seconds: timeout), at: nil))
      case .failure(.unopenable(let reason)):
        diagnostics.append(Diagnostic(.ioUnwritable(path, reason: reason), at: nil))
      }
    }
  }

  /// Why a folder was not locked.
  enum Failure: Error {
    /// Another process held it for the whole timeout.
    case timedOut
    /// It could not be opened, nor made again: the system's reason.
    case unopenable(String)
  }

  /// Removes each folder `lock` created that is empty, children first: what a failed build leaves.
  func removeCreatedFolders() {
    for folder in created.reversed() { rmdir(folder) }
  }

  /// The device and inode of the folder at `path`; nil when it is not a folder.
  private static func identity(_ path: String) -> FolderIdentity? {
    var status = stat()
    guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else { return nil }
    return FolderIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// Opens and locks the folder at `path`, waiting up to `timeout` seconds (`timedOut` if another process held
  /// it that long). A folder removed and created again while waiting is opened again, so two builds never hold
  /// locks on two different folders of one name; with `creating`, one removed (by a build that failed after
  /// creating it, or by a `swatch clean` run beside this build, which may remove its parents too) is made
  /// again with its parents.
  static func lock(_ path: String, timeout: Double, creating: Bool) -> Result<Int32, Failure> {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        guard creating, errno == ENOENT, makeFolders(path), Date() < deadline else {
          return .failure(.unopenable(reason))
        }
        continue
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        if isSameFile(descriptor, path) { return .success(descriptor) }
        close(descriptor)
        continue
      }
      close(descriptor)
      guard Date() < deadline else { return .failure(.timedOut) }
      usleep(20_000)
    }
  }

  /// Makes `folder` and whichever of its parents are missing; false if something else is in the way.
  private static func makeFolders(_ folder: String) -> Bool {
    for path in DestinationCheck.folders(of: [folder + "/x"]) where mkdir(path, 0o755) != 0 && errno != EEXIST {
      return false
    }
    return true
  }

  private static func isSameFile(_ descriptor: Int32, _ path: String) -> Bool {
    var opened = stat()
    var named = stat()
    return fstat(descriptor, &opened) == 0 && stat(path, &named) == 0 && opened.st_ino == named.st_ino
      && opened.st_dev == named.st_dev
  }

  /// Creates `folder` and its parents, noting each one made; false if something that is not a folder is in
  /// the way.
  private func createFolder(_ folder: String) -> Bool {
    for path in DestinationCheck.folders(of: [folder + "/x"]) {
      if mkdir(path, 0o755) == 0 {
        created.append(path)
      } else if errno != EEXIST {
        return false
      }
    }
    return DestinationCheck.kind(of: folder) == .folder
  }
}
