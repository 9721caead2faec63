import Foundation

/// A file on disk read forward for a writer (`ByteSource`): the last build's text of a large file, which a
/// render copies items from.
///
/// Opened without blocking, so a FIFO planted at the path cannot make the build wait for a writer forever; the
/// file is closed when the source is let go.
final class FileByteSource: ByteSource, @unchecked Sendable {
  private let descriptor: Int32

  /// The file at `path`, or nil when it cannot be opened.
  init?(path: String) {
    descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
  }

  deinit { close(descriptor) }

  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
    while true {
      let count = Foundation.read(descriptor, base, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return count
    }
  }
}
