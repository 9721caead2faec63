/// The bytes of a file the build reads for a writer, read forward a block at a time: how a render reads the
/// last build's text of a large file (`PreviousFileReader`) without the writers module opening files itself.
/// The build's implementation reads the file on disk (`FileByteSource`); tests may hand bytes from memory.
public protocol ByteSource: AnyObject, Sendable {
  /// Reads the next bytes into `buffer`, at most its size: how many were read, 0 at the end, -1 on an error.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
}
