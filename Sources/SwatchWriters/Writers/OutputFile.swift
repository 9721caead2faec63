/// A file a writer produced, in memory: its path inside the output folder and its full text.
public struct OutputFile: Hashable, Sendable {
  /// The path relative to the output folder, `/`-separated; never absolute, never containing `..`.
  public var path: String
  /// The file's complete content, ending in one line break.
  public var contents: String

  /// Creates an output file.
  public init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }

  /// Why `path` may not be written, or nil when it is a plain relative path inside the output folder.
  public static func problem(with path: String) -> String? {
    if path.isEmpty { return "the path is empty" }
    if path.hasPrefix("/") || path.hasPrefix("~") { return "the path is absolute" }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    if components.contains("..") { return "the path leaves the output folder with '..'" }
    if components.contains(where: { $0.isEmpty || $0 == "." }) { return "the path has an empty or '.' component" }
    if components.last?.first == "." { return "the file name is empty or starts with '.'" }
    if path.contains("\\") || path.unicodeScalars.contains(where: { $0.value < 0x20 }) {
      return "the path contains a backslash or a control character"
    }
    return nil
  }
}
