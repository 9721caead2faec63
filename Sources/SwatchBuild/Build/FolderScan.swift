import Dispatch
import Foundation

/// Lists the files below a folder with plain `opendir(3)`/`readdir(3)` calls: the one walk a build makes of
/// its output folders, for stale temporary files, files to prune and foreign files; and the folders below the
/// token and template folders, which the build stamp records.
enum FolderScan {
  /// Every file (anything that is not a folder) below `folder`, as paths relative to it, in the order the
  /// folders list them (callers sort what they report); symbolic links are listed, never followed. Folders
  /// named in `skipping` (relative paths) are not entered.
  static func files(in folder: String, skipping: Set<String> = []) -> [String] {
    files(in: folder, skipping: skipping, unchanged: { _ in nil }).files
  }

  /// What `files(in:skipping:unchanged:)` found.
  struct Found {
    /// Every file below the folder, relative to it.
    var files: [String] = []
    /// The folders read that held plain files only, each with where its files are in `files`.
    var plainFolders: [(path: String, files: Range<Int>)] = []
    /// The folders passed over, with the status `unchanged` vouched with.
    var vouched: [String: FileStatus] = [:]
  }

  /// `files(in:skipping:)` that also passes over the folders below `folder` that `unchanged` vouches for
  /// (asked with each folder's path joined to `folder`, before it is read; for a folder holding many folders,
  /// on every core at once), and lists the folders it read that held plain files only (no folder, link or other
  /// kind of entry). A folder holding more than `chunk` folders has them asked about on every core, `chunk` at
  /// a time (`statChunk`, unless a test lowers it).
  static func files(
    in folder: String, skipping: Set<String>, chunk: Int = statChunk,
    unchanged: @escaping @Sendable (String) -> FileStatus?
  ) -> Found {
    var walk = Walk(skipping: skipping, chunk: chunk, unchanged: unchanged)
    walk.read(folder.isEmpty ? "." : folder, relative: "", path: folder)
    return walk.found
  }

  /// `root` and every folder below it, breadth first, each level's names sorted; empty if `root` is not a
  /// folder. A symbolic link to a folder counts as a folder, as the token loader follows it; `node_modules` and
  /// hidden folders (`.git`) are left out, as the token loader does not walk them. A folder reached again through
  /// a link (`tokens/x -> .`) is listed once: links that loop would make the list endless.
  static func folders(under root: String) -> [String] {
    guard DestinationCheck.kind(of: root) == .folder else { return [] }
    var found = [root]
    var seen: Set<[UInt64]> = identity(of: root).map { [$0] } ?? []
    var index = 0
    while index < found.count {
      let folder = found[index]
      index += 1
      var names: [String] = []
      forEachEntry(in: folder) { name, type in
        guard !FolderWalk.skips(folder: name) else { return }
        let isLinkOrUnknown = type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)
        if type == UInt8(DT_DIR) || isLinkOrUnknown && DestinationCheck.kind(of: folder + "/" + name) == .folder {
          names.append(name)
        }
      }
      for name in names.sorted() {
        let path = FilePath.join(folder, name)
        if let identity = identity(of: path), !seen.insert(identity).inserted { continue }
        found.append(path)
      }
    }
    return found
  }

  /// The device and inode of the folder at `path`, following links: what tells one folder reached two ways.
  private static func identity(of path: String) -> [UInt64]? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return [UInt64(status.st_dev), UInt64(status.st_ino)]
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

  /// One walk of `files(in:skipping:unchanged:)`.
  private struct Walk {
    let skipping: Set<String>
    let chunk: Int
    let unchanged: @Sendable (String) -> FileStatus?
    var found = Found()

    /// Reads the folder at `location` (`path` as given, or `.`), `relative` to the walk's root.
    mutating func read(_ location: String, relative: String, path: String) {
      let start = found.files.count
      var isPlain = !relative.isEmpty
      var folders: [String] = []
      forEachEntry(in: location) { name, type in
        if isFolder(type, at: location + "/" + name) {
          folders.append(name)
        } else {
          found.files.append(relative.isEmpty ? name : relative + "/" + name)
        }
        isPlain = isPlain && type == UInt8(DT_REG)
      }
      if isPlain { found.plainFolders.append((path, start..<found.files.count)) }
      let entries = folders.compactMap { name -> (name: String, relative: String, path: String)? in
        let entryRelative = relative.isEmpty ? name : relative + "/" + name
        guard skipping.isEmpty || !skipping.contains(entryRelative) else { return nil }
        return (name, entryRelative, FilePath.join(path, name))
      }
      let statuses = FolderScan.statuses(of: entries.map(\.path), chunk: chunk, unchanged)
      // An asset catalog's folder holds thousands of color sets: room for them once, not by doubling. (Only
      // there: reserving a few more each time would resize the table at every small folder.)
      if statuses.count > 256 { found.vouched.reserveCapacity(found.vouched.count + statuses.count) }
      for (entry, status) in zip(entries, statuses) {
        if let status {
          found.vouched[entry.path] = status
          continue
        }
        read(location == path ? entry.path : location + "/" + entry.name, relative: entry.relative, path: entry.path)
      }
    }
  }

  /// How many folders of one folder a core asks about at a time: past it, the asking is shared among the cores.
  static let statChunk = 512

  /// `unchanged` of each of `paths`, in order: on every core, `chunk` at a time, for many paths (an asset
  /// catalog's thousands of color set folders, one `stat` each), else one after the other.
  private static func statuses(
    of paths: [String], chunk: Int, _ unchanged: @escaping @Sendable (String) -> FileStatus?
  ) -> [FileStatus?] {
    guard paths.count > chunk else { return paths.map(unchanged) }
    let count = (paths.count + chunk - 1) / chunk
    let slots = ResultSlots<[FileStatus?]>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
      slots[index] = paths[(index * chunk)..<min(paths.count, (index + 1) * chunk)].map(unchanged)
    }
    return Array(slots.values.joined())
  }

  /// Whether a directory entry is a real folder (not a link to one); asks `lstat` only when `readdir` does
  /// not know.
  private static func isFolder(_ type: UInt8, at path: @autoclosure () -> String) -> Bool {
    if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
    var status = stat()
    return lstat(path(), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }
}
