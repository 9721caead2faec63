/// Joins and normalizes relative paths as text, so diagnostics and headers show paths as the user wrote them.
package enum FilePath {
  /// `component` under `base`; `component` alone when it is absolute or `base` is empty.
  package static func join(_ base: String, _ component: String) -> String {
    if base.isEmpty || base == "." || component.hasPrefix("/") { return component }
    return base.hasSuffix("/") ? base + component : base + "/" + component
  }

  /// The folder part of `path`: "" for a bare file name.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
