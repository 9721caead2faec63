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

  /// The path of every file held, sorted.
  public var paths: [String] { files.keys.sorted() }

  /// The whole text of `path`, if held.
  public func text(of path: String) -> String? { files[path]?.text }

  /// The text of 1-based `line` in `path` without its line break, if the file and line exist.
  public func line(_ line: Int, in path: String) -> Substring? {
    files[path]?.line(line)
  }
}

/// One file's text and, once asked for, where each of its lines starts and ends.
///
/// Lines break where editors, compilers and CI annotations break them: at a line feed, and at a carriage
/// return with or without a line feed after it. NEL (U+0085), LS (U+2028) and PS (U+2029) do not break a line
/// (libyaml counts them, and `LibYAMLParser` maps its places back to these lines).
private final class SourceLines: @unchecked Sendable {
  let text: String
  private var lines: [Range<String.Index>]?
  private let lock = NSLock()

  init(_ text: String) {
    self.text = text
  }

  /// The text of 1-based `number` without its line break, if the line exists.
  func line(_ number: Int) -> Substring? {
    let lines = lock.withLock { self.lines ?? computeLines() }
    guard number >= 1, number <= lines.count else { return nil }
    return text[lines[number - 1]]
  }

  /// Must be called with the lock held.
  private func computeLines() -> [Range<String.Index>] {
    let utf8 = text.utf8
    let bytes = Array(utf8)
    var result: [Range<String.Index>] = []
    var start = utf8.startIndex
    var index = utf8.startIndex
    var offset = 0
    while offset < bytes.count {
      let length = Self.breakLength(bytes, at: offset)
      guard length > 0 else {
        offset += 1
        index = utf8.index(after: index)
        continue
      }
      result.append(start..<index)
      offset += length
      index = utf8.index(index, offsetBy: length)
      start = index
    }
    result.append(start..<text.endIndex)
    lines = result
    return result
  }

  /// The number of bytes of the line break at `offset`, or 0 if none starts there.
  private static func breakLength(_ utf8: [UInt8], at offset: Int) -> Int {
    func byte(_ i: Int) -> UInt8? { i < utf8.count ? utf8[i] : nil }
    switch utf8[offset] {
    case UInt8(ascii: "\n"): return 1
    case UInt8(ascii: "\r"): return byte(offset + 1) == UInt8(ascii: "\n") ? 2 : 1
    default: return 0
    }
  }
}
