import Foundation

/// What `stat(2)` says about a file that a no-op check compares: size, modification time and identity.
struct FileStatus: Equatable, Sendable {
  var size: Int64
  /// Modification time in nanoseconds since 1970.
  var modified: Int64
  var inode: UInt64
  var isFolder: Bool

  /// The status of `path`, following symbolic links; nil if it does not exist or cannot be read.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  init(_ status: stat) {
    size = Int64(status.st_size)
    #if canImport(Darwin)
      modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
    #else
      modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
    #endif
    inode = UInt64(status.st_ino)
    isFolder = (status.st_mode & S_IFMT) == S_IFDIR
  }

  init(size: Int64, modified: Int64, inode: UInt64, isFolder: Bool) {
    self.size = size
    self.modified = modified
    self.inode = inode
    self.isFolder = isFolder
  }

  /// This status, or when it was modified at or after `latest`, the status with time and inode 0, which no
  /// file or folder has (inode 0 is never given out): a stamp records a path modified while the build ran
  /// so, and the path never matches it by status alone. Git "smudges" such racy entries the same way.
  func smudged(unless latest: Int64) -> FileStatus {
    guard modified >= latest else { return self }
    return FileStatus(size: size, modified: 0, inode: 0, isFolder: isFolder)
  }

  /// The wall clock now, in the nanoseconds modification times use.
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }
}
