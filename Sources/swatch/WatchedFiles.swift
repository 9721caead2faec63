import Foundation

/// The files below some paths, with each one's modification time and size: what `--watch` compares.
struct WatchedFiles {
  /// One file's state.
  struct Stamp: Equatable {
    var modified: Date?
    var size: Int?
  }

  /// Files and folders; folders are searched recursively, hidden entries skipped. Missing paths count too:
  /// one that appears is a change.
  var roots: [String]

  /// The state of every file now, by path.
  func snapshot() -> [String: Stamp] {
    var stamps: [String: Stamp] = [:]
    for root in roots {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
        stamps[root] = Stamp()
        continue
      }
      guard isDirectory.boolValue else {
        stamps[root] = stamp(root)
        continue
      }
      for path in Self.paths(below: root) { stamps[path] = stamp(path) }
    }
    return stamps
  }

  /// Every file and folder below the folder `root`, hidden entries and what they hold skipped.
  static func paths(below root: String) -> [String] {
    var paths: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      paths.append(root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }
    return paths
  }

  private func stamp(_ path: String) -> Stamp {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return Stamp(
      modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
  }
}
