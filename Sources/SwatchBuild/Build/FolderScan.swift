import Foundation

/// Lists the files below a folder with plain `opendir(3)`/`readdir(3)` calls: the one walk a build makes of
/// its output folders, for stale temporary files, files to prune and foreign files; and the folders below the
/// token and template folders, which the build stamp records.
enum FolderScan {
  /// Every file (anything that is not a folder) below `folder`, as paths relative to it, in the order the
  /// folders list them (callers sort what they report); symbolic links are listed, never followed. Folders named in `skipping` (relative paths) are not entered.
  static func files(in folder: String, skipping: Set<String> = []) -> [String] {
    var found: [String] = []
    walk(folder.isEmpty ? "." : folder, relative: "", skipping: skipping, into: &found)
    return found
  }

  /// `root` and every folder below it, breadth first, each level's names sorted; empty if `root` is not a
  /// folder. A symbolic link to a folder counts as a folder, as the token loader follows it.
  static func folders(under root: String) -> [String] {
    guard DestinationCheck.kind(of: root) == .folder else { return [] }
    var found = [root]
    var index = 0
    while index < found.count {
      let folder = found[index]
      index += 1
      var names: [String] = []
      forEachEntry(in: folder) { name, type in
        let isLinkOrUnknown = type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)
        if type == UInt8(DT_DIR) || isLinkOrUnknown && DestinationCheck.kind(of: folder + "/" + name) == .folder {
          names.append(name)
        }
      }
      found += names.sorted().map { FilePath.join(folder, $0) }
    }
    return found
  }

  /// Calls `body` with the name and `d_type` of each entry of `folder` but `.` and `..`.
  private static func forEachEntry(in folder: String, _ body: (String, UInt8) -> Void) {
    guard let stream = opendir(folder) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      // The name is read in place up to its terminating zero: the record may end before the array's
      // declared 256 bytes, so copying the whole array would read past it.
      let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
        String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
      }
      guard name != ".", name != ".." else { continue }
      body(name, entry.pointee.d_type)
    }
  }

  private static func walk(_ folder: String, relative: String, skipping: Set<String>, into found: inout [String]) {
    forEachEntry(in: folder) { name, type in
      let path = relative.isEmpty ? name : relative + "/" + name
      if isFolder(type, at: folder + "/" + name) {
        if !skipping.contains(path) { walk(folder + "/" + name, relative: path, skipping: skipping, into: &found) }
      } else {
        found.append(path)
      }
    }
  }

  /// Whether a directory entry is a real folder (not a link to one); asks `lstat` only when `readdir` does
  /// not know.
  private static func isFolder(_ type: UInt8, at path: @autoclosure () -> String) -> Bool {
    if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
    var status = stat()
    return lstat(path(), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
