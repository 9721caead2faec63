/// The files the last build of a watching process read: every token file, resolver document and `$ref`'d file,
/// and image, wherever they are, and the `$ref`'d files a build could not read (until they exist). `--watch`
/// and `preview --watch` watch them beside `ProjectInputs`' roots, so an edit to a file a resolver names
/// outside the token folders is seen.
final class InputsRead {
  /// The paths the last build read or could not read, as it named them; empty before the first build.
  var paths: [String] = []

  /// `roots` followed by every path read that they do not name. A file below a root folder is named too: the
  /// folder's walk does not enter a hidden folder, nor a link to a folder elsewhere (`tokens/brand ->
  /// ../shared/brand`), whose files a build reads; one the walk meets is stamped twice, the same.
  func adding(to roots: [String]) -> [String] {
    let named = Set(roots)
    return roots + paths.filter { !named.contains($0) }
  }
}
