import Foundation

/// Joins and normalizes relative paths as text, so diagnostics and headers show paths as the user wrote them.
package enum FilePath {
  /// Whether `path` names a regular file (following links): what may be read whole to sniff its format. A FIFO
  /// or a device would block the read or never end it.
  package static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
  }

  /// `component` under `base`; `component` alone when it is absolute or `base` is empty.
  ///
  /// The slash tests look at a byte first and compare characters only when it is a slash (as they always did:
  /// a slash followed by a combining mark is no slash), and the result is made in one allocation: a build
  /// joins a path for each of the thousands of files of an asset catalog, several times over.
  package static func join(_ base: String, _ component: String) -> String {
    let slash = UInt8(ascii: "/")
    if base.isEmpty || base == "." || (component.utf8.first == slash && component.hasPrefix("/")) { return component }
    let separator = base.utf8.last == slash && base.hasSuffix("/") ? 0 : 1
    var (base, component) = (base, component)
    return base.withUTF8 { head in
      component.withUTF8 { tail in
        String(unsafeUninitializedCapacity: head.count + separator + tail.count) { buffer in
          _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(from: head)
          if separator == 1 { buffer[head.count] = slash }
          _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + separator)...]).initialize(from: tail)
          return buffer.count
        }
      }
    }
  }

  /// The folder part of `path`: "" for a bare file name.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
