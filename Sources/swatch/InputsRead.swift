/// The files the last build of a watching process read: every token file, resolver document and `$ref`'d
/// file, and image, wherever they are. `--watch` and `preview --watch` watch them beside `ProjectInputs`'
/// roots, so an edit to a file a resolver names outside the token folders is seen.
final class InputsRead {
  /// The paths, as the build named them; empty before the first build.
  var paths: [String] = []

  /// `roots` followed by every path read that they do not already name.
  func adding(to roots: [String]) -> [String] {
    let named = Set(roots)
    return roots + paths.filter { !named.contains($0) }
  }
}
