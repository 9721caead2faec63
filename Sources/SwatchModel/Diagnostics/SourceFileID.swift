import Foundation

/// A source file's path as a small number, the same for every range in that file.
///
/// Every YAML node, token definition, mode entry and candidate carries source ranges, and a run copies
/// them from stage to stage. Holding the path as a `String` made each copy retain and release it; an
/// interned number is copied as plain bits. Paths are interned once per file, when it is read.
package struct SourceFileID: Hashable, Sendable {
  private let value: UInt32

  /// The number standing for `path`, the same one each time `path` is given.
  package init(_ path: String) {
    value = SourceFileNames.shared.number(for: path)
  }

  /// The path this number stands for.
  var path: String { SourceFileNames.shared.path(for: value) }
}

/// Every source file path the process has seen, numbered in the order first seen.
///
/// Shared by the whole process, so a range made anywhere names the same number for the same path;
/// it only grows, by one entry per distinct file.
private final class SourceFileNames: @unchecked Sendable {
  static let shared = SourceFileNames()

  private var paths: [String] = []
  private var numbers: [String: UInt32] = [:]
  private let lock = NSLock()

  func number(for path: String) -> UInt32 {
    lock.withLock {
      if let number = numbers[path] { return number }
      let number = UInt32(paths.count)
      paths.append(path)
      numbers[path] = number
      return number
    }
  }

  func path(for number: UInt32) -> String {
    lock.withLock { paths[Int(number)] }
  }
}
