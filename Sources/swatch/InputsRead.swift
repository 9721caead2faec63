/// The files the last build of a watching process read: every token file, resolver document and `$ref`'d file,
/// and image, wherever they are, and the `$ref`'d files a build could not read (until they exist). `--watch`
/// and `preview --watch` watch them beside `ProjectInputs`' roots, so an edit to a file a resolver names
/// outside the token folders is seen.
final class InputsRead {
  /// The paths the last build read or could not read, as it named them; empty before the first build.
  var paths: [String] = []

  /// `roots` followed by every path read that they do not already name or hold (a file below a root folder is
  /// watched with it, unless a hidden folder, which the folder's watch skips, holds it).
  func adding(to roots: [String]) -> [String] {
    let named = Set(roots)
    let folders = roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    return roots
      + paths.filter { path in
        !named.contains(path) && (path.contains("/.") || !folders.contains { path.hasPrefix($0) })
      }
  }
}
