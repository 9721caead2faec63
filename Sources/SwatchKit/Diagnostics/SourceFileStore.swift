import Foundation

/// The text of every file a run read, kept so diagnostics can quote the offending line.
///
/// Files are only split into lines when a diagnostic first quotes one: a clean run of a large token set
/// reads every file but quotes none, and splitting them all up front cost a fifth of `swatch check`.
public struct SourceFileStore: Sendable {
  private var files: [String: SourceLines] = [:]

  /// Creates an empty store.
  public init() {}

  /// Remembers `text` as the content of `path`.
  public mutating func add(path: String, text: String) {
    files[path] = SourceLines(text)
  }

  /// Adds every file `other` holds.
  public mutating func merge(_ other: SourceFileStore) {
    files.merge(other.files) { mine, _ in mine }
  }

  /// The text of 1-based `line` in `path` without its line break, if the file and line exist.
  public func line(_ line: Int, in path: String) -> Substring? {
    guard let text = files[path]?.line(line) else { return nil }
    return text.hasSuffix("\r") ? text.dropLast() : text
  }
}

/// One file's text and, once asked for, where each of its lines starts.
///
/// A line ends at a line feed that does not follow a carriage return: that is where splitting the text
/// on the `Character` "\n" ends one, since "\r\n" is a single `Character`.
private final class SourceLines: @unchecked Sendable {
  let text: String
  private var starts: [String.Index]?
  private let lock = NSLock()

  init(_ text: String) {
    self.text = text
  }

  /// The text of 1-based `number` without its line feed, if the line exists.
  func line(_ number: Int) -> Substring? {
    let starts = lock.withLock { self.starts ?? computeStarts() }
    guard number >= 1, number <= starts.count else { return nil }
    let start = starts[number - 1]
    let end = number < starts.count ? text.utf8.index(before: starts[number]) : text.endIndex
    return text[start..<end]
  }

  /// Must be called with the lock held.
  private func computeStarts() -> [String.Index] {
    var result = [text.startIndex]
    var previous: UInt8 = 0
    for index in text.utf8.indices {
      let byte = text.utf8[index]
      if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") {
        result.append(text.utf8.index(after: index))
      }
      previous = byte
    }
    starts = result
    return result
  }
}
