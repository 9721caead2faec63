import Foundation

/// Reads one input file whole, within a size limit: opened without blocking and checked with `fstat` on the
/// open descriptor, so a FIFO or a device never stalls a run, the file checked is the file read, and a file past
/// the limit is refused before a byte of it is read (a 10 GB sparse file costs one `fstat`).
///
/// Reading a token file takes about 25 times its size in memory at its peak (the YAML tree, the documents, the
/// texts kept for quoting), so the limit is what keeps one hostile file from taking the machine's memory.
package enum InputFile {
  /// The largest token file, configuration, resolver document or template read: 64 MiB, about three times the
  /// whole of a 100,000-token project.
  package static let maximumTextSize = 64 << 20

  /// Why a file gave no bytes.
  package enum Problem: Error, Equatable {
    /// No file at the path, or one that cannot be opened (the system's reason).
    case unreadable(String)
    /// A folder, FIFO, device or socket.
    case notAFile
    /// Larger than the limit: its size in bytes (one past the limit for a file that grew while read).
    case tooLarge(size: Int64)
  }

  /// Every byte of the file at `path`, at most `limit`.
  package static func bytes(at path: String, limit: Int = maximumTextSize) -> Result<[UInt8], Problem> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(.unreadable(systemError())) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(systemError())) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile) }
    guard Int64(status.st_size) <= Int64(limit) else { return .failure(.tooLarge(size: Int64(status.st_size))) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { return .failure(.unreadable(systemError())) }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[..<count])
    }
    guard bytes.count <= limit else { return .failure(.tooLarge(size: Int64(bytes.count))) }
    return .success(bytes)
  }

  /// The file's bytes as `Data`, or nil for any problem: for reads that only look for a format, where a file
  /// that cannot be read is reported by the read that follows.
  package static func data(at path: String, limit: Int = maximumTextSize) -> Data? {
    guard case .success(let bytes) = bytes(at: path, limit: limit) else { return nil }
    return Data(bytes)
  }

  /// The diagnostic for `problem` reading the input `path`, unlocated: `io.too-large` past the limit,
  /// `io.unreadable` otherwise.
  package static func diagnostic(_ problem: Problem, path: String, limit: Int = maximumTextSize) -> Diagnostic {
    switch problem {
    case .tooLarge(let size): Diagnostic(.ioTooLarge(path, size: size, limit: limit), at: .file(path))
    case .notAFile: Diagnostic(.ioUnreadable(path, reason: "not a regular file"), at: nil)
    case .unreadable(let reason): Diagnostic(.ioUnreadable(path, reason: reason), at: nil)
    }
  }

  private static func systemError() -> String { String(cString: strerror(errno)) }
}
