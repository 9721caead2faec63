import Dispatch
import Foundation

/// The file-system edge of a build: compares planned files with the disk and writes the ones that changed.
///
/// A file whose content is unchanged is not touched, so its modification time stays and build systems
/// that depend on it do not rebuild. Writing is all or nothing (see `OutputDirectory+Write.swift`).
public struct OutputDirectory: Sendable {
  /// What applying a plan found or did.
  public struct Report: Sendable {
    /// Files whose content differs from the disk (or that do not exist yet), sorted, with their contents:
    /// every such file for `--check`; for a build that writes, only the manifests, since it staged the others
    /// (`staged`) as soon as they were rendered.
    public var changed: [OutputFile] = []
    /// Changed files a build that writes staged without keeping their contents, sorted (`BuildPlan.staged`).
    public var staged: [String] = []
    /// Files already up to date, sorted.
    public var upToDate: [String] = []
    /// Files Swatch wrote before, no longer produces and deletes (see `OutputOwnership`), sorted.
    public var deleted: [String] = []
    /// The current disk content of each changed or deleted file that exists: its text, or nil if it is not
    /// UTF-8. A changed file missing here does not exist yet.
    public var previous: [String: String?] = [:]

    /// Whether the disk differs from what the build produces.
    public var isOutOfDate: Bool { !changed.isEmpty || !staged.isEmpty || !deleted.isEmpty }
    /// The paths of every file that differs from the disk, `changed` and `staged`, sorted.
    public var changedPaths: [String] { (changed.map(\.path) + staged).sorted() }
  }

  /// Creates the edge.
  public init() {}

  /// Which planned files differ from what is on disk; the plan's `unchanged` files count as up to date.
  ///
  /// Files are read on every core with plain system calls; a file whose folder does not exist is known to be
  /// new without asking the disk about it, which is most of a first build.
  public func compare(_ plan: BuildPlan) -> Report {
    let folders = Set(plan.files.map { FilePath.directory(of: $0.path) })
    let existingFolders = Set(folders.filter { $0.isEmpty || access($0, F_OK) == 0 })
    let found = ResultSlots<DiskState>(count: plan.files.count)
    DispatchQueue.concurrentPerform(iterations: plan.files.count) { index in
      let file = plan.files[index]
      found[index] = existingFolders.contains(FilePath.directory(of: file.path)) ? Self.state(of: file) : .missing
    }
    var report = Report()
    report.upToDate = plan.unchanged
    report.staged = plan.staged
    for (file, state) in zip(plan.files, found.values) {
      switch state {
      case .same:
        report.upToDate.append(file.path)
      case .missing:
        report.changed.append(file)
      case .different(let previous):
        report.changed.append(file)
        report.previous[file.path] = .some(previous)
      }
    }
    report.upToDate.sort()
    return report
  }

  /// Whether `file` is on disk with exactly its contents. A file of another size is not read; one of the
  /// same size is read and compared a chunk at a time, so a 50 MB output is never held twice and a difference
  /// stops the reading.
  public func isUnchanged(_ file: OutputFile) -> Bool {
    // Non-blocking, so a FIFO planted at the path is not waited on; only a regular file is compared.
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
      Int(status.st_size) == file.byteCount
    else { return false }
    return file.withBytes { Self.matches(descriptor, $0) }
  }

