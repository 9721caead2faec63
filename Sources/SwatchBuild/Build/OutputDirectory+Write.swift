import CWriteback
import Dispatch
import Foundation

extension OutputDirectory {
  /// What writing a set of files did.
  public struct WriteResult: Sendable {
    /// One `io.unwritable` error per failure; empty when every file was written.
    public var diagnostics: [Diagnostic] = []
    /// Whether any file on disk was replaced or created. False whenever `diagnostics` holds a failure from
    /// before the renames, which is every failure but a rename failing after others succeeded.
    public var changedDisk = false
  }

  /// Failures past this many are summed up in one more diagnostic, so a full disk does not print one line
  /// per file of a 100,000-token build.
  static let maximumReportedFailures = 50

  /// Writes `files` all or nothing.
  ///
  /// 1. Every destination is checked (`DestinationCheck`); any problem stops the write before it starts.
  /// 2. Missing folders are created, then every file is written to its own temporary file beside its
  ///    destination, on every core.
  /// 3. Only when every temporary file was written are they renamed over their destinations. Otherwise the
  ///    temporary files and the folders just created are removed and no original file has changed.
  ///
  /// Every failure is reported, not only the first.
  public func write(_ files: [OutputFile]) -> WriteResult {
    guard !files.isEmpty else { return WriteResult() }
    let check = DestinationCheck(paths: files.map(\.path))
    guard check.diagnostics.isEmpty else { return WriteResult(diagnostics: check.diagnostics) }
    var created: [String] = []
    for folder in check.missingFolders {
      if mkdir(folder, 0o755) == 0 {
        created.append(folder)
      } else if errno != EEXIST {
        let diagnostic = DestinationCheck.unwritable(folder, "cannot create the folder: \(Self.systemError())")
        Self.removeFolders(created)
        return WriteResult(diagnostics: [diagnostic])
      }
    }
    let temporaries = writeTemporaries(files)
    let failures = zip(files, temporaries).compactMap { file, temporary in temporary.failure.map { (file.path, $0) } }
    guard failures.isEmpty else {
      for temporary in temporaries where temporary.failure == nil { unlink(temporary.path) }
      Self.removeFolders(created)
      return WriteResult(diagnostics: Self.diagnostics(for: failures))
    }
    return rename(files, from: temporaries)
  }

  /// A temporary file written beside its destination, or why it could not be.
  struct Temporary: Sendable {
    var path: String
    var failure: String?
  }

  /// Writes each file to its temporary file, in parallel.
  private func writeTemporaries(_ files: [OutputFile]) -> [Temporary] {
    let slots = ResultSlots<Temporary>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let temporary = Self.temporaryPath(for: files[index].path, index: index)
      slots[index] = Temporary(path: temporary, failure: Self.write(files[index], to: temporary))
    }
    return slots.values
  }

  /// Renames every temporary file over its destination; a failure here (rare: every destination was
  /// checked) is reported and the remaining temporary files are removed.
  private func rename(_ files: [OutputFile], from temporaries: [Temporary]) -> WriteResult {
    var result = WriteResult()
    var failures: [(String, String)] = []
    for (file, temporary) in zip(files, temporaries) {
      if Foundation.rename(temporary.path, file.path) == 0 {
        result.changedDisk = true
      } else {
        failures.append((file.path, Self.systemError()))
        unlink(temporary.path)
      }
    }
    result.diagnostics = Self.diagnostics(for: failures)
    return result
  }

  /// The temporary file for the destination `path`: hidden, beside it, and unique per process and file, so
  /// two files (or two spellings of one folder) never share one. `StaleTemporaries` recognizes the pattern.
  static func temporaryPath(for path: String, index: Int) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return FilePath.join(FilePath.directory(of: path), ".\(name).swatch-\(processID)-\(index).tmp")
  }

  /// This process's id, asked once rather than once per file.
  static let processID = getpid()

  /// Writes `file`'s bytes to a new file at `path`; never follows or reuses something already there. The
  /// error, if any, in the system's words.
  static func write(_ file: OutputFile, to path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return systemError() }
    let written = file.withBytes { writeAll(descriptor, $0) }
    let failure = written ? nil : systemError()
    if written { startWriteback(descriptor, byteCount: file.byteCount) }
    guard close(descriptor) == 0, failure == nil else {
      let reason = failure ?? systemError()
      unlink(path)
      return reason
    }
    return nil
  }

  /// The size from which a temporary file's bytes start for the disk as soon as it is written
  /// (`startWriteback`): 256 KiB.
  static let writebackSize = 256 << 10

  /// Starts writing the bytes of the file open at `descriptor`, `byteCount` long, to the disk now, on the
  /// writer's thread, when it is large. Otherwise ext4 (`auto_da_alloc`) does it while the build renames the
  /// file over the last one, on one thread, after every writer: at 10,000 tokens the 23 renames of a one-token
  /// rebuild took 34 ms. It only starts the writes, it waits for nothing. Linux only; elsewhere nothing.
  static func startWriteback(_ descriptor: Int32, byteCount: Int) {
    guard byteCount >= writebackSize else { return }
    _ = swatch_start_writeback(descriptor)
  }

  /// Writes the whole buffer, resuming after partial writes and interrupts.
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }

  /// Removes `folders` (created by this run, so empty), deepest first.
  private static func removeFolders(_ folders: [String]) {
    for folder in folders.reversed() { rmdir(folder) }
  }

  /// One diagnostic per failure, up to `maximumReportedFailures`, then one that counts the rest.
  static func diagnostics(for failures: [(path: String, reason: String)]) -> [Diagnostic] {
    var diagnostics = failures.prefix(maximumReportedFailures).map { DestinationCheck.unwritable($0.path, $0.reason) }
    let rest = failures.dropFirst(maximumReportedFailures)
    if let first = rest.first {
      diagnostics.append(
        Diagnostic(.ioUnwritableMore(rest.count, example: first.path, reason: first.reason), at: nil))
    }
    return diagnostics
  }
}
