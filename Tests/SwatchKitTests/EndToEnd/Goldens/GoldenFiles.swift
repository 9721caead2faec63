import Foundation
import Testing

/// Reading, writing and comparing the files of a golden case.
enum GoldenFiles {
  /// Whether this run rewrites the goldens (`UPDATE_GOLDENS=1`); it then fails on purpose, so an unreviewed
  /// regeneration can never pass CI.
  static let isUpdating = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

  /// Compares `actual` with the files under `directory` (`name` says which, in messages): a missing or an extra
  /// file fails, and a differing one shows its first differing line with numbered context. With
  /// `UPDATE_GOLDENS=1` it rewrites `directory` to hold exactly `actual` instead, and fails.
  static func verify(
    _ actual: [String: String], against directory: URL, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if isUpdating {
      try replace(directory, with: actual)
      Issue.record(
        "UPDATE_GOLDENS=1 rewrote \(name); review the change with git diff and rerun", sourceLocation: sourceLocation)
      return
    }
    let expected = try read(under: directory)
    for missing in Set(actual.keys).subtracting(expected.keys).sorted() {
      Issue.record(
        "\(name)/\(missing) is missing; Swatch produced it:\n\(actual[missing]!)", sourceLocation: sourceLocation)
    }
    for extra in Set(expected.keys).subtracting(actual.keys).sorted() {
      Issue.record("\(name)/\(extra) exists but Swatch no longer produces it", sourceLocation: sourceLocation)
    }
    for (path, text) in actual.sorted(by: { $0.key < $1.key }) {
      guard let want = expected[path], let difference = mismatch(file: "\(name)/\(path)", expected: want, actual: text)
      else { continue }
      Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
    }
  }

  /// Every file below `directory` by path relative to it, hidden files skipped; empty if there is no folder.
  static func read(under directory: URL) throws -> [String: String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [:] }
    var files: [String: String] = [:]
    while let relative = enumerator.nextObject() as? String {
      let url = directory.appendingPathComponent(relative)
      var isDirectory: ObjCBool = false
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
        FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      files[relative] = text(of: [UInt8](try Data(contentsOf: url)))
    }
    return files
  }

  /// What stands for a file that is not UTF-8 text (a copied PNG): this line, then its bytes in base64.
  static let binaryMarker = "golden-binary-base64\n"

  /// A file's bytes as a golden compares them: the text, or `binaryMarker` and base64 when not UTF-8.
  static func text(of bytes: [UInt8]) -> String {
    String(validating: bytes, as: UTF8.self) ?? binaryMarker + Data(bytes).base64EncodedString()
  }

  /// Makes `directory` hold exactly `files`: writes each one and deletes every other file.
  static func replace(_ directory: URL, with files: [String: String]) throws {
    for stale in try read(under: directory).keys where files[stale] == nil {
      try FileManager.default.removeItem(at: directory.appendingPathComponent(stale))
    }
    for (path, content) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if content.hasPrefix(binaryMarker), let data = Data(base64Encoded: String(content.dropFirst(binaryMarker.count)))
      {
        try data.write(to: url, options: .atomic)
      } else {
        try content.write(to: url, atomically: true, encoding: .utf8)
      }
    }
  }

  /// Where `actual` first differs from `expected`, with a few numbered lines of each around it; nil if equal.
  static func mismatch(file: String, expected: String, actual: String, context: Int = 3) -> String? {
    guard expected != actual else { return nil }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(expectedLines.count, actualLines.count)
    let first = (0..<common).first { expectedLines[$0] != actualLines[$0] } ?? common
    let window = max(0, first - context)...(first + context)
    return """
      \(file) differs from line \(first + 1):
      --- expected
      \(numbered(expectedLines, window, mark: first))
      +++ actual
      \(numbered(actualLines, window, mark: first))
      """
  }

  private static func numbered(_ lines: [Substring], _ window: ClosedRange<Int>, mark: Int) -> String {
    let shown = lines.indices.clamped(to: window.lowerBound..<(window.upperBound + 1))
    guard !shown.isEmpty else { return "      (no line \(mark + 1))" }
    return shown.map { index in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: max(0, 4 - number.count)) + number
      return "\(index == mark ? ">" : " ")\(padded)| \(lines[index])"
    }.joined(separator: "\n")
  }
}
