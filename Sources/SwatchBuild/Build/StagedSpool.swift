import Foundation

/// A large rendered file written to its temporary file as it renders (`OutputSpool`), hashed as it goes.
///
/// Reads: nothing. Writes: the bytes it is given to `temporary`, beside the destination, opened by
/// `OutputStaging.openSpool`. Reports: the first write that failed, when the build takes the file
/// (`OutputStaging.keep`). `finish()` hands the file to the build; `discard()` removes it.
final class StagedSpool: OutputSpool, @unchecked Sendable {
  /// The destination, joined to its output folder.
  let path: String
  /// The temporary file the bytes are written to.
  let temporary: String
  /// The `ContentHash` of the bytes written so far.
  var hash: UInt64 { hasher.value }
  private var hasher = ContentHasher()
  /// How many bytes were written so far.
  private(set) var byteCount = 0
  /// Why a write failed, if one did.
  private(set) var failure: String?
  private var descriptor: Int32
  private let staging: OutputStaging
  private let finished: (StagedSpool) -> Void

  init(
    path: String, temporary: String, descriptor: Int32, staging: OutputStaging,
    finished: @escaping (StagedSpool) -> Void
  ) {
    (self.path, self.temporary, self.descriptor) = (path, temporary, descriptor)
    (self.staging, self.finished) = (staging, finished)
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    hasher.update(bytes)
    byteCount += bytes.count
    guard failure == nil, descriptor >= 0 else { return }
    if !OutputDirectory.writeAll(descriptor, bytes) { failure = OutputDirectory.systemError() }
  }

  func finish() {
    closeFile()
    finished(self)
  }

  func discard() {
    closeFile()
    staging.drop(self)
  }

  private func closeFile() {
    guard descriptor >= 0 else { return }
    if failure == nil { OutputDirectory.startWriteback(descriptor, byteCount: byteCount) }
    if close(descriptor) != 0, failure == nil { failure = OutputDirectory.systemError() }
    descriptor = -1
  }
}
