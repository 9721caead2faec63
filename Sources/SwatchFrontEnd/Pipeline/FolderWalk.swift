import Foundation

/// The walk every reader of a token folder makes: each entry below it, `node_modules` and hidden folders
/// (`.git`, `.github`) left unentered, as they hold no tokens of the project's.
package enum FolderWalk {
  /// Whether a folder of this name is left out of every walk below a token folder.
  package static func skips(folder name: String) -> Bool {
    name == "node_modules" || name.hasPrefix(".")
  }

  /// Calls `body` with the path relative to `path`, the name and whether it is a folder, of each entry below
  /// `path` the walk enters, in the file system's order, until `body` returns false. A symbolic link to a folder
  /// is entered as a folder (`tokens/brand -> ../shared/brand`), and a folder reached again through a link
  /// (`tokens/x -> .`) is not entered again: links that loop would make the walk endless.
  package static func entries(
    below path: String, _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool
  ) {
    var entered: Set<String> = PathConfinement.realPath(path).map { [$0] } ?? []
    _ = walk(path, prefix: "", entered: &entered, body)
  }

  /// `entries(below:_:)` of `path`, each relative path after `prefix`; false once `body` has returned false.
  private static func walk(
    _ path: String, prefix: String, entered: inout Set<String>,
    _ body: (_ relative: String, _ name: String, _ isFolder: Bool) -> Bool
  ) -> Bool {
    let enumerator = FileManager.default.enumerator(atPath: path)
    while let relative = enumerator?.nextObject() as? String {
      let name = relative.split(separator: "/").last.map(String.init) ?? relative
      var type = enumerator?.fileAttributes?[.type] as? FileAttributeType
      // Foundation on Linux may give no attributes for a link: the link itself says.
      if type == nil || type == .typeUnknown, isLink(FilePath.join(path, relative)) { type = .typeSymbolicLink }
      var isFolder = type == .typeDirectory
      if isFolder, skips(folder: name) {
        enumerator?.skipDescendants()
        continue
      }
      if isFolder || type == .typeSymbolicLink,
        let real = PathConfinement.realPath(FilePath.join(path, relative)), isDirectory(real)
      {
        guard entered.insert(real).inserted, !skips(folder: name) else {
          enumerator?.skipDescendants()
          continue
        }
        // The enumerator does not follow a link to a folder: it is walked here, as a folder of its own.
        if type == .typeSymbolicLink {
          isFolder = true
          guard body(prefix + relative, name, true) else { return false }
          // Enumerated at its real path (the enumerator does not enter a link it starts at); each entry is
          // still named through the link.
          guard walk(real, prefix: prefix + relative + "/", entered: &entered, body) else {
            return false
          }
          continue
        }
      }
      guard body(prefix + relative, name, isFolder) else { return false }
    }
    return true
  }

  private static func isLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }
}
