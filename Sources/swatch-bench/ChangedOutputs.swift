import Foundation

/// The files below an output folder that a build replaced, found by inode: a build writes a file to a temporary
/// name and renames it into place, so a replaced file has a new inode and one left alone keeps its own.
///
/// It gives the edit rows their floor: writing the bytes an edit changes again, each file to a temporary file
/// renamed into place as a build does, is what any tool that never leaves a half-written file spends at least,
/// however it makes those bytes.
struct ChangedOutputs {
  /// The replaced files.
  let paths: [String]

  /// Each regular file below `folder`, with its inode.
  static func snapshot(_ folder: String) -> [String: UInt64] {
    var inodes: [String: UInt64] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let relative = enumerator?.nextObject() as? String {
      guard enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular,
        let inode = enumerator?.fileAttributes?[.systemFileNumber] as? UInt64
      else { continue }
      inodes[folder + "/" + relative] = inode
    }
    return inodes
  }

  /// The files below `folder` whose inode is not the one `before` recorded, or that are new.
  init(since before: [String: UInt64], in folder: String) {
    paths = Self.snapshot(folder).filter { before[$0.key] != $0.value }.map(\.key).sorted()
  }

  /// The bytes the files hold now.
  var byteCount: Int {
    paths.reduce(0) { total, path in
      total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    }
  }

  /// The median seconds, over `runs`, of writing every file's bytes again to a temporary file beside it and
  /// renaming that over it; the bytes are read before the clock starts, and are the same afterwards.
  func rewriteSeconds(runs: Int) -> Double {
    let contents = paths.compactMap { path in FileManager.default.contents(atPath: path).map { (path, $0) } }
    let times = (0..<max(1, runs)).map { _ in
      let clock = ContinuousClock.now
      for (path, data) in contents {
        let temporary = path + ".swatch-bench.tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data), rename(temporary, path) == 0 else {
          continue
        }
      }
      let elapsed = (ContinuousClock.now - clock).components
      return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
    return median(times)
  }
}