  /// Whether the regular files at `path` and `other` hold the same bytes, read side by side in chunks: how a
  /// file written to a spool (`StagedSpool`) is compared with the one it would replace.
  static func sameContents(_ path: String, _ other: String) -> Bool {
    let first = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard first >= 0 else { return false }
    defer { close(first) }
    let second = open(other, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard second >= 0 else { return false }
    defer { close(second) }
    var (one, two) = (stat(), stat())
    guard fstat(first, &one) == 0, fstat(second, &two) == 0, (one.st_mode & S_IFMT) == S_IFREG,
      (two.st_mode & S_IFMT) == S_IFREG, one.st_size == two.st_size
    else { return false }
    let size = 1 << 20
    let chunks = UnsafeMutableRawBufferPointer.allocate(byteCount: 2 * size, alignment: 1)
    defer { chunks.deallocate() }
    while true {
      let count = fill(first, chunks.baseAddress!, size)
      guard count >= 0, fill(second, chunks.baseAddress! + size, size) == count,
        memcmp(chunks.baseAddress!, chunks.baseAddress! + size, count) == 0
      else { return false }
      if count < size { return true }
    }
  }

  /// Reads from `descriptor` into `buffer` until `count` bytes or the end; how many were read, or -1.
  private static func fill(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    var filled = 0
    while filled < count {
      let read = Foundation.read(descriptor, buffer + filled, count - filled)
      if read < 0 && errno == EINTR { continue }
      guard read >= 0 else { return -1 }
      if read == 0 { break }
      filled += read
    }
    return filled
  }

  /// Whether `descriptor` holds exactly `expected` from where it stands to its end, read in chunks.
  private static func matches(_ descriptor: Int32, _ expected: UnsafeRawBufferPointer) -> Bool {
    // One byte more than expected, so a file that grew since `fstat` shows in the last read.
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: min(1 << 20, expected.count + 1), alignment: 1)
    defer { chunk.deallocate() }
    var offset = 0
    while true {
      let count = Foundation.read(descriptor, chunk.baseAddress!, min(chunk.count, expected.count - offset + 1))
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return false }
      if count == 0 { return offset == expected.count }
      guard offset + count <= expected.count,
        memcmp(chunk.baseAddress!, expected.baseAddress! + offset, count) == 0
      else { return false }
      offset += count
    }
  }

  /// How a planned file compares with the disk.
  private enum DiskState {
    case same, missing
    /// The disk holds other bytes: their text, or nil if they are not UTF-8.
    case different(String?)
  }

  /// Compares `file` with the disk byte for byte; a file of another size is not read at all, and a file's
  /// text is only decoded when it differs (for `--check`'s diff).
  private static func state(of file: OutputFile) -> DiskState {
    // Never blocks: a FIFO in place of an output would otherwise wait for a writer forever.
    let descriptor = open(file.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .missing }
    defer { close(descriptor) }
    var status = stat()
    let expected = file.byteCount
    guard fstat(descriptor, &status) == 0 else { return .missing }
    // A device, FIFO or folder in the file's place (a link to /dev/zero would be read forever) is another
    // file, as is a file too large to be an output read for its text (a 20 GB sparse file would be read whole).
    guard (status.st_mode & S_IFMT) == S_IFREG else { return .different(nil) }
    if Int(status.st_size) != expected {
      guard status.st_size <= InputFile.maximumTextSize else { return .different(nil) }
      return .different(
        read(descriptor, sizeHint: Int(status.st_size)).flatMap { String(validating: $0, as: UTF8.self) })
    }
    guard let bytes = read(descriptor, sizeHint: expected) else { return .missing }
    let equal = file.withBytes { planned in
      bytes.withUnsafeBufferPointer { disk in
        planned.count == disk.count
          && (planned.isEmpty || memcmp(planned.baseAddress!, disk.baseAddress!, disk.count) == 0)
      }
    }
    return equal ? .same : .different(String(validating: bytes, as: UTF8.self))
  }

  /// Every byte left in `descriptor`, or nil on a read error.
  private static func read(_ descriptor: Int32, sizeHint: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
      let result = bytes.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if result < 0 && errno == EINTR { continue }
      guard result >= 0 else { return nil }
      if result == 0 { break }
      count += result
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  static func systemError() -> String { String(cString: strerror(errno)) }
}

/// A file that could not be written.
public struct WriteError: Error, Sendable {
  /// The file's path.
  public var path: String
  /// Why, in the system's words.
  public var reason: String

  /// Creates the error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
