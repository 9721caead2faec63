/// The image files a project's `image` tokens name, read once by the driver: what writers copy.
///
/// Writers stay pure: they get the bytes here, by the path an `ImageValue` holds, and never open a file.
public struct ImageFiles: Sendable {
  /// One file's bytes and their `ContentHash`, worked out once for the build stamp and the writers.
  public struct File: Sendable {
    /// The file's bytes, exactly as on disk.
    public var bytes: [UInt8]
    /// The `ContentHash` of `bytes`.
    public var hash: UInt64

    /// Creates a file, hashing `bytes`.
    public init(bytes: [UInt8]) {
      self.bytes = bytes
      self.hash = ContentHash.of(bytes)
    }
  }

  /// The files by path, relative to the working directory as `ImageValue.path` holds it.
  public var files: [String: File] = [:]

  /// No files.
  public init() {}

  /// The file at `path`, if it was read.
  public subscript(path: String) -> File? { files[path] }
}
