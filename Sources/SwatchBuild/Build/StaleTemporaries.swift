import Foundation

/// Temporary files that builds killed before renaming them left behind, and their removal.
///
/// Only Swatch's own pattern is touched: `.NAME.swatch-PID-N.tmp`, or `.NAME.swatch-PID.tmp` from older
/// builds, and only when no process with that id is alive, so a build writing into the folder right now
/// keeps its files. A process id reused by an unrelated program keeps such a file until that program exits.
enum StaleTemporaries {
  /// The process id in a temporary file's name, or nil if `name` is not a Swatch temporary file name.
  static func processID(inName name: Substring) -> Int32? {
    // Byte checks first: of the thousands of names a scan meets, almost none starts with a dot.
    guard name.utf8.first == UInt8(ascii: "."), name.utf8.last == UInt8(ascii: "p"), name.hasSuffix(".tmp"),
      let marker = name.range(of: ".swatch-", options: .backwards),
      marker.lowerBound > name.index(after: name.startIndex)
    else { return nil }
    let numbers = name[marker.upperBound...].dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
    guard (1...2).contains(numbers.count), numbers.allSatisfy({ UInt32($0) != nil }) else { return nil }
    return Int32(numbers[0])
  }

  /// Whether the temporary file at `path` was left by a process that no longer runs.
  static func isStale(_ path: String) -> Bool {
    guard let pid = processID(inName: fileName(of: path)), pid > 0, pid != OutputDirectory.processID else {
      return false
    }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// The last component of `path`.
  static func fileName(of path: String) -> Substring {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
    return path[path.utf8.index(after: slash)...]
  }

  /// Removes the stale temporary files among `files` (paths relative to `folder`), and each folder that left
  /// empty below `folder` (a killed build's new `NAME.colorset/`, which no later build would own); returns the
  /// rest.
  static func removing(in folder: String, from files: [String]) -> [String] {
    files.filter { file in
      guard isStale(file), unlink(FilePath.join(folder, file)) == 0 else { return true }
      OutputOwnership.removeEmptyFolders(above: file, in: folder)
      return false
    }
  }
}
