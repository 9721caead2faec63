/// The text of every file a run read, kept so diagnostics can quote the offending line.
public struct SourceFileStore: Sendable {
  private var lines: [String: [Substring]] = [:]

  /// Creates an empty store.
  public init() {}

  /// Remembers `text` as the content of `path`.
  public mutating func add(path: String, text: String) {
    lines[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Adds every file `other` holds.
  public mutating func merge(_ other: SourceFileStore) {
    lines.merge(other.lines) { mine, _ in mine }
  }

  /// The text of 1-based `line` in `path` without its line break, if the file and line exist.
  public func line(_ line: Int, in path: String) -> Substring? {
    guard let fileLines = lines[path], line >= 1, line <= fileLines.count else { return nil }
    let text = fileLines[line - 1]
    return text.hasSuffix("\r") ? text.dropLast() : text
  }
}
